//===- HALSyntax.cpp - Hand-written pieces of the hal syntax ------------===//
//
// Everything of the hal syntax that a declarative format cannot express (spec
// hal.md §18): attribute and op custom directives, and the full parsers and
// printers of hal.device.switch and hal.executable.entry_point.
//
//===----------------------------------------------------------------------===//
#include "dialects/hal/HALSyntax.h"
#include "dialects/hal/HALDialect.h"

using namespace mlir;
using namespace mlir::hal;

namespace mlir::hal {

//===----------------------------------------------------------------------===//
// custom<TargetConfiguration>
//===----------------------------------------------------------------------===//

ParseResult parseTargetConfiguration(AsmParser &parser,
                                     DictionaryAttr &configuration) {
  configuration = DictionaryAttr();
  if (failed(parser.parseOptionalComma()))
    return success();
  return parser.parseAttribute(configuration);
}

void printTargetConfiguration(AsmPrinter &printer,
                              DictionaryAttr configuration) {
  if (!configuration || configuration.empty())
    return;
  printer << ", ";
  printer.printAttribute(configuration);
}

//===----------------------------------------------------------------------===//
// DescriptorType parameter
//===----------------------------------------------------------------------===//

FailureOr<DescriptorType> parseDescriptorType(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  std::string spelling;
  if (failed(parser.parseOptionalKeywordOrString(&spelling)))
    return parser.emitError(loc, "expected a descriptor type");
  if (std::optional<DescriptorType> type = symbolizeDescriptorType(spelling))
    return *type;
  return parser.emitError(loc, "unknown descriptor type '")
         << spelling
         << "', expected one of: uniform_buffer, storage_buffer, "
            "uniform_buffer_dynamic, storage_buffer_dynamic";
}

//===----------------------------------------------------------------------===//
// custom<MatchConditions>
//===----------------------------------------------------------------------===//

ParseResult parseMatchConditions(AsmParser &parser, ArrayAttr &conditions) {
  SmallVector<Attribute> elements;
  if (parser.parseLSquare() ||
      parser.parseCommaSeparatedList([&]() -> ParseResult {
        return parser.parseAttribute(elements.emplace_back());
      }) ||
      parser.parseRSquare())
    return failure();
  conditions = parser.getBuilder().getArrayAttr(elements);
  return success();
}

void printMatchConditions(AsmPrinter &printer, ArrayAttr conditions) {
  printer << '[';
  llvm::interleaveComma(conditions, printer, [&](Attribute condition) {
    printer.printAttribute(condition);
  });
  printer << ']';
}

//===----------------------------------------------------------------------===//
// custom<SymbolVisibility>
//===----------------------------------------------------------------------===//

ParseResult parseSymbolVisibility(OpAsmParser &parser,
                                  StringAttr &symVisibility) {
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword,
                                            {"public", "private", "nested"})))
    symVisibility = parser.getBuilder().getStringAttr(keyword);
  return success();
}

void printSymbolVisibility(OpAsmPrinter &printer, Operation *,
                           StringAttr symVisibility) {
  printer << (symVisibility ? symVisibility.getValue() : StringRef("public"));
}

//===----------------------------------------------------------------------===//
// custom<SizeAwareType>
//===----------------------------------------------------------------------===//

ParseResult parseSizeAwareType(OpAsmParser &parser, Type &type,
                               OpAsmParser::UnresolvedOperand &size) {
  return failure(parser.parseType(type) || parser.parseLBrace() ||
                 parser.parseOperand(size) || parser.parseRBrace());
}

void printSizeAwareType(OpAsmPrinter &printer, Operation *, Type type,
                        Value size) {
  printer.printType(type);
  printer << '{';
  printer.printOperand(size);
  printer << '}';
}

//===----------------------------------------------------------------------===//
// custom<DescriptorSetBindings>
//===----------------------------------------------------------------------===//

ParseResult parseDescriptorSetBindings(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &ordinals,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &buffers,
    SmallVectorImpl<Type> &bufferTypes,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    return failure(
        parser.parseOperand(ordinals.emplace_back()) || parser.parseEqual() ||
        parser.parseLParen() || parser.parseOperand(buffers.emplace_back()) ||
        parser.parseColonType(bufferTypes.emplace_back()) ||
        parser.parseRParen() || parser.parseLSquare() ||
        parser.parseOperand(offsets.emplace_back()) || parser.parseComma() ||
        parser.parseOperand(lengths.emplace_back()) || parser.parseRSquare());
  });
}

void printDescriptorSetBindings(OpAsmPrinter &printer, Operation *,
                                ValueRange ordinals, ValueRange buffers,
                                TypeRange bufferTypes, ValueRange offsets,
                                ValueRange lengths) {
  // One entry per line, two spaces deeper than the op; `, ` (with its
  // trailing space) between entries; `])` back at the op's indentation.
  size_t count = std::min({ordinals.size(), buffers.size(),
                           bufferTypes.size(), offsets.size(), lengths.size()});
  printer.increaseIndent();
  for (size_t i = 0; i != count; ++i) {
    if (i != 0)
      printer << ", ";
    printer.printNewline();
    printer << ordinals[i] << " = (" << buffers[i] << " : ";
    printer.printType(bufferTypes[i]);
    printer << ")[" << offsets[i] << ", " << lengths[i] << "]";
  }
  printer.decreaseIndent();
  printer.printNewline();
}

} // namespace mlir::hal
