//===- WorkgroupCount.cpp - Workgroup counts of a dispatch ----------------===//
#include "StreamToHAL/patterns/builders/WorkgroupCount.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::stream_to_hal {

static constexpr unsigned kNumWorkgroupDims = 3;

/// The workgroup-count block of `entryPoint`, or null when it has no region.
static Block *getCountBlock(hal::ExecutableEntryPointOp entryPoint) {
  Region &region = entryPoint.getWorkgroupCountRegion();
  return region.empty() ? nullptr : &region.front();
}

/// The block's `hal.return` when the region has the shape
/// docs/design/hal-dialect.md#entry-point verifies (one block, three index
/// arguments, a return of >= 3 values).
static hal::ReturnOp getCountReturn(hal::ExecutableEntryPointOp entryPoint) {
  Region &region = entryPoint.getWorkgroupCountRegion();
  if (!region.hasOneBlock())
    return {};
  Block &block = region.front();
  if (block.getNumArguments() != kNumWorkgroupDims ||
      !llvm::all_of(block.getArgumentTypes(),
                    [](Type type) { return type.isIndex(); }) ||
      block.empty())
    return {};
  auto returnOp = dyn_cast<hal::ReturnOp>(block.back());
  if (!returnOp || returnOp->getNumOperands() < kNumWorkgroupDims)
    return {};
  return returnOp;
}

std::optional<std::string>
getWorkgroupCountError(hal::ExecutableEntryPointOp entryPoint,
                       ValueRange workload) {
  std::string message;
  llvm::raw_string_ostream os(message);
  if (getCountBlock(entryPoint)) {
    if (workload.size() != kNumWorkgroupDims) {
      os << "entry point @" << entryPoint.getSymName() << " expects "
         << kNumWorkgroupDims << " workload values, dispatch provides "
         << workload.size();
      return os.str();
    }
    if (!getCountReturn(entryPoint)) {
      os << "entry point @" << entryPoint.getSymName()
         << " has a malformed workgroup count region";
      return os.str();
    }
  } else if (workload.size() > kNumWorkgroupDims) {
    os << "cannot derive a workgroup count from " << workload.size()
       << " workload values";
    return os.str();
  }
  for (auto [index, value] : llvm::enumerate(workload)) {
    if (!value.getType().isIndex()) {
      os << "workload value #" << index << " has type " << value.getType()
         << "; expected index";
      return os.str();
    }
  }
  return std::nullopt;
}

FailureOr<std::array<Value, 3>>
buildWorkgroupCount(OpBuilder &builder, Location loc,
                    hal::ExecutableEntryPointOp entryPoint,
                    ValueRange workload) {
  if (getWorkgroupCountError(entryPoint, workload))
    return failure();

  std::array<Value, 3> counts;
  if (Block *block = getCountBlock(entryPoint)) {
    IRMapping mapping;
    mapping.map(block->getArguments(), workload);
    for (Operation &op : block->without_terminator())
      builder.clone(op, mapping);
    OperandRange returned = block->getTerminator()->getOperands();
    for (unsigned dim = 0; dim < kNumWorkgroupDims; ++dim)
      counts[dim] = mapping.lookupOrDefault(returned[dim]);
    return counts;
  }

  Value one;
  for (unsigned dim = 0; dim < kNumWorkgroupDims; ++dim) {
    if (dim < workload.size()) {
      counts[dim] = workload[dim];
      continue;
    }
    if (!one)
      one = compat::createOp<arith::ConstantIndexOp>(builder, loc, 1);
    counts[dim] = one;
  }
  return counts;
}

} // namespace mlir::stream_to_hal
