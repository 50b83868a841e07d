//===- HALEnums.td - The hal dialect's enums and bitfields --*- tablegen -*-===//
//
// Enumerations and bitfields of docs/design/hal-dialect.md#bitfields, with
// IREE's exact values.
//
// Every bitfield is a plain integer-attribute bit enum (I32BitEnumAttr, `|`
// separator, no case groups, no primary-group printing): used as `$attr` in a
// declarative op format it prints and parses exactly by the 2022 rules of
// docs/design/hal-dialect.md#bitfield-spelling, #bitfield-printing on MLIR 19
// and 22. Composite cases (HostLocal, DeviceLocal) are ordinary cases with
// multi-bit values on purpose: the generated stringify then lists them next to
// their component bits, as IREE did. Do not turn them into
// BitEnumAttrCaseGroups or wrap the enums in EnumAttr; both change the printed
// form.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALENUMS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALENUMS_TD

include "mlir/IR/EnumAttr.td"

class HAL_BitfieldAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : I32BitEnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::hal";
}

class HAL_EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::hal";
}

//===----------------------------------------------------------------------===//
// Bitfields (docs/design/hal-dialect.md#bitfield-definitions); cases in IREE's
// declaration order, which is print order.
//===----------------------------------------------------------------------===//

def HAL_MemoryTypeBitfieldAttr : HAL_BitfieldAttr<"MemoryTypeBitfield",
    "valid MemoryType", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"Transient", 0x0001>,
  I32BitEnumAttrCase<"HostVisible", 0x0002>,
  I32BitEnumAttrCase<"HostCoherent", 0x0004>,
  I32BitEnumAttrCase<"HostCached", 0x0008>,
  // HostVisible | HostCoherent.
  I32BitEnumAttrCase<"HostLocal", 0x0006>,
  I32BitEnumAttrCase<"DeviceVisible", 0x0010>,
  // Includes the DeviceVisible bit.
  I32BitEnumAttrCase<"DeviceLocal", 0x0030>,
]>;

def HAL_BufferUsageBitfieldAttr : HAL_BitfieldAttr<"BufferUsageBitfield",
    "valid BufferUsage", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"Constant", 0x0001>,
  I32BitEnumAttrCase<"Transfer", 0x0002>,
  I32BitEnumAttrCase<"Mapping", 0x0004>,
  I32BitEnumAttrCase<"Dispatch", 0x0008>,
]>;

def HAL_CommandBufferModeBitfieldAttr : HAL_BitfieldAttr<"CommandBufferModeBitfield",
    "valid CommandBufferMode", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"OneShot", 0x0001>,
  I32BitEnumAttrCase<"AllowInlineExecution", 0x0010>,
]>;

def HAL_CommandCategoryBitfieldAttr : HAL_BitfieldAttr<"CommandCategoryBitfield",
    "valid CommandCategory", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"Transfer", 0x0001>,
  I32BitEnumAttrCase<"Dispatch", 0x0002>,
]>;

def HAL_ExecutionStageBitfieldAttr : HAL_BitfieldAttr<"ExecutionStageBitfield",
    "valid ExecutionStage", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"CommandIssue", 0x0001>,
  I32BitEnumAttrCase<"CommandProcess", 0x0002>,
  I32BitEnumAttrCase<"Dispatch", 0x0004>,
  I32BitEnumAttrCase<"Transfer", 0x0008>,
  I32BitEnumAttrCase<"CommandRetire", 0x0010>,
  I32BitEnumAttrCase<"Host", 0x0020>,
]>;

def HAL_ExecutionBarrierFlagBitfieldAttr : HAL_BitfieldAttr<"ExecutionBarrierFlagBitfield",
    "valid ExecutionBarrierFlag", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"Reserved", 0x0001>,
]>;

// docs/design/async-model.md#fence-type: the flags of hal.fence.create.
def HAL_FenceFlagBitfieldAttr : HAL_BitfieldAttr<"FenceFlagBitfield",
    "valid FenceFlag", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"Reserved", 0x0001>,
]>;

// Defined for completeness; no in-scope op uses it.
def HAL_AccessScopeBitfieldAttr : HAL_BitfieldAttr<"AccessScopeBitfield",
    "valid AccessScope", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCase<"IndirectCommandRead", 0x0001>,
  I32BitEnumAttrCase<"ConstantRead", 0x0002>,
  I32BitEnumAttrCase<"DispatchRead", 0x0004>,
  I32BitEnumAttrCase<"DispatchWrite", 0x0008>,
  I32BitEnumAttrCase<"TransferRead", 0x0010>,
  I32BitEnumAttrCase<"TransferWrite", 0x0020>,
  I32BitEnumAttrCase<"HostRead", 0x0040>,
  I32BitEnumAttrCase<"HostWrite", 0x0080>,
  I32BitEnumAttrCase<"MemoryRead", 0x0100>,
  I32BitEnumAttrCase<"MemoryWrite", 0x0200>,
]>;

//===----------------------------------------------------------------------===//
// Plain enums (docs/design/hal-dialect.md#plain-enums)
//===----------------------------------------------------------------------===//

def HAL_DescriptorTypeAttr : HAL_EnumAttr<"DescriptorType",
    "valid DescriptorType", [
  I32EnumAttrCase<"UniformBuffer", 6, "uniform_buffer">,
  I32EnumAttrCase<"StorageBuffer", 7, "storage_buffer">,
  I32EnumAttrCase<"UniformBufferDynamic", 8, "uniform_buffer_dynamic">,
  I32EnumAttrCase<"StorageBufferDynamic", 9, "storage_buffer_dynamic">,
]>;

// Not used by in-scope ops.
def HAL_DescriptorSetLayoutUsageTypeAttr : HAL_EnumAttr<"DescriptorSetLayoutUsageType",
    "valid DescriptorSetLayout usage type", [
  I32EnumAttrCase<"Immutable", 0, "immutable">,
  I32EnumAttrCase<"PushOnly", 1, "push_only">,
]>;

// Not used by in-scope ops.
def HAL_MemoryModelAttr : HAL_EnumAttr<"MemoryModel",
    "IREE HAL MemoryModel", [
  I32EnumAttrCase<"Unified", 0>,
  I32EnumAttrCase<"Discrete", 1>,
]>;

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALENUMS_TD
