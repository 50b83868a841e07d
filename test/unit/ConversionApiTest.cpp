//===- ConversionApiTest.cpp - The public entry convertStreamToHAL --------===//
//
// convertStreamToHAL (patterns/pass/Passes.h) from a caller's own code, with
// the public header only: it converts what the pass converts, returns the
// statistics, and refuses (without crashing or changing the IR) a context
// that lacks a dialect it creates ops of.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/Registration.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;

namespace {

// Only util ops: parsing loads util (and what it depends on), not the stream
// and hal dialects, which load the rest.
constexpr const char *kGlobalsOnly = R"mlir(
  util.global private @size : index
  util.global private mutable @count = 0 : index
)mlir";

constexpr const char *kExecute = R"mlir(
  func.func @run(%a: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
    %tp = stream.cmd.execute with(%a as %b: !stream.resource<transient>{%n}) {
      stream.cmd.fill %p, %b[%n for %n] : i32 -> !stream.resource<transient>{%n}
      stream.cmd.copy %b[%n], %b[%n], %n : !stream.resource<transient>{%n} -> !stream.resource<transient>{%n}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
)mlir";

std::string print(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  return text;
}

TEST(ConversionApiTest, RefusesAContextWithoutItsDialects) {
  DialectRegistry registry;
  stream_to_hal::registerDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kGlobalsOnly, &context);
  ASSERT_TRUE(module);
  // The first dependent dialect (by name) the context has not loaded.
  DialectRegistry dependent;
  stream_to_hal::getStreamToHALDependentDialects(dependent);
  std::string missing;
  for (StringRef name : dependent.getDialectNames())
    if (missing.empty() && !context.getLoadedDialect(name))
      missing = name.str();
  ASSERT_FALSE(missing.empty());
  std::string before = print(*module);

  std::string error;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    error = diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(stream_to_hal::convertStreamToHAL(*module)));
  EXPECT_EQ(error, "convertStreamToHAL needs the '" + missing +
                       "' dialect loaded (see "
                       "getStreamToHALDependentDialects)");
  EXPECT_EQ(print(*module), before);
}

/// A caller's context as the installed API expects it: our dialects and the
/// ones the conversion creates ops of, registered and loaded.
class ConversionApiWithDialectsTest : public ::testing::Test {
protected:
  ConversionApiWithDialectsTest() : context(makeRegistry()) {
    context.loadAllAvailableDialects();
  }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    stream_to_hal::registerDialects(registry);
    stream_to_hal::getStreamToHALDependentDialects(registry);
    return registry;
  }

  MLIRContext context;
};

TEST_F(ConversionApiWithDialectsTest, ConvertsAndCounts) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kExecute, &context);
  ASSERT_TRUE(module);

  stream_to_hal::ConvertStreamToHALOptions options;
  options.barriers = stream_to_hal::BarrierMode::Hazard;
  stream_to_hal::ConversionStatistics statistics;
  ASSERT_TRUE(succeeded(
      stream_to_hal::convertStreamToHAL(*module, options, &statistics)));
  EXPECT_TRUE(succeeded(verify(*module)));
  std::string text = print(*module);
  EXPECT_EQ(text.find("stream."), std::string::npos) << text;
  EXPECT_NE(text.find("hal.command_buffer.fill_buffer"), std::string::npos);
  EXPECT_EQ(statistics.numExecuteRegions, 1u);
  EXPECT_EQ(statistics.numCommandBuffers, 1u);
  EXPECT_EQ(statistics.numFills, 1u);
  EXPECT_EQ(statistics.numCopies, 1u);
  // The fill writes what the copy reads: hazard keeps that barrier and drops
  // the one after the last command.
  EXPECT_EQ(statistics.numBarriers, 1u);
  EXPECT_EQ(statistics.numBarriersElided, 1u);
  EXPECT_EQ(statistics.numQueueOperations, 0u);
}

TEST_F(ConversionApiWithDialectsTest, CountsOnlyUpToTheFirstFailure) {
  // The second function fails (a fill outside an execute region); the
  // third would be counted if the conversion went on.
  std::string source = std::string(kExecute) + R"mlir(
  func.func @bad(%a: !stream.resource<transient>, %n: index, %p: i32) {
    stream.cmd.fill %p, %a[%n for %n] : i32 -> !stream.resource<transient>{%n}
    return
  }
  func.func @after(%a: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
    %tp = stream.cmd.execute with(%a as %b: !stream.resource<transient>{%n}) {
      stream.cmd.fill %p, %b[%n for %n] : i32 -> !stream.resource<transient>{%n}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
)mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(module);
  std::string errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.str() + "\n";
    return success();
  });
  stream_to_hal::ConversionStatistics statistics;
  EXPECT_TRUE(failed(stream_to_hal::convertStreamToHAL(*module, {}, &statistics)));
  EXPECT_NE(errors.find("'stream.cmd.fill' must be nested within a "
                        "stream.cmd.execute to be converted"),
            std::string::npos)
      << errors;
  EXPECT_EQ(statistics.numExecuteRegions, 1u);
  EXPECT_EQ(statistics.numFills, 1u);
}

TEST_F(ConversionApiWithDialectsTest, ReusableNeedsTheAsyncModel) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kExecute, &context);
  ASSERT_TRUE(module);
  std::string before = print(*module);

  // docs/design/reusable.md#the-option: refused at the module, unchanged.
  stream_to_hal::ConvertStreamToHALOptions options;
  options.commandBuffers = stream_to_hal::CommandBufferReuse::Reusable;
  std::string error;
  {
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      error = diagnostic.str();
      return success();
    });
    EXPECT_TRUE(failed(stream_to_hal::convertStreamToHAL(*module, options)));
  }
  EXPECT_EQ(error, "command-buffers=reusable requires execution-model=async");
  EXPECT_EQ(print(*module), before);

  // With it, the execute (its fill pattern and offsets are arguments) is
  // one-shot for a dynamic value, and counted so.
  options.executionModel = stream_to_hal::ExecutionModelKind::Async;
  stream_to_hal::ConversionStatistics statistics;
  ASSERT_TRUE(succeeded(
      stream_to_hal::convertStreamToHAL(*module, options, &statistics)));
  EXPECT_EQ(statistics.numOneShotCommandBuffers, 1u);
  EXPECT_EQ(statistics.numOneShotDynamicValue, 1u);
  EXPECT_EQ(statistics.numReusableCommandBuffers, 0u);
}

} // namespace
