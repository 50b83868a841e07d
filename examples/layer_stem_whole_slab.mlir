// examples/layer_stem.mlir as IREE's later stream programs bind it: every
// dispatch on the packed transient binds the whole slab
// (`wo %t[%c0 for %c7094976]`) and each kernel writes only its own slice, at
// offsets it computes itself. By the declared ranges, the two dispatches of
// the concurrent block (and the fill beside them) both write every byte of
// the slab: a race of the stream program itself, which no lowering can order
// away. stream-hal-sim reports it as `race (in the stream program): ...`
// (docs/design/stream-races.md says why such a program still runs right on
// a device whose kernels write disjoint slices).
//
//   stream-hal-sim examples/layer_stem_whole_slab.mlir --function=forward --input=1x224x224x3xf32 --input=7x7x3x64xf32

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
          wo %t[%c0 for %c7094976] : !stream.resource<transient>{%c7094976}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@pack_filter[%c64, %c1, %c1] {
          ro %flt[%c0 for %c37632] : !stream.resource<external>{%c37632},
          wo %t[%c0 for %c7094976] : !stream.resource<transient>{%c7094976}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.fill %c0_i32, %t[%c672448 for %c3211264] : i32 -> !stream.resource<transient>{%c7094976}
      }
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@conv_7x7[%c112, %c112, %c64] {
        rw %t[%c0 for %c7094976] : !stream.resource<transient>{%c7094976}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@batch_norm_relu[%c112, %c112, %c64] {
        rw %t[%c0 for %c7094976] : !stream.resource<transient>{%c7094976}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      stream.cmd.dispatch @resnet_stem::@embedded_elf_x86_64::@max_pool[%c56, %c56, %c64] {
        ro %t[%c0 for %c7094976] : !stream.resource<transient>{%c7094976},
        wo %out[%c0 for %c802816] : !stream.resource<external>{%c802816}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%done) => %transient : !stream.resource<transient>{%c7094976} => !stream.timepoint
    %ready = stream.timepoint.await %freed => %result : !stream.resource<external>{%c802816}
    %view = stream.tensor.export %ready : tensor<1x56x56x64xf32> in !stream.resource<external>{%c802816} -> !hal.buffer_view
    return %view : !hal.buffer_view
  }
}
