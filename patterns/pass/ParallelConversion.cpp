//===- ParallelConversion.cpp - Converting top-level ops in parallel ------===//
#include "StreamToHAL/patterns/pass/ParallelConversion.h"

#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <atomic>

namespace mlir::stream_to_hal {

OrderedDiagnosticCapture::OrderedDiagnosticCapture(MLIRContext *context,
                                                   size_t numOps)
    : context(context), diagnostics(numOps) {
  handlerID = context->getDiagEngine().registerHandler(
      [this](Diagnostic &diagnostic) { return capture(diagnostic); });
}

OrderedDiagnosticCapture::~OrderedDiagnosticCapture() { stopCapturing(); }

void OrderedDiagnosticCapture::stopCapturing() {
  if (!capturing)
    return;
  context->getDiagEngine().eraseHandler(handlerID);
  capturing = false;
}

void OrderedDiagnosticCapture::beginOp(size_t index) {
  std::lock_guard<std::mutex> lock(mutex);
  opOfThread[llvm::get_threadid()] = index;
}

void OrderedDiagnosticCapture::endOp() {
  std::lock_guard<std::mutex> lock(mutex);
  opOfThread.erase(llvm::get_threadid());
}

LogicalResult OrderedDiagnosticCapture::capture(Diagnostic &diagnostic) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = opOfThread.find(llvm::get_threadid());
  // Not from a conversion: for the handlers below.
  if (it == opOfThread.end())
    return failure();
  diagnostics[it->second].push_back(std::move(diagnostic));
  return success();
}

void OrderedDiagnosticCapture::replayThrough(size_t lastIndex) {
  stopCapturing();
  size_t end = std::min(lastIndex + 1, diagnostics.size());
  for (size_t index = 0; index < end; ++index)
    for (Diagnostic &diagnostic : diagnostics[index])
      context->getDiagEngine().emit(std::move(diagnostic));
  diagnostics.clear();
}

size_t convertInModuleOrder(MLIRContext *context, size_t numOps,
                            llvm::function_ref<bool(size_t)> convertsInParallel,
                            llvm::function_ref<LogicalResult(size_t)> convert) {
  OrderedDiagnosticCapture diagnostics(context, numOps);
  auto convertOne = [&](size_t index) {
    diagnostics.beginOp(index);
    LogicalResult result = convert(index);
    diagnostics.endOp();
    return result;
  };

  // The ops converted on this thread, and the isolated ops before the first
  // of them that fails.
  size_t firstFailure = numOps;
  std::vector<size_t> parallelOps;
  for (size_t index = 0; index < numOps; ++index) {
    if (convertsInParallel(index)) {
      parallelOps.push_back(index);
    } else if (failed(convertOne(index))) {
      firstFailure = index;
      break;
    }
  }

  // Workers take the isolated ops in module order and skip those after a
  // failed one. Every op before the first failure has then been taken, and
  // converted: the first failure is the same as converting one by one.
  std::atomic<size_t> failure(firstFailure);
  std::atomic<size_t> next(0);
  auto work = [&] {
    for (size_t taken = next++; taken < parallelOps.size(); taken = next++) {
      size_t index = parallelOps[taken];
      if (index > failure.load())
        return;
      if (succeeded(convertOne(index)))
        continue;
      size_t current = failure.load();
      while (index < current && !failure.compare_exchange_weak(current, index))
        ;
    }
  };
  if (!context->isMultithreadingEnabled() || parallelOps.size() <= 1) {
    work();
  } else {
    llvm::ThreadPoolInterface &threadPool = context->getThreadPool();
    llvm::ThreadPoolTaskGroup tasks(threadPool);
    size_t numWorkers = std::min<size_t>(parallelOps.size(),
                                         threadPool.getMaxConcurrency());
    // This thread is one of the workers: its allocations then come from the
    // heap it already has (glibc's main arena when it is the main thread).
    for (size_t worker = 1; worker < numWorkers; ++worker)
      tasks.async(work);
    work();
    // A pool thread that waits runs tasks of the group meanwhile.
    tasks.wait();
  }

  diagnostics.replayThrough(failure.load());
  return failure.load();
}

} // namespace mlir::stream_to_hal
