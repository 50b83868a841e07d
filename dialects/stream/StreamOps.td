//===- StreamOps.td - The stream dialect's ops --------------*- tablegen -*-===//
//
// Ops of docs/design/stream-dialect.md#ops with IREE's textual syntax. Operand
// groups IREE called `operands` are renamed (MLIR 22 rejects the name,
// docs/design/stream-dialect.md#renamed-operands): `tensor_operands`
// (tensor.trace), `uniform_operands` (cmd.dispatch), `import_operands`
// (timepoint.import) and `resource_operands` (cmd.execute, timepoint.await,
// yield). The custom<...> directives are in StreamSyntax.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD

include "StreamToHAL/dialects/stream/StreamBase.td"
include "StreamToHAL/dialects/stream/StreamInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"

class Stream_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stream_Dialect, mnemonic, traits>;

// An op implementing the size relations of
// docs/design/stream-dialect.md#size-relations in StreamOps.cpp.
defvar Stream_SizeAware = DeclareOpInterfaceMethods<Stream_SizeAwareOp>;
// ... that also ties results to operands.
defvar Stream_SizeAwareTied = DeclareOpInterfaceMethods<Stream_SizeAwareOp,
    ["getTiedResultOperandIndex", "getOperandTiedResults"]>;
// A command whose accesses are docs/design/access-model.md's, implemented in
// CommandAccesses.cpp.
defvar Stream_CommandAccess = DeclareOpInterfaceMethods<Stream_CommandAccessOp>;

def Stream_PrimitiveType : AnyTypeOf<[Index, AnyInteger, AnyFloat]>;
def Stream_PrimitiveOrVectorType : AnyTypeOf<[Index, AnyInteger, AnyFloat, AnyVectorOfAnyRank]>;
def Stream_FillPatternType : AnyTypeOf<[I8, I16, I32]>;
def Stream_ByteBufferType : Type<
    CPred<"::llvm::isa<::mlir::util::ByteBufferType>($_self)">, "byte buffer">;

//===----------------------------------------------------------------------===//
// Resource ops (docs/design/stream-dialect.md#resource-ops)
//===----------------------------------------------------------------------===//

def Stream_ResourceAllocOp : Stream_Op<"resource.alloc", [
    Pure, MemoryEffects<[MemAlloc]>, ParamNativeOpTrait<"AtLeastNResults", "1">, Stream_SizeAware]> {
  let summary = "allocates long-lived resources with undefined contents";
  let arguments = (ins
    Variadic<Index>:$storage_sizes,
    UnitAttr:$uninitialized,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Variadic<Stream_AnyResource>:$results);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    (`uninitialized` $uninitialized^)?
    attr-dict `:` custom<SizedTypeList>(type($results), $storage_sizes)
  }];
  let hasVerifier = 1;
}

def Stream_ResourceAllocaOp : Stream_Op<"resource.alloca", [
    Pure, MemoryEffects<[MemAlloc]>, Stream_SizeAware]> {
  let summary = "allocates a transient or staging resource once a timepoint is reached";
  let arguments = (ins
    Index:$storage_size,
    Optional<Stream_TimepointType>:$await_timepoint,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs
    Stream_StagingOrTransientResource:$result,
    Stream_TimepointType:$result_timepoint
  );
  // The await clause takes the place of the `:`.
  let assemblyFormat = [{
    `uninitialized`
    (`on` `(` qualified($affinity)^ `)`)?
    (`await` `(` $await_timepoint^ `)` `=` `` `>`):(`:`)?
    attr-dict qualified(type($result)) `{` $storage_size `}`
    `=` `` `>` qualified(type($result_timepoint))
  }];
}

def Stream_ResourceDeallocaOp : Stream_Op<"resource.dealloca", [
    MemoryEffects<[MemFree]>, Stream_SizeAware]> {
  let summary = "frees a resource obtained from stream.resource.alloca";
  let arguments = (ins
    Stream_StagingOrTransientResource:$operand,
    Index:$operand_size,
    Optional<Stream_TimepointType>:$await_timepoint,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Stream_TimepointType:$result_timepoint);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    (`await` `(` $await_timepoint^ `)` `=` `` `>`)?
    $operand `:` qualified(type($operand)) `{` $operand_size `}`
    `=` `` `>` qualified(type($result_timepoint))
    attr-dict
  }];
}

def Stream_ResourceSizeOp : Stream_Op<"resource.size", [Pure, Stream_SizeAware]> {
  let summary = "returns the byte size of a resource";
  let arguments = (ins
    Stream_AnyResource:$operand,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Index:$result);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $operand attr-dict `:` qualified(type($operand))
  }];
  let hasFolder = 1;
}

def Stream_ResourceMapOp : Stream_Op<"resource.map", [
    MemoryEffects<[MemAlloc]>, Stream_SizeAware]> {
  let summary = "maps a byte range of a host buffer into a staging resource";
  let arguments = (ins
    Stream_ByteBufferType:$source,
    Index:$source_offset,
    Index:$result_size,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Stream_StagingResource:$result);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $source `[` $source_offset `]` `:`
    qualified(type($source)) `->` qualified(type($result)) `{` $result_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_ResourceTryMapOp : Stream_Op<"resource.try_map", [
    Pure, MemoryEffects<[MemAlloc]>, Stream_SizeAware]> {
  let summary = "tries to map a byte range of a host buffer as a constant resource";
  let arguments = (ins
    Stream_ByteBufferType:$source,
    Index:$source_offset,
    Index:$result_size,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs
    I1:$did_map,
    Stream_ConstantResource:$result
  );
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $source `[` $source_offset `]` `:`
    qualified(type($source)) `->` type($did_map) `,` qualified(type($result)) `{` $result_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_ResourceLoadOp : Stream_Op<"resource.load", [Stream_SizeAware]> {
  let summary = "reads a value from a staging resource";
  let arguments = (ins
    Stream_StagingResource:$source,
    Index:$source_size,
    Index:$source_offset
  );
  let results = (outs Stream_PrimitiveOrVectorType:$result);
  let assemblyFormat = [{
    $source `[` $source_offset `]` `:`
    qualified(type($source)) `{` $source_size `}` `->` type($result)
    attr-dict-with-keyword
  }];
}

def Stream_ResourceStoreOp : Stream_Op<"resource.store", [
    MemoryEffects<[MemWrite]>, Stream_SizeAware]> {
  let summary = "writes a value into a staging resource";
  let arguments = (ins
    Stream_StagingResource:$target,
    Index:$target_size,
    Index:$target_offset,
    Stream_PrimitiveOrVectorType:$value
  );
  let assemblyFormat = [{
    $value `,` $target `[` $target_offset `]` `:`
    type($value) `->` qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_ResourceSubviewOp : Stream_Op<"resource.subview", [
    Pure, AllTypesMatch<["source", "result"]>,
    DeclareOpInterfaceMethods<ViewLikeOpInterface>, Stream_SizeAwareTied]> {
  let summary = "names a byte range of a resource as an aliasing resource";
  let arguments = (ins
    Stream_AnyResource:$source,
    Index:$source_size,
    Index:$source_offset,
    Index:$result_size
  );
  let results = (outs Stream_AnyResource:$result);
  let assemblyFormat = [{
    $source `[` $source_offset `]` `:`
    qualified(type($source)) `{` $source_size `}` `->`
    qualified(type($result)) `{` $result_size `}`
    attr-dict-with-keyword
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Tensor ops (docs/design/stream-dialect.md#tensor-ops)
//===----------------------------------------------------------------------===//

def Stream_TensorImportOp : Stream_Op<"tensor.import", [Pure, Stream_SizeAwareTied]> {
  let summary = "imports an external buffer (view) as an external resource";
  let arguments = (ins
    AnyType:$source,
    TypeAttr:$result_encoding,
    Variadic<Index>:$result_encoding_dims,
    Index:$result_size,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Stream_ExternalResource:$result);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $source `:` type($source) `->`
    $result_encoding (`{` $result_encoding_dims^ `}`)?
    `in` qualified(type($result)) `{` $result_size `}`
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Stream_TensorExportOp : Stream_Op<"tensor.export", [Pure, Stream_SizeAwareTied]> {
  let summary = "exports an external resource as a buffer (view)";
  let arguments = (ins
    Stream_ExternalResource:$source,
    TypeAttr:$source_encoding,
    Variadic<Index>:$source_encoding_dims,
    Index:$source_size,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $source `:`
    $source_encoding (`{` $source_encoding_dims^ `}`)?
    `in` qualified(type($source)) `{` $source_size `}`
    `->` type($result)
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Stream_TensorTraceOp : Stream_Op<"tensor.trace", []> {
  let summary = "traces tensor values to a runtime sink under a key";
  let arguments = (ins
    StrAttr:$key,
    Variadic<AnyTensor>:$tensor_operands
  );
  let assemblyFormat = [{
    attr-dict ($tensor_operands^ `:` type($tensor_operands))?
  }];
}

//===----------------------------------------------------------------------===//
// Command ops (docs/design/stream-dialect.md#command-ops)
//===----------------------------------------------------------------------===//

// flush/invalidate/discard: a byte range of one resource.
class Stream_CmdRangeOp<string mnemonic, string summaryText, dag extraArguments = (ins)>
    : Stream_Op<mnemonic, [Stream_SizeAware]> {
  let summary = summaryText;
  let arguments = !con((ins
    Stream_AnyResource:$target,
    Index:$target_size,
    Index:$target_offset,
    Index:$target_length
  ), extraArguments);
}

def Stream_CmdFlushOp : Stream_CmdRangeOp<"cmd.flush",
    "makes a resource range available to another affinity",
    (ins OptionalAttr<Stream_AffinityAttr>:$source_affinity)> {
  let assemblyFormat = [{
    (`to` `(` qualified($source_affinity)^ `)`)?
    $target `[` $target_offset `for` $target_length `]` `:`
    qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_CmdInvalidateOp : Stream_CmdRangeOp<"cmd.invalidate",
    "makes a resource range flushed by another affinity visible",
    (ins OptionalAttr<Stream_AffinityAttr>:$source_affinity)> {
  let assemblyFormat = [{
    (`from` `(` qualified($source_affinity)^ `)`)?
    $target `[` $target_offset `for` $target_length `]` `:`
    qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_CmdDiscardOp : Stream_CmdRangeOp<"cmd.discard",
    "declares a resource range's contents no longer needed"> {
  let assemblyFormat = [{
    $target `[` $target_offset `for` $target_length `]` `:`
    qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_CmdFillOp : Stream_Op<"cmd.fill", [Stream_SizeAware, Stream_CommandAccess]> {
  let summary = "fills a resource range with a repeated pattern";
  let arguments = (ins
    Stream_NonStagingResource:$target,
    Index:$target_size,
    Index:$target_offset,
    Index:$target_length,
    Stream_FillPatternType:$value
  );
  let assemblyFormat = [{
    $value `,` $target `[` $target_offset `for` $target_length `]` `:`
    type($value) `->` qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_CmdCopyOp : Stream_Op<"cmd.copy", [Stream_SizeAware, Stream_CommandAccess]> {
  let summary = "copies a byte range between resources";
  let arguments = (ins
    Stream_AnyResource:$source,
    Index:$source_size,
    Index:$source_offset,
    Stream_AnyResource:$target,
    Index:$target_size,
    Index:$target_offset,
    Index:$length
  );
  let assemblyFormat = [{
    $source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` $length `:`
    qualified(type($source)) `{` $source_size `}` `->`
    qualified(type($target)) `{` $target_size `}`
    attr-dict-with-keyword
  }];
}

def Stream_CmdDispatchOp : Stream_Op<"cmd.dispatch", [
    AttrSizedOperandSegments, Stream_SizeAware, Stream_CommandAccess]> {
  let summary = "dispatches a grid of workgroups of an executable entry point";
  let arguments = (ins
    Variadic<Index>:$workgroup_count,
    Variadic<Stream_PrimitiveType>:$uniform_operands,
    Variadic<Stream_NonStagingResource>:$resources,
    Variadic<Index>:$resource_sizes,
    Variadic<Index>:$resource_offsets,
    Variadic<Index>:$resource_lengths,
    // An ordinary (nested) symbol reference: symbol-dce sees it as a use.
    SymbolRefAttr:$entry_point,
    Stream_ResourceAccessArray:$resource_accesses
  );
  let assemblyFormat = [{
    $entry_point `[` $workgroup_count `]` ``
    (`(` $uniform_operands^ `:` type($uniform_operands) `)`)? `{`
    custom<DispatchResources>($resources, type($resources), $resource_sizes,
                              $resource_offsets, $resource_lengths,
                              $resource_accesses)
    `\n` `}`
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
}

def Stream_CmdExecuteOp : Stream_Op<"cmd.execute", [
    AttrSizedOperandSegments, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"::mlir::stream::YieldOp">,
    Stream_SizeAware]> {
  let summary = "records the nested commands into one submission";
  let arguments = (ins
    Variadic<Stream_ExecResource>:$resource_operands,
    Variadic<Index>:$operand_sizes,
    Optional<Stream_TimepointType>:$await_timepoint,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Stream_TimepointType:$result_timepoint);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    (`await` `(` $await_timepoint^ `)` `=` `` `>`)?
    `with` ``
    custom<CaptureRegion>($resource_operands, type($resource_operands),
                          $operand_sizes, $body)
    `=` `` `>` qualified(type($result_timepoint))
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
}

class Stream_CmdGroupOp<string mnemonic, string summaryText> : Stream_Op<mnemonic, [
    RecursiveMemoryEffects,
    ParentOneOf<["::mlir::stream::CmdExecuteOp", "::mlir::stream::CmdSerialOp",
                 "::mlir::stream::CmdConcurrentOp"]>,
    SingleBlockImplicitTerminator<"::mlir::stream::YieldOp">]> {
  let summary = summaryText;
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict-with-keyword";
  let hasVerifier = 1;
}

def Stream_CmdSerialOp : Stream_CmdGroupOp<"cmd.serial",
    "groups commands that execute one after another">;
def Stream_CmdConcurrentOp : Stream_CmdGroupOp<"cmd.concurrent",
    "groups commands that may execute concurrently">;

//===----------------------------------------------------------------------===//
// Timepoint ops (docs/design/stream-dialect.md#timepoint-ops)
//===----------------------------------------------------------------------===//

def Stream_TimepointImmediateOp : Stream_Op<"timepoint.immediate", [
    Pure, ConstantLike]> {
  let summary = "an already-reached timepoint";
  let results = (outs Stream_TimepointType:$result_timepoint);
  let assemblyFormat = "attr-dict `=` `` `>` qualified(type($result_timepoint))";
  let hasFolder = 1;
}

def Stream_TimepointImportOp : Stream_Op<"timepoint.import", [Pure]> {
  let summary = "turns external synchronization values into a timepoint";
  let arguments = (ins
    Variadic<AnyType>:$import_operands,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Stream_TimepointType:$result_timepoint);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $import_operands `:` `(` type($import_operands) `)`
    `=` `` `>` qualified(type($result_timepoint))
    attr-dict-with-keyword
  }];
}

def Stream_TimepointExportOp : Stream_Op<"timepoint.export", [Pure]> {
  let summary = "turns a timepoint into external synchronization values";
  let arguments = (ins
    Stream_TimepointType:$await_timepoint,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $await_timepoint `=` `` `>` `(` type($results) `)`
    attr-dict-with-keyword
  }];
  let hasFolder = 1;
}

def Stream_TimepointJoinOp : Stream_Op<"timepoint.join", [Pure]> {
  let summary = "a timepoint reached when all given timepoints are reached";
  let arguments = (ins Variadic<Stream_TimepointType>:$await_timepoints);
  let results = (outs Stream_TimepointType:$result_timepoint);
  let assemblyFormat = [{
    `max` `(` $await_timepoints `)` `=` `` `>` qualified(type($result_timepoint))
    attr-dict-with-keyword
  }];
  let hasFolder = 1;
}

def Stream_TimepointAwaitOp : Stream_Op<"timepoint.await", [
    Pure, AttrSizedOperandSegments, Stream_SizeAwareTied]> {
  let summary = "yields resources as they are once a timepoint is reached";
  let arguments = (ins
    Variadic<Stream_ExecResource>:$resource_operands,
    Variadic<Index>:$operand_sizes,
    Stream_TimepointType:$await_timepoint,
    OptionalAttr<Stream_AffinityAttr>:$affinity
  );
  let results = (outs Variadic<Stream_ExecResource>:$results);
  let assemblyFormat = [{
    (`on` `(` qualified($affinity)^ `)`)?
    $await_timepoint `=` `` `>` $resource_operands `:`
    custom<SizedTypeListCopy>(type($resource_operands), $operand_sizes, type($results))
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// stream.yield (docs/design/stream-dialect.md#yield)
//===----------------------------------------------------------------------===//

def Stream_YieldOp : Stream_Op<"yield", [
    Pure, Terminator, SameVariadicOperandSize,
    ParentOneOf<["::mlir::stream::CmdExecuteOp", "::mlir::stream::CmdSerialOp",
                 "::mlir::stream::CmdConcurrentOp"]>,
    Stream_SizeAware]> {
  let summary = "terminator of stream execution regions";
  let arguments = (ins
    Variadic<Stream_ExecResource>:$resource_operands,
    Variadic<Index>:$operand_sizes
  );
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange(), ::mlir::ValueRange()); }]>];
  let assemblyFormat = [{
    attr-dict ($resource_operands^ `:`
               custom<SizedTypeList>(type($resource_operands), $operand_sizes))?
  }];
  let hasVerifier = 1;
}

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMOPS_TD
