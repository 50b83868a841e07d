// The effect of every HAL dispatch on the Vulkan device: the dispatch digest
// of docs/design/simulator.md#dispatch-digest, computed bit for bit as
// sim/semantics/DispatchDigest.cpp computes it on the host. One invocation
// reads the bindings in slot order and hashes them, then overwrites every
// written binding (docs/design/vulkan-device.md#dispatches).
//
// Set 0, one push descriptor set: binding 0 the dispatch's parameters
// (written by the host when the dispatch is recorded), bindings 1..12 the
// bindings only read, 13..24 the bindings written (and perhaps read), so
// that synchronization validation sees reads as reads. Push constants: the
// HAL push constants. Words of the parameters:
//   [0] reads  [1] writes  [2] push constants
//   [3..4] the digest's state after the executable's and entry point's names
//          (dispatchNameDigest; the shader does not see the names)
//   [5..10] workgroup counts (lo, hi)
//   then per read  (slot order): group (0 read, 1 written), index, offset, length
//   then per write:              index, offset, length, binding ordinal
// Offsets are relative to the descriptor's range, which starts at the
// binding's offset rounded down to minStorageBufferOffsetAlignment. Built
// twice: with TEXEL_BINDINGS, bindings 1..24 are r8ui storage texel buffers
// whose views cover exactly the binding's bytes (offsets 0), for a dispatch
// with a binding at an offset a storage descriptor cannot start at
// (docs/design/vulkan-device.md#exact-ranges).
#version 450
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 1) in;

layout(push_constant, std430) uniform PushConstants { uint values[32]; } constants;
layout(set = 0, binding = 0, std430) readonly buffer Parameters { uint words[]; } parameters;

#ifdef TEXEL_BINDINGS
#define READ_BINDING(i) \
  layout(set = 0, binding = 1 + i, r8ui) uniform readonly uimageBuffer read##i;
#define WRITE_BINDING(i) layout(set = 0, binding = 13 + i, r8ui) uniform uimageBuffer write##i;
#define LOAD(binding, position) imageLoad(binding, int(position)).x
#define STORE(binding, position, value) imageStore(binding, int(position), uvec4(value))
#else
#define READ_BINDING(i) \
  layout(set = 0, binding = 1 + i, std430) readonly buffer Read##i { uint8_t bytes[]; } read##i;
#define WRITE_BINDING(i) \
  layout(set = 0, binding = 13 + i, std430) buffer Write##i { uint8_t bytes[]; } write##i;
#define LOAD(binding, position) uint(binding.bytes[position])
#define STORE(binding, position, value) binding.bytes[position] = uint8_t(value)
#endif
READ_BINDING(0) READ_BINDING(1) READ_BINDING(2) READ_BINDING(3) READ_BINDING(4) READ_BINDING(5)
READ_BINDING(6) READ_BINDING(7) READ_BINDING(8) READ_BINDING(9) READ_BINDING(10) READ_BINDING(11)
WRITE_BINDING(0) WRITE_BINDING(1) WRITE_BINDING(2) WRITE_BINDING(3) WRITE_BINDING(4)
WRITE_BINDING(5) WRITE_BINDING(6) WRITE_BINDING(7) WRITE_BINDING(8) WRITE_BINDING(9)
WRITE_BINDING(10) WRITE_BINDING(11)

#define CASE_READ(i) case i: return LOAD(read##i, position);
#define CASE_WRITTEN(i) case i: return LOAD(write##i, position);
uint loadByte(uint group, uint index, uint position) {
  if (group == 0) {
    switch (index) {
      CASE_READ(0) CASE_READ(1) CASE_READ(2) CASE_READ(3) CASE_READ(4) CASE_READ(5)
      CASE_READ(6) CASE_READ(7) CASE_READ(8) CASE_READ(9) CASE_READ(10) CASE_READ(11)
    }
  } else {
    switch (index) {
      CASE_WRITTEN(0) CASE_WRITTEN(1) CASE_WRITTEN(2) CASE_WRITTEN(3) CASE_WRITTEN(4)
      CASE_WRITTEN(5) CASE_WRITTEN(6) CASE_WRITTEN(7) CASE_WRITTEN(8) CASE_WRITTEN(9)
      CASE_WRITTEN(10) CASE_WRITTEN(11)
    }
  }
  return 0u;
}

#define CASE_STORE(i) case i: STORE(write##i, position, value); break;
void storeByte(uint index, uint position, uint value) {
  switch (index) {
    CASE_STORE(0) CASE_STORE(1) CASE_STORE(2) CASE_STORE(3) CASE_STORE(4) CASE_STORE(5)
    CASE_STORE(6) CASE_STORE(7) CASE_STORE(8) CASE_STORE(9) CASE_STORE(10) CASE_STORE(11)
  }
}

uint64_t state;
void addWord(uint word) {
  state ^= uint64_t(word);
  state *= 0x9E3779B97F4A7C15UL;
  state ^= state >> 29;
}

uint64_t finalizeDigest(uint64_t value) {
  value ^= value >> 30;
  value *= 0xBF58476D1CE4E5B9UL;
  value ^= value >> 27;
  value *= 0x94D049BB133111EBUL;
  value ^= value >> 31;
  return value;
}

void main() {
  uint reads = parameters.words[0];
  uint writes = parameters.words[1];
  uint constantCount = parameters.words[2];
  state = (uint64_t(parameters.words[4]) << 32) | uint64_t(parameters.words[3]);
  for (uint i = 5; i < 11; ++i)
    addWord(parameters.words[i]);
  addWord(constantCount);
  for (uint i = 0; i < constantCount; ++i)
    addWord(constants.values[i]);
  addWord(reads);
  for (uint r = 0; r < reads; ++r) {
    uint entry = 11 + 4 * r;
    uint group = parameters.words[entry], index = parameters.words[entry + 1];
    uint offset = parameters.words[entry + 2], length = parameters.words[entry + 3];
    addWord(length);
    addWord(0u);
    for (uint at = 0; at < length; at += 4) {
      uint word = 0;
      for (uint k = 0; k < 4 && at + k < length; ++k)
        word |= loadByte(group, index, offset + at + k) << (8 * k);
      addWord(word);
    }
  }
  uint64_t digest = finalizeDigest(state);
  for (uint w = 0; w < writes; ++w) {
    uint entry = 11 + 4 * reads + 4 * w;
    uint index = parameters.words[entry], offset = parameters.words[entry + 1];
    uint length = parameters.words[entry + 2], ordinal = parameters.words[entry + 3];
    for (uint at = 0, word = 0; at < length; at += 8, ++word) {
      uint64_t value = finalizeDigest(digest ^ finalizeDigest((uint64_t(ordinal) << 32) ^ uint64_t(word)));
      for (uint k = 0; k < 8 && at + k < length; ++k)
        storeByte(index, offset + at + k, uint(value >> (8 * k)) & 0xffu);
    }
  }
}
