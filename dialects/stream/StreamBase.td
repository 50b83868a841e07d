//===- StreamBase.td - The stream dialect, enums and types -*- tablegen -*-===//
//
// The subset of IREE's stream dialect (April 2022) that the stream->HAL lowering
// consumes; see shared/spec/stream.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def Stream_Dialect : Dialect {
  let name = "stream";
  let cppNamespace = "::mlir::stream";
  let summary = "IREE's stream dialect subset: resources, commands, timepoints";
  let useDefaultTypePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Stream_Lifetime : I32EnumAttr<"Lifetime", "lifetime of a stream resource", [
  I32EnumAttrCase<"Unknown", 0, "*">,
  I32EnumAttrCase<"External", 1, "external">,
  I32EnumAttrCase<"Staging", 2, "staging">,
  I32EnumAttrCase<"Transient", 3, "transient">,
  I32EnumAttrCase<"Variable", 4, "variable">,
  I32EnumAttrCase<"Constant", 5, "constant">,
]> {
  let cppNamespace = "::mlir::stream";
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Stream_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Stream_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Stream_Resource : Stream_Type<"Resource", "resource"> {
  let summary = "a byte-addressed resource with a lifetime";
  let parameters = (ins "::mlir::stream::Lifetime":$lifetime);
  // `*` (the unknown lifetime) is punctuation, not a keyword.
  let hasCustomAssemblyFormat = 1;
}

def Stream_Timepoint : Stream_Type<"Timepoint", "timepoint"> {
  let summary = "a point on the execution timeline";
}

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD
