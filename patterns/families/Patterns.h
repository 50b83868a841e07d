//===- Patterns.h - The pieces of convert-stream-to-hal ---------*- C++ -*-===//
//
// The type converter, the conversion target and the pattern sets the
// convert-stream-to-hal pass assembles
// (docs/design/types-and-legality.md#overview). Each op family has its own
// populate function in its own file; they all receive the pass's one type
// converter, which outlives the patterns. What differs between the execution
// models (timepoints, alloca/dealloca, submission) comes from the
// ExecutionModel (ExecutionModel.h) the pass chose.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_FAMILIES_PATTERNS_H
#define STREAM_TO_HAL_PATTERNS_FAMILIES_PATTERNS_H

#include "mlir/Transforms/DialectConversion.h"

#include <memory>

namespace mlir::stream_to_hal {

class ExecutionModel;

/// docs/design/types-and-legality.md#type-conversion: !stream.resource<*> ->
/// !hal.buffer, !stream.timepoint -> what the execution model says (index when
/// sync, !hal.fence when async), numeric tensors -> !hal.buffer_view,
/// !util.list<T>/!util.ptr<T> -> element/pointee converted, everything else
/// unchanged; plus the target materializations of
/// docs/design/types-and-legality.md#materializations.
class StreamToHALTypeConverter : public TypeConverter {
public:
  StreamToHALTypeConverter(MLIRContext *context, const ExecutionModel &model);
  /// The sync model's types.
  explicit StreamToHALTypeConverter(MLIRContext *context);
};

/// docs/design/types-and-legality.md#legality: what is legal after the pass.
void populateStreamToHALLegality(ConversionTarget &target,
                                 const TypeConverter &typeConverter);

/// util ops (docs/design/globals-and-structure.md#globals, #generic-rebuild):
/// util.global type and timepoint initial value (which `model` gives), and the
/// generic type rebuild of util.global.load/store, util.do_not_optimize and
/// util.list.create/get/set.
void populateUtilPatterns(MLIRContext *context, TypeConverter &typeConverter,
                          RewritePatternSet &patterns,
                          const ExecutionModel &model);

/// func/cf/arith/scf structural patterns
/// (docs/design/globals-and-structure.md#functions-and-control-flow).
void populateStructuralPatterns(MLIRContext *context,
                                TypeConverter &typeConverter,
                                RewritePatternSet &patterns);

/// stream.resource.* (docs/design/resources.md#resource-ops) but alloca and
/// dealloca, which are the execution model's.
void populateResourcePatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns);

/// stream.tensor.* (docs/design/tensors.md#overview), and tensor.dim/rank of
/// tensors that became buffer views (docs/design/tensors.md#tensor-dim-rank).
void populateTensorPatterns(MLIRContext *context, TypeConverter &typeConverter,
                            RewritePatternSet &patterns);

class CommandConversionStates;

/// stream.cmd.* including stream.cmd.dispatch, and stream.yield
/// (docs/design/commands.md, docs/design/dispatch.md); `model` gives each
/// execute region's command-buffer mode and submission. Returns the states the
/// patterns share: prepare them with the ops to convert before converting, and
/// after the conversion of each, call buildPendingDeviceSwitches
/// (DispatchPatterns.h) on its state.
std::shared_ptr<CommandConversionStates>
populateCommandPatterns(MLIRContext *context, TypeConverter &typeConverter,
                        RewritePatternSet &patterns,
                        const ExecutionModel &model);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_FAMILIES_PATTERNS_H
