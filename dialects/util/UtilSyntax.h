//===- UtilSyntax.h - Custom directives of the util ops ---------*- C++ -*-===//
//
// The pieces of util op syntax the declarative assembly format cannot express
// (docs/design/util-dialect.md#symbol-visibility, #type-or-initial-value,
// #lists). Private to the util dialect library.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILSYNTAX_H
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILSYNTAX_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::util {

/// `public` | `private` | `nested`, optional; printed as `public` when absent.
ParseResult parseSymbolVisibility(OpAsmParser &parser, StringAttr &visibility);
void printSymbolVisibility(OpAsmPrinter &printer, Operation *op,
                           StringAttr visibility);

/// `: T`, `= V` or `: T = V`.
ParseResult parseTypeOrAttr(OpAsmParser &parser, TypeAttr &type,
                            TypedAttr &value);
void printTypeOrAttr(OpAsmPrinter &printer, Operation *op, TypeAttr type,
                     TypedAttr value);

/// `!util.list<E>` or `!util.list<E> -> T`.
ParseResult parseListTypeGet(OpAsmParser &parser, Type &listType,
                             Type &elementType);
void printListTypeGet(OpAsmPrinter &printer, Operation *op, Type listType,
                      Type elementType);

/// `!util.list<E>` or `T -> !util.list<E>`.
ParseResult parseListTypeSet(OpAsmParser &parser, Type &listType,
                             Type &elementType);
void printListTypeSet(OpAsmPrinter &printer, Operation *op, Type listType,
                      Type elementType);

} // namespace mlir::util

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILSYNTAX_H
