// A racy stream program (test/sim/races/locations.test): two dispatches of
// one stream.cmd.concurrent write the same bytes, so nothing orders them in
// any lowering.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @produce ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @racy(%factor: i32) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %done = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
          wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
          wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c16}
    %result = stream.tensor.export %ready : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer
    return %result : !hal.buffer
  }
}
