// Malformed hal attributes are parse errors at the offending token
// (docs/design/hal-dialect.md#attributes).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown attribute `device.targett` in dialect `hal`}}
func.func private @f() attributes {a = #hal.device.targett<"x">}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse HAL_DeviceTargetAttr parameter 'deviceID' which is to be a `::mlir::StringAttr`}}
func.func private @f() attributes {a = #hal.device.target<vmvx>}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
func.func private @f() attributes {a = #hal.device.target<"vmvx", [1]>}

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f() attributes {a = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {}, {}>}

// -----

// expected-error @+1 {{expected ','}}
func.func private @f() attributes {a = #hal.executable.target<"vmvx">}

// -----

// docs/design/hal-dialect.md#plain-enums: the descriptor type is one of four
// strings, as a keyword or a string.
// expected-error @+2 {{unknown descriptor type 'storage', expected one of: uniform_buffer, storage_buffer, uniform_buffer_dynamic, storage_buffer_dynamic}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetBindingAttr parameter 'type' which is to be a `::mlir::hal::DescriptorType`}}
func.func private @f() attributes {a = #hal.descriptor_set.binding<0, storage>}

// -----

// expected-error @+2 {{unknown descriptor type 'StorageBuffer', expected one of}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetBindingAttr parameter 'type'}}
func.func private @f() attributes {a = #hal.descriptor_set.binding<0, "StorageBuffer">}

// -----

// expected-error @+2 {{expected a descriptor type}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetBindingAttr parameter 'type'}}
func.func private @f() attributes {a = #hal.descriptor_set.binding<0, 7>}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetBindingAttr parameter 'ordinal' which is to be a `int64_t`}}
func.func private @f() attributes {a = #hal.descriptor_set.binding<storage_buffer>}

// -----

// docs/design/hal-dialect.md#layouts-and-bindings: at least one binding.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetLayoutAttr parameter 'bindings'}}
func.func private @f() attributes {a = #hal.descriptor_set.layout<0, bindings = []>}

// -----

// Set layout elements must be bindings.
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse HAL_DescriptorSetLayoutAttr parameter 'bindings'}}
func.func private @f() attributes {a = #hal.descriptor_set.layout<0, bindings = [#hal.interface.binding<0, 1>]>}

// -----

// docs/design/hal-dialect.md#layouts-and-bindings: at least one set.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse HAL_ExecutableLayoutAttr parameter 'setLayouts'}}
func.func private @f() attributes {a = #hal.executable.layout<push_constants = 0, sets = []>}

// -----

// expected-error @+1 {{expected 'push_constants'}}
func.func private @f() attributes {a = #hal.executable.layout<sets = [<0, bindings = [<0, storage_buffer>]>]>}

// -----

// expected-error @+2 {{expected 'bindings'}}
// expected-error @+1 {{failed to parse HAL_ExecutableLayoutAttr parameter 'setLayouts'}}
func.func private @f() attributes {a = #hal.executable.layout<push_constants = 1, sets = [<0, [<0, storage_buffer>]>]>}

// -----

// expected-error @+1 {{expected ','}}
func.func private @f() attributes {a = #hal.interface.binding<0>}

// -----

// docs/design/hal-dialect.md#match-attributes: any/all need at least one
// condition.
// expected-error @+1 {{expected attribute value}}
func.func private @f() attributes {a = #hal.match.any<[]>}

// -----

// expected-error @+1 {{expected attribute value}}
func.func private @f() attributes {a = #hal.match.all<[]>}

// -----

// expected-error @+1 {{expected '['}}
func.func private @f() attributes {a = #hal.match.all<#hal.match.always>}

// -----

// expected-error @+1 {{expected ']'}}
func.func private @f() attributes {a = #hal.match.any<[#hal.match.always #hal.match.always]>}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse HAL_DeviceMatchIDAttr parameter 'pattern' which is to be a `::mlir::StringAttr`}}
func.func private @f() attributes {a = #hal.device.match.id<vmvx>}

// -----

// expected-error @+1 {{expected '<'}}
func.func private @f() attributes {a = #hal.device.match.executable.format}
