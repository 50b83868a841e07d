//===- UtilOps.td - The util dialect's ops ------------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD

include "StreamToHAL/dialects/util/UtilBase.td"

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Util_Op<string mnemonic, list<Trait> traits = []>
    : Op<Util_Dialect, mnemonic, traits>;

// index or a signless integer, or a value-semantics container of those.
def Util_IntegerOrIndexLike : TypeOrValueSemanticsContainer<
    AnySignlessIntegerOrIndex, "signless-integer-like">;

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def Util_GlobalOp : Util_Op<"global", [Symbol]> {
  let summary = "a module-level variable, optionally mutable and initialized";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    OptionalAttr<StrAttr>:$sym_visibility,
    TypeAttr:$type,
    UnitAttr:$is_mutable,
    OptionalAttr<TypedAttrInterface>:$initial_value
  );
  let assemblyFormat = [{
    custom<SymbolVisibility>($sym_visibility)
    (`mutable` $is_mutable^)?
    $sym_name
    attr-dict
    custom<TypeOrAttr>($type, $initial_value)
  }];
  let hasVerifier = 1;
}

def Util_GlobalLoadOp : Util_Op<"global.load", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "reads the value of a global";
  let description = [{
    Reads memory only when the global is mutable: loads of immutable globals
    are pure and may be CSE'd or removed.
  }];
  let arguments = (ins FlatSymbolRefAttr:$global);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$global attr-dict `:` type($result)";
}

def Util_GlobalStoreOp : Util_Op<"global.store", [
    MemoryEffects<[MemWrite]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "overwrites the value of a global";
  let arguments = (ins AnyType:$value, FlatSymbolRefAttr:$global);
  let assemblyFormat = "$value `,` $global attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Initialization
//===----------------------------------------------------------------------===//

def Util_InitializerOp : Util_Op<"initializer", [IsolatedFromAbove]> {
  let summary = "code run once, in module order, at module initialization";
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

def Util_InitializerReturnOp : Util_Op<"initializer.return", [
    HasParent<"::mlir::util::InitializerOp">, Pure, ReturnLike, Terminator]> {
  let summary = "ends the execution of a util.initializer";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Status
//===----------------------------------------------------------------------===//

def Util_StatusCheckOkOp : Util_Op<"status.check_ok"> {
  let summary = "aborts the invocation when the status is not OK (zero)";
  // No memory-effect declaration: the op is never removed or reordered.
  let arguments = (ins I32:$status, OptionalAttr<StrAttr>:$message);
  let assemblyFormat = "$status (`,` $message^)? attr-dict";
  let builders = [
    OpBuilder<(ins "::mlir::Value":$status, "::llvm::StringRef":$message), [{
      build($_builder, $_state, status, $_builder.getStringAttr(message));
    }]>,
  ];
}

//===----------------------------------------------------------------------===//
// Host helpers
//===----------------------------------------------------------------------===//

def Util_NullOp : Util_Op<"null", [Pure]> {
  let summary = "a null value of the given type";
  let description = [{
    For `!hal.fence` it is a fence that has already been reached
    (docs/design/util-dialect.md#util-null).
  }];
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Util_ByteBufferConstantOp : Util_Op<"byte_buffer.constant", [Pure]> {
  let summary = "a read-only host byte buffer holding an attribute's bytes";
  let arguments = (ins AnyAttr:$value, OptionalAttr<I64Attr>:$alignment);
  let results = (outs Util_ByteBuffer:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result)) `=` $value";
}

def Util_DoNotOptimizeOp : Util_Op<"do_not_optimize", [
    SameOperandsAndResultType, InferTypeOpAdaptor]> {
  let summary = "an identity the compiler may not see through";
  // No memory-effect declaration: treated as having unknown side effects.
  let arguments = (ins Variadic<AnyType>:$arguments);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "`(` $arguments `)` attr-dict `:` type($arguments)";
}

def Util_AlignOp : Util_Op<"align", [Pure, SameOperandsAndResultType]> {
  let summary = "rounds a value up to a multiple of a power-of-two alignment";
  let arguments = (ins Util_IntegerOrIndexLike:$value,
                       Util_IntegerOrIndexLike:$alignment);
  let results = (outs Util_IntegerOrIndexLike:$result);
  let assemblyFormat = "$value `,` $alignment attr-dict `:` type($result)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

def Util_ListCreateOp : Util_Op<"list.create"> {
  let summary = "creates an empty list with an optional initial capacity";
  let arguments = (ins Optional<Index>:$initial_capacity);
  // The allocation is the op's only effect: an unused list is dead.
  let results = (outs Res<Util_AnyList, "", [MemAlloc]>:$result);
  let assemblyFormat = "($initial_capacity^)? attr-dict `:` qualified(type($result))";
}

def Util_ListSizeOp : Util_Op<"list.size", [MemoryEffects<[MemRead]>]> {
  let summary = "the number of elements of a list";
  let arguments = (ins Util_AnyList:$list);
  let results = (outs Index:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list))";
}

def Util_ListResizeOp : Util_Op<"list.resize", [MemoryEffects<[MemWrite]>]> {
  let summary = "grows or shrinks a list";
  let arguments = (ins Util_AnyList:$list, Index:$new_size);
  let assemblyFormat = "$list `,` $new_size attr-dict `:` qualified(type($list))";
}

def Util_ListGetOp : Util_Op<"list.get", [MemoryEffects<[MemRead]>]> {
  let summary = "reads an element of a list";
  let arguments = (ins Util_AnyList:$list, Index:$index);
  let results = (outs AnyType:$result);
  // `: !util.list<E>`, or `: !util.list<E> -> T` when T differs from E.
  let assemblyFormat = [{
    $list `[` $index `]` attr-dict `:` custom<ListTypeGet>(type($list), type($result))
  }];
  let hasVerifier = 1;
}

def Util_ListSetOp : Util_Op<"list.set", [MemoryEffects<[MemWrite]>]> {
  let summary = "writes an element of a list";
  let arguments = (ins Util_AnyList:$list, Index:$index, AnyType:$value);
  // `: !util.list<E>`, or `: T -> !util.list<E>` when T differs from E.
  let assemblyFormat = [{
    $list `[` $index `]` `,` $value attr-dict `:` custom<ListTypeSet>(type($list), type($value))
  }];
  let hasVerifier = 1;
}

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILOPS_TD
