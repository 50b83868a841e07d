// N executes that each only read the same 16 bytes (a read-only dispatch),
// their timepoints joined one by one into @joined and awaited once at the
// end: N unordered readers of one range and a chain of N fence joins, both
// of which the race tracker must keep linear in N
// (docs/design/simulator-device.md#race-algorithm; bench/race_tracker.py).
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
      hal.executable.entry_point public @look ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  util.global private mutable @joined = #stream.timepoint<immediate> : !stream.timepoint

  func.func @fan(%buffer: !stream.resource<external>, %n: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %n step %c1 {
      %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c16}) {
        stream.cmd.dispatch @kernels::@look[%c1, %c1, %c1] {
          ro %b[%c0 for %c16] : !stream.resource<external>{%c16}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      } => !stream.timepoint
      %previous = util.global.load @joined : !stream.timepoint
      %all = stream.timepoint.join max(%previous, %done) => !stream.timepoint
      util.global.store %all, @joined : !stream.timepoint
    }
    %all = util.global.load @joined : !stream.timepoint
    %ready = stream.timepoint.await %all => %buffer : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }
}
