//===- BufferBits.h - HAL memory types and usage per lifetime ----*- C++ -*-===//
//
// The memory types and buffer usage a stream resource lifetime maps to
// (docs/design/resources.md#buffer-bits). The *required* bits are what a buffer
// must support to be used with the lifetime (`hal.buffer.assert`); the
// *allowed* bits are what an allocation made by the program gets
// (`hal.allocator.allocate`).
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_BUFFERBITS_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_BUFFERBITS_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/IR/Location.h"
#include "mlir/Support/LogicalResult.h"

#include <optional>

namespace mlir::stream_to_hal {

struct BufferBits {
  hal::MemoryTypeBitfield memoryTypes;
  hal::BufferUsageBitfield bufferUsage;
};

/// The bits a buffer must have for `lifetime`; std::nullopt for the unknown
/// lifetime `*`, which has none.
std::optional<BufferBits> getRequiredBufferBits(stream::Lifetime lifetime);

/// The bits an allocation for `lifetime` gets: the required bits, widened for
/// `external` to host-visible, device-local, mappable memory. std::nullopt for
/// the unknown lifetime `*`.
std::optional<BufferBits> getAllowedBufferBits(stream::Lifetime lifetime);

/// The bits of every stream.resource.alloca, whatever its result lifetime:
/// those allowed for `transient`
/// (docs/design/execution-models.md#sync-alloca-dealloca; the async model
/// keeps them, docs/design/decisions.md#async-fit-5).
BufferBits getAllocaBufferBits();

/// As getRequiredBufferBits / getAllowedBufferBits for the lifetime of
/// `resourceType`, but on failure emits `unsupported resource lifetime: <l>`
/// at `loc` (docs/design/failures.md E1). Emits nothing on success and never
/// changes IR, so callers can use them before they start rewriting.
FailureOr<BufferBits> deriveRequiredBufferBits(Location loc,
                                               stream::ResourceType resourceType);
FailureOr<BufferBits> deriveAllowedBufferBits(Location loc,
                                              stream::ResourceType resourceType);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_BUFFERBITS_H
