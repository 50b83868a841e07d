// hal.executable, hal.executable.variant, hal.executable.entry_point and their
// terminators (docs/design/hal-dialect.md#executables): IREE's examples
// print back exactly.
// RUN: %stream-hal-opt %s | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s --mlir-print-local-scope | %stream-hal-opt --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %stream-hal-opt %s | %stream-hal-opt --mlir-print-op-generic | FileCheck %s --check-prefix=REPARSED

#executable_layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm", "embedded-elf-x86_64">

// CHECK:#executable_layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>

// docs/design/hal-dialect.md#executables: an empty variant body prints as `{`
// newline `}`.
// CHECK:  hal.executable private @ex {
// CHECK-NEXT:    hal.executable.variant public @vmvx_bytecode_fb, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// LOCAL:  hal.executable private @ex {
// LOCAL-NEXT:    hal.executable.variant public @vmvx_bytecode_fb, target = <"vmvx", "vmvx-bytecode-fb"> {
// LOCAL-NEXT:    }
// LOCAL-NEXT:  }
hal.executable private @ex {
  hal.executable.variant public @vmvx_bytecode_fb, target = #executable_target_vmvx_bytecode_fb {
  }
}

// docs/design/hal-dialect.md#symbol-visibility: without a visibility keyword,
// `public` is printed; the generic form then shows the attribute is absent
// until the printed text is parsed again. The variant target parses in full,
// stripped and alias form.
// CHECK:  hal.executable public @ex_default {
// CHECK-NEXT:    hal.executable.variant public @a, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:    }
// CHECK-NEXT:    hal.executable.variant public @b, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:    }
// CHECK-NEXT:    hal.executable.variant nested @c, target = #executable_target_embedded_elf_x86_64{{_?}} {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// GENERIC-LABEL: "hal.executable"() <{sym_name = "ex_default"}> ({
// GENERIC-NEXT: "hal.executable.variant"() <{sym_name = "a", target = #executable_target_vmvx_bytecode_fb}> ({
// GENERIC-NEXT: "hal.executable.variant_end"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "hal.executable.variant"() <{sym_name = "b", sym_visibility = "public", target = #executable_target_vmvx_bytecode_fb}> ({
// GENERIC: "hal.executable.variant"() <{sym_name = "c", sym_visibility = "nested", target = #executable_target_embedded_elf_x86_64{{_?}}}> ({
// GENERIC: "hal.executable_end"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// REPARSED: "hal.executable"() <{sym_name = "ex_default", sym_visibility = "public"}> ({
// REPARSED-NEXT: "hal.executable.variant"() <{sym_name = "a", sym_visibility = "public", target = #executable_target_vmvx_bytecode_fb}> ({
hal.executable @ex_default {
  hal.executable.variant @a, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
  }
  hal.executable.variant public @b, target = <"vmvx", "vmvx-bytecode-fb"> {
  }
  hal.executable.variant nested @c, target = #executable_target_embedded_elf_x86_64_ {
  }
}

// docs/design/hal-dialect.md#entry-point: entry points with and without a
// workgroup-count region, at indentation 4 as in IREE's examples. The
// visibility keyword is dropped on parse.
// CHECK:  hal.executable private @entry_points {
// CHECK-NEXT:    hal.executable.variant public @embedded_elf_x86_64, target = #executable_target_embedded_elf_x86_64{{_?}} {
// CHECK-NEXT:      hal.executable.entry_point public @fill_dispatch ordinal(1) layout(#executable_layout)
// CHECK-NEXT:      hal.executable.entry_point public @main_dispatch ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
// CHECK-NEXT:      ^bb0(%arg0: index, %arg1: index, %arg2: index):{{( // no predecessors)?}}
// CHECK-NEXT:        %c1 = arith.constant 1 : index
// CHECK-NEXT:        %c63 = arith.constant 63 : index
// CHECK-NEXT:        %c64 = arith.constant 64 : index
// CHECK-NEXT:        %0 = arith.addi %arg0, %c63 : index
// CHECK-NEXT:        %1 = arith.divui %0, %c64 : index
// CHECK-NEXT:        hal.return %1, %c1, %c1 : index, index, index
// CHECK-NEXT:      }
// CHECK-NEXT:      hal.executable.entry_point public @no_ordinal layout(#executable_layout)
// CHECK-NEXT:      hal.executable.entry_point public @more_attrs ordinal(2) layout(#executable_layout) {translation_info = "x", workgroup_local_memory = 16384 : index, workgroup_size = [8 : index, 8 : index, 1 : index]}
// CHECK-NEXT:      hal.executable.entry_point private @private_attr ordinal(3) layout(#executable_layout) {sym_visibility = "private"}
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// LOCAL: hal.executable.entry_point public @fill_dispatch ordinal(1) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>)
// GENERIC: "hal.executable.entry_point"() <{layout = #executable_layout, ordinal = 1 : index, sym_name = "fill_dispatch"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "hal.executable.entry_point"() <{layout = #executable_layout, ordinal = 0 : index, sym_name = "main_dispatch", workgroup_size = [64 : index, 1 : index, 1 : index]}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index, %{{.*}}: index):
// GENERIC: "hal.executable.entry_point"() <{layout = #executable_layout, ordinal = 2 : index, sym_name = "more_attrs", workgroup_local_memory = 16384 : index, workgroup_size = [8 : index, 8 : index, 1 : index]}> ({
// GENERIC-NEXT: }) {translation_info = "x"} : () -> ()
hal.executable private @entry_points {
  hal.executable.variant public @embedded_elf_x86_64, target = #executable_target_embedded_elf_x86_64_ {
    hal.executable.entry_point public @fill_dispatch ordinal(1) layout(#executable_layout)
    hal.executable.entry_point private @main_dispatch ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %0 = arith.addi %arg0, %c63 : index
      %1 = arith.divui %0, %c64 : index
      hal.return %1, %c1, %c1 : index, index, index
    }
    hal.executable.entry_point @no_ordinal layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>)
    hal.executable.entry_point nested @more_attrs ordinal(2) layout(#executable_layout) {workgroup_size = [8 : index, 8 : index, 1 : index], translation_info = "x", workgroup_local_memory = 16384 : index}
    hal.executable.entry_point @private_attr ordinal(3) layout(#executable_layout) {sym_visibility = "private"}
    builtin.module {
    }
  }
}

// An entry point with a region and no other attribute prints an explicit
// empty dictionary so the text parses again (IREE's printer omitted it and
// its parser then read the region as a dictionary).
// CHECK:      hal.executable.entry_point public @region_only layout(#executable_layout) {} {
// CHECK-NEXT:      ^bb0(%arg0: index, %arg1: index, %arg2: index):{{( // no predecessors)?}}
// CHECK-NEXT:        hal.return %arg2, %arg1, %arg0 : index, index, index
// CHECK-NEXT:      }
// GENERIC: "hal.executable.entry_point"() <{layout = #executable_layout, sym_name = "region_only"}> ({
hal.executable private @region_only {
  hal.executable.variant public @embedded_elf_x86_64, target = #executable_target_embedded_elf_x86_64_ {
    hal.executable.entry_point @region_only layout(#executable_layout) {} {
    ^bb0(%arg0: index, %arg1: index, %arg2: index):
      hal.return %arg2, %arg1, %arg0 : index, index, index
    }
  }
}

// The explicit terminators parse too and are elided when printed.
// CHECK:  hal.executable private @explicit_terminators {
// CHECK-NEXT:    hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
hal.executable private @explicit_terminators {
  hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb {
    hal.executable.variant_end
  }
  hal.executable_end
}

// Terminators with attributes are printed.
// CHECK:  hal.executable private @terminator_attrs {
// CHECK-NEXT:    hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:      hal.executable.variant_end {test.tag}
// CHECK-NEXT:    }
// CHECK-NEXT:    hal.executable_end {test.tag}
// CHECK-NEXT:  }
hal.executable private @terminator_attrs {
  hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb {
    hal.executable.variant_end {test.tag}
  }
  hal.executable_end {test.tag}
}

// Discardable attributes of the containers print with the `attributes`
// keyword before the region.
// CHECK:  hal.executable private @container_attrs attributes {test.a = 1 : i32} {
// CHECK-NEXT:    hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb attributes {test.b} {
hal.executable private @container_attrs attributes {test.a = 1 : i32} {
  hal.executable.variant public @v, target = #executable_target_vmvx_bytecode_fb attributes {test.b} {
  }
}
