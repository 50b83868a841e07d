// Dispatches the conversion cannot lower fail the pass with a located
// diagnostic (docs/design/dispatch.md#resolution; docs/design/failures.md A1,
// A8-A12, E3, F3, F5), emitted before any IR is changed, followed by the
// driver's own error.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

#layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
// A1: a dispatch outside any stream.cmd.execute.
func.func @outside(%r: !stream.resource<transient>, %n: index) {
  // expected-error @+2 {{'stream.cmd.dispatch' must be nested within a stream.cmd.execute to be converted}}
  // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
  stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
    rw %r[%n for %n] : !stream.resource<transient>{%n}
  } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  return
}

// -----

// A8: the root symbol does not resolve.
func.func @unknown(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{dispatch target executable @missing not found}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @missing::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A8: the root symbol is not a hal.executable.
func.func private @ex()
func.func @not_an_executable(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{symbol @ex is not a hal.executable}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// F3: an executable without variants.
hal.executable private @ex {
}
func.func @no_variants(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{executable @ex has no variants to dispatch}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// E3: the second variant lacks the entry point (it has another one); the
// error is located at that variant.
#layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
  // expected-error @+1 {{hal.executable.variant is missing the flow entry point for @ex::@entry}}
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @other ordinal(0) layout(#layout)
  }
}
func.func @missing_entry_point(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A9: push constants must be i32 after operand packing.
#layout = #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @push_constant_type(%r: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{push constant operand #1 has type index; expected i32}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n](%p, %n : i32, index) {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A10: no hal.interface.bindings attribute.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @missing_bindings(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{missing 'hal.interface.bindings' array attribute on dispatch}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A10: the attribute is required even without resources (generic form: an
// empty resource list has no custom syntax).
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @missing_bindings_no_resources(%n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with() {
    // expected-error @+2 {{missing 'hal.interface.bindings' array attribute on dispatch}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    "stream.cmd.dispatch"(%n, %n, %n) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> : (index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A10: the attribute is not an array.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @bindings_not_array(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{missing 'hal.interface.bindings' array attribute on dispatch}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = #hal.interface.binding<0, 0>}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A11: fewer binding entries than resources.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @too_few_bindings(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{'hal.interface.bindings' has 1 entries for 2 resources}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      ro %a[%n for %n] : !stream.resource<transient>{%n},
      wo %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A11: an entry that is not a #hal.interface.binding.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @bad_binding_entry(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{'hal.interface.bindings' entry #1 is not a #hal.interface.binding}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      ro %a[%n for %n] : !stream.resource<transient>{%n},
      wo %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, [0, 1]]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A12: an entry point with a workgroup-count region needs exactly 3 workload
// values (more).
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %x, %y, %z : index, index, index
    }
  }
}
func.func @region_four_values(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{entry point @entry expects 3 workload values, dispatch provides 4}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A12 (fewer), checked for every variant's entry point: only the second has
// a region, the first accepts 2 values.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %x, %y, %z : index, index, index
    }
  }
}
func.func @region_two_values(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{entry point @entry expects 3 workload values, dispatch provides 2}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// F5: without a region, more than 3 workload values have no defined count.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @flattened_workload(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    // expected-error @+2 {{cannot derive a workgroup count from 4 workload values}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// Dispatches that convert before one that cannot: the switches built for the
// first two are rolled back with the rest of the function, and the pass fails
// at the third.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  // expected-error @+1 {{hal.executable.variant is missing the flow entry point for @ex::@missing}}
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
func.func @rolled_back(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    stream.cmd.dispatch @ex::@entry[%n, %n, %n] {
      ro %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.dispatch' that was explicitly marked illegal}}
    stream.cmd.dispatch @ex::@missing[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
