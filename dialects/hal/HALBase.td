//===- HALBase.td - The hal dialect and its types ----------*- tablegen -*-===//
//
// The subset of IREE's hal dialect (April 2022) that the stream->HAL lowering
// produces; see docs/design/hal-dialect.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALBASE_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/OpBase.td"

def HAL_Dialect : Dialect {
  let name = "hal";
  let cppNamespace = "::mlir::hal";
  let summary = "IREE's hal dialect subset: devices, buffers, command buffers, executables";
  // !util.byte_buffer appears in allocator ops. arith is what the constant
  // materializer, the canonicalization patterns and MatchAttrInterface create.
  let dependentDialects = ["::mlir::util::UtilDialect", "::mlir::arith::ArithDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // index-typed constants become arith.constant
  // (docs/design/hal-dialect.md#dialect-level-facts).
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

class HAL_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<HAL_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def HAL_Allocator : HAL_Type<"Allocator", "allocator"> {
  let summary = "allocates buffers for a device's memory spaces";
}
def HAL_Buffer : HAL_Type<"Buffer", "buffer"> {
  let summary = "a device or host memory allocation, or a range of one";
}
def HAL_BufferView : HAL_Type<"BufferView", "buffer_view"> {
  let summary = "a buffer plus shape, element type and encoding";
}
def HAL_CommandBuffer : HAL_Type<"CommandBuffer", "command_buffer"> {
  let summary = "a recording of device commands";
}
def HAL_DescriptorSet : HAL_Type<"DescriptorSet", "descriptor_set"> {
  let summary = "a bound set of buffer bindings";
}
def HAL_DescriptorSetLayout : HAL_Type<"DescriptorSetLayout", "descriptor_set_layout"> {
  let summary = "the layout of a descriptor set";
}
def HAL_Device : HAL_Type<"Device", "device"> {
  let summary = "a logical device";
}
def HAL_Event : HAL_Type<"Event", "event"> {
  let summary = "an intra-command-buffer synchronization point";
}
def HAL_Executable : HAL_Type<"Executable", "executable"> {
  let summary = "a loaded executable";
}
def HAL_ExecutableLayout : HAL_Type<"ExecutableLayout", "executable_layout"> {
  let summary = "the layout of push constants and descriptor sets for a dispatch";
}
def HAL_Fence : HAL_Type<"Fence", "fence"> {
  let summary = "a set of semaphore timepoints: a point in time across device timelines";
  let description = [{
    A null fence (`util.null : !hal.fence`) is a point in time that has
    already been reached (docs/design/async-model.md#fence-type).
  }];
}
def HAL_RingBuffer : HAL_Type<"RingBuffer", "ring_buffer"> {
  let summary = "a ring buffer";
}
def HAL_Semaphore : HAL_Type<"Semaphore", "semaphore"> {
  let summary = "a timeline semaphore with a 64-bit payload";
}

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALBASE_TD
