//===- UtilBase.td - The util dialect and its types --------*- tablegen -*-===//
//
// The subset of IREE's util dialect (April 2022) that stream->HAL programs use;
// see docs/design/util-dialect.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/OpBase.td"

def Util_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::util";
  let summary = "IREE's util dialect subset: byte buffers, globals, initializers";
  let useDefaultTypePrinterParser = 1;
  // Folded values are materialized as arith.constant; inlining a
  // util.initializer body turns util.initializer.return into cf.br.
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

class Util_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Util_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Util_ByteBuffer : Util_Type<"ByteBuffer", "byte_buffer"> {
  let summary = "a read-only block of host memory";
}
def Util_MutableByteBuffer : Util_Type<"MutableByteBuffer", "mutable_byte_buffer"> {
  let summary = "a read-write block of host memory";
}

def Util_Variant : Util_Type<"Variant", "variant"> {
  let summary = "a placeholder for a value of any type";
}

def Util_List : Util_Type<"List", "list"> {
  let summary = "a growable list of elements of one type, or of any type";
  let description = [{
    `!util.list<T>`; `!util.list<?>` holds values of any type (its element
    type is `!util.variant`).
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  // `?` for the variant element and the "malformed list type" diagnostics
  // need a hand-written parser (UtilSyntax.cpp).
  let hasCustomAssemblyFormat = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), elementType);
    }]>,
  ];
  let skipDefaultBuilders = 1;
  let extraClassDeclaration = [{
    /// True when a value of type `from` may be read from or written to a list
    /// of element type `to` (or the reverse): equal types, either side the
    /// variant, or both tensors.
    static bool canImplicitlyCast(::mlir::Type from, ::mlir::Type to);
  }];
}

def Util_Ptr : Util_Type<"Ptr", "ptr"> {
  let summary = "a typed pointer to a global";
  let parameters = (ins "::mlir::Type":$targetType);
  // Hand-written for the "malformed ptr type" diagnostic (UtilSyntax.cpp).
  let hasCustomAssemblyFormat = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$targetType), [{
      return $_get(targetType.getContext(), targetType);
    }]>,
  ];
  let skipDefaultBuilders = 1;
}

// A marker trait (docs/design/util-dialect.md#dialect;
// docs/design/hal-dialect.md#submit-and-wait): the op may block or yield the
// host thread. It adds no behaviour; passes may test for it.
def Util_YieldPoint : NativeOpTrait<"YieldPoint"> {
  let cppNamespace = "::mlir::util";
}

def Util_AnyList : Type<CPred<"::llvm::isa<::mlir::util::ListType>($_self)">,
                        "list", "::mlir::util::ListType">;

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILBASE_TD
