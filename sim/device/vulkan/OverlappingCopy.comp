// hal.command_buffer.copy_buffer between overlapping ranges of one buffer,
// which vkCmdCopyBuffer does not allow: a copy with memmove's result, one
// invocation walking away from the overlap
// (docs/design/vulkan-device.md#copies).
#version 450
#extension GL_EXT_shader_8bit_storage : require

layout(local_size_x = 1) in;

layout(push_constant, std430) uniform Copy {
  uint source;  // in the descriptor's range, which covers both
  uint target;
  uint byteCount;
  uint unused;
} copy;
layout(set = 0, binding = 0, std430) buffer Bytes { uint8_t bytes[]; } data;

void main() {
  if (copy.target < copy.source) {
    for (uint i = 0; i < copy.byteCount; ++i)
      data.bytes[copy.target + i] = data.bytes[copy.source + i];
  } else {
    for (uint i = copy.byteCount; i > 0; --i)
      data.bytes[copy.target + i - 1] = data.bytes[copy.source + i - 1];
  }
}
