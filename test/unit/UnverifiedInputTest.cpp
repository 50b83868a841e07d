//===- UnverifiedInputTest.cpp - Patterns on IR the verifiers would reject ===//
//
// The stream verifiers guarantee what the resource, tensor and timepoint
// patterns rely on, but IR built programmatically is not verified before a
// pass runs. These tests parse such IR without verification, run
// convert-stream-to-hal and check that it fails with the located diagnostic
// of conversion.md §14 (E1, E2 and the unchecked assumptions listed after
// §14.1) instead of crashing, on both MLIR releases.
//
//===----------------------------------------------------------------------===//
#include "patterns/Passes.h"

#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

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

class UnverifiedInputTest : public ::testing::Test {
protected:
  UnverifiedInputTest() {
    context.loadDialect<arith::ArithDialect, cf::ControlFlowDialect,
                        func::FuncDialect, hal::HALDialect, scf::SCFDialect,
                        stream::StreamDialect, tensor::TensorDialect,
                        util::UtilDialect>();
  }

  ConversionResult convert(StringRef source) {
    ConversionResult result;
    ParserConfig config(&context, /*verifyAfterParse=*/false);
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, config, "input.mlir");
    EXPECT_TRUE(module) << source.str();
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
    PassManager pm(&context);
    pm.enableVerifier(false);
    pm.addPass(stream_to_hal::createConvertStreamToHAL());
    result.succeeded = succeeded(pm.run(*module));
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
TEST_F(UnverifiedInputTest, TryMapTransient) {
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

TEST_F(UnverifiedInputTest, TryMapExternal) {
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
TEST_F(UnverifiedInputTest, TryMapStaging) {
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

TEST_F(UnverifiedInputTest, TryMapNonResource) {
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

TEST_F(UnverifiedInputTest, AllocSizeCount) {
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

TEST_F(UnverifiedInputTest, AllocNonResource) {
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

// E1 through the import's assertion bits (§14.2: unreachable with verified
// stream types).
TEST_F(UnverifiedInputTest, ImportUnknownLifetime) {
  expectRejected(R"mlir(
func.func @f(%b: !hal.buffer, %sz: index) -> !stream.resource<*> {
  %r = "stream.tensor.import"(%b, %sz) <{result_encoding = tensor<4xf32>}> : (!hal.buffer, index) -> !stream.resource<*>
  return %r : !stream.resource<*>
}
)mlir",
                 "3:8", "unsupported resource lifetime: *",
                 "stream.tensor.import");
}

TEST_F(UnverifiedInputTest, ImportNonResource) {
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
TEST_F(UnverifiedInputTest, ExportMissingEncodingDim) {
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

TEST_F(UnverifiedInputTest, ExportExtraEncodingDim) {
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
TEST_F(UnverifiedInputTest, AwaitResultCount) {
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

} // namespace
