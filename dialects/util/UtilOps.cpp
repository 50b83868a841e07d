//===- UtilOps.cpp - The util dialect's ops -------------------------------===//
#include "dialects/util/UtilDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::util;

#define GET_OP_CLASSES
#include "dialects/util/UtilOps.cpp.inc"
