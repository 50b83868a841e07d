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
// With TEXEL_BINDINGS the bytes are an r8ui storage texel buffer whose view
// covers exactly both ranges (docs/design/vulkan-device.md#exact-ranges).
#ifdef TEXEL_BINDINGS
layout(set = 0, binding = 0, r8ui) uniform uimageBuffer data;
#define MOVE(to, from) imageStore(data, int(to), imageLoad(data, int(from)))
#else
layout(set = 0, binding = 0, std430) buffer Bytes { uint8_t bytes[]; } data;
#define MOVE(to, from) data.bytes[to] = data.bytes[from]
#endif

void main() {
  if (copy.target < copy.source) {
    for (uint i = 0; i < copy.byteCount; ++i)
      MOVE(copy.target + i, copy.source + i);
  } else {
    for (uint i = copy.byteCount; i > 0; --i)
      MOVE(copy.target + i - 1, copy.source + i - 1);
  }
}
