//===- HALSyntax.h - Hand-written pieces of the hal syntax ----*- C++ -*-===//
//
// Custom directives used by the hal dialect's declarative formats
// (docs/design/hal-dialect.md#hand-written-syntax); all are defined in
// HALSyntax.cpp. Internal to the dialect.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALSYNTAX_H
#define STREAM_TO_HAL_DIALECTS_HAL_HALSYNTAX_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/util/UtilSyntax.h"

namespace mlir::hal {

//===----------------------------------------------------------------------===//
// Attribute directives
//===----------------------------------------------------------------------===//

/// `(`, ` {dictionary})?` of #hal.device.target / #hal.executable.target: null
/// when absent; printed only when non-empty.
ParseResult parseTargetConfiguration(AsmParser &parser,
                                     DictionaryAttr &configuration);
void printTargetConfiguration(AsmPrinter &printer,
                              DictionaryAttr configuration);

/// The descriptor type of #hal.descriptor_set.binding: a keyword or a string
/// holding `uniform_buffer`, `storage_buffer`, ...
FailureOr<DescriptorType> parseDescriptorType(AsmParser &parser);

/// `[c, c, ...]` of #hal.match.any / #hal.match.all: at least one element,
/// elements printed in full form.
ParseResult parseMatchConditions(AsmParser &parser, ArrayAttr &conditions);
void printMatchConditions(AsmPrinter &printer, ArrayAttr conditions);

//===----------------------------------------------------------------------===//
// Op directives
//===----------------------------------------------------------------------===//

/// `(public|private|nested)?`, as util.global spells it
/// (docs/design/hal-dialect.md#symbol-visibility).
using ::mlir::util::parseSymbolVisibility;
using ::mlir::util::printSymbolVisibility;

/// `type{%size}`: a type directly followed by its size operand.
ParseResult parseSizeAwareType(OpAsmParser &parser, Type &type,
                               OpAsmParser::UnresolvedOperand &size);
void printSizeAwareType(OpAsmPrinter &printer, Operation *op, Type type,
                        Value size);

/// The binding list of hal.command_buffer.push_descriptor_set:
/// `%ordinal = (%buffer : type)[%offset, %length]`, one per line.
ParseResult parseDescriptorSetBindings(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &ordinals,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &buffers,
    SmallVectorImpl<Type> &bufferTypes,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths);
void printDescriptorSetBindings(OpAsmPrinter &printer, Operation *op,
                                ValueRange ordinals, ValueRange buffers,
                                TypeRange bufferTypes, ValueRange offsets,
                                ValueRange lengths);

/// The binding table of hal.device.queue.execute.indirect:
/// `(%buffer : type)[%offset, %length]`, one per line, at least one.
ParseResult
parseBindingTable(OpAsmParser &parser,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &buffers,
                  SmallVectorImpl<Type> &bufferTypes,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths);
void printBindingTable(OpAsmPrinter &printer, Operation *op,
                       ValueRange buffers, TypeRange bufferTypes,
                       ValueRange offsets, ValueRange lengths);

} // namespace mlir::hal

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALSYNTAX_H
