// A dispatch whose access entry is None (generic form only) followed by one
// that reads the same bytes (test/sim/races/none-access.test). The access
// model makes None read and write (docs/design/access-model.md#access-bits),
// so the second dispatch must be ordered after the first.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @touch ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @none_then_read(%input: !hal.buffer) -> (!hal.buffer, !hal.buffer) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %in = stream.tensor.import %input : !hal.buffer -> tensor<16xi8> in !stream.resource<external>{%c16}
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %done = stream.cmd.execute with(%in as %i: !stream.resource<external>{%c16}, %out as %o: !stream.resource<external>{%c16}) {
      "stream.cmd.dispatch"(%c1, %c1, %c1, %i, %c16, %c0, %c16) <{entry_point = @kernels::@touch, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [0 : i32]}> {hal.interface.bindings = [#hal.interface.binding<0, 0>]} : (index, index, index, !stream.resource<external>, index, index, index) -> ()
      stream.cmd.dispatch @kernels::@touch[%c1, %c1, %c1] {
        ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %ready:2 = stream.timepoint.await %done => %in, %out : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
    %r0 = stream.tensor.export %ready#0 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
    %r1 = stream.tensor.export %ready#1 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
    return %r0, %r1 : !hal.buffer, !hal.buffer
  }
}
