//===- TypeConverter.cpp - Types of convert-stream-to-hal -----------------===//
//
// docs/design/types-and-legality.md#type-conversion. Every conversion is 1:1;
// MLIR tries the most recently added conversion first, so the registration
// order below is the one #type-mapping gives.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/patterns/models/ExecutionModel.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

namespace mlir::stream_to_hal {

StreamToHALTypeConverter::StreamToHALTypeConverter(MLIRContext *context)
    : StreamToHALTypeConverter(context, getSyncExecutionModel()) {}

StreamToHALTypeConverter::StreamToHALTypeConverter(
    MLIRContext *context, const ExecutionModel &model) {
  // Every type not named below is unchanged, including types nested in
  // tuples, function types and memrefs.
  addConversion([](Type type) { return type; });

  // Numeric tensors become buffer views; other tensors fall through to the
  // identity.
  addConversion([context](TensorType type) -> std::optional<Type> {
    if (isa<IntegerType, FloatType>(type.getElementType()))
      return hal::BufferViewType::get(context);
    return std::nullopt;
  });

  addConversion([this](util::PtrType type) -> Type {
    Type targetType = convertType(type.getTargetType());
    if (!targetType)
      return Type();
    return util::PtrType::get(targetType);
  });

  // !util.list<?> stays as it is: the variant converts to itself.
  addConversion([this](util::ListType type) -> Type {
    Type elementType = convertType(type.getElementType());
    if (!elementType)
      return Type();
    return util::ListType::get(elementType);
  });

  // The lifetime only matters for the allocation bits
  // (docs/design/resources.md#buffer-bits).
  addConversion([context](stream::ResourceType) -> Type {
    return hal::BufferType::get(context);
  });

  // index when execution is synchronous, !hal.fence when not
  // (docs/design/types-and-legality.md#type-mapping). The model is a
  // process-lifetime singleton.
  addConversion([&model](stream::TimepointType type) -> Type {
    return model.convertTimepointType(type);
  });

  // docs/design/types-and-legality.md#materializations: a pattern needs a
  // converted value where only an unconverted one exists. (A tensor source
  // would be exported with hal.tensor.export, which is not part of this
  // project's hal subset: such values get the error.)
  addTargetMaterialization([](OpBuilder &builder, hal::BufferType type,
                              ValueRange inputs, Location loc) -> Value {
    if (inputs.size() != 1)
      return Value();
    Value input = inputs.front();
    if (isa<hal::BufferViewType>(input.getType()))
      return compat::createOp<hal::BufferViewBufferOp>(builder, loc, type,
                                                       input);
    emitError(loc) << "unsupported HAL target materialization: "
                   << input.getType();
    return Value();
  });
  addTargetMaterialization([](OpBuilder &, hal::BufferViewType,
                              ValueRange inputs, Location) -> Value {
    if (inputs.size() != 1)
      return Value();
    // Only undoes a hal.buffer_view.buffer; fails without a diagnostic.
    if (auto bufferOp = inputs.front().getDefiningOp<hal::BufferViewBufferOp>())
      return bufferOp.getBufferView();
    return Value();
  });
}

} // namespace mlir::stream_to_hal
