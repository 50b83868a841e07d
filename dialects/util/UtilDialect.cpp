//===- UtilDialect.cpp - The util dialect ---------------------------------===//
#include "dialects/util/UtilDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::util;

#include "dialects/util/UtilDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/util/UtilTypes.cpp.inc"

void UtilDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/util/UtilTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/util/UtilOps.cpp.inc"
      >();
}
