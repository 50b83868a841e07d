//===- HALDialect.cpp - The hal dialect ---------------------------------===//
#include "dialects/hal/HALDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::hal;

#include "dialects/hal/HALDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/hal/HALTypes.cpp.inc"

void HALDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/hal/HALTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/hal/HALOps.cpp.inc"
      >();
}
