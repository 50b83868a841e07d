//===- StreamDialect.cpp - The stream dialect, its types and attributes ---===//
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "StreamToHAL/dialects/InlineEverything.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stream;

#include "StreamToHAL/dialects/stream/StreamDialect.cpp.inc"
#include "StreamToHAL/dialects/stream/StreamEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/stream/StreamTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "StreamToHAL/dialects/stream/StreamAttrs.cpp.inc"


void StreamDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "StreamToHAL/dialects/stream/StreamTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "StreamToHAL/dialects/stream/StreamAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "StreamToHAL/dialects/stream/StreamOps.cpp.inc"
      >();
  // Stream ops carry no state tied to their position.
  addInterfaces<stream_to_hal::InlineEverythingInterface>();
}

// Folding produces #stream.timepoint<immediate> (timepoint.immediate and an
// all-immediate timepoint.join); other constants as the arith/func dialects
// would build them (docs/design/stream-dialect.md#dialect).
Operation *StreamDialect::materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                              Location loc) {
  if (isa<TimepointAttr>(value) && isa<TimepointType>(type))
    return compat::createOp<TimepointImmediateOp>(builder, loc, type);
  if (arith::ConstantOp::isBuildableWith(value, type))
    return compat::createOp<arith::ConstantOp>(builder, loc, type, cast<TypedAttr>(value));
  if (func::ConstantOp::isBuildableWith(value, type))
    return compat::createOp<func::ConstantOp>(builder, loc, type,
                                              cast<FlatSymbolRefAttr>(value));
  return nullptr;
}
