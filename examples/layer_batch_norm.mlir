// A stream-level program in the shape of a real layer with a dynamic batch
// (an EfficientNet batch norm with swish, NHWC ?x112x112x32xf32), written by
// us in the April 2022 syntax with the device code removed
// (examples/layer_stem.mlir is the static one). The batch comes from the
// argument view with hal.buffer_view.dim, the argument assert checks it
// against itself and the static dimensions, and every size and slice offset
// is computed from it at run time:
// * one packed transient of three slices (per-channel statistics, 256 bytes
//   at 0; the normalized tensor at 256; the activation at 256 + n*1605632),
//   allocated with alloca and freed with dealloca;
// * a chain of dependent dispatches (statistics, normalize, swish), with a
//   concurrent block between them of a dispatch and a fill over slices;
// * the activation copied to the exported result.
//
//   stream-hal-sim examples/layer_batch_norm.mlir --function=forward --input=2x112x112x32xf32

#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>, #hal.descriptor_set.binding<2, storage_buffer>]>]>

module {
  hal.executable private @batch_norm {
    hal.executable.variant public @embedded_elf_x86_64, target = #target {
      hal.executable.entry_point public @channel_statistics ordinal(0) layout(#layout)
      hal.executable.entry_point public @fold_scale ordinal(1) layout(#layout)
      hal.executable.entry_point public @normalize ordinal(2) layout(#layout)
      hal.executable.entry_point public @swish ordinal(3) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @forward(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c112 = arith.constant 112 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c1605632 = arith.constant 1605632 : index
    %c0_i32 = arith.constant 0 : i32
    %c553648160_i32 = arith.constant 553648160 : i32
    %c1_i32 = arith.constant 1 : i32
    %n = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0") shape([%n, %c112, %c112, %c32]) type(%c553648160_i32) encoding(%c1_i32)
    %n_i32 = arith.index_cast %n : index to i32
    %bytes = arith.muli %n, %c1605632 : index
    %activation_offset = arith.addi %c256, %bytes : index
    %transient_size = arith.addi %activation_offset, %bytes : index
    %rows = arith.muli %n, %c112 : index
    %input = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<?x112x112x32xf32>{%n} in !stream.resource<external>{%bytes}
    %result = stream.resource.alloc uninitialized : !stream.resource<external>{%bytes}
    %transient, %transient_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%transient_size} => !stream.timepoint
    %done = stream.cmd.execute await(%transient_ready) => with(%input as %in: !stream.resource<external>{%bytes}, %transient as %t: !stream.resource<transient>{%transient_size}, %result as %out: !stream.resource<external>{%bytes}) {
      stream.cmd.dispatch @batch_norm::@embedded_elf_x86_64::@channel_statistics[%c32, %c1, %c1](%n_i32 : i32) {
        ro %in[%c0 for %bytes] : !stream.resource<external>{%bytes},
        wo %t[%c0 for %c128] : !stream.resource<transient>{%transient_size}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.concurrent {
        stream.cmd.dispatch @batch_norm::@embedded_elf_x86_64::@fold_scale[%c32, %c1, %c1](%n_i32 : i32) {
          ro %t[%c0 for %c128] : !stream.resource<transient>{%transient_size},
          wo %t[%c128 for %c128] : !stream.resource<transient>{%transient_size}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.fill %c0_i32, %t[%activation_offset for %bytes] : i32 -> !stream.resource<transient>{%transient_size}
      }
      stream.cmd.dispatch @batch_norm::@embedded_elf_x86_64::@normalize[%rows, %c112, %c1](%n_i32 : i32) {
        ro %in[%c0 for %bytes] : !stream.resource<external>{%bytes},
        ro %t[%c128 for %c128] : !stream.resource<transient>{%transient_size},
        wo %t[%c256 for %bytes] : !stream.resource<transient>{%transient_size}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
      stream.cmd.dispatch @batch_norm::@embedded_elf_x86_64::@swish[%rows, %c112, %c1](%n_i32 : i32) {
        ro %t[%c256 for %bytes] : !stream.resource<transient>{%transient_size},
        rw %t[%activation_offset for %bytes] : !stream.resource<transient>{%transient_size}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.copy %t[%activation_offset], %out[%c0], %bytes : !stream.resource<transient>{%transient_size} -> !stream.resource<external>{%bytes}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %transient : !stream.resource<transient>{%transient_size} => !stream.timepoint
    %ready = stream.timepoint.await %freed => %result : !stream.resource<external>{%bytes}
    %view = stream.tensor.export %ready : tensor<?x112x112x32xf32>{%n} in !stream.resource<external>{%bytes} -> !hal.buffer_view
    return %view : !hal.buffer_view
  }
}
