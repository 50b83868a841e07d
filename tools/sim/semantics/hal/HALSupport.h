//===- HALSupport.h - Shared pieces of the HAL op semantics --------------===//
//
// The HAL half of the interpreter runs every hal op on the run's Device
// (docs/design/simulator-device.md#hal-ops). These helpers read handles and
// byte ranges and keep the per-run state the device does not model.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H
#define STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H

#include "sim/device/Device.h"
#include "sim/semantics/Interpreter.h"

#include "llvm/ADT/DenseMap.h"

#include <map>

namespace stream_to_hal::sim::hal_semantics {

/// What the HAL semantics remember beside the device: per command buffer,
/// the descriptor-set bindings and push constants since its last dispatch;
/// the payload of every semaphore.
struct HALRunState : Device::ClientState {
  struct Recording {
    std::map<std::pair<uint64_t, uint64_t>, BufferRef> bindings; // (set, binding)
    llvm::SmallVector<uint32_t, 8> constants;
  };
  llvm::DenseMap<CommandBufferId, Recording> recordings;
  std::vector<uint64_t> semaphores;
};

/// The run's device and HAL state; a located failure in a run without one
/// (a HAL op in the reference).
mlir::FailureOr<Device *> getDevice(mlir::Operation &op, Interpreter &interp);
HALRunState &getState(Device &device);

/// The op's name and locations: the first file position of its location is
/// where it is in the lowered program, a second one (a fused location) where
/// the stream op it was lowered from is.
SourceSite makeSite(mlir::Operation &op);
/// "op at loc (stream loc)": how a buffer made by `op` is named in reports.
std::string describeOrigin(mlir::Operation &op);

/// A !hal.fence operand: a fence handle, or null (reached).
mlir::FailureOr<FenceId> getFence(mlir::Operation &op, Interpreter &interp,
                                  mlir::Value value);
mlir::FailureOr<CommandBufferId> getCommandBuffer(mlir::Operation &op,
                                                  Interpreter &interp,
                                                  mlir::Value value);
/// [offset, offset + length) of the buffer operand, as an absolute range of
/// its allocation. Unlike Interpreter::getRange the allocation need not be
/// live: recording a command or submitting a dealloca names a buffer that
/// may be freed by the time the device runs it, which the device reports.
mlir::FailureOr<BufferRef> getBufferRange(mlir::Operation &op,
                                          Interpreter &interp,
                                          mlir::Value buffer,
                                          mlir::Value offset,
                                          mlir::Value length);
mlir::FailureOr<BufferRef> getBufferRange(mlir::Operation &op,
                                          Interpreter &interp,
                                          mlir::Value buffer, uint64_t offset,
                                          uint64_t length);

/// Reports a device error at `op`.
mlir::LogicalResult failWith(mlir::Operation &op, Interpreter &interp,
                             llvm::Error error);

/// Sets the result to a handle of `kind` with `id`.
void setHandle(Interpreter &interp, mlir::Value result, HandleKind kind,
               uint64_t id);

void registerHALBufferSemantics(OpRegistry &registry);
void registerHALCommandSemantics(OpRegistry &registry);
void registerHALQueueSemantics(OpRegistry &registry);

} // namespace stream_to_hal::sim::hal_semantics

#endif // STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H
