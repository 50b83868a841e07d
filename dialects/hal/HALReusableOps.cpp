//===- HALReusableOps.cpp - Binding tables and memoized recordings --------===//
//
// The builders and verifiers of docs/design/reusable.md#ops: the binding
// capacity of hal.command_buffer.create, binding-table slots in
// fill/copy/push_descriptor_set (rules V1), hal.device.queue.execute.indirect
// (V2) and hal.device.memoize (V3). The verifiers only read the defining ops
// of operands: a capacity or slot they cannot see as a constant is not
// checked.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/hal/HALSyntax.h"

#include "mlir/IR/Matchers.h"

#include <optional>

using namespace mlir;
using namespace mlir::hal;

namespace {

/// The value of `value` when it is a constant integer.
std::optional<int64_t> getConstantInteger(Value value) {
  APInt constant;
  if (!value || !matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.trySExtValue();
}

/// The create that `commandBuffer` is the result of, also through the
/// hal.return of a hal.device.memoize; null when it cannot be seen.
CommandBufferCreateOp findCreate(Value commandBuffer) {
  if (auto createOp = commandBuffer.getDefiningOp<CommandBufferCreateOp>())
    return createOp;
  auto result = dyn_cast<OpResult>(commandBuffer);
  auto memoizeOp =
      result ? dyn_cast<DeviceMemoizeOp>(result.getOwner()) : DeviceMemoizeOp();
  if (!memoizeOp || !memoizeOp.getBody().hasOneBlock() ||
      memoizeOp.getBody().front().empty())
    return {};
  auto returnOp = dyn_cast<ReturnOp>(memoizeOp.getBody().front().back());
  if (!returnOp || returnOp.getNumOperands() <= result.getResultNumber())
    return {};
  return returnOp.getOperand(result.getResultNumber())
      .getDefiningOp<CommandBufferCreateOp>();
}

/// The declared capacity of `createOp`: 0 without bindings(...), the
/// constant otherwise, nullopt when not a constant.
std::optional<int64_t> getBindingCapacity(CommandBufferCreateOp createOp) {
  Value capacity = createOp.getBindingCapacity();
  if (!capacity)
    return 0;
  return getConstantInteger(capacity);
}

} // namespace

LogicalResult hal::verifyBindingTableSlot(Operation *op, Value commandBuffer,
                                          Value buffer) {
  if (!buffer || !buffer.getType().isIndex())
    return success();
  auto createOp = commandBuffer.getDefiningOp<CommandBufferCreateOp>();
  if (!createOp)
    return success();
  if (!createOp.getBindingCapacity())
    return op->emitOpError() << "uses a binding table slot but the command "
                                "buffer was created without bindings(...)";
  std::optional<int64_t> capacity = getBindingCapacity(createOp);
  std::optional<int64_t> slot = getConstantInteger(buffer);
  if (capacity && slot && (*slot < 0 || *slot >= *capacity))
    return op->emitOpError()
           << "binding table slot " << *slot
           << " is out of range of the declared binding capacity "
           << *capacity;
  return success();
}

//===----------------------------------------------------------------------===//
// hal.command_buffer.create and the slot operands (V1)
//===----------------------------------------------------------------------===//

void CommandBufferCreateOp::build(OpBuilder &builder, OperationState &state,
                                  Type result, Value device,
                                  CommandBufferModeBitfield modes,
                                  CommandCategoryBitfield categories,
                                  Value bindingCapacity) {
  state.addOperands(device);
  if (bindingCapacity)
    state.addOperands(bindingCapacity);
  state.getOrAddProperties<Properties>().modes =
      CommandBufferModeBitfieldAttr::get(builder.getContext(), modes);
  state.getOrAddProperties<Properties>().command_categories =
      CommandCategoryBitfieldAttr::get(builder.getContext(), categories);
  state.addTypes(result);
}

LogicalResult CommandBufferFillBufferOp::verify() {
  return verifyBindingTableSlot(*this, getCommandBuffer(), getTargetBuffer());
}

LogicalResult CommandBufferCopyBufferOp::verify() {
  // The source first: the verifier stops at its first error.
  if (failed(verifyBindingTableSlot(*this, getCommandBuffer(), getSourceBuffer())))
    return failure();
  return verifyBindingTableSlot(*this, getCommandBuffer(), getTargetBuffer());
}

//===----------------------------------------------------------------------===//
// hal.device.queue.execute.indirect (V2)
//===----------------------------------------------------------------------===//

LogicalResult DeviceQueueExecuteIndirectOp::verify() {
  // SameVariadicOperandSize splits the table operands evenly and would drop
  // a remainder silently (V2c).
  constexpr unsigned kFixedOperands = 5;
  unsigned tableOperands = getNumOperands() - kFixedOperands;
  if (getNumOperands() < kFixedOperands || tableOperands % 3 != 0)
    return emitOpError() << "requires the same number of binding buffers, "
                            "offsets and lengths";
  unsigned entries = tableOperands / 3;
  if (entries == 0)
    return emitOpError() << "requires at least one binding";
  CommandBufferCreateOp createOp = findCreate(getCommandBuffer());
  if (!createOp)
    return success();
  std::optional<int64_t> capacity = getBindingCapacity(createOp);
  if (capacity && *capacity != static_cast<int64_t>(entries))
    return emitOpError() << "binding table has " << entries
                         << " entries but the command buffer declares a "
                            "binding capacity of "
                         << *capacity;
  return success();
}

//===----------------------------------------------------------------------===//
// hal.device.memoize (V3)
//===----------------------------------------------------------------------===//

void DeviceMemoizeOp::build(OpBuilder &, OperationState &state,
                            TypeRange resultTypes, Value device,
                            Value queueAffinity) {
  state.addOperands({device, queueAffinity});
  state.addTypes(resultTypes);
  state.addRegion();
}

LogicalResult DeviceMemoizeOp::verify() {
  Region &body = getBody();
  if (body.empty())
    return emitOpError() << "requires one block in its region";
  auto returnOp = body.front().empty()
                      ? ReturnOp()
                      : dyn_cast<ReturnOp>(body.front().back());
  if (!returnOp || !returnsValuesOfTypes(returnOp, getResultTypes()))
    return emitOpError() << "region must return values of the op result types";
  return success();
}
