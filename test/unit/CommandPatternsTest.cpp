//===- CommandPatternsTest.cpp - Command conversion on unverified IR ------===//
//
// The stream verifiers rule out some shapes the command patterns still check
// (docs/design/failures.md A3 and #unverified-input); IR built without
// verification reaches them, and the pass must fail with a located error
// instead of crashing.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/patterns/families/CommandConversionState.h"
#include "StreamToHAL/patterns/families/DispatchPatterns.h"
#include "StreamToHAL/patterns/models/ExecutionModel.h"
#include "StreamToHAL/patterns/families/Patterns.h"

#include "ConversionTestSupport.h"
#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

class CommandPatternsTest : public ::testing::Test {
protected:
  CommandPatternsTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        hal::HALDialect, stream::StreamDialect,
                        util::UtilDialect>();
  }

  /// Parses `source` without verifying it, runs the pass without verifying
  /// its input or output, and returns whether it succeeded; the errors it
  /// emitted are in `errors`.
  bool convert(StringRef source) {
    OwningOpRef<ModuleOp> module =
        stream_to_hal::testing::parseInvalidModule(context, source);
    if (!module)
      return false;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
        errors.push_back(diagnostic.str());
      return success();
    });
    return stream_to_hal::testing::runPassUnverified(*module);
  }

  MLIRContext context;
  std::vector<std::string> errors;
};

// docs/design/failures.md A3: a serial group outside an execute has no command
// buffer.
TEST_F(CommandPatternsTest, SerialOutsideExecuteFails) {
  EXPECT_FALSE(convert(R"mlir(
    func.func @f(%r: !stream.resource<transient>, %n: index, %p: i32) {
      stream.cmd.serial {
        stream.cmd.fill %p, %r[%n for %n] : i32 -> !stream.resource<transient>{%n}
      }
      return
    }
  )mlir"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "'stream.cmd.serial' must be nested within a "
                       "stream.cmd.execute to be converted");
  EXPECT_EQ(errors[1], "failed to legalize operation 'stream.cmd.serial' that "
                       "was explicitly marked illegal");
}

TEST_F(CommandPatternsTest, ConcurrentOutsideExecuteFails) {
  EXPECT_FALSE(convert(R"mlir(
    func.func @f() {
      stream.cmd.concurrent {
      }
      return
    }
  )mlir"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "'stream.cmd.concurrent' must be nested within a "
                       "stream.cmd.execute to be converted");
}

// docs/design/failures.md#unverified-input: one body block argument per
// captured resource.
TEST_F(CommandPatternsTest, ExecuteBodyArgumentMismatchFails) {
  EXPECT_FALSE(convert(R"mlir(
    func.func @f(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
      %t = "stream.cmd.execute"(%r, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
      ^bb0(%a: !stream.resource<transient>, %b: !stream.resource<transient>):
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index) -> !stream.timepoint
      return %t : !stream.timepoint
    }
  )mlir"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "'stream.cmd.execute' body must be a single block with "
                       "1 arguments to be converted");
}

// docs/design/failures.md#unverified-input: one offset and one length per
// dispatched resource.
TEST_F(CommandPatternsTest, DispatchRangeMismatchFails) {
  EXPECT_FALSE(convert(R"mlir(
    hal.executable private @ex {
      hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
        hal.executable.entry_point public @entry ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>)
      }
    }
    func.func @f(%r: !stream.resource<transient>, %n: index) -> !stream.timepoint {
      %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
        "stream.cmd.dispatch"(%n, %n, %n, %a, %n, %n) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 0>, resource_accesses = [3 : i32]}> {hal.interface.bindings = [#hal.interface.binding<0, 0>]} : (index, index, index, !stream.resource<transient>, index, index) -> ()
      } => !stream.timepoint
      return %t : !stream.timepoint
    }
  )mlir"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0],
            "dispatch with 1 resources has mismatched offsets and lengths");
}

// docs/design/decisions.md#porting-2: the patterns never fail after changing IR
// and never rely on replaced ops staying in place, so MLIR 22's one-shot driver
// (allowPatternRollback = false, which erases ops immediately) gives the same
// IR as the default driver.
TEST_F(CommandPatternsTest, SameOutputWithoutPatternRollback) {
  if (!compat::kHasOneShotConversion)
    GTEST_SKIP() << "MLIR " << LLVM_VERSION_MAJOR
                 << " has no one-shot conversion driver";
  constexpr StringLiteral source = R"mlir(
    hal.executable private @ex {
      hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
        hal.executable.entry_point public @entry ordinal(0) layout(#hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>, <1, bindings = [<0, storage_buffer>]>]>) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
        ^bb0(%x: index, %y: index, %z: index):
          %c2 = arith.constant 2 : index
          %0 = arith.muli %x, %c2 : index
          hal.return %0, %y, %z : index, index, index
        }
      }
      hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
        hal.executable.entry_point public @entry ordinal(0) layout(#hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>, <1, bindings = [<0, storage_buffer>]>]>)
      }
    }
    func.func @f(%A: !stream.resource<transient>, %B: !stream.resource<staging>, %C: !stream.resource<external>, %n: index, %p: i32) -> !stream.timepoint {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}, %B as %b: !stream.resource<staging>{%n}, %C as %c: !stream.resource<external>{%n}) {
        stream.cmd.concurrent {
          stream.cmd.copy %a[%c0], %b[%c0], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n}
          stream.cmd.serial {
            stream.cmd.fill %p, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%n}
            stream.cmd.dispatch @ex::@entry[%n, %c64, %c64](%p : i32) {
              ro %a[%c0 for %n] : !stream.resource<transient>{%n},
              wo %c[%c0 for %n] : !stream.resource<external>{%n}
            } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<1, 0>]}
          }
        }
        stream.cmd.discard %a[%c0 for %n] : !stream.resource<transient>{%n}
      } => !stream.timepoint
      return %tp : !stream.timepoint
    }
  )mlir";
  auto convertWith = [&](bool allowPatternRollback) {
    std::shared_ptr<stream_to_hal::CommandConversionStates> states;
    return stream_to_hal::testing::convertAndPrint(
        context, source, allowPatternRollback,
        [&](TypeConverter &typeConverter, RewritePatternSet &patterns) {
          stream_to_hal::populateUtilPatterns(
              &context, typeConverter, patterns,
              stream_to_hal::getSyncExecutionModel());
          stream_to_hal::populateStructuralPatterns(&context, typeConverter,
                                                    patterns);
          states = stream_to_hal::populateCommandPatterns(
              &context, typeConverter, patterns,
              stream_to_hal::getSyncExecutionModel());
        },
        [&](Operation *module, bool converted) {
          return stream_to_hal::buildPendingDeviceSwitches((*states)[0],
                                                           module, converted);
        },
        [&](Operation *module) { states->prepare({module}); });
  };
  std::string withRollback = convertWith(true);
  EXPECT_NE(withRollback.find("hal.device.switch"), std::string::npos)
      << withRollback;
  EXPECT_EQ(withRollback.find("stream."), std::string::npos) << withRollback;
  EXPECT_EQ(convertWith(false), withRollback);
}

} // namespace
