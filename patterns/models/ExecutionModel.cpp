//===- ExecutionModel.cpp - The choice of execution model -----------------===//
#include "StreamToHAL/patterns/models/ExecutionModel.h"

namespace mlir::stream_to_hal {

ExecutionModel::~ExecutionModel() = default;

const ExecutionModel &ExecutionModel::get(ExecutionModelKind kind) {
  switch (kind) {
  case ExecutionModelKind::Sync:
    return getSyncExecutionModel();
  case ExecutionModelKind::Async:
    return getAsyncExecutionModel();
  }
  llvm_unreachable("unknown execution model");
}

} // namespace mlir::stream_to_hal
