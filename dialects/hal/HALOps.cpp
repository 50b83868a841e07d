//===- HALOps.cpp - The hal dialect's ops -------------------------------===//
#include "dialects/hal/HALDialect.h"
#include "dialects/hal/HALSyntax.h"

#include "dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::hal;

//===----------------------------------------------------------------------===//
// Result-name hints (§1.3)
//===----------------------------------------------------------------------===//

void AllocatorAllocateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "buffer");
}

void AllocatorMapOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "mapped");
}

void AllocatorTryMapOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getDidMap(), "did_map");
  setNameFn(getResult(), "mapped");
}

void CommandBufferCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "cmd");
}

//===----------------------------------------------------------------------===//
// hal.device.query
//===----------------------------------------------------------------------===//

LogicalResult DeviceQueryOp::verify() {
  if (std::optional<TypedAttr> defaultValue = getDefaultValue()) {
    if (defaultValue->getType() != getValue().getType())
      return emitOpError()
             << "type mismatch between result and default value";
  }
  return success();
}

#define GET_OP_CLASSES
#include "dialects/hal/HALOps.cpp.inc"
