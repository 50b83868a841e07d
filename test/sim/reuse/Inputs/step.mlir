// A stream program whose one execute is reusable (static offsets, lengths,
// workload and push constant; captured resources only): test/sim/reuse runs
// its lowerings with command-buffers=reusable, as converted, outlined and
// inlined, and hand-edited lowerings through --lowered.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @mix ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  // Slot 0 is the transient resource narrowed to [128, 192), slot 1 the
  // argument narrowed to [0, 64): a fill, a copy out of the fill, and a
  // dispatch reading the fill and updating the argument in place.
  func.func @step(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c7_i32 = arith.constant 7 : i32
    %c5_i32 = arith.constant 5 : i32
    %t:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%c256} => !stream.timepoint
    %done = stream.cmd.execute await(%t#1) => with(%t#0 as %ct: !stream.resource<transient>{%c256}, %arg0 as %out: !stream.resource<external>{%c64}) {
      stream.cmd.fill %c7_i32, %ct[%c128 for %c64] : i32 -> !stream.resource<transient>{%c256}
      stream.cmd.copy %ct[%c160], %out[%c32], %c32 : !stream.resource<transient>{%c256} -> !stream.resource<external>{%c64}
      stream.cmd.dispatch @kernels::@mix[%c64, %c1, %c1](%c5_i32 : i32) {
        ro %ct[%c128 for %c64] : !stream.resource<transient>{%c256},
        rw %out[%c0 for %c64] : !stream.resource<external>{%c64}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %t#0 : !stream.resource<transient>{%c256} => !stream.timepoint
    %ready = stream.timepoint.await %freed => %arg0 : !stream.resource<external>{%c64}
    return %ready : !stream.resource<external>
  }

  // An own-size length: the fill runs to the end of the slot, which binds
  // the whole argument (its length is the recorded -1).
  func.func @whole(%arg0: !stream.resource<external>, %size: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c9_i8 = arith.constant 9 : i8
    %done = stream.cmd.execute with(%arg0 as %out: !stream.resource<external>{%size}) {
      stream.cmd.fill %c9_i8, %out[%c0 for %size] : i8 -> !stream.resource<external>{%size}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %arg0 : !stream.resource<external>{%size}
    return %ready : !stream.resource<external>
  }
}
