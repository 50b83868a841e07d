//===- StreamTestSupport.h - Parsing stream programs in unit tests -*- C++ -*-===//
//
// What the analysis tests (BarrierPlannerTest, ReusePlannerTest) share: the
// dialects their programs use, and the execute region they look at.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_TEST_UNIT_STREAMTESTSUPPORT_H
#define STREAM_TO_HAL_TEST_UNIT_STREAMTESTSUPPORT_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace mlir::stream_to_hal::testing {

/// Loads the dialects the tests' stream programs are written in.
inline void loadStreamTestDialects(MLIRContext &context) {
  context.loadDialect<arith::ArithDialect, func::FuncDialect, hal::HALDialect,
                      stream::StreamDialect, util::UtilDialect>();
}

/// Parses `source` into `module` and returns its first stream.cmd.execute;
/// null, and a test failure, when it does not parse or has none.
inline stream::CmdExecuteOp parseFirstExecute(MLIRContext &context,
                                              StringRef source,
                                              OwningOpRef<ModuleOp> &module) {
  module = parseSourceString<ModuleOp>(source, &context);
  EXPECT_TRUE(module);
  stream::CmdExecuteOp found;
  if (module)
    module->walk([&](stream::CmdExecuteOp op) {
      if (!found)
        found = op;
    });
  EXPECT_TRUE(found);
  return found;
}

} // namespace mlir::stream_to_hal::testing

#endif // STREAM_TO_HAL_TEST_UNIT_STREAMTESTSUPPORT_H
