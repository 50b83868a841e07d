//===- StreamSyntax.h - Custom directives of the stream ops -------*- C++ -*-===//
//
// Hand-written pieces of the stream ops' assembly formats, referenced as
// custom<Name>(...) from StreamOps.td and defined in StreamSyntax.cpp. Internal
// to the dialect's implementation: users include StreamDialect.h only.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMSYNTAX_H
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::stream {

/// `T{%size}, ...` (docs/design/stream-dialect.md#sized-type-list): at least
/// one entry; a resource type must be followed by its size in braces.
ParseResult parseSizedTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types,
                               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes);
void printSizedTypeList(OpAsmPrinter &p, Operation *op, TypeRange types, OperandRange sizes);

/// As SizedTypeList; the result types are copies of the parsed operand types.
ParseResult parseSizedTypeListCopy(OpAsmParser &parser, SmallVectorImpl<Type> &types,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
                                   SmallVectorImpl<Type> &resultTypes);
void printSizedTypeListCopy(OpAsmPrinter &p, Operation *op, TypeRange types, OperandRange sizes,
                            TypeRange resultTypes);

/// `(%outer as %inner: T{%size}, ...) { region }` of stream.cmd.execute
/// (docs/design/stream-dialect.md#capture-list): the captures become the entry
/// block's arguments and the implicit stream.yield is inserted.
ParseResult parseCaptureRegion(OpAsmParser &parser,
                               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
                               SmallVectorImpl<Type> &types,
                               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
                               Region &body);
void printCaptureRegion(OpAsmPrinter &p, Operation *op, OperandRange operands, TypeRange types,
                        OperandRange sizes, Region &body);

/// `ro %r[%offset for %length] : T{%size}, ...` of stream.cmd.dispatch
/// (docs/design/stream-dialect.md#dispatch-resources).
ParseResult parseDispatchResources(OpAsmParser &parser,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &resources,
                                   SmallVectorImpl<Type> &resourceTypes,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths,
                                   ArrayAttr &accesses);
void printDispatchResources(OpAsmPrinter &p, Operation *op, OperandRange resources,
                            TypeRange resourceTypes, OperandRange sizes, OperandRange offsets,
                            OperandRange lengths, ArrayAttr accesses);

} // namespace mlir::stream

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMSYNTAX_H
