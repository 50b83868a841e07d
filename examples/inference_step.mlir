// A small stream-level host program of the kind IREE's stream pipeline hands to
// the HAL conversion: constant weights mapped at initialization, a per-call step
// that imports its input, records fills, copies and dispatches (into an
// executable with two variants) and exports its output, plus a readback helper
// and an upload that waits for a timepoint its caller passes in. It lowers in
// both execution models:
//
//   mlir-opt --load-dialect-plugin=libStreamToHAL.so --load-pass-plugin=libStreamToHAL.so \
//     --pass-pipeline='builtin.module(convert-stream-to-hal)' examples/inference_step.mlir
//   mlir-opt --load-dialect-plugin=libStreamToHAL.so --load-pass-plugin=libStreamToHAL.so \
//     --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' examples/inference_step.mlir

#target_cpu = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#target_vmvx = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>, #hal.descriptor_set.layout<1, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @embedded_elf_x86_64, target = #target_cpu {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
      ^bb0(%x: index, %y: index, %z: index):
        %c63 = arith.constant 63 : index
        %c64 = arith.constant 64 : index
        %rounded = arith.addi %x, %c63 : index
        %groups = arith.divui %rounded, %c64 : index
        hal.return %groups, %y, %z : index, index, index
      }
      builtin.module {
      }
    }
    hal.executable.variant public @vmvx_bytecode_fb, target = #target_vmvx {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  util.global private mutable @last_step = #stream.timepoint<immediate>
  util.global private @weights : !stream.resource<constant>
  util.global private mutable @state : !stream.resource<variable>

  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %data = util.byte_buffer.constant : !util.byte_buffer = dense<1.000000e+00> : tensor<64xf32>
    %did_map, %weights = stream.resource.try_map %data[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c256}
    util.global.store %weights, @weights : !stream.resource<constant>
    %state = stream.resource.alloc uninitialized : !stream.resource<variable>{%c256}
    util.global.store %state, @state : !stream.resource<variable>
    util.initializer.return
  }

  // out = scale(input * weights) with a scratch copy of the weights and state.
  func.func @step(%input: !hal.buffer_view, %factor: i32) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0 : i32
    %weights = util.global.load @weights : !stream.resource<constant>
    %state = util.global.load @state : !stream.resource<variable>
    %in = stream.tensor.import %input : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c256}
    %scratch, %scratch_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c256} => !stream.timepoint
    %previous = util.global.load @last_step : !stream.timepoint
    %start = stream.timepoint.join max(%scratch_ready, %previous) => !stream.timepoint
    %done = stream.cmd.execute await(%start) => with(%in as %a: !stream.resource<external>{%c256}, %out as %o: !stream.resource<external>{%c256}, %scratch as %s: !stream.resource<transient>{%c256}, %weights as %w: !stream.resource<constant>{%c256}, %state as %st: !stream.resource<variable>{%c256}) {
      stream.cmd.fill %zero, %o[%c0 for %c256] : i32 -> !stream.resource<external>{%c256}
      stream.cmd.serial {
        stream.cmd.copy %w[%c0], %s[%c0], %c256 : !stream.resource<constant>{%c256} -> !stream.resource<transient>{%c256}
        stream.cmd.fill %zero, %st[%c0 for %c64] : i32 -> !stream.resource<variable>{%c256}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @kernels::@scale[%c64, %c1, %c1](%factor : i32) {
          ro %a[%c0 for %c256] : !stream.resource<external>{%c256},
          wo %o[%c0 for %c256] : !stream.resource<external>{%c256},
          ro %s[%c0 for %c256] : !stream.resource<transient>{%c256}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<1, 0>]}
        stream.cmd.copy %a[%c0], %st[%c0], %c256 : !stream.resource<external>{%c256} -> !stream.resource<variable>{%c256}
      }
      stream.cmd.discard %s[%c0 for %c256] : !stream.resource<transient>{%c256}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %scratch : !stream.resource<transient>{%c256} => !stream.timepoint
    util.global.store %freed, @last_step : !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c256}
    %view = stream.tensor.export %ready : tensor<64xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    return %view : !hal.buffer_view
  }

  // Reads one element of a device buffer back through a staging mapping.
  func.func @read_element(%raw: !hal.buffer, %offset: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %src = stream.tensor.import %raw : !hal.buffer -> tensor<64xf32> in !stream.resource<external>{%c256}
    %stage, %stage_ready = stream.resource.alloca uninitialized : !stream.resource<staging>{%c4} => !stream.timepoint
    %done = stream.cmd.execute await(%stage_ready) => with(%src as %s: !stream.resource<external>{%c256}, %stage as %d: !stream.resource<staging>{%c4}) {
      stream.cmd.copy %s[%offset], %d[%c0], %c4 : !stream.resource<external>{%c256} -> !stream.resource<staging>{%c4}
    } => !stream.timepoint
    %visible = stream.timepoint.await %done => %stage : !stream.resource<staging>{%c4}
    %value = stream.resource.load %visible[%c0] : !stream.resource<staging>{%c4} -> f32
    return %value : f32
  }

  // Hands a host byte buffer to the device as a staging resource, patches one
  // word, and returns it as a raw buffer once the given semaphore is reached.
  func.func @upload(%bytes: !util.byte_buffer, %wait: !stream.timepoint) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %one = arith.constant 1.000000e+00 : f32
    %mapped = stream.resource.map %bytes[%c0] : !util.byte_buffer -> !stream.resource<staging>{%c128}
    stream.resource.store %one, %mapped[%c4] : f32 -> !stream.resource<staging>{%c128}
    %ready = stream.timepoint.await %wait => %mapped : !stream.resource<staging>{%c128}
    %device = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
    %copied = stream.cmd.execute with(%ready as %src: !stream.resource<staging>{%c128}, %device as %dst: !stream.resource<external>{%c128}) {
      stream.cmd.copy %src[%c0], %dst[%c0], %c128 : !stream.resource<staging>{%c128} -> !stream.resource<external>{%c128}
    } => !stream.timepoint
    %result = stream.timepoint.await %copied => %device : !stream.resource<external>{%c128}
    %raw = stream.tensor.export %result : tensor<32xf32> in !stream.resource<external>{%c128} -> !hal.buffer
    return %raw : !hal.buffer
  }
}
