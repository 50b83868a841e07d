// hal.command_buffer.fill_buffer where vkCmdFillBuffer cannot do it: an
// offset or a length that is not a multiple of 4 (1- and 2-byte patterns).
// Byte i of the range gets byte (i mod patternBytes) of the pattern,
// little-endian, as the HAL stores it (docs/design/vulkan-device.md#fills).
#version 450
#extension GL_EXT_shader_8bit_storage : require

layout(local_size_x = 64) in;

layout(push_constant, std430) uniform Fill {
  uint offset;  // in the descriptor's range (aligned down to the minimum)
  uint byteCount;
  uint pattern;
  uint patternBytes;
} fill;
// With TEXEL_BINDINGS the target is an r8ui storage texel buffer whose view
// covers exactly the filled bytes (offset 0; docs/design/vulkan-device.md#exact-ranges).
#ifdef TEXEL_BINDINGS
layout(set = 0, binding = 0, r8ui) uniform uimageBuffer target;
#define STORE(position, value) imageStore(target, int(position), uvec4(value))
#else
layout(set = 0, binding = 0, std430) buffer Target { uint8_t bytes[]; } target;
#define STORE(position, value) target.bytes[position] = uint8_t(value)
#endif

void main() {
  uint stride = gl_NumWorkGroups.x * 64;
  for (uint i = gl_GlobalInvocationID.x; i < fill.byteCount; i += stride)
    STORE(fill.offset + i, (fill.pattern >> (8 * (i % fill.patternBytes))) & 0xffu);
}
