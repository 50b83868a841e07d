//===- HALSupport.h - Shared pieces of the HAL op semantics --------------===//
//
// The HAL half of the interpreter runs every hal op on the run's Device
// (docs/design/simulator-device.md#hal-ops). These helpers read handles and
// byte ranges and keep the per-run state the device does not model.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H
#define STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H

#include "StreamToHAL/sim/device/Device.h"
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"
#include "StreamToHAL/sim/semantics/Interpreter.h"

#include "llvm/ADT/DenseMap.h"

#include <array>
#include <map>
#include <optional>
#include <tuple>

namespace stream_to_hal::sim::hal_semantics {

/// What the HAL semantics remember beside the device: per command buffer,
/// the descriptor-set bindings and push constants since its last dispatch;
/// the payload of every semaphore.
/// A binding-table slot operand with its range relative to the slot's bound
/// range; no length: to the end of it (HALReuseSemantics.cpp).
struct SlotReference {
  uint64_t slot = 0;
  uint64_t offset = 0;
  std::optional<uint64_t> length;
};

struct HALRunState : Device::ClientState {
  struct Recording {
    std::map<std::pair<uint64_t, uint64_t>, BufferRef> bindings; // (set, binding)
    // Bindings pushed as binding-table slots, by (set, binding).
    std::map<std::pair<uint64_t, uint64_t>, SlotReference> slotBindings;
    llvm::SmallVector<uint32_t, 8> constants;
  };
  llvm::DenseMap<CommandBufferId, Recording> recordings;
  std::vector<uint64_t> semaphores;
  /// hal.device.memoize results, by (op, device, affinity).
  std::map<std::tuple<mlir::Operation *, uint64_t, uint64_t>,
           llvm::SmallVector<RuntimeValue, 1>>
      memoized;
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

/// The command buffer operand, on a run with a device.
struct Recorder {
  Device *device = nullptr;
  CommandBufferId buffer = 0;
};
mlir::FailureOr<Recorder> getRecorder(mlir::Operation &op, Interpreter &interp,
                                      mlir::Value commandBuffer);
/// Records `command` into the recorder's command buffer.
mlir::LogicalResult record(mlir::Operation &op, Interpreter &interp,
                           const Recorder &recorder, Command command);

/// Reports a device error at `op`.
mlir::LogicalResult failWith(mlir::Operation &op, Interpreter &interp,
                             llvm::Error error);

/// Sets the result to a handle of `kind` with `id`.
void setHandle(Interpreter &interp, mlir::Value result, HandleKind kind,
               uint64_t id);

/// What a dispatch.symbol names, read when it is recorded.
struct DispatchTarget {
  std::string executable, entry;
  std::array<uint64_t, 3> workgroups;
};
/// The Dispatch command over `ranges`, one per entry of `accesses`.
Command makeDispatchCommand(Memory &memory, const DispatchTarget &target,
                            llvm::ArrayRef<uint32_t> constants,
                            llvm::ArrayRef<BindingAccess> accesses,
                            llvm::ArrayRef<BufferRef> ranges, SourceSite site);
/// "binding B of set S of @ex::@entry was not pushed since the previous
/// dispatch", located at `op`.
mlir::LogicalResult failUnpushedBinding(mlir::Operation &op, Interpreter &interp,
                                        const DispatchTarget &target,
                                        const BindingAccess &access);

//===--- Reusable command buffers (HALReuseSemantics.cpp) ---------------===//
/// An `index` buffer operand: a binding-table slot.
bool isBindingSlot(mlir::Value buffer);
/// fill_buffer / copy_buffer with a slot operand: a command the indirect
/// submission resolves.
mlir::LogicalResult recordFillWithSlot(mlir::Operation &op, Interpreter &interp);
mlir::LogicalResult recordCopyWithSlots(mlir::Operation &op, Interpreter &interp);
/// A push_descriptor_set binding that is a slot.
mlir::LogicalResult pushSlotBinding(mlir::Operation &op, Interpreter &interp,
                                    CommandBufferId buffer,
                                    HALRunState::Recording &state,
                                    std::pair<uint64_t, uint64_t> setBinding,
                                    mlir::Value slot, mlir::Value offset,
                                    mlir::Value length);
/// dispatch.symbol when some binding is a slot (`state` was consumed).
mlir::LogicalResult recordDispatchWithSlots(mlir::Operation &op, Interpreter &interp,
                                            const Recorder &recorder,
                                            const DispatchTarget &target,
                                            llvm::ArrayRef<BindingAccess> accesses,
                                            HALRunState::Recording state);

void registerHALBufferSemantics(OpRegistry &registry);
void registerHALCommandSemantics(OpRegistry &registry);
void registerHALQueueSemantics(OpRegistry &registry);
/// hal.device.memoize and hal.device.queue.execute.indirect.
void registerHALReuseSemantics(OpRegistry &registry);

} // namespace stream_to_hal::sim::hal_semantics

#endif // STREAM_TO_HAL_SIM_SEMANTICS_HAL_HALSUPPORT_H
