// Races of the stream program itself and races a lowering introduces
// (test/sim/races/stream-races.test, docs/design/stream-races.md).
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @produce ordinal(0) layout(#layout)
      hal.executable.entry_point public @consume ordinal(1) layout(#layout)
      builtin.module {
      }
    }
  }

  // Two lanes of one concurrent block write the same bytes.
  func.func @lanes(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %done = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @kernels::@cpu::@produce[%c1, %c1, %c1](%factor : i32) {
          wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.fill %factor, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }

  // Two executes on timepoints nothing joins before they run: unordered in
  // the stream program (the sync lowering happens to order them).
  func.func @unjoined(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %first = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %second = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %both = stream.timepoint.join max(%first, %second) => !stream.timepoint
    %ready = stream.timepoint.await %both => %out : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }

  // The same work ordered: the second execute awaits the first, the third
  // a join that includes the second, the fourth runs after the host awaited
  // the third.
  func.func @ordered(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %allocated = stream.timepoint.immediate => !stream.timepoint
    %first = stream.cmd.execute await(%allocated) => with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.fill %factor, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    } => !stream.timepoint
    %second = stream.cmd.execute await(%first) => with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %both = stream.timepoint.join max(%allocated, %second) => !stream.timepoint
    %third = stream.cmd.execute await(%both) => with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.fill %factor, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    } => !stream.timepoint
    %waited = stream.timepoint.await %third => %out : !stream.resource<external>{%c16}
    %fourth = stream.cmd.execute with(%waited as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %fourth => %waited : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }

  // A concurrent race of the program's own ([0, 16)), then a fill and a
  // dispatch reading it that the execute orders ([16, 32)): with the
  // lowering's barriers deleted, the second pair races too, and that one is
  // ours.
  func.func @mixed(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c48}
    %done = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c48}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
          wo %o[%c0 for %c16] : !stream.resource<external>{%c48}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
          wo %o[%c0 for %c16] : !stream.resource<external>{%c48}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      }
      stream.cmd.fill %factor, %o[%c16 for %c16] : i32 -> !stream.resource<external>{%c48}
      stream.cmd.dispatch @kernels::@consume[%c1, %c1, %c1](%factor : i32) {
        ro %o[%c16 for %c16] : !stream.resource<external>{%c48},
        wo %o[%c32 for %c16] : !stream.resource<external>{%c48}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c48}
    return %ready : !stream.resource<external>
  }
}
