// hal.executable and hal.executable.variant are symbol tables, entry points
// symbols, and hal.command_buffer.dispatch.symbol refers to them, so stock
// symbol-dce, cse, canonicalize and inline handle hal IR correctly.
// RUN: %stream-hal-opt %s --symbol-dce | FileCheck %s --check-prefix=DCE
// RUN: %stream-hal-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %stream-hal-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %stream-hal-opt %s --inline | FileCheck %s --check-prefix=INLINE

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>

// Referenced through @ex::@variant::@entry, so kept with the whole path even
// though the variant is private; its unreferenced private variant goes.
// DCE-LABEL: hal.executable private @used {
// DCE-NEXT: hal.executable.variant private @v, target = #executable_target_vmvx_bytecode_fb {
// DCE-NEXT: hal.executable.entry_point public @e ordinal(0) layout(#executable_layout)
// DCE-NEXT: hal.executable.entry_point public @other ordinal(1) layout(#executable_layout)
// DCE-NEXT: }
// DCE-NEXT: }
// DCE-NOT: @dead_variant
hal.executable private @used {
  hal.executable.variant private @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point @e ordinal(0) layout(#layout)
    hal.executable.entry_point @other ordinal(1) layout(#layout)
  }
  hal.executable.variant private @dead_variant, target = <"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point @e ordinal(0) layout(#layout)
  }
}

// Not referenced and private, but kept: stream.cmd.dispatch refers to executables
// by `@ex::@entry`, which does not resolve, so symbol-dce cannot see their uses.
// DCE: hal.executable private @unused {
hal.executable private @unused {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point @e ordinal(0) layout(#layout)
  }
}

// Public: kept.
// DCE: hal.executable public @exported {
hal.executable public @exported {
  hal.executable.variant public @v, target = <"vmvx", "vmvx-bytecode-fb"> {
  }
}

// Pure ops (executable_layout.lookup) are merged by CSE and dropped when
// unused; recorded commands are not; the device switch keeps its case.
// CSE-LABEL: func.func @dispatch(
// CSE-SAME: %[[DEVICE:.+]]: !hal.device, %[[CMD:.+]]: !hal.command_buffer
// CSE: %[[R:.+]]:3 = hal.device.switch<%[[DEVICE]] : !hal.device> -> (!hal.executable_layout, !hal.executable_layout, !hal.executable_layout)
// CSE-NEXT: #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CSE-NEXT: %[[LAYOUT:.+]] = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CSE-NEXT: %[[LAYOUT1:.+]] = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device) layout(#executable_layout1) : !hal.executable_layout
// CSE-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
// CSE-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
// CSE-NEXT: hal.return %[[LAYOUT]], %[[LAYOUT]], %[[LAYOUT1]] : !hal.executable_layout, !hal.executable_layout, !hal.executable_layout
// CSE-NEXT: }
// CSE-NEXT: return %[[R]]#0, %[[R]]#1, %[[R]]#2
// CANON-LABEL: func.func @dispatch(
// CANON: hal.device.switch
// CANON-NEXT: #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CANON-NEXT: %[[LAYOUT:.+]] = hal.executable_layout.lookup
// CANON-NEXT: %[[LAYOUT_0:.+]] = hal.executable_layout.lookup
// CANON-NEXT: %[[LAYOUT_1:.+]] = hal.executable_layout.lookup
// CANON-NEXT: hal.command_buffer.dispatch.symbol<%{{.+}} : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
// CANON-NEXT: hal.command_buffer.dispatch.symbol<%{{.+}} : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
// CANON-NEXT: hal.return %[[LAYOUT]], %[[LAYOUT_0]], %[[LAYOUT_1]] :
// CANON-NEXT: }
func.func @dispatch(%device: !hal.device, %cmd: !hal.command_buffer) -> (!hal.executable_layout, !hal.executable_layout, !hal.executable_layout) {
  %c1 = arith.constant 1 : index
  %r:3 = hal.device.switch<%device : !hal.device> -> (!hal.executable_layout, !hal.executable_layout, !hal.executable_layout)
  #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
    %0 = hal.executable_layout.lookup device(%device : !hal.device) layout(#layout) : !hal.executable_layout
    %1 = hal.executable_layout.lookup device(%device : !hal.device) layout(#layout) : !hal.executable_layout
    %2 = hal.executable_layout.lookup device(%device : !hal.device) layout(#hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
    %unused = hal.executable_layout.lookup device(%device : !hal.device) layout(#layout) : !hal.executable_layout
    hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
    hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@used::@v::@e) workgroups([%c1, %c1, %c1])
    hal.return %0, %1, %2 : !hal.executable_layout, !hal.executable_layout, !hal.executable_layout
  }
  return %r#0, %r#1, %r#2 : !hal.executable_layout, !hal.executable_layout, !hal.executable_layout
}

// hal ops and regions are legal to inline.
// INLINE-LABEL: func.func @caller(
// INLINE-SAME: %[[DEVICE:.+]]: !hal.device
// INLINE-NEXT: %[[RESULT:.+]] = hal.device.switch<%[[DEVICE]] : !hal.device> -> !hal.executable_layout
// INLINE-NEXT: #hal.match.always {
// INLINE-NEXT: %[[LAYOUT:.+]] = hal.executable_layout.lookup device(%[[DEVICE]] : !hal.device)
// INLINE-NEXT: hal.return %[[LAYOUT]] : !hal.executable_layout
// INLINE-NEXT: }
// INLINE-NEXT: return %[[RESULT]]
// INLINE-NOT: func.func private @callee
func.func private @callee(%device: !hal.device) -> !hal.executable_layout {
  %0 = hal.device.switch<%device : !hal.device> -> !hal.executable_layout
  #hal.match.always {
    %1 = hal.executable_layout.lookup device(%device : !hal.device) layout(#layout) : !hal.executable_layout
    hal.return %1 : !hal.executable_layout
  }
  return %0 : !hal.executable_layout
}
func.func @caller(%device: !hal.device) -> !hal.executable_layout {
  %0 = func.call @callee(%device) : (!hal.device) -> !hal.executable_layout
  return %0 : !hal.executable_layout
}
