// Two commands that write the same bytes, unordered (concurrent lanes): a
// race of the stream program's own, which the simulated device reports in
// every function. Synchronization validation (layer 1.3.239 on lavapipe)
// reports the write after write of two fills and of a fill after a
// dispatch, but not of two dispatches (test/sim/vulkan/known-bad.test,
// docs/design/vulkan-device.md#messages).
module {
  hal.executable private @ex {
    hal.executable.variant public @v0, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
      hal.executable.entry_point public @one ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>)
      builtin.module {
      }
    }
  }
  func.func @fills(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.fill %c1_i32, %b[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
        stream.cmd.fill %c2_i32, %b[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
  func.func @mixed(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c2_i32 = arith.constant 2 : i32
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          wo %b[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.fill %c2_i32, %b[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
  func.func @dispatches(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = stream.cmd.execute with(%arg0 as %b: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          wo %b[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.dispatch @ex::@one[%c1, %c1, %c1] {
          wo %b[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
    } => !stream.timepoint
    %r = stream.timepoint.await %t => %arg0 : !stream.resource<external>{%c16}
    return %r : !stream.resource<external>
  }
}
