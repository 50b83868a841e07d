//===- HALOps.td - The hal dialect's ops --------------------*- tablegen -*-===//
//
// Ops of spec hal.md §7-§14. Formats follow the spec's printed examples
// exactly; `qualified(type(...))` keeps the full `!hal.*` spelling. Hand-written
// syntax (custom directives, hal.device.switch, hal.executable.entry_point)
// lives in HALSyntax.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD

include "dialects/hal/HALBase.td"
include "dialects/hal/HALEnums.td"
include "dialects/hal/HALAttrs.td"
include "dialects/util/UtilBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class HAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<HAL_Dialect, mnemonic, traits>;

// Type aliases of §3.
def HAL_DeviceSize : TypeAlias<Index>;
def HAL_Dim : TypeAlias<Index>;
def HAL_TimelineValue : TypeAlias<Index>;
def HAL_ElementType : TypeAlias<I32>;
def HAL_EncodingType : TypeAlias<I32>;
def HAL_Status : TypeAlias<I32>;
def HAL_PrimitiveType : AnyTypeOf<[Index, AnySignlessInteger, AnyFloat]>;
def HAL_FillPatternType : AnyTypeOf<[I8, I16, I32]>;
def HAL_ByteBuffer : TypeAlias<Util_ByteBuffer>;

// Ops that suggest result names (§1.3) implement getAsmResultNames in HALOps.cpp.
def HAL_ResultNames : DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;

//===----------------------------------------------------------------------===//
// hal.device.* (§6.7.1, §8)
//===----------------------------------------------------------------------===//

def HAL_DeviceQueryOp : HAL_Op<"device.query", [Pure]> {
  let summary = "queries a device configuration value";
  let description = [{
    What the `#hal.device.match.*` attributes build their condition from
    (§6.7.1): `ok` tells whether the key is known, `value` is its value or
    `default_value`.
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
  // Interleaved conditions and regions, fixed indentation (§8.2).
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
// hal.allocator.* (§9)
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
// hal.buffer.* (§10)
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

//===----------------------------------------------------------------------===//
// hal.command_buffer.* (§12)
//===----------------------------------------------------------------------===//

def HAL_CommandBufferCreateOp : HAL_Op<"command_buffer.create", [HAL_ResultNames]> {
  let summary = "obtains a fresh command buffer from the device";
  let arguments = (ins
    HAL_Device:$device,
    HAL_CommandBufferModeBitfieldAttr:$modes,
    HAL_CommandCategoryBitfieldAttr:$command_categories
  );
  let results = (outs HAL_CommandBuffer:$result);
  let assemblyFormat = [{
    `device` `(` $device `:` qualified(type($device)) `)`
    `mode` `(` $modes `)`
    `categories` `(` $command_categories `)`
    `:` qualified(type($result))
    attr-dict-with-keyword
  }];
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
// hal.executable_layout.* (§13.1)
//===----------------------------------------------------------------------===//

def HAL_ExecutableLayoutLookupOp
    : HAL_Op<"executable_layout.lookup", [Pure, HAL_ResultNames]> {
  let summary = "the device's cached executable layout for a static layout";
  let arguments = (ins
    HAL_Device:$device,
    // Typed position: prints as its alias or stripped (§1.4).
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
// Executable containers and entry points (§14)
//===----------------------------------------------------------------------===//

def HAL_ExecutableOp : HAL_Op<"executable", [
    IsolatedFromAbove,
    Symbol,
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
    // Typed position: prints as its alias or stripped (§1.4).
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
  // Optional ordinal, plain attribute dictionary, optional region (§14.6).
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

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALOPS_TD
