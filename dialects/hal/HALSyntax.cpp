//===- HALSyntax.cpp - Hand-written pieces of the hal syntax ------------===//
//
// Everything of the hal syntax that a declarative format cannot express
// (docs/design/hal-dialect.md#hand-written-syntax): attribute and op custom
// directives, and the full parsers and printers of hal.device.switch and
// hal.executable.entry_point.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/hal/HALSyntax.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"

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

namespace {

/// `(%buffer : type)[%offset, %length]`, shared by both binding lists.
ParseResult parseBufferRange(OpAsmParser &parser,
                             OpAsmParser::UnresolvedOperand &buffer,
                             Type &bufferType,
                             OpAsmParser::UnresolvedOperand &offset,
                             OpAsmParser::UnresolvedOperand &length) {
  return failure(parser.parseLParen() || parser.parseOperand(buffer) ||
                 parser.parseColonType(bufferType) || parser.parseRParen() ||
                 parser.parseLSquare() || parser.parseOperand(offset) ||
                 parser.parseComma() || parser.parseOperand(length) ||
                 parser.parseRSquare());
}

/// One entry per line, two spaces deeper than the op; `, ` (with its
/// trailing space) between entries; the closing `])` back at the op's
/// indentation. `printEntry(i)` prints entry i.
void printEntryLines(OpAsmPrinter &printer, size_t count,
                     llvm::function_ref<void(size_t)> printEntry) {
  printer.increaseIndent();
  for (size_t i = 0; i != count; ++i) {
    if (i != 0)
      printer << ", ";
    printer.printNewline();
    printEntry(i);
  }
  printer.decreaseIndent();
  printer.printNewline();
}

} // namespace

ParseResult parseDescriptorSetBindings(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &ordinals,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &buffers,
    SmallVectorImpl<Type> &bufferTypes,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    return failure(parser.parseOperand(ordinals.emplace_back()) ||
                   parser.parseEqual() ||
                   parseBufferRange(parser, buffers.emplace_back(),
                                    bufferTypes.emplace_back(),
                                    offsets.emplace_back(),
                                    lengths.emplace_back()));
  });
}

void printDescriptorSetBindings(OpAsmPrinter &printer, Operation *,
                                ValueRange ordinals, ValueRange buffers,
                                TypeRange bufferTypes, ValueRange offsets,
                                ValueRange lengths) {
  size_t count = std::min({ordinals.size(), buffers.size(),
                           bufferTypes.size(), offsets.size(), lengths.size()});
  printEntryLines(printer, count, [&](size_t i) {
    printer << ordinals[i] << " = (" << buffers[i] << " : ";
    printer.printType(bufferTypes[i]);
    printer << ")[" << offsets[i] << ", " << lengths[i] << "]";
  });
}

//===----------------------------------------------------------------------===//
// custom<BindingTable>
//===----------------------------------------------------------------------===//

ParseResult
parseBindingTable(OpAsmParser &parser,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &buffers,
                  SmallVectorImpl<Type> &bufferTypes,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    return parseBufferRange(parser, buffers.emplace_back(),
                            bufferTypes.emplace_back(), offsets.emplace_back(),
                            lengths.emplace_back());
  });
}

void printBindingTable(OpAsmPrinter &printer, Operation *, ValueRange buffers,
                       TypeRange bufferTypes, ValueRange offsets,
                       ValueRange lengths) {
  size_t count = std::min(
      {buffers.size(), bufferTypes.size(), offsets.size(), lengths.size()});
  printEntryLines(printer, count, [&](size_t i) {
    printer << "(" << buffers[i] << " : ";
    printer.printType(bufferTypes[i]);
    printer << ")[" << offsets[i] << ", " << lengths[i] << "]";
  });
}

} // namespace mlir::hal

//===----------------------------------------------------------------------===//
// hal.device.switch (docs/design/hal-dialect.md#hal-device-switch)
//===----------------------------------------------------------------------===//

ParseResult DeviceSwitchOp::parse(OpAsmParser &parser,
                                  OperationState &result) {
  OpAsmParser::UnresolvedOperand device;
  Type deviceType;
  if (parser.parseLess() || parser.parseOperand(device) ||
      parser.parseColonType(deviceType) || parser.parseGreater() ||
      parser.resolveOperand(device, deviceType, result.operands) ||
      parser.parseOptionalArrowTypeList(result.types))
    return failure();

  SmallVector<Attribute> conditions;
  do {
    if (parser.parseAttribute(conditions.emplace_back()) ||
        parser.parseRegion(*result.addRegion(), /*arguments=*/{}))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));

  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addAttribute(getConditionsAttrName(result.name),
                      parser.getBuilder().getArrayAttr(conditions));
  return success();
}

void DeviceSwitchOp::print(OpAsmPrinter &p) {
  p << '<';
  p.printOperand(getDevice());
  p << " : ";
  p.printType(getDevice().getType());
  p << '>';
  p.printOptionalArrowTypeList(getResultTypes());
  // Each case starts on a new line indented by exactly four spaces, whatever
  // the op's own indentation (IREE's printer wrote them this way).
  // Tolerates unverified IR (e.g. --mlir-print-assume-verified).
  ArrayAttr conditionsAttr = getConditionsAttr();
  ArrayRef<Attribute> conditions =
      conditionsAttr ? conditionsAttr.getValue() : ArrayRef<Attribute>();
  for (auto [index, region] : llvm::enumerate(getConditionRegions())) {
    p << (index == 0 ? "\n    " : ",\n    ");
    if (index < conditions.size())
      p.printAttribute(conditions[index]);
    p << ' ';
    p.printRegion(region, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getConditionsAttrName()});
}

//===----------------------------------------------------------------------===//
// hal.executable.entry_point (docs/design/hal-dialect.md#entry-point)
//===----------------------------------------------------------------------===//

ParseResult ExecutableEntryPointOp::parse(OpAsmParser &parser,
                                          OperationState &result) {
  // The visibility keyword is accepted and dropped, as IREE did.
  StringRef visibility;
  (void)parser.parseOptionalKeyword(&visibility,
                                    {"public", "private", "nested"});

  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();

  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("ordinal"))) {
    int64_t ordinal = 0;
    if (parser.parseLParen() || parser.parseInteger(ordinal) ||
        parser.parseRParen())
      return failure();
    result.addAttribute(getOrdinalAttrName(result.name),
                        builder.getIndexAttr(ordinal));
  }

  // Full form or alias; the stripped form is not accepted here.
  Attribute layout;
  if (parser.parseKeyword("layout") || parser.parseLParen())
    return failure();
  SMLoc layoutLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(layout) || parser.parseRParen())
    return failure();
  if (!llvm::isa<ExecutableLayoutAttr>(layout))
    return parser.emitError(layoutLoc)
           << "expected a #hal.executable.layout attribute";
  result.addAttribute(getLayoutAttrName(result.name), layout);

  // A plain dictionary (no `attributes` keyword), then the optional region;
  // its entry block arguments come from an explicit block label.
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  OptionalParseResult region =
      parser.parseOptionalRegion(*result.addRegion(), /*arguments=*/{});
  if (region.has_value() && failed(*region))
    return failure();
  return success();
}

void ExecutableEntryPointOp::print(OpAsmPrinter &p) {
  p << ' ' << (getSymVisibility() ? *getSymVisibility() : "public") << ' ';
  if (StringAttr name = getSymNameAttr())
    p.printSymbolName(name.getValue());
  if (IntegerAttr ordinal = getOrdinalAttr())
    p << " ordinal(" << ordinal.getValue() << ')';
  p << " layout(";
  p.printAttribute(getLayout());
  p << ')';

  // Everything else, inherent or not, goes in the dictionary;
  // sym_visibility is deliberately repeated there.
  SmallVector<StringRef, 3> elided = {getSymNameAttrName(), getLayoutAttrName(),
                                      getOrdinalAttrName()};
  DictionaryAttr attrs = (*this)->getAttrDictionary();
  bool hasPrintedAttrs = llvm::any_of(attrs, [&](NamedAttribute attr) {
    return !llvm::is_contained(elided, attr.getName().getValue());
  });
  p.printOptionalAttrDict(attrs.getValue(), elided);

  Region &region = getWorkgroupCountRegion();
  if (region.empty())
    return;
  // IREE printed `layout(...) {` + region when there were no attributes,
  // which its parser (dictionary first) could not read back; an explicit
  // empty dictionary keeps the text parseable.
  if (!hasPrintedAttrs)
    p << " {}";
  p << ' ';
  p.printRegion(region, /*printEntryBlockArgs=*/true,
                /*printBlockTerminators=*/true);
}
