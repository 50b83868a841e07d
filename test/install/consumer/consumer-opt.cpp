//===- consumer-opt.cpp - An opt-like tool built on installed StreamToHAL --===//
//
// What a user's own tool looks like: the project's dialects and passes next to
// MLIR's, driven by MlirOptMain. Every public header is included, so building
// this checks that the installed headers are complete and self-contained.
//
//===----------------------------------------------------------------------===//
#include "dialects/Compat.h"
#include "dialects/Registration.h"
#include "dialects/hal/ElementTypes.h"
#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"
#include "patterns/BufferBits.h"
#include "patterns/DeviceSwitchBuilder.h"
#include "patterns/Passes.h"
#include "patterns/Patterns.h"
#include "patterns/WorkgroupCount.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect>();
  mlir::stream_to_hal::registerDialects(registry);
  mlir::stream_to_hal::registerPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "StreamToHAL consumer tool\n", registry));
}
