//===- StreamOps.cpp - The stream dialect's ops -------------------------------===//
#include "dialects/stream/StreamDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::stream;

#define GET_OP_CLASSES
#include "dialects/stream/StreamOps.cpp.inc"
