//===- HALReusableOps.td - Ops of reusable command buffers --*- tablegen -*-===//
//
// hal.device.memoize and hal.device.queue.execute.indirect
// (docs/design/reusable.md#ops): a command buffer recorded once, whose
// `index` buffer operands are binding-table slots bound at each submission.
// Included by HALOps.td, which keeps the other ops.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALREUSABLEOPS_TD
#define STREAM_TO_HAL_DIALECTS_HAL_HALREUSABLEOPS_TD

def HAL_DeviceMemoizeOp : HAL_Op<"device.memoize", [
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"::mlir::hal::ReturnOp">,
  ]> {
  let summary = "values computed once per device and queue affinity";
  let description = [{
    The region runs once per device and affinity and its results are
    memoized; running it in place is equally valid. The region may use values
    defined above it. `stream-to-hal-outline-memoize-regions` hoists it into
    an initializer; `stream-to-hal-inline-memoize-regions` runs it in place
    (docs/design/reusable.md#outline-pass, #inline-pass).
  }];
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity
  );
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$body);
  // The arrow group is optional: with zero results a bare `->` would not
  // parse back.
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    (`->` type($results)^)?
    attr-dict-with-keyword
    $body
  }];
  let skipDefaultBuilders = 1;
  let builders = [
    // One empty region, without a block.
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "::mlir::Value":$device,
                   "::mlir::Value":$queueAffinity)>,
  ];
  let hasVerifier = 1;
}

def HAL_DeviceQueueExecuteIndirectOp
    : HAL_Op<"device.queue.execute.indirect", [SameVariadicOperandSize]> {
  let summary = "executes a command buffer with a binding table";
  let description = [{
    Like `hal.device.queue.execute` of one command buffer, whose binding-table
    slot `k` refers to the range `[offset, offset + length)` of buffer `k` of
    the table. The table has exactly as many entries as the command buffer's
    declared binding capacity (docs/design/reusable.md#verifier-rules).
  }];
  let arguments = (ins
    HAL_Device:$device,
    I64:$queue_affinity,
    HAL_Fence:$wait_fence,
    HAL_Fence:$signal_fence,
    HAL_CommandBuffer:$command_buffer,
    Variadic<HAL_Buffer>:$binding_buffers,
    Variadic<HAL_DeviceSize>:$binding_offsets,
    Variadic<HAL_DeviceSize>:$binding_lengths
  );
  let assemblyFormat = [{
    `<` $device `:` qualified(type($device)) `>`
    `affinity` `(` $queue_affinity `)`
    `wait` `(` $wait_fence `)`
    `signal` `(` $signal_fence `)`
    `commands` `(` $command_buffer `)`
    `bindings` `(` `[`
    custom<BindingTable>($binding_buffers, type($binding_buffers),
                         $binding_offsets, $binding_lengths)
    `]` `)`
    attr-dict-with-keyword
  }];
  let hasVerifier = 1;
}

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALREUSABLEOPS_TD
