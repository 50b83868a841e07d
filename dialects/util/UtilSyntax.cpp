//===- UtilSyntax.cpp - Hand-written syntax of the util dialect -----------===//
//
// The parts of the util syntax (docs/design/util-dialect.md) that ODS's
// declarative formats cannot express: the list/ptr types (the `?` element and
// "malformed ... type" diagnostics) and the custom directives of util.global
// and util.list.get/set.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/util/UtilSyntax.h"

#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::util;

//===----------------------------------------------------------------------===//
// !util.list<T> and !util.ptr<T>
//===----------------------------------------------------------------------===//

/// Parses `<` element-type `>` where `?` stands for the variant if
/// `allowVariant`, reporting bracket problems as "malformed <kind> type".
static Type parseBracketedType(AsmParser &parser, StringRef kind,
                               bool allowVariant) {
  if (failed(parser.parseOptionalLess())) {
    parser.emitError(parser.getCurrentLocation())
        << "malformed " << kind << " type: expected '<'";
    return {};
  }
  Type type;
  if (allowVariant && succeeded(parser.parseOptionalQuestion()))
    type = VariantType::get(parser.getContext());
  else if (failed(parser.parseType(type)))
    return {};
  if (failed(parser.parseOptionalGreater())) {
    parser.emitError(parser.getCurrentLocation())
        << "malformed " << kind << " type: expected '>'";
    return {};
  }
  return type;
}

Type ListType::parse(AsmParser &parser) {
  Type elementType = parseBracketedType(parser, "list", /*allowVariant=*/true);
  if (!elementType)
    return {};
  return ListType::get(elementType);
}

void ListType::print(AsmPrinter &printer) const {
  printer << '<';
  if (llvm::isa<VariantType>(getElementType()))
    printer << '?';
  else
    printer << getElementType();
  printer << '>';
}

Type PtrType::parse(AsmParser &parser) {
  Type targetType = parseBracketedType(parser, "ptr", /*allowVariant=*/false);
  if (!targetType)
    return {};
  return PtrType::get(targetType);
}

void PtrType::print(AsmPrinter &printer) const {
  printer << '<' << getTargetType() << '>';
}

//===----------------------------------------------------------------------===//
// util.global
//===----------------------------------------------------------------------===//

ParseResult mlir::util::parseSymbolVisibility(OpAsmParser &parser,
                                              StringAttr &visibility) {
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword,
                                            {"public", "private", "nested"})))
    visibility = parser.getBuilder().getStringAttr(keyword);
  return success();
}

void mlir::util::printSymbolVisibility(OpAsmPrinter &printer, Operation *,
                                       StringAttr visibility) {
  printer << (visibility ? visibility.getValue() : StringRef("public"));
}

/// Parses the attribute after `=`; it must carry a type
/// (docs/design/util-dialect.md#type-or-initial-value).
static ParseResult parseInitialValue(OpAsmParser &parser, TypedAttr &value) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  OptionalParseResult parsed = parser.parseOptionalAttribute(attr);
  if (!parsed.has_value())
    return parser.emitError(loc, "expected attribute");
  if (failed(*parsed))
    return failure();
  value = dyn_cast<TypedAttr>(attr);
  if (!value)
    return parser.emitError(loc,
                            "initial value must be a typed attribute, got ")
           << attr;
  return success();
}

ParseResult mlir::util::parseTypeOrAttr(OpAsmParser &parser, TypeAttr &type,
                                        TypedAttr &value) {
  if (succeeded(parser.parseOptionalEqual())) {
    if (failed(parseInitialValue(parser, value)))
      return failure();
    type = TypeAttr::get(value.getType());
    return success();
  }
  if (failed(parser.parseOptionalColon()))
    return parser.emitError(parser.getCurrentLocation(), "expected type");
  SMLoc typeLoc = parser.getCurrentLocation();
  Type parsedType;
  OptionalParseResult parsed = parser.parseOptionalType(parsedType);
  if (!parsed.has_value())
    return parser.emitError(typeLoc, "expected type");
  if (failed(*parsed))
    return failure();
  type = TypeAttr::get(parsedType);
  if (succeeded(parser.parseOptionalEqual()))
    return parseInitialValue(parser, value);
  return success();
}

void mlir::util::printTypeOrAttr(OpAsmPrinter &printer, Operation *,
                                 TypeAttr type, TypedAttr value) {
  Type declared = type ? type.getValue() : Type();
  // The short form `= V` when V already has the declared type.
  bool printType = !value || value.getType() != declared;
  if (printType) {
    printer << ": ";
    if (declared)
      printer << declared;
    else
      printer << "<<NULL TYPE>>";
  }
  if (value) {
    if (printType)
      printer << ' ';
    printer << "= ";
    printer.printAttribute(value);
  }
}

//===----------------------------------------------------------------------===//
// util.list.get / util.list.set
//===----------------------------------------------------------------------===//

/// The element type of `type` if it is a list, else a parse error at `loc`.
static ParseResult getListElementType(OpAsmParser &parser, SMLoc loc, Type type,
                                      Type &elementType) {
  auto listType = dyn_cast<ListType>(type);
  if (!listType)
    return parser.emitError(loc, "expected a !util.list type, got ") << type;
  elementType = listType.getElementType();
  return success();
}

ParseResult mlir::util::parseListTypeGet(OpAsmParser &parser, Type &listType,
                                         Type &elementType) {
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseType(listType)))
    return failure();
  if (succeeded(parser.parseOptionalArrow()))
    return parser.parseType(elementType);
  return getListElementType(parser, loc, listType, elementType);
}

void mlir::util::printListTypeGet(OpAsmPrinter &printer, Operation *,
                                  Type listType, Type elementType) {
  printer << listType;
  auto list = dyn_cast<ListType>(listType);
  if (!list || list.getElementType() != elementType)
    printer << " -> " << elementType;
}

ParseResult mlir::util::parseListTypeSet(OpAsmParser &parser, Type &listType,
                                         Type &elementType) {
  SMLoc loc = parser.getCurrentLocation();
  Type firstType;
  if (failed(parser.parseType(firstType)))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    elementType = firstType;
    return parser.parseType(listType);
  }
  listType = firstType;
  return getListElementType(parser, loc, listType, elementType);
}

void mlir::util::printListTypeSet(OpAsmPrinter &printer, Operation *,
                                  Type listType, Type elementType) {
  auto list = dyn_cast<ListType>(listType);
  if (!list || list.getElementType() != elementType)
    printer << elementType << " -> ";
  printer << listType;
}
