// Every attribute example of docs/design/hal-dialect.md#attributes parses and
// prints back; nested layout attributes parse in full and stripped form
// (README.md); the dialect's alias names
// (docs/design/hal-dialect.md#attribute-aliases).
// RUN: %stream-hal-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s | %stream-hal-opt --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s | FileCheck %s --check-prefix=ALIAS
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --check-prefix=ALIAS

// The alias definitions MLIR prints for our attributes. A stem ending in a
// digit gets a trailing `_` on MLIR 19 but not on 22; distinct attributes with
// one stem are numbered from 1.
// ALIAS-DAG: #executable_layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
// ALIAS-DAG: #executable_layout1 = #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
// ALIAS-DAG: #executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
// ALIAS-DAG: #executable_target_embedded_elf_x86_64{{_?}} = #hal.executable.target<"llvm", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-linux-gnu"}>
// ALIAS-DAG: #device_target_vmvx = #hal.device.target<"vmvx", {executable_targets = [#executable_target_vmvx_bytecode_fb]}>
// ALIAS-DAG: #device_target_cpu = #hal.device.target<"cpu", {executable_targets = [#executable_target_embedded_elf_x86_64{{_?}}]}>
// ALIAS-DAG: #device_target_vulkan_spirv = #hal.device.target<"Vulkan-SPIRV">
// ALIAS-DAG: #device_target_local_sync = #hal.device.target<"local-sync">
// ALIAS-DAG: #executable_layout2 = #hal.executable.layout<push_constants = 4, sets = [<0, bindings = [<0, uniform_buffer>]>, <1, bindings = [<0, storage_buffer>, <3, storage_buffer_dynamic>]>]>
// ALIAS: module attributes {hal.device.targets = [#device_target_vmvx, #device_target_cpu]
#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
#vmvx = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
module attributes {
  hal.device.targets = [
    #hal.device.target<"vmvx", {executable_targets = [#vmvx]}>,
    #hal.device.target<"cpu", {executable_targets = [#hal.executable.target<"llvm", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-linux-gnu"}>]}>
  ],
  // LOCAL-LABEL: module attributes
  // LOCAL-SAME: hal.device.targets = [#hal.device.target<"vmvx", {executable_targets = [#hal.executable.target<"vmvx", "vmvx-bytecode-fb">]}>, #hal.device.target<"cpu", {executable_targets = [#hal.executable.target<"llvm", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-linux-gnu"}>]}>]

  // docs/design/hal-dialect.md#device-target, #executable-target: the
  // configuration is optional; a null or empty one is not printed. (Null and
  // empty are distinct attributes until printed, hence the second alias of the
  // first print.)
  // LOCAL-SAME: test.a_targets = [#hal.device.target<"Vulkan-SPIRV">, #hal.device.target<"local-sync">, #hal.executable.target<"vmvx", "vmvx-bytecode-fb">, #hal.executable.target<"vmvx", "vmvx-bytecode-fb">]
  // ALIAS-SAME: test.a_targets = [#device_target_vulkan_spirv, #device_target_local_sync, #executable_target_vmvx_bytecode_fb, #executable_target_vmvx_bytecode_fb{{1?}}]
  test.a_targets = [
    #hal.device.target<"Vulkan-SPIRV">,
    #hal.device.target<"local-sync", {}>,
    #vmvx,
    #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {}>
  ],

  // docs/design/hal-dialect.md#layouts-and-bindings: bindings and set layouts
  // print stripped inside their parents; both the full and the stripped form
  // parse, also mixed, and the descriptor type parses from a keyword or a
  // string.
  // LOCAL-SAME: test.b_layouts = [#hal.descriptor_set.binding<1, storage_buffer>, #hal.descriptor_set.binding<0, uniform_buffer>, #hal.descriptor_set.binding<2, uniform_buffer_dynamic>, #hal.descriptor_set.binding<3, storage_buffer_dynamic>,
  // LOCAL-SAME: #hal.descriptor_set.layout<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>,
  // LOCAL-SAME: #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>,
  // LOCAL-SAME: #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>,
  // LOCAL-SAME: #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>,
  // LOCAL-SAME: #hal.executable.layout<push_constants = 4, sets = [<0, bindings = [<0, uniform_buffer>]>, <1, bindings = [<0, storage_buffer>, <3, storage_buffer_dynamic>]>]>]
  // ALIAS-SAME: test.b_layouts = [#hal.descriptor_set.binding<1, storage_buffer>, #hal.descriptor_set.binding<0, uniform_buffer>, #hal.descriptor_set.binding<2, uniform_buffer_dynamic>, #hal.descriptor_set.binding<3, storage_buffer_dynamic>,
  // ALIAS-SAME: #hal.descriptor_set.layout<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>, #executable_layout, #executable_layout1, #executable_layout1, #executable_layout2]
  test.b_layouts = [
    #hal.descriptor_set.binding<1, storage_buffer>,
    #hal.descriptor_set.binding<0, "uniform_buffer">,
    #hal.descriptor_set.binding<2, uniform_buffer_dynamic>,
    #hal.descriptor_set.binding<3, "storage_buffer_dynamic">,
    #hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>,
    #layout,
    #hal.executable.layout<push_constants = 2, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>,
    #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>,
    #hal.executable.layout<push_constants = 4, sets = [#hal.descriptor_set.layout<0, bindings = [<0, uniform_buffer>]>, <1, bindings = [<0, storage_buffer>, <3, storage_buffer_dynamic>]>]>
  ],

  // docs/design/hal-dialect.md#layouts-and-bindings
  // LOCAL-SAME: test.c_bindings = [#hal.interface.binding<0, 2>, #hal.interface.binding<1, 0>]
  // ALIAS-SAME: test.c_bindings = [#hal.interface.binding<0, 2>, #hal.interface.binding<1, 0>]
  test.c_bindings = [#hal.interface.binding<0, 2>, #hal.interface.binding<1, 0>],

  // docs/design/hal-dialect.md#match-attributes: match expressions print in
  // full form, also inside any/all.
  // LOCAL-SAME: test.d_matches = [#hal.match.always, #hal.match.any<[#hal.device.match.id<"vmvx">, #hal.device.match.id<"vulkan-*">]>, #hal.match.all<[#hal.device.match.id<"vulkan-*">, #hal.device.match.feature<"subgroups">]>, #hal.device.match.id<"vulkan-v1.?-*">, #hal.device.match.feature<"subgroups">, #hal.device.match.architecture<"x86_64">, #hal.device.match.executable.format<"embedded-elf-x86_64">, #hal.match.all<[#hal.match.all<[#hal.match.always, #hal.device.match.id<"z">]>, #hal.match.any<[#hal.device.match.architecture<"c">]>]>]
  // ALIAS-SAME: test.d_matches = [#hal.match.always, #hal.match.any<[#hal.device.match.id<"vmvx">, #hal.device.match.id<"vulkan-*">]>, #hal.match.all<[#hal.device.match.id<"vulkan-*">, #hal.device.match.feature<"subgroups">]>, #hal.device.match.id<"vulkan-v1.?-*">, #hal.device.match.feature<"subgroups">, #hal.device.match.architecture<"x86_64">, #hal.device.match.executable.format<"embedded-elf-x86_64">, #hal.match.all<[#hal.match.all<[#hal.match.always, #hal.device.match.id<"z">]>, #hal.match.any<[#hal.device.match.architecture<"c">]>]>]
  test.d_matches = [
    #hal.match.always,
    #hal.match.any<[#hal.device.match.id<"vmvx">, #hal.device.match.id<"vulkan-*">]>,
    #hal.match.all<[#hal.device.match.id<"vulkan-*">, #hal.device.match.feature<"subgroups">]>,
    #hal.device.match.id<"vulkan-v1.?-*">,
    #hal.device.match.feature<"subgroups">,
    #hal.device.match.architecture<"x86_64">,
    #hal.device.match.executable.format<"embedded-elf-x86_64">,
    #hal.match.all<[#hal.match.all<[#hal.match.always, #hal.device.match.id<"z">]>, #hal.match.any<[#hal.device.match.architecture<"c">]>]>
  ]
} {
}
