//===- HALOps.cpp - The hal dialect's ops -------------------------------===//
#include "dialects/hal/HALDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::hal;

#define GET_OP_CLASSES
#include "dialects/hal/HALOps.cpp.inc"
