// Stream programs whose HAL lowerings test/sim/hal runs (hand-written or
// hand-edited with --lowered, or converted with --options). Where the
// lowering uses hal ops the conversion never emits, the stream function
// returns the values those ops must produce.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 2, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>, #hal.descriptor_set.binding<2, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @mix ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  // Fills with 1-, 2- and 4-byte patterns, then a copy of the filled half.
  func.func @fill_copy(%buffer: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %byte = arith.constant 171 : i8
    %half = arith.constant 4660 : i16
    %word = arith.constant -559038737 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c32}) {
      stream.cmd.fill %byte, %b[%c0 for %c4] : i8 -> !stream.resource<external>{%c32}
      stream.cmd.fill %half, %b[%c4 for %c4] : i16 -> !stream.resource<external>{%c32}
      stream.cmd.fill %word, %b[%c8 for %c8] : i32 -> !stream.resource<external>{%c32}
      stream.cmd.copy %b[%c0], %b[%c16], %c16 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %buffer : !stream.resource<external>{%c32}
    return %ready : !stream.resource<external>
  }

  // One dispatch reading binding 0, writing binding 1 and updating binding 2
  // in place, with two push constants.
  func.func @dispatch(%buffer: !stream.resource<external>, %scale: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c8 = arith.constant 8 : index
    %bias = arith.constant 5 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c48}) {
      stream.cmd.dispatch @kernels::@mix[%c8, %c1, %c1](%scale, %bias : i32, i32) {
        ro %b[%c0 for %c16] : !stream.resource<external>{%c48},
        wo %b[%c16 for %c16] : !stream.resource<external>{%c48},
        rw %b[%c32 for %c16] : !stream.resource<external>{%c48}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %buffer : !stream.resource<external>{%c48}
    return %ready : !stream.resource<external>
  }

  // What the buffer-view ops of @views compute: rank, dims, byte length.
  func.func @views(%buffer: !hal.buffer) -> (index, index, index, index) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c24 = arith.constant 24 : index
    return %c2, %c2, %c3, %c24 : index, index, index, index
  }

  // Host stores and loads through a staging resource, returned after.
  func.func @host(%bytes: !util.byte_buffer) -> (!stream.resource<staging>, f32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %value = arith.constant 2.5 : f32
    %mapped = stream.resource.map %bytes[%c0] : !util.byte_buffer -> !stream.resource<staging>{%c16}
    stream.resource.store %value, %mapped[%c4] : f32 -> !stream.resource<staging>{%c16}
    %loaded = stream.resource.load %mapped[%c4] : !stream.resource<staging>{%c16} -> f32
    return %mapped, %loaded : !stream.resource<staging>, f32
  }

  // The statuses the fence ops of @fences return.
  func.func @fences() -> (i32, i32, i32, i32, i32) {
    %ok = arith.constant 0 : i32
    %deferred = arith.constant 17 : i32
    %failed = arith.constant 5 : i32
    %deadline = arith.constant 4 : i32
    return %deferred, %ok, %ok, %failed, %deadline : i32, i32, i32, i32, i32
  }

  // Two transient buffers, the second allocated after the first is freed.
  func.func @reuse(%buffer: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %t0, %t0_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c256} => !stream.timepoint
    %e0 = stream.cmd.execute await(%t0_ready) => with(%buffer as %b: !stream.resource<external>{%c256}, %t0 as %t: !stream.resource<transient>{%c256}) {
      stream.cmd.copy %b[%c0], %t[%c0], %c256 : !stream.resource<external>{%c256} -> !stream.resource<transient>{%c256}
    } => !stream.timepoint
    %f0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c256} => !stream.timepoint
    %t1, %t1_ready = stream.resource.alloca uninitialized await(%f0) => !stream.resource<transient>{%c256} => !stream.timepoint
    %e1 = stream.cmd.execute await(%t1_ready) => with(%buffer as %b: !stream.resource<external>{%c256}, %t1 as %t: !stream.resource<transient>{%c256}) {
      stream.cmd.copy %b[%c0], %t[%c0], %c256 : !stream.resource<external>{%c256} -> !stream.resource<transient>{%c256}
    } => !stream.timepoint
    %f1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c256} => !stream.timepoint
    %ready = stream.timepoint.await %f1 => %buffer : !stream.resource<external>{%c256}
    return %ready : !stream.resource<external>
  }
}
