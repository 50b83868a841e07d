// hal.executable_layout.lookup
// (docs/design/hal-dialect.md#executable-layout-lookup): the layout is in a
// typed position, so it prints as its alias, or stripped without aliases, and
// parses in full, stripped or alias form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s --mlir-print-local-scope | %stream-hal-opt --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#executable_layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>

// CHECK-LABEL: func.func @lookup(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device
// CHECK-NEXT: %executable_layout = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CHECK-NEXT: %executable_layout_0 = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CHECK-NEXT: %executable_layout_1 = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CHECK-NEXT: return %executable_layout, %executable_layout_0, %executable_layout_1
// LOCAL-LABEL: func.func @lookup(
// LOCAL-NEXT: %executable_layout = hal.executable_layout.lookup device(%arg0 : !hal.device) layout(<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
// GENERIC: "hal.executable_layout.lookup"(%{{.+}}) <{layout = #executable_layout}> : (!hal.device) -> !hal.executable_layout
func.func @lookup(%device: !hal.device) -> (!hal.executable_layout, !hal.executable_layout, !hal.executable_layout) {
  %0 = hal.executable_layout.lookup device(%device : !hal.device) layout(#executable_layout) : !hal.executable_layout
  %1 = hal.executable_layout.lookup device(%device : !hal.device) layout(<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>) : !hal.executable_layout
  %2 = hal.executable_layout.lookup device(%device : !hal.device) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
  return %0, %1, %2 : !hal.executable_layout, !hal.executable_layout, !hal.executable_layout
}
