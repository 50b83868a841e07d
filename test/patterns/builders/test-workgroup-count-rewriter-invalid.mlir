// Inside a dialect conversion, buildWorkgroupCount's errors are reported the
// same way, then the driver fails the op.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-workgroup-count{use-rewriter=true})' %s -verify-diagnostics

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @no_region_too_many(%w0: index) {
  // expected-error @+2 {{cannot derive a workgroup count from 5 workload values}}
  // expected-error @+1 {{failed to legalize operation 'test.workgroup_count'}}
  %x, %y, %z = "test.workgroup_count"(%w0, %w0, %w0, %w0, %w0) {entry_point = @ex::@vmvx::@entry} : (index, index, index, index, index) -> (index, index, index)
  return
}
