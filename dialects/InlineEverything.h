//===- InlineEverything.h - An inliner interface that allows all -*- C++ -*-===//
//
// The stream, hal and util dialects all declare every op and region legal to
// inline (docs/design/README.md#dialect-inlining); this is that interface,
// written once.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_INLINEEVERYTHING_H
#define STREAM_TO_HAL_DIALECTS_INLINEEVERYTHING_H

#include "mlir/Transforms/InliningUtils.h"

namespace mlir::stream_to_hal {

struct InlineEverythingInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Operation *, bool) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_DIALECTS_INLINEEVERYTHING_H
