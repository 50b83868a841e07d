// The stream program of the known-bad lowerings in test/sim/races: an
// alloca'd scratch buffer filled by a copy and read by a dispatch (a hazard
// the lowering orders with a barrier), freed after the execute, and a host
// load of (a staged copy of) the dispatch's output once it is done.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @pipeline(%raw: !hal.buffer, %factor: i32) -> (!hal.buffer, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %in = stream.tensor.import %raw : !hal.buffer -> tensor<64xf32> in !stream.resource<external>{%c256}
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c256}
    %stage = stream.resource.alloc uninitialized : !stream.resource<staging>{%c4}
    %tmp, %tmp_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c256} => !stream.timepoint
    %done = stream.cmd.execute await(%tmp_ready) => with(%in as %a: !stream.resource<external>{%c256}, %out as %o: !stream.resource<external>{%c256}, %tmp as %t: !stream.resource<transient>{%c256}, %stage as %s: !stream.resource<staging>{%c4}) {
      stream.cmd.copy %a[%c4], %t[%c0], %c64 : !stream.resource<external>{%c256} -> !stream.resource<transient>{%c256}
      stream.cmd.dispatch @kernels::@scale[%c64, %c1, %c1](%factor : i32) {
        ro %t[%c0 for %c256] : !stream.resource<transient>{%c256},
        wo %o[%c0 for %c256] : !stream.resource<external>{%c256}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.copy %o[%c4], %s[%c0], %c4 : !stream.resource<external>{%c256} -> !stream.resource<staging>{%c4}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %tmp : !stream.resource<transient>{%c256} => !stream.timepoint
    %ready, %staged = stream.timepoint.await %done => %out, %stage : !stream.resource<external>{%c256}, !stream.resource<staging>{%c4}
    %value = stream.resource.load %staged[%c0] : !stream.resource<staging>{%c4} -> f32
    %result = stream.tensor.export %ready : tensor<64xf32> in !stream.resource<external>{%c256} -> !hal.buffer
    return %result, %value : !hal.buffer, f32
  }
}
