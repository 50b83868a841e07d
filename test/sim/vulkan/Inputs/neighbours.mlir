// Commands on neighbouring bytes of one 16-byte block of a buffer: each pair
// touches disjoint bytes, in concurrent lanes with no barrier between them.
// A storage descriptor starts at a multiple of minStorageBufferOffsetAlignment
// (16 on lavapipe), so the layer would see bytes a command does not touch;
// the Vulkan device binds these through texel views of exact ranges
// (docs/design/vulkan-device.md#exact-ranges). test/sim/vulkan/exact-ranges.test.
module {
  hal.executable private @ex {
    hal.executable.variant public @v0, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
      hal.executable.entry_point public @one ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>)
      builtin.module {
      }
    }
  }
  // A dispatch reads bytes [0, 4) while another writes [8, 12).
  func.func @dispatches(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          ro %b[%c0 for %c4] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          wo %b[%c8 for %c4] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
  // A dispatch reads bytes [0, 4) while a 2-byte fill (the fill kernel's)
  // writes [10, 14) and a 1-byte one writes [15, 16).
  func.func @fills(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c4660_i16 = arith.constant 4660 : i16
    %c7_i8 = arith.constant 7 : i8
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          ro %b[%c0 for %c4] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.fill %c4660_i16, %b[%c10 for %c4] : i16 -> !stream.resource<external>{%c16}
        stream.cmd.fill %c7_i8, %b[%c15 for %c1] : i8 -> !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
  // A dispatch writes bytes [4, 8) and the next reads them: the barrier
  // between them orders a real hazard, which the layer sees once the barrier
  // is deleted (exact-ranges.test).
  func.func @serial(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
        wo %b[%c4 for %c4] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
        ro %b[%c4 for %c4] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
  // A copy between overlapping ranges (the copy kernel's, over bytes
  // [9, 15)) while a dispatch reads [0, 4).
  func.func @copies(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c9 = arith.constant 9 : index
    %c11 = arith.constant 11 : index
    %c16 = arith.constant 16 : index
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.copy %b[%c9], %b[%c11], %c4 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          ro %b[%c0 for %c4] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
}
