// The errors of buildWorkgroupCount (docs/design/failures.md A12, F5), emitted
// by the test-only pass test-stream-to-hal-workgroup-count at the op it
// replaces.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-workgroup-count)' %s -split-input-file -verify-diagnostics

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %x, %y, %z : index, index, index
    }
  }
}
func.func @too_few(%w0: index, %w1: index) {
  // expected-error @+1 {{entry point @entry expects 3 workload values, dispatch provides 2}}
  %x, %y, %z = "test.workgroup_count"(%w0, %w1) {entry_point = @ex::@vmvx::@entry} : (index, index) -> (index, index, index)
  return
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %x, %y, %z : index, index, index
    }
  }
}
func.func @too_many(%w0: index) {
  // expected-error @+1 {{entry point @entry expects 3 workload values, dispatch provides 4}}
  %x, %y, %z = "test.workgroup_count"(%w0, %w0, %w0, %w0) {entry_point = @ex::@vmvx::@entry} : (index, index, index, index) -> (index, index, index)
  return
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @no_region_too_many(%w0: index) {
  // expected-error @+1 {{cannot derive a workgroup count from 4 workload values}}
  %x, %y, %z = "test.workgroup_count"(%w0, %w0, %w0, %w0) {entry_point = @ex::@vmvx::@entry} : (index, index, index, index) -> (index, index, index)
  return
}

// -----

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @not_index(%w0: index, %w1: i32) {
  // expected-error @+1 {{workload value #1 has type i32; expected index}}
  %x, %y, %z = "test.workgroup_count"(%w0, %w1) {entry_point = @ex::@vmvx::@entry} : (index, i32) -> (index, index, index)
  return
}

// -----

func.func private @entry()
func.func @not_an_entry_point(%w0: index) {
  // expected-error @+1 {{symbol @entry is not a hal.executable.entry_point}}
  %x, %y, %z = "test.workgroup_count"(%w0) {entry_point = @entry} : (index) -> (index, index, index)
  return
}
