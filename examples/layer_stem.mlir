// A stream-level program in the shape of a real network layer as IREE's
// compiler emits it (a ResNet-50 stem at batch 1: pad, 7x7 convolution,
// batch norm with ReLU, max pool), written by us in the April 2022 syntax
// with the device code removed. What makes it real rather than a test input
// (docs/design/stream-races.md, README.md#examples):
// * the public function checks its arguments on entry with
//   hal.buffer_view.assert and imports the views;
// * one packed transient holds every intermediate, each at its own 64-byte
//   aligned slice, allocated with stream.resource.alloca and freed with
//   stream.resource.dealloca once the work is done;
// * a concurrent block of independent dispatches and a fill over slices of
//   it, then a chain of dependent dispatches, each reading the slice the
//   previous one wrote, and the result exported as a view;
// * dispatch sites name their entry points in three parts,
//   @executable::@variant::@entry.
//
// Slices of the transient (bytes, f32 elements):
//   padded input 1x230x230x3  [0, 634800)           (slice of 634816)
//   packed filter 7x7x3x64    [634816, 672448)
//   accumulator 1x112x112x64  [672448, 3883712)
//   normalized 1x112x112x64   [3883712, 7094976)
//
//   mlir-opt --load-dialect-plugin=libStreamToHAL.so --load-pass-plugin=libStreamToHAL.so \
//     --pass-pipeline='builtin.module(convert-stream-to-hal)' examples/layer_stem.mlir
//   stream-hal-sim examples/layer_stem.mlir --function=forward --input=1x224x224x3xf32 --input=7x7x3x64xf32

#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>, #hal.descriptor_set.binding<2, storage_buffer>]>]>

module {
  hal.executable private @resnet_stem {
    hal.executable.variant public @embedded_elf_x86_64, target = #target {
      hal.executable.entry_point public @pad_input ordinal(0) layout(#layout)
      hal.executable.entry_point public @pack_filter ordinal(1) layout(#layout)
      hal.executable.entry_point public @conv_7x7 ordinal(2) layout(#layout)
      hal.executable.entry_point public @batch_norm_relu ordinal(3) layout(#layout)
      hal.executable.entry_point public @max_pool ordinal(4) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @forward(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c56 = arith.constant 56 : index
    %c64 = arith.constant 64 : index
    %c112 = arith.constant 112 : index
    %c224 = arith.constant 224 : index
    %c230 = arith.constant 230 : index
    %c0_i32 = arith.constant 0 : i32
    %c553648160_i32 = arith.constant 553648160 : i32
    %c1_i32 = arith.constant 1 : i32
    %c37632 = arith.constant 37632 : index
    %c602112 = arith.constant 602112 : index
    %c634800 = arith.constant 634800 : index
    %c634816 = arith.constant 634816 : index
    %c672448 = arith.constant 672448 : index
    %c802816 = arith.constant 802816 : index
    %c3211264 = arith.constant 3211264 : index
    %c3883712 = arith.constant 3883712 : index
    %c7094976 = arith.constant 7094976 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0") shape([%c1, %c224, %c224, %c3]) type(%c553648160_i32) encoding(%c1_i32)
    %input = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<1x224x224x3xf32> in !stream.resource<external>{%c602112}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input 1") shape([%c7, %c7, %c3, %c64]) type(%c553648160_i32) encoding(%c1_i32)
    %filter = stream.tensor.import %arg1 : !hal.buffer_view -> tensor<7x7x3x64xf32> in !stream.resource<external>{%c37632}
    %result = stream.resource.alloc uninitialized : !stream.resource<external>{%c802816}
    %transient, %transient_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c7094976} => !stream.timepoint
    %done = stream.cmd.execute await(%transient_ready) => with(%input as %in: !stream.resource<external>{%c602112}, %filter as %flt: !stream.resource<external>{%c37632}, %transient as %t: !stream.resource<transient>{%c7094976}, %result as %out: !stream.resource<external>{%c802816}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@pad_input[%c230, %c230, %c1] {
          ro %in[%c0 for %c602112] : !stream.resource<external>{%c602112},
          wo %t[%c0 for %c634800] : !stream.resource<transient>{%c7094976}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@pack_filter[%c64, %c1, %c1] {
          ro %flt[%c0 for %c37632] : !stream.resource<external>{%c37632},
          wo %t[%c634816 for %c37632] : !stream.resource<transient>{%c7094976}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.fill %c0_i32, %t[%c672448 for %c3211264] : i32 -> !stream.resource<transient>{%c7094976}
      }
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@conv_7x7[%c112, %c112, %c64] {
        ro %t[%c0 for %c634800] : !stream.resource<transient>{%c7094976},
        ro %t[%c634816 for %c37632] : !stream.resource<transient>{%c7094976},
        rw %t[%c672448 for %c3211264] : !stream.resource<transient>{%c7094976}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@batch_norm_relu[%c112, %c112, %c64] {
        ro %t[%c672448 for %c3211264] : !stream.resource<transient>{%c7094976},
        wo %t[%c3883712 for %c3211264] : !stream.resource<transient>{%c7094976}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@max_pool[%c56, %c56, %c64] {
        ro %t[%c3883712 for %c3211264] : !stream.resource<transient>{%c7094976},
        wo %out[%c0 for %c802816] : !stream.resource<external>{%c802816}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %transient : !stream.resource<transient>{%c7094976} => !stream.timepoint
    %ready = stream.timepoint.await %freed => %result : !stream.resource<external>{%c802816}
    %view = stream.tensor.export %ready : tensor<1x56x56x64xf32> in !stream.resource<external>{%c802816} -> !hal.buffer_view
    return %view : !hal.buffer_view
  }
}
