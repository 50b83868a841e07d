//===- StreamBase.td - The stream dialect, enums and types -*- tablegen -*-===//
//
// The subset of IREE's stream dialect (April 2022) that the stream->HAL lowering
// consumes; see docs/design/stream-dialect.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def Stream_Dialect : Dialect {
  let name = "stream";
  let cppNamespace = "::mlir::stream";
  let summary = "IREE's stream dialect subset: resources, commands, timepoints";
  // The constant materializer builds arith/func constants besides timepoints.
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::func::FuncDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
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

// Stored as a plain i32 IntegerAttr per dispatched resource (as IREE did); the
// custom syntax spells the entries `ro`/`wo`/`rw`.
def Stream_ResourceAccessBitfield : I32BitEnumAttr<
    "ResourceAccessBitfield", "valid resource access bits", [
  I32BitEnumAttrCaseNone<"None">,
  I32BitEnumAttrCaseBit<"Read", 0>,
  I32BitEnumAttrCaseBit<"Write", 1>,
]> {
  let cppNamespace = "::mlir::stream";
  let genSpecializedAttr = 0;
}

def Stream_ResourceAccessArray : TypedArrayAttrBase<
    Stream_ResourceAccessBitfield, "resource access array">;

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
  let summary = "a timepoint indicating execution availability";
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//
// Predicate-based (C++ type ::mlir::Type) like IREE's: a wrong type is an ODS
// verifier error with these summaries, and type directives print the full
// `!stream.resource<...>` form.

def Stream_IsResource : CPred<"::llvm::isa<::mlir::stream::ResourceType>($_self)">;

def Stream_AnyResource : Type<Stream_IsResource, "any stream-compatible type">;

class Stream_ResourceOf<string lifetime, string summary> : Type<And<[
  Stream_IsResource,
  CPred<"::llvm::cast<::mlir::stream::ResourceType>($_self).getLifetime() == "
        "::mlir::stream::Lifetime::" # lifetime>]>, summary>;

def Stream_UnknownResource : Stream_ResourceOf<"Unknown", "resource">;
def Stream_ExternalResource : Stream_ResourceOf<"External", "external resource">;
def Stream_StagingResource : Stream_ResourceOf<"Staging", "staging resource">;
def Stream_TransientResource : Stream_ResourceOf<"Transient", "transient resource">;
def Stream_VariableResource : Stream_ResourceOf<"Variable", "variable resource">;
def Stream_ConstantResource : Stream_ResourceOf<"Constant", "constant resource">;

def Stream_NonStagingResource : AnyTypeOf<[
  Stream_UnknownResource, Stream_ExternalResource, Stream_TransientResource,
  Stream_VariableResource, Stream_ConstantResource]>;
def Stream_ExecResource : AnyTypeOf<[Stream_NonStagingResource, Stream_StagingResource]>;
def Stream_StagingOrTransientResource : AnyTypeOf<[
  Stream_StagingResource, Stream_TransientResource]>;

def Stream_TimepointType : Type<
    CPred<"::llvm::isa<::mlir::stream::TimepointType>($_self)">,
    "a timepoint indicating execution availability">,
    BuildableType<"::mlir::stream::TimepointType::get($_builder.getContext())">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class Stream_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Stream_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Stream_TimepointAttr : Stream_Attr<"Timepoint", "timepoint", [TypedAttrInterface]> {
  let summary = "an immediately-reached timepoint";
  // Typed (always !stream.timepoint) so util.global can take its type from it
  // and the constant materializer can build stream.timepoint.immediate.
  let parameters = (ins AttributeSelfTypeParameter<"">:$type);
  let builders = [
    AttrBuilder<(ins), [{
      return $_get($_ctxt, ::mlir::stream::TimepointType::get($_ctxt));
    }]>,
  ];
  let skipDefaultBuilders = 1;
  let hasCustomAssemblyFormat = 1;
}

def Stream_AffinityAttr : Stream_Attr<"Affinity", "affinity"> {
  let summary = "where an op runs (a placeholder at this commit)";
}

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMBASE_TD
