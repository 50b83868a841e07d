//===- HALOps.td - The hal dialect's ops --------------------*- tablegen -*-===//
//
// Ops of docs/design/hal-dialect.md#ops. Formats follow IREE's printed
// examples exactly; `qualified(type(...))` keeps the full `!hal.*` spelling.
// Hand-written syntax (custom directives, hal.device.switch,
// hal.executable.entry_point) lives in HALSyntax.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD

include "StreamToHAL/dialects/hal/HALBase.td"
include "StreamToHAL/dialects/hal/HALEnums.td"
include "StreamToHAL/dialects/hal/HALAttrs.td"
include "StreamToHAL/dialects/util/UtilBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class HAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<HAL_Dialect, mnemonic, traits>;

// Type aliases of docs/design/hal-dialect.md#types.
def HAL_DeviceSize : TypeAlias<Index>;
def HAL_Dim : TypeAlias<Index>;
def HAL_TimelineValue : TypeAlias<Index>;
def HAL_ElementType : TypeAlias<I32>;
def HAL_EncodingType : TypeAlias<I32>;
def HAL_Status : TypeAlias<I32>;
def HAL_PrimitiveType : AnyTypeOf<[Index, AnySignlessInteger, AnyFloat]>;
def HAL_FillPatternType : AnyTypeOf<[I8, I16, I32]>;
// A buffer, or the `index` of a binding-table slot (docs/design/reusable.md).
def HAL_BufferOrSlot : AnyTypeOf<[Index, HAL_Buffer]>;
def HAL_ByteBuffer : TypeAlias<Util_ByteBuffer>;

// Ops that suggest result names (docs/design/hal-dialect.md#result-name-hints)
// implement getAsmResultNames in HALOps.cpp.
def HAL_ResultNames : DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;

//===----------------------------------------------------------------------===//
// hal.ex.* (docs/design/hal-dialect.md#ex-ops)
//===----------------------------------------------------------------------===//

def HAL_ExSharedDeviceOp : HAL_Op<"ex.shared_device", [Pure, HAL_ResultNames]> {
  let summary = "the process-wide default device";
  let results = (outs HAL_Device:$result);
  let assemblyFormat = "`:` qualified(type($result)) attr-dict-with-keyword";
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins), [{
      $_state.addTypes(::mlir::hal::DeviceType::get($_builder.getContext()));
    }]>,
  ];
}

def HAL_ExSubmitAndWaitOp : HAL_Op<"ex.submit_and_wait", [Util_YieldPoint]> {
  let summary = "submits a command buffer and blocks until it completes";
  let arguments = (ins
    HAL_Device:$device,
    HAL_CommandBuffer:$command_buffer
  );
  let assemblyFormat = "$device `,` $command_buffer attr-dict-with-keyword";
}

//===----------------------------------------------------------------------===//
// hal.device.* (docs/design/hal-dialect.md#match-attr-interface, #ops)
//===----------------------------------------------------------------------===//

def HAL_DeviceAllocatorOp : HAL_Op<"device.allocator", [Pure, HAL_ResultNames]> {
  let summary = "the device's buffer allocator";
  let arguments = (ins HAL_Device:$device);
  let results = (outs HAL_Allocator:$result);
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$device), [{
      $_state.addOperands(device);
      $_state.addTypes(::mlir::hal::AllocatorType::get($_builder.getContext()));
    }]>,
  ];
}

def HAL_DeviceQueryOp : HAL_Op<"device.query", [Pure]> {
  let summary = "queries a device configuration value";
  let description = [{
    What the `#hal.device.match.*` attributes build their condition from
    (docs/design/hal-dialect.md#match-attr-interface): `ok` tells whether the
    key is known, `value` is its value or `default_value`.
  }];
  let arguments = (ins
    HAL_Device:$device,
    StrAttr:$category,
    StrAttr:$key,
    OptionalAttr<TypedAttrInterface>:$default_value
  );
  let results = (outs I1:$ok, AnyType:$value);
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `key` `(` $category `:` `` `:` $key `)`
    `:` type($ok) `,` type($value)
    (`=` $default_value^)?
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
}

def HAL_DeviceSwitchOp : HAL_Op<"device.switch", [
    RecursiveMemoryEffects,
    NoRegionArguments,
  ]> {
  let summary = "runtime dispatch on the device";
  let description = [{
    Each case pairs a match expression (`conditions[i]`) with a region; at run
    time the first case whose expression matches runs its region. The regions
    use outer values directly and end in `hal.return`.
  }];
  let arguments = (ins
    HAL_Device:$device,
    ArrayAttr:$conditions
  );
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region VariadicRegion<AnyRegion>:$condition_regions);
  // Interleaved conditions and regions, fixed indentation
  // (docs/design/hal-dialect.md#hal-device-switch).
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    // One empty region (no block) per condition.
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "::mlir::Value":$device,
                   "::llvm::ArrayRef<::mlir::Attribute>":$conditions,
                   CArg<"::llvm::ArrayRef<::mlir::NamedAttribute>", "{}">:$attributes)>,
  ];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def HAL_ReturnOp : HAL_Op<"return", [Terminator]> {
  let summary = "terminator of hal.device.switch cases and workgroup-count regions";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "($operands^ `:` type($operands))? attr-dict";
  let builders = [
    OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>,
  ];
}

//===----------------------------------------------------------------------===//
// hal.allocator.* (docs/design/hal-dialect.md#allocator-ops)
//===----------------------------------------------------------------------===//

def HAL_AllocatorAllocateOp : HAL_Op<"allocator.allocate", [HAL_ResultNames]> {
  let summary = "allocates a buffer from the allocator";
  let arguments = (ins
    HAL_Allocator:$allocator,
    HAL_MemoryTypeBitfieldAttr:$memory_types,
    HAL_BufferUsageBitfieldAttr:$buffer_usage,
    HAL_DeviceSize:$result_size
  );
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $allocator `:` qualified(type($allocator)) `>`
    `type` `(` $memory_types `)`
    `usage` `(` $buffer_usage `)`
    `:` custom<SizeAwareType>(type($result), $result_size)
    attr-dict-with-keyword
  }];
}

def HAL_AllocatorMapOp : HAL_Op<"allocator.map", [HAL_ResultNames]> {
  let summary = "wraps a range of host bytes as a buffer";
  let arguments = (ins
    HAL_Allocator:$allocator,
    HAL_MemoryTypeBitfieldAttr:$memory_types,
    HAL_BufferUsageBitfieldAttr:$buffer_usage,
    HAL_ByteBuffer:$source,
    HAL_DeviceSize:$offset,
    HAL_DeviceSize:$length
  );
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $allocator `:` qualified(type($allocator)) `>`
    `source` `(` $source `:` qualified(type($source)) `)`
    `` `[` $offset `,` $length `]`
    `type` `(` $memory_types `)`
    `usage` `(` $buffer_usage `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
}

def HAL_AllocatorTryMapOp : HAL_Op<"allocator.try_map", [HAL_ResultNames]> {
  let summary = "wraps a range of host bytes as a buffer, if possible";
  let arguments = (ins
    HAL_Allocator:$allocator,
    HAL_MemoryTypeBitfieldAttr:$memory_types,
    HAL_BufferUsageBitfieldAttr:$buffer_usage,
    HAL_ByteBuffer:$source,
    HAL_DeviceSize:$offset,
    HAL_DeviceSize:$length
  );
  let results = (outs I1:$did_map, HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $allocator `:` qualified(type($allocator)) `>`
    `source` `(` $source `:` qualified(type($source)) `)`
    `` `[` $offset `,` $length `]`
    `type` `(` $memory_types `)`
    `usage` `(` $buffer_usage `)`
    `:` type($did_map) `,` qualified(type($result))
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.buffer.* (docs/design/hal-dialect.md#buffer-ops)
//===----------------------------------------------------------------------===//

def HAL_BufferAssertOp : HAL_Op<"buffer.assert"> {
  let summary = "checks at run time that a buffer is usable as required";
  let arguments = (ins
    HAL_Buffer:$buffer,
    StrAttr:$message,
    HAL_Allocator:$allocator,
    HAL_DeviceSize:$minimum_length,
    HAL_MemoryTypeBitfieldAttr:$memory_types,
    HAL_BufferUsageBitfieldAttr:$buffer_usage
  );
  let assemblyFormat = [{
    `<` $buffer `:` qualified(type($buffer)) `>`
    `message` `(` $message `)`
    `allocator` `(` $allocator `:` qualified(type($allocator)) `)`
    `minimum_length` `(` $minimum_length `)`
    `type` `(` $memory_types `)`
    `usage` `(` $buffer_usage `)`
    attr-dict-with-keyword
  }];
}

def HAL_BufferLengthOp : HAL_Op<"buffer.length", [Pure, HAL_ResultNames]> {
  let summary = "the byte length of the buffer (of the subspan, for subspans)";
  let arguments = (ins HAL_Buffer:$buffer);
  let results = (outs HAL_DeviceSize:$result);
  let assemblyFormat = [{
    `<` $buffer `:` qualified(type($buffer)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

// No memory effect, as IREE's NoSideEffect, but not speculatable: the offset
// may be out of range.
def HAL_BufferLoadOp : HAL_Op<"buffer.load", [NoMemoryEffect]> {
  let summary = "reads one value from the buffer at a byte offset";
  let arguments = (ins
    HAL_Buffer:$source_buffer,
    HAL_DeviceSize:$source_offset
  );
  let results = (outs AnyTypeOf<[HAL_PrimitiveType, AnyVectorOfAnyRank]>:$result);
  let assemblyFormat = [{
    `<` $source_buffer `:` qualified(type($source_buffer)) `>`
    `` `[` $source_offset `]`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

def HAL_BufferStoreOp : HAL_Op<"buffer.store"> {
  let summary = "writes one value into the buffer at a byte offset";
  let arguments = (ins
    AnyTypeOf<[HAL_PrimitiveType, AnyVectorOfAnyRank]>:$value,
    HAL_Buffer:$target_buffer,
    HAL_DeviceSize:$target_offset
  );
  let assemblyFormat = [{
    `<` $target_buffer `:` qualified(type($target_buffer)) `>`
    `` `[` $target_offset `]`
    `value` `(` $value `:` type($value) `)`
    attr-dict-with-keyword
  }];
}

def HAL_BufferSubspanOp : HAL_Op<"buffer.subspan", [Pure, HAL_ResultNames]> {
  let summary = "an aliasing view of a byte range of the buffer";
  let arguments = (ins
    HAL_Buffer:$source_buffer,
    HAL_DeviceSize:$source_offset,
    HAL_DeviceSize:$length
  );
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $source_buffer `:` qualified(type($source_buffer)) `>`
    `` `[` $source_offset `,` $length `]`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.buffer_view.* (docs/design/hal-dialect.md#buffer-view-ops)
//===----------------------------------------------------------------------===//

def HAL_BufferViewBufferOp : HAL_Op<"buffer_view.buffer", [Pure, HAL_ResultNames]> {
  let summary = "the buffer underlying a buffer view";
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

def HAL_BufferViewCreateOp : HAL_Op<"buffer_view.create", [Pure, HAL_ResultNames]> {
  let summary = "a buffer view of a buffer with a shape, element type and encoding";
  let arguments = (ins
    HAL_Buffer:$buffer,
    HAL_ElementType:$element_type,
    HAL_EncodingType:$encoding_type,
    Variadic<HAL_Dim>:$shape
  );
  let results = (outs HAL_BufferView:$result);
  let assemblyFormat = [{
    `buffer` `(` $buffer `:` qualified(type($buffer)) `)`
    `shape` `(` `[` $shape `]` `)`
    `type` `(` $element_type `)`
    `encoding` `(` $encoding_type `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // Materializes `arith.constant <code> : i32` for both codes first.
    OpBuilder<(ins "::mlir::Value":$buffer, "int32_t":$elementType,
                   "int32_t":$encodingType, "::mlir::ValueRange":$shape)>,
    OpBuilder<(ins "::mlir::Value":$buffer, "::mlir::Value":$elementType,
                   "::mlir::Value":$encodingType, "::mlir::ValueRange":$shape)>,
  ];
}

def HAL_BufferViewTraceOp : HAL_Op<"buffer_view.trace"> {
  let summary = "sends buffer views to the runtime trace sink under a key";
  let arguments = (ins
    StrAttr:$key,
    Variadic<HAL_BufferView>:$operands
  );
  let assemblyFormat = [{
    $operands `:` qualified(type($operands))
    attr-dict-with-keyword
  }];
}

def HAL_BufferViewByteLengthOp : HAL_Op<"buffer_view.byte_length", [Pure]> {
  let summary = "the byte length of the buffer view's contents";
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs HAL_DeviceSize:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

// What tensor.rank / tensor.dim of a converted tensor become
// (docs/design/tensors.md#tensor-dim-rank); IREE's hal specification does not
// list them, the syntax is the one IREE printed.
def HAL_BufferViewRankOp : HAL_Op<"buffer_view.rank", [Pure]> {
  let summary = "the rank of the buffer view's shape";
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs HAL_Dim:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

def HAL_BufferViewDimOp : HAL_Op<"buffer_view.dim", [Pure]> {
  let summary = "one dimension of the buffer view's shape";
  let arguments = (ins
    HAL_BufferView:$buffer_view,
    IndexAttr:$index
  );
  let results = (outs HAL_Dim:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `` `[` $index `]`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

// The ABI ops of real programs (docs/design/hal-dialect.md#abi-ops): argument
// checks and queries of imported views, which the conversion leaves as they
// are.

// No traits: unknown effects, so it is never removed as dead and never moved
// past other ops (a failed check aborts the program).
def HAL_BufferViewAssertOp : HAL_Op<"buffer_view.assert"> {
  let summary = "checks that a buffer view has the expected element type, encoding and shape";
  let arguments = (ins
    HAL_BufferView:$buffer_view,
    StrAttr:$message,
    HAL_ElementType:$element_type,
    HAL_EncodingType:$encoding_type,
    Variadic<HAL_Dim>:$shape
  );
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `message` `(` $message `)`
    `shape` `(` `[` $shape `]` `)`
    `type` `(` $element_type `)`
    `encoding` `(` $encoding_type `)`
    attr-dict-with-keyword
  }];
}

def HAL_BufferViewElementTypeOp : HAL_Op<"buffer_view.element_type", [Pure]> {
  let summary = "the element type code of the buffer view";
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs HAL_ElementType:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

def HAL_BufferViewEncodingTypeOp : HAL_Op<"buffer_view.encoding_type", [Pure]> {
  let summary = "the encoding type code of the buffer view";
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs HAL_EncodingType:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
}

def HAL_BufferViewDimsOp : HAL_Op<"buffer_view.dims", [Pure]> {
  let summary = "every dimension of the buffer view's shape";
  let description = [{
    One result per dimension the caller expects. Canonicalizes to one
    `hal.buffer_view.dim` per result, in order.
  }];
  let arguments = (ins HAL_BufferView:$buffer_view);
  let results = (outs Variadic<HAL_Dim>:$result);
  let assemblyFormat = [{
    `<` $buffer_view `:` qualified(type($buffer_view)) `>`
    `:` type($result)
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// hal.command_buffer.* (docs/design/hal-dialect.md#command-buffer-ops)
//===----------------------------------------------------------------------===//

def HAL_CommandBufferCreateOp : HAL_Op<"command_buffer.create", [HAL_ResultNames]> {
  let summary = "obtains a fresh command buffer from the device";
  let description = [{
    `bindings(%n)` declares a binding table of `%n` slots that the command
    buffer's `index` buffer operands refer to (docs/design/reusable.md);
    absent, the capacity is 0.
  }];
  let arguments = (ins
    HAL_Device:$device,
    HAL_CommandBufferModeBitfieldAttr:$modes,
    HAL_CommandCategoryBitfieldAttr:$command_categories,
    Optional<Index>:$binding_capacity
  );
  let results = (outs HAL_CommandBuffer:$result);
  let assemblyFormat = [{
    `device` `(` $device `:` qualified(type($device)) `)`
    `mode` `(` $modes `)`
    `categories` `(` $command_categories `)`
    (`bindings` `(` $binding_capacity^ `)`)?
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // A null `bindingCapacity` omits the bindings(...) group.
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$device,
                   "CommandBufferModeBitfield":$modes,
                   "CommandCategoryBitfield":$categories,
                   CArg<"::mlir::Value", "{}">:$bindingCapacity)>,
  ];
}

def HAL_CommandBufferBeginOp : HAL_Op<"command_buffer.begin"> {
  let summary = "starts recording, clearing previous contents";
  let arguments = (ins HAL_CommandBuffer:$command_buffer);
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    attr-dict-with-keyword
  }];
}

def HAL_CommandBufferEndOp : HAL_Op<"command_buffer.end"> {
  let summary = "finishes recording";
  let arguments = (ins HAL_CommandBuffer:$command_buffer);
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    attr-dict-with-keyword
  }];
}

def HAL_CommandBufferDeviceOp : HAL_Op<"command_buffer.device", [Pure]> {
  let summary = "the device a command buffer was created for";
  let arguments = (ins HAL_CommandBuffer:$command_buffer);
  let results = (outs HAL_Device:$device);
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `:` qualified(type($device))
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

def HAL_CommandBufferFillBufferOp : HAL_Op<"command_buffer.fill_buffer"> {
  let summary = "records a fill of a byte range with a repeating pattern";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    HAL_BufferOrSlot:$target_buffer,
    HAL_DeviceSize:$target_offset,
    HAL_DeviceSize:$length,
    HAL_FillPatternType:$pattern
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `target` `(` $target_buffer `:` qualified(type($target_buffer)) `)`
    `` `[` $target_offset `,` $length `]`
    `pattern` `(` $pattern `:` type($pattern) `)`
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def HAL_CommandBufferCopyBufferOp : HAL_Op<"command_buffer.copy_buffer"> {
  let summary = "records a copy between two buffer ranges";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    HAL_BufferOrSlot:$source_buffer,
    HAL_DeviceSize:$source_offset,
    HAL_BufferOrSlot:$target_buffer,
    HAL_DeviceSize:$target_offset,
    HAL_DeviceSize:$length
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `source` `(` $source_buffer `:` qualified(type($source_buffer)) `)`
    `` `[` $source_offset `]`
    `target` `(` $target_buffer `:` qualified(type($target_buffer)) `)`
    `` `[` $target_offset `]`
    `length` `(` $length `)`
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def HAL_CommandBufferPushConstantsOp : HAL_Op<"command_buffer.push_constants"> {
  let summary = "records a write of 32-bit push constants";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    HAL_ExecutableLayout:$executable_layout,
    IndexAttr:$offset,
    Variadic<I32>:$values
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `layout` `(` $executable_layout `:` qualified(type($executable_layout)) `)`
    `offset` `(` $offset `)`
    `values` `(` `[` $values `]` `)`
    `:` type($values)
    attr-dict-with-keyword
  }];
}

def HAL_CommandBufferPushDescriptorSetOp
    : HAL_Op<"command_buffer.push_descriptor_set", [SameVariadicOperandSize]> {
  let summary = "records an inline descriptor set for one set of the layout";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    HAL_ExecutableLayout:$executable_layout,
    Index:$set,
    Variadic<Index>:$binding_ordinals,
    Variadic<HAL_BufferOrSlot>:$binding_buffers,
    Variadic<HAL_DeviceSize>:$binding_offsets,
    Variadic<HAL_DeviceSize>:$binding_lengths
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `layout` `(` $executable_layout `:` qualified(type($executable_layout)) `)`
    `` `[` $set `]`
    `bindings` `(` `[`
    custom<DescriptorSetBindings>($binding_ordinals,
                                  $binding_buffers, type($binding_buffers),
                                  $binding_offsets, $binding_lengths)
    `]` `)`
    attr-dict-with-keyword
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // Materializes `arith.constant <set> : index` first.
    OpBuilder<(ins "::mlir::Value":$commandBuffer, "::mlir::Value":$executableLayout,
                   "int64_t":$set,
                   "::llvm::ArrayRef<DescriptorSetBindingValue>":$bindings)>,
    OpBuilder<(ins "::mlir::Value":$commandBuffer, "::mlir::Value":$executableLayout,
                   "::mlir::Value":$set,
                   "::llvm::ArrayRef<DescriptorSetBindingValue>":$bindings)>,
  ];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def HAL_CommandBufferExecutionBarrierOp
    : HAL_Op<"command_buffer.execution_barrier"> {
  let summary = "records an execution dependency between pipeline stages";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    HAL_ExecutionStageBitfieldAttr:$source_stage_mask,
    HAL_ExecutionStageBitfieldAttr:$target_stage_mask,
    HAL_ExecutionBarrierFlagBitfieldAttr:$flags
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `source` `(` $source_stage_mask `)`
    `target` `(` $target_stage_mask `)`
    `flags` `(` $flags `)`
    attr-dict-with-keyword
  }];
}

def HAL_CommandBufferDispatchSymbolOp
    : HAL_Op<"command_buffer.dispatch.symbol"> {
  let summary = "records a dispatch of an entry point named by symbol";
  let arguments = (ins
    HAL_CommandBuffer:$command_buffer,
    // @executable::@variant::@entry_point
    SymbolRefAttr:$entry_point,
    HAL_Dim:$workgroup_x,
    HAL_Dim:$workgroup_y,
    HAL_Dim:$workgroup_z
  );
  let assemblyFormat = [{
    `<` $command_buffer `:` qualified(type($command_buffer)) `>`
    `target` `(` $entry_point `)`
    `workgroups` `(` `[`
      $workgroup_x `,`
      $workgroup_y `,`
      $workgroup_z
    `]` `)`
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.executable_layout.* (docs/design/hal-dialect.md#executable-layout-lookup)
//===----------------------------------------------------------------------===//

def HAL_ExecutableLayoutLookupOp
    : HAL_Op<"executable_layout.lookup", [Pure, HAL_ResultNames]> {
  let summary = "the device's cached executable layout for a static layout";
  let arguments = (ins
    HAL_Device:$device,
    // Typed position: prints as its alias or stripped
    // (docs/design/hal-dialect.md#attributes-in-op-syntax).
    HAL_ExecutableLayoutAttr:$layout
  );
  let results = (outs HAL_ExecutableLayout:$result);
  let assemblyFormat = [{
    `device` `(` $device `:` qualified(type($device)) `)`
    `layout` `(` $layout `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.semaphore.* (docs/design/hal-dialect.md#semaphore-ops)
//===----------------------------------------------------------------------===//

def HAL_SemaphoreCreateOp : HAL_Op<"semaphore.create", [HAL_ResultNames]> {
  let summary = "creates a timeline semaphore with an initial payload";
  let arguments = (ins
    HAL_Device:$device,
    HAL_TimelineValue:$initial_value
  );
  let results = (outs HAL_Semaphore:$result);
  let assemblyFormat = [{
    `device` `(` $device `:` qualified(type($device)) `)`
    `initial` `(` $initial_value `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
}

def HAL_SemaphoreAwaitOp : HAL_Op<"semaphore.await", [Util_YieldPoint]> {
  let summary = "waits until the semaphore payload reaches a value";
  let arguments = (ins
    HAL_Semaphore:$semaphore,
    HAL_TimelineValue:$min_value
  );
  let results = (outs HAL_Status:$status);
  let assemblyFormat = [{
    `<` $semaphore `:` qualified(type($semaphore)) `>`
    `until` `(` $min_value `)`
    `:` type($status)
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.fence.* (docs/design/async-model.md#new-ops)
//===----------------------------------------------------------------------===//

def HAL_FenceCreateOp : HAL_Op<"fence.create", [
    HAL_ResultNames,
    // IREE's op-level allocation: never merged by CSE; an unused one is
    // erased by its canonicalization pattern
    // (docs/design/async-model.md#new-ops;
    // docs/design/decisions.md#async-porting-5).
    MemoryEffects<[MemAlloc]>,
  ]> {
  let summary = "creates an unsignaled fence on a device";
  let arguments = (ins
    HAL_Device:$device,
    HAL_FenceFlagBitfieldAttr:$flags
  );
  let results = (outs HAL_Fence:$result);
  let assemblyFormat = [{
    `device` `(` $device `:` qualified(type($device)) `)`
    `flags` `(` $flags `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

def HAL_FenceJoinOp : HAL_Op<"fence.join", [HAL_ResultNames]> {
  let summary = "a fence reached when all given fences are reached";
  let arguments = (ins Variadic<HAL_Fence>:$fences);
  let results = (outs HAL_Fence:$result);
  let assemblyFormat = [{
    `at` `(` `[` $fences `]` `)`
    `->` qualified(type($result))
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

def HAL_FenceAwaitOp : HAL_Op<"fence.await", [HAL_ResultNames, Util_YieldPoint]> {
  let summary = "waits until all given fences are reached or the timeout expires";
  let description = [{
    The timeout is the first operand (generic form), although the custom
    syntax writes the fences first. A non-zero status means failure.
  }];
  let arguments = (ins
    I32:$timeout_millis,
    Variadic<HAL_Fence>:$fences
  );
  let results = (outs HAL_Status:$status);
  let assemblyFormat = [{
    `until` `(` `[` $fences `]` `)`
    `timeout_millis` `(` $timeout_millis `)`
    `:` type($status)
    attr-dict-with-keyword
  }];
  let hasCanonicalizer = 1;
}

def HAL_FenceQueryOp : HAL_Op<"fence.query"> {
  let summary = "queries whether a fence has been reached, or failed";
  let arguments = (ins HAL_Fence:$fence);
  let results = (outs HAL_Status:$status);
  let assemblyFormat = [{
    `<` $fence `:` qualified(type($fence)) `>`
    `:` type($status)
    attr-dict-with-keyword
  }];
}

def HAL_FenceSignalOp : HAL_Op<"fence.signal"> {
  let summary = "signals a fence from the host";
  let arguments = (ins HAL_Fence:$fence);
  let assemblyFormat = [{
    `<` $fence `:` qualified(type($fence)) `>`
    attr-dict-with-keyword
  }];
}

def HAL_FenceFailOp : HAL_Op<"fence.fail"> {
  let summary = "marks a fence as failed with a status";
  let arguments = (ins
    HAL_Fence:$fence,
    HAL_Status:$status
  );
  let assemblyFormat = [{
    `<` $fence `:` qualified(type($fence)) `>`
    `status` `(` $status `)`
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// hal.device.queue.* (docs/design/async-model.md#new-ops)
//===----------------------------------------------------------------------===//

def HAL_DeviceQueueAllocaOp : HAL_Op<"device.queue.alloca", [HAL_ResultNames]> {
  let summary = "a queue-ordered transient allocation";
  let description = [{
    The allocation is made once `wait_fence` is reached; the buffer may be
    used once `signal_fence` is reached.
  }];
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity,
    HAL_Fence:$wait_fence,
    HAL_Fence:$signal_fence,
    I64:$pool,
    HAL_MemoryTypeBitfieldAttr:$memory_types,
    HAL_BufferUsageBitfieldAttr:$buffer_usage,
    HAL_DeviceSize:$result_size
  );
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    `wait` `(` $wait_fence `)`
    `signal` `(` $signal_fence `)`
    `pool` `(` $pool `)`
    `type` `(` $memory_types `)`
    `usage` `(` $buffer_usage `)`
    `:` custom<SizeAwareType>(type($result), $result_size)
    attr-dict-with-keyword
  }];
}

def HAL_DeviceQueueDeallocaOp : HAL_Op<"device.queue.dealloca"> {
  let summary = "a queue-ordered deallocation";
  let description = [{
    The memory is released once `wait_fence` is reached; `signal_fence` is
    signaled when it may be reused.
  }];
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity,
    HAL_Fence:$wait_fence,
    HAL_Fence:$signal_fence,
    HAL_Buffer:$buffer
  );
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    `wait` `(` $wait_fence `)`
    `signal` `(` $signal_fence `)`
    `buffer` `(` $buffer `:` qualified(type($buffer)) `)`
    attr-dict-with-keyword
  }];
}

def HAL_DeviceQueueExecuteOp : HAL_Op<"device.queue.execute"> {
  let summary = "executes command buffers once a fence is reached";
  let description = [{
    The command buffers run in order, as if recorded as one; `signal_fence`
    is signaled when all of them have completed. The `commands([...])` group
    is printed iff there is at least one command buffer.
  }];
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity,
    HAL_Fence:$wait_fence,
    HAL_Fence:$signal_fence,
    Variadic<HAL_CommandBuffer>:$command_buffers
  );
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    `wait` `(` $wait_fence `)`
    `signal` `(` $signal_fence `)`
    (`commands` `(` `[` $command_buffers^ `]` `)`)?
    attr-dict-with-keyword
  }];
}

def HAL_DeviceQueueFlushOp : HAL_Op<"device.queue.flush"> {
  let summary = "flushes the pending work of the given queues";
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity
  );
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    attr-dict-with-keyword
  }];
}

//===----------------------------------------------------------------------===//
// Executable containers and entry points
// (docs/design/hal-dialect.md#executables)
//===----------------------------------------------------------------------===//

def HAL_ExecutableOp : HAL_Op<"executable", [
    IsolatedFromAbove,
    // stream.cmd.dispatch names its target `@executable::@entry` while the entry
    // point sits inside a variant, so that reference never resolves and stock
    // symbol-dce would drop a private executable that is in use: never discard.
    DeclareOpInterfaceMethods<Symbol, ["canDiscardOnUseEmpty"]>,
    SymbolTable,
    SingleBlockImplicitTerminator<"ExecutableEndOp">,
  ]> {
  let summary = "a named container of the target-specific variants of an executable";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    OptionalAttr<StrAttr>:$sym_visibility
  );
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    custom<SymbolVisibility>($sym_visibility)
    $sym_name
    attr-dict-with-keyword
    $body
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // Creates the body block with its terminator.
    OpBuilder<(ins "::llvm::StringRef":$name)>,
  ];
  let extraClassDeclaration = [{
    ::mlir::Block &getBlock() { return getBody().front(); }
  }];
}

def HAL_ExecutableEndOp : HAL_Op<"executable_end", [
    HasParent<"ExecutableOp">,
    Terminator,
  ]> {
  let summary = "terminator of hal.executable (implicit)";
  let assemblyFormat = "attr-dict";
}

def HAL_ExecutableVariantOp : HAL_Op<"executable.variant", [
    IsolatedFromAbove,
    HasParent<"ExecutableOp">,
    Symbol,
    SymbolTable,
    SingleBlockImplicitTerminator<"ExecutableVariantEndOp">,
  ]> {
  let summary = "one target-specific variant of an executable";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    OptionalAttr<StrAttr>:$sym_visibility,
    // Typed position: prints as its alias or stripped
    // (docs/design/hal-dialect.md#attributes-in-op-syntax).
    HAL_ExecutableTargetAttr:$target
  );
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    custom<SymbolVisibility>($sym_visibility)
    $sym_name
    `,` `target` `=` $target
    attr-dict-with-keyword
    $body
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // Creates the body block with its terminator.
    OpBuilder<(ins "::llvm::StringRef":$name,
                   "ExecutableTargetAttr":$target)>,
  ];
  let extraClassDeclaration = [{
    ::mlir::Block &getBlock() { return getBody().front(); }
  }];
}

def HAL_ExecutableVariantEndOp : HAL_Op<"executable.variant_end", [
    HasParent<"ExecutableVariantOp">,
    Terminator,
  ]> {
  let summary = "terminator of hal.executable.variant (implicit)";
  let assemblyFormat = "attr-dict";
}

def HAL_ExecutableEntryPointOp : HAL_Op<"executable.entry_point", [
    IsolatedFromAbove,
    Symbol,
  ]> {
  let summary = "an exported entry point of an executable variant";
  let description = [{
    Carries the entry point's ordinal, its executable layout and, optionally, a
    region computing the workgroup count from the workload: one block with
    three `index` arguments, ending in `hal.return` of three values.
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    OptionalAttr<StrAttr>:$sym_visibility,
    OptionalAttr<IndexAttr>:$ordinal,
    HAL_ExecutableLayoutAttr:$layout,
    OptionalAttr<TypedArrayAttrBase<IndexAttr, "index array attribute">>:$workgroup_size,
    OptionalAttr<IndexAttr>:$workgroup_local_memory
  );
  let regions = (region AnyRegion:$workgroup_count_region);
  // Optional ordinal, plain attribute dictionary, optional region
  // (docs/design/hal-dialect.md#entry-point).
  let hasCustomAssemblyFormat = 1;
  let builders = [
    OpBuilder<(ins "::mlir::StringAttr":$symName, "::mlir::IntegerAttr":$ordinal,
                   "ExecutableLayoutAttr":$layout, "::mlir::ArrayAttr":$workgroupSize,
                   "::mlir::IntegerAttr":$workgroupLocalMemory)>,
  ];
  let extraClassDeclaration = [{
    /// The entry block of the workgroup-count region, or null without one.
    ::mlir::Block *getWorkgroupCountBody() {
      return getWorkgroupCountRegion().empty()
                 ? nullptr
                 : &getWorkgroupCountRegion().front();
    }
    /// The region's arguments and its hal.return are x, y, z.
    static constexpr unsigned getNumWorkgroupDims() { return 3; }
  }];
  let hasVerifier = 1;
}

include "StreamToHAL/dialects/hal/HALReusableOps.td"

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
