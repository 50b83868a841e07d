//===- StreamOpPatternsTest.cpp - Resource, tensor, timepoint patterns ----===//
//
// What the lit tests cannot reach of the stream.resource/tensor/timepoint
// patterns (docs/design/resources.md#resource-ops;
// docs/design/tensors.md#overview;
// docs/design/execution-models.md#sync-timepoints):
// - IR the stream verifiers would reject (built programmatically, it is not
//   verified before a pass runs) makes the pass fail with the located
//   diagnostic of docs/design/failures.md (E1, E2 and the unchecked
//   assumptions of #unverified-input) instead of crashing, on both MLIR
//   releases;
// - MLIR 22's one-shot driver (no pattern rollback,
//   docs/design/decisions.md#porting-2) gives the same IR.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/patterns/models/ExecutionModel.h"
#include "StreamToHAL/patterns/families/Patterns.h"

#include "ConversionTestSupport.h"
#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Config/llvm-config.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;

namespace {

struct ConversionResult {
  bool succeeded = false;
  /// "line:col: message" of every error, in emission order.
  std::vector<std::string> errors;
  /// The module after the pass.
  std::string output;
};

class StreamOpPatternsTest : public ::testing::Test {
protected:
  StreamOpPatternsTest() {
    context.loadDialect<arith::ArithDialect, cf::ControlFlowDialect,
                        func::FuncDialect, hal::HALDialect, scf::SCFDialect,
                        stream::StreamDialect, tensor::TensorDialect,
                        util::UtilDialect>();
  }

  ConversionResult convert(StringRef source) {
    ConversionResult result;
    OwningOpRef<ModuleOp> module = stream_to_hal::testing::parseInvalidModule(
        context, source, "input.mlir");
    if (!module)
      return result;

    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return success();
      std::string text;
      if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
        text = std::to_string(loc.getLine()) + ":" +
               std::to_string(loc.getColumn()) + ": ";
      result.errors.push_back(text + diag.str());
      return success();
    });
    result.succeeded = stream_to_hal::testing::runPassUnverified(*module);
    llvm::raw_string_ostream os(result.output);
    module->print(os);
    return result;
  }

  /// The pass failed with `error` and then the driver's diagnostic for `op`,
  /// both at `position`, and left the input unchanged.
  void expectRejected(StringRef source, const std::string &position,
                      const std::string &error, const std::string &op) {
    ConversionResult result = convert(source);
    EXPECT_FALSE(result.succeeded);
    std::string driverError = "failed to legalize operation '" + op +
                              "' that was explicitly marked illegal";
    std::vector<std::string> expected = {position + ": " + error,
                                         position + ": " + driverError};
    EXPECT_EQ(result.errors, expected);
    EXPECT_EQ(result.output.find("hal.ex.shared_device"), std::string::npos)
        << result.output;
  }

  MLIRContext context;
};

// E2: try_map to a lifetime other than constant/staging.
TEST_F(StreamOpPatternsTest, UnverifiedTryMapTransient) {
  expectRejected(R"mlir(
func.func @f(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<transient>) {
  %ok, %r = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<transient>{%len}
  return %ok, %r : i1, !stream.resource<transient>
}
)mlir",
                 "3:13",
                 "'stream.resource.try_map' op unsupported resource "
                 "lifetime: transient",
                 "stream.resource.try_map");
}

TEST_F(StreamOpPatternsTest, UnverifiedTryMapExternal) {
  expectRejected(R"mlir(
func.func @f(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<external>) {
  %ok, %r = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<external>{%len}
  return %ok, %r : i1, !stream.resource<external>
}
)mlir",
                 "3:13",
                 "'stream.resource.try_map' op unsupported resource "
                 "lifetime: external",
                 "stream.resource.try_map");
}

// The other lifetime try_map supports: staging gets its required bits.
TEST_F(StreamOpPatternsTest, UnverifiedTryMapStaging) {
  ConversionResult result = convert(R"mlir(
func.func @f(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<staging>) {
  %ok, %r = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<staging>{%len}
  return %ok, %r : i1, !stream.resource<staging>
}
)mlir");
  EXPECT_TRUE(result.succeeded);
  EXPECT_TRUE(result.errors.empty());
  EXPECT_NE(result.output.find(
                "hal.allocator.try_map<%allocator : !hal.allocator> "
                "source(%arg0 : !util.byte_buffer)[%arg1, %arg2] "
                "type(\"HostVisible|HostCoherent|HostLocal|DeviceVisible\") "
                "usage(\"Transfer|Mapping|Dispatch\") : i1, !hal.buffer"),
            std::string::npos)
      << result.output;
}

TEST_F(StreamOpPatternsTest, UnverifiedTryMapNonResource) {
  expectRejected(R"mlir(
func.func @f(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, index) {
  %ok, %r = "stream.resource.try_map"(%bb, %off, %len) : (!util.byte_buffer, index, index) -> (i1, index)
  return %ok, %r : i1, index
}
)mlir",
                 "3:13",
                 "'stream.resource.try_map' op result type 'index' is not a "
                 "stream resource",
                 "stream.resource.try_map");
}

TEST_F(StreamOpPatternsTest, UnverifiedAllocSizeCount) {
  expectRejected(R"mlir(
func.func @f(%sz: index) -> !stream.resource<transient> {
  %r = "stream.resource.alloc"(%sz, %sz) : (index, index) -> !stream.resource<transient>
  return %r : !stream.resource<transient>
}
)mlir",
                 "3:8",
                 "'stream.resource.alloc' op has 2 storage sizes for 1 "
                 "allocated resources",
                 "stream.resource.alloc");
}

TEST_F(StreamOpPatternsTest, UnverifiedAllocNonResource) {
  expectRejected(R"mlir(
func.func @f(%sz: index) -> index {
  %r = "stream.resource.alloc"(%sz) : (index) -> index
  return %r : index
}
)mlir",
                 "3:8",
                 "'stream.resource.alloc' op result type 'index' is not a "
                 "stream resource",
                 "stream.resource.alloc");
}

// E1 through the import's assertion bits (docs/design/failures.md#e1:
// unreachable with verified stream types).
TEST_F(StreamOpPatternsTest, UnverifiedImportUnknownLifetime) {
  expectRejected(R"mlir(
func.func @f(%b: !hal.buffer, %sz: index) -> !stream.resource<*> {
  %r = "stream.tensor.import"(%b, %sz) <{result_encoding = tensor<4xf32>}> : (!hal.buffer, index) -> !stream.resource<*>
  return %r : !stream.resource<*>
}
)mlir",
                 "3:8", "unsupported resource lifetime: *",
                 "stream.tensor.import");
}

TEST_F(StreamOpPatternsTest, UnverifiedImportNonResource) {
  expectRejected(R"mlir(
func.func @f(%v: !hal.buffer_view, %sz: index) -> index {
  %r = "stream.tensor.import"(%v, %sz) <{result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> index
  return %r : index
}
)mlir",
                 "3:8",
                 "'stream.tensor.import' op result type 'index' is not a "
                 "stream resource",
                 "stream.tensor.import");
}

// One encoding dim per dynamic dimension of the encoding.
TEST_F(StreamOpPatternsTest, UnverifiedExportMissingEncodingDim) {
  expectRejected(R"mlir(
func.func @f(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  %v = "stream.tensor.export"(%r, %sz) <{source_encoding = tensor<?x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
  return %v : !hal.buffer_view
}
)mlir",
                 "3:8",
                 "'stream.tensor.export' op has 0 encoding dims for the 1 "
                 "dynamic dimensions of 'tensor<?x4xf32>'",
                 "stream.tensor.export");
}

TEST_F(StreamOpPatternsTest, UnverifiedExportExtraEncodingDim) {
  expectRejected(R"mlir(
func.func @f(%r: !stream.resource<external>, %d: index, %sz: index) -> !hal.buffer_view {
  %v = "stream.tensor.export"(%r, %d, %d, %sz) <{source_encoding = tensor<?x4xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
  return %v : !hal.buffer_view
}
)mlir",
                 "3:8",
                 "'stream.tensor.export' op has 2 encoding dims for the 1 "
                 "dynamic dimensions of 'tensor<?x4xf32>'",
                 "stream.tensor.export");
}

// One result per awaited resource.
TEST_F(StreamOpPatternsTest, UnverifiedAwaitResultCount) {
  expectRejected(R"mlir(
func.func @f(%t: !stream.timepoint, %a: !stream.resource<external>, %sz: index) {
  "stream.timepoint.await"(%a, %sz, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> ()
  return
}
)mlir",
                 "3:3",
                 "'stream.timepoint.await' op has 1 resource operands for 0 "
                 "results",
                 "stream.timepoint.await");
}

// The patterns validate before they create ops and never rely on replaced ops
// staying in place, so MLIR 22's one-shot driver (allowPatternRollback =
// false, which erases ops immediately) gives the same IR as the default
// driver. The input avoids the stream folders, which do look at replaced ops.
TEST_F(StreamOpPatternsTest, SameOutputWithoutPatternRollback) {
  if (!compat::kHasOneShotConversion)
    GTEST_SKIP() << "MLIR " << LLVM_VERSION_MAJOR
                 << " has no one-shot conversion driver";
  constexpr StringLiteral source = R"mlir(
    util.global private @cst : !stream.resource<constant>
    util.initializer {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %bb = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
      %ok, %r = stream.resource.try_map %bb[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c16}
      util.global.store %r, @cst : !stream.resource<constant>
      util.initializer.return
    }
    func.func @f(%view: !hal.buffer_view, %t: tensor<?x4xf32>, %sem: !hal.semaphore, %bb: !util.byte_buffer,
                 %arg: !stream.resource<external>, %sz: index, %len: index, %off: index, %d: index) -> (!hal.buffer_view, i32, index, index, !stream.timepoint, !hal.semaphore, index) {
      %imported = stream.tensor.import %view : !hal.buffer_view -> tensor<?x4xf32>{%d} in !stream.resource<external>{%sz}
      %size = stream.resource.size %arg : !stream.resource<external>
      %staging = stream.resource.alloc uninitialized : !stream.resource<staging>{%sz}
      %mapped = stream.resource.map %bb[%off] : !util.byte_buffer -> !stream.resource<staging>{%len}
      %tr, %tp0 = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
      %sub = stream.resource.subview %staging[%off] : !stream.resource<staging>{%sz} -> !stream.resource<staging>{%len}
      %v = stream.resource.load %sub[%off] : !stream.resource<staging>{%len} -> i32
      stream.resource.store %v, %mapped[%off] : i32 -> !stream.resource<staging>{%len}
      %tp1 = stream.resource.dealloca await(%tp0) => %tr : !stream.resource<transient>{%sz} => !stream.timepoint
      %tp2 = stream.timepoint.import %sem, %off : (!hal.semaphore, index) => !stream.timepoint
      %tp3 = stream.timepoint.join max(%tp1, %tp2) => !stream.timepoint
      %ready = stream.timepoint.await %tp3 => %imported : !stream.resource<external>{%sz}
      %out = stream.tensor.export %ready : tensor<?x4xf32>{%d} in !stream.resource<external>{%len} -> !hal.buffer_view
      stream.tensor.trace {key = "out"} %t : tensor<?x4xf32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %t, %c0 : tensor<?x4xf32>
      %s:2 = stream.timepoint.export %tp3 => (!hal.semaphore, index)
      return %out, %v, %size, %dim, %tp3, %s#0, %s#1 : !hal.buffer_view, i32, index, index, !stream.timepoint, !hal.semaphore, index
    }
  )mlir";
  auto convertWith = [&](bool allowPatternRollback) {
    return stream_to_hal::testing::convertAndPrint(
        context, source, allowPatternRollback,
        [&](TypeConverter &typeConverter, RewritePatternSet &patterns) {
          stream_to_hal::populateUtilPatterns(
              &context, typeConverter, patterns,
              stream_to_hal::getSyncExecutionModel());
          stream_to_hal::populateStructuralPatterns(&context, typeConverter,
                                                    patterns);
          stream_to_hal::populateResourcePatterns(&context, typeConverter,
                                                  patterns);
          stream_to_hal::populateTensorPatterns(&context, typeConverter,
                                                patterns);
          stream_to_hal::populateSyncExecutionPatterns(&context, typeConverter,
                                                       patterns);
        });
  };
  std::string withRollback = convertWith(true);
  for (StringRef op :
       {"hal.buffer.assert", "hal.buffer.length", "hal.allocator.allocate",
        "hal.allocator.map", "hal.allocator.try_map", "hal.buffer.subspan",
        "hal.buffer.load", "hal.buffer.store", "hal.semaphore.await",
        "hal.buffer_view.create", "hal.buffer_view.trace",
        "hal.buffer_view.dim", "hal.semaphore.create"})
    EXPECT_NE(withRollback.find(op.str()), std::string::npos)
        << op.str() << " missing from:\n"
        << withRollback;
  EXPECT_EQ(withRollback.find("stream."), std::string::npos) << withRollback;
  EXPECT_EQ(convertWith(false), withRollback);
}

// Failing patterns leave no IR behind in the one-shot driver either.
TEST_F(StreamOpPatternsTest, FailureWithoutPatternRollbackLeavesNoOps) {
  if (!compat::kHasOneShotConversion)
    GTEST_SKIP() << "MLIR " << LLVM_VERSION_MAJOR
                 << " has no one-shot conversion driver";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @f(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
      %v = stream.tensor.export %r : tensor<4xindex> in !stream.resource<external>{%sz} -> !hal.buffer_view
      return %v : !hal.buffer_view
    }
  )mlir",
                                                             &context);
  ASSERT_TRUE(module);
  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errors.push_back(diag.str());
    return success();
  });
  stream_to_hal::StreamToHALTypeConverter typeConverter(&context);
  ConversionTarget target(context);
  stream_to_hal::populateStreamToHALLegality(target, typeConverter);
  RewritePatternSet patterns(&context);
  stream_to_hal::populateStructuralPatterns(&context, typeConverter, patterns);
  stream_to_hal::populateTensorPatterns(&context, typeConverter, patterns);
  ConversionConfig config;
  compat::disablePatternRollback(config);
  EXPECT_TRUE(failed(
      applyPartialConversion(*module, target, std::move(patterns), config)));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors.front(),
            "unsupported element type 'index' for buffer view export");
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  EXPECT_EQ(text.find("arith.constant"), std::string::npos) << text;
  EXPECT_EQ(text.find("hal.buffer_view.create"), std::string::npos) << text;
}

// The async model's patterns (docs/design/async-model.md#per-op-lowering,
// #timepoint-globals) also replace every op they convert and create nothing the
// driver must keep for rollback, so MLIR 22's one-shot driver gives the same
// IR; the queue ops and fences are really there.
TEST_F(StreamOpPatternsTest, AsyncSameOutputWithoutPatternRollback) {
  if (!compat::kHasOneShotConversion)
    GTEST_SKIP() << "MLIR " << LLVM_VERSION_MAJOR
                 << " has no one-shot conversion driver";
  constexpr StringLiteral source = R"mlir(
    util.global private mutable @last : !stream.timepoint = #stream.timepoint<immediate>
    func.func @f(%fence: !hal.fence, %sz: index, %arg: !stream.resource<external>) -> (!stream.resource<external>, !hal.fence) {
      %imported = stream.timepoint.import %fence : (!hal.fence) => !stream.timepoint
      %tr, %tp0 = stream.resource.alloca uninitialized await(%imported) => !stream.resource<transient>{%sz} => !stream.timepoint
      %tp1 = stream.resource.dealloca await(%tp0) => %tr : !stream.resource<transient>{%sz} => !stream.timepoint
      %last = util.global.load @last : !stream.timepoint
      %tp2 = stream.timepoint.join max(%tp1, %last) => !stream.timepoint
      util.global.store %tp2, @last : !stream.timepoint
      %ready = stream.timepoint.await %tp2 => %arg : !stream.resource<external>{%sz}
      %out = stream.timepoint.export %tp2 => (!hal.fence)
      return %ready, %out : !stream.resource<external>, !hal.fence
    }
  )mlir";
  const stream_to_hal::ExecutionModel &model =
      stream_to_hal::getAsyncExecutionModel();
  auto convertWith = [&](bool allowPatternRollback) {
    return stream_to_hal::testing::convertAndPrint(
        context, source, allowPatternRollback,
        [&](TypeConverter &typeConverter, RewritePatternSet &patterns) {
          stream_to_hal::populateUtilPatterns(&context, typeConverter,
                                              patterns, model);
          stream_to_hal::populateStructuralPatterns(&context, typeConverter,
                                                    patterns);
          model.populatePatterns(&context, typeConverter, patterns);
        },
        {}, {}, model);
  };
  std::string withRollback = convertWith(true);
  for (StringRef op :
       {"hal.device.queue.alloca", "hal.device.queue.dealloca",
        "hal.fence.create", "hal.fence.join", "hal.fence.await",
        "util.status.check_ok", "util.global private mutable @last : !hal.fence"})
    EXPECT_NE(withRollback.find(op.str()), std::string::npos)
        << op.str() << " missing from:\n"
        << withRollback;
  EXPECT_EQ(withRollback.find("stream."), std::string::npos) << withRollback;
  EXPECT_EQ(convertWith(false), withRollback);
}

} // namespace
