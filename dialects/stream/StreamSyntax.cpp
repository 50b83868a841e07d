//===- StreamSyntax.cpp - Hand-written syntax of the stream dialect -------===//
//
// Everything of the stream dialect's textual form that ODS cannot declare: the
// `!stream.resource<...>` type, the `#stream.timepoint<...>` attribute and the
// custom<...> directives of the op formats
// (docs/design/stream-dialect.md#types, #attributes, #shared-syntax).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/stream/StreamSyntax.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::stream;

//===----------------------------------------------------------------------===//
// !stream.resource<lifetime>
//===----------------------------------------------------------------------===//

Type ResourceType::parse(AsmParser &parser) {
  if (failed(parser.parseLess()))
    return {};
  Lifetime lifetime = Lifetime::Unknown;
  if (failed(parser.parseOptionalStar())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef word;
    if (failed(parser.parseKeyword(&word)))
      return {};
    std::optional<Lifetime> parsed = symbolizeLifetime(word);
    if (!parsed || *parsed == Lifetime::Unknown) {
      parser.emitError(loc) << "unknown lifetime value: " << word;
      return {};
    }
    lifetime = *parsed;
  }
  if (failed(parser.parseGreater()))
    return {};
  return ResourceType::get(parser.getContext(), lifetime);
}

void ResourceType::print(AsmPrinter &printer) const {
  printer << '<' << stringifyLifetime(getLifetime()) << '>';
}

//===----------------------------------------------------------------------===//
// #stream.timepoint<immediate>
//===----------------------------------------------------------------------===//

// A `: type` written after the attribute is accepted by MLIR's attribute parser
// and handed in as `type`; the attribute is always typed !stream.timepoint.
Attribute TimepointAttr::parse(AsmParser &parser, Type type) {
  (void)type;
  if (failed(parser.parseLess()))
    return {};
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (failed(parser.parseKeyword(&word)))
    return {};
  if (word != "immediate") {
    parser.emitError(loc) << "only immediate timepoint attrs are supported";
    return {};
  }
  if (failed(parser.parseGreater()))
    return {};
  return TimepointAttr::get(parser.getContext());
}

void TimepointAttr::print(AsmPrinter &printer) const { printer << "<immediate>"; }

//===----------------------------------------------------------------------===//
// Sized type lists: `T{%size}, ...`
//===----------------------------------------------------------------------===//

/// Parses `type` and, for a resource type, `{%size}` after it.
static ParseResult parseSizedType(OpAsmParser &parser, Type &type,
                                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes) {
  if (failed(parser.parseType(type)))
    return failure();
  if (!isa<ResourceType>(type))
    return success();
  OpAsmParser::UnresolvedOperand size;
  if (failed(parser.parseLBrace()) || failed(parser.parseOperand(size)) ||
      failed(parser.parseRBrace()))
    return failure();
  sizes.push_back(size);
  return success();
}

ParseResult mlir::stream::parseSizedTypeList(
    OpAsmParser &parser, SmallVectorImpl<Type> &types,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes) {
  do {
    Type type;
    if (failed(parseSizedType(parser, type, sizes)))
      return failure();
    types.push_back(type);
  } while (succeeded(parser.parseOptionalComma()));
  return success();
}

void mlir::stream::printSizedTypeList(OpAsmPrinter &p, Operation *, TypeRange types,
                                      OperandRange sizes) {
  // Only verified IR is printed in this form, but stay in bounds regardless.
  size_t sizeIndex = 0;
  llvm::interleaveComma(types, p, [&](Type type) {
    p.printType(type);
    if (isa<ResourceType>(type) && sizeIndex < sizes.size()) {
      p << '{';
      p.printOperand(sizes[sizeIndex++]);
      p << '}';
    }
  });
}

ParseResult mlir::stream::parseSizedTypeListCopy(
    OpAsmParser &parser, SmallVectorImpl<Type> &types,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes, SmallVectorImpl<Type> &resultTypes) {
  if (failed(parseSizedTypeList(parser, types, sizes)))
    return failure();
  resultTypes.append(types.begin(), types.end());
  return success();
}

void mlir::stream::printSizedTypeListCopy(OpAsmPrinter &p, Operation *op, TypeRange types,
                                          OperandRange sizes, TypeRange) {
  printSizedTypeList(p, op, types, sizes);
}

//===----------------------------------------------------------------------===//
// Capture list and region of stream.cmd.execute
//===----------------------------------------------------------------------===//

ParseResult mlir::stream::parseCaptureRegion(
    OpAsmParser &parser, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &types, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
    Region &body) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (failed(parser.parseLParen()))
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    do {
      OpAsmParser::UnresolvedOperand operand, size;
      OpAsmParser::Argument argument;
      Type type;
      if (failed(parser.parseOperand(operand)) || failed(parser.parseKeyword("as")) ||
          failed(parser.parseArgument(argument)) || failed(parser.parseColonType(type)) ||
          failed(parser.parseLBrace()) || failed(parser.parseOperand(size)) ||
          failed(parser.parseRBrace()))
        return failure();
      argument.type = type;
      operands.push_back(operand);
      types.push_back(type);
      sizes.push_back(size);
      arguments.push_back(argument);
    } while (succeeded(parser.parseOptionalComma()));
    if (failed(parser.parseRParen()))
      return failure();
  }
  SMLoc regionLoc = parser.getCurrentLocation();
  if (failed(parser.parseRegion(body, arguments, /*enableNameShadowing=*/false)))
    return failure();
  CmdExecuteOp::ensureTerminator(body, parser.getBuilder(),
                                 parser.getEncodedSourceLoc(regionLoc));
  return success();
}

void mlir::stream::printCaptureRegion(OpAsmPrinter &p, Operation *, OperandRange operands,
                                      TypeRange, OperandRange sizes, Region &body) {
  p << '(';
  if (!body.empty()) {
    Block &entry = body.front();
    size_t count = std::min<size_t>(operands.size(), entry.getNumArguments());
    for (size_t i = 0; i < count; ++i) {
      if (i != 0)
        p << ", ";
      BlockArgument argument = entry.getArgument(i);
      p.printOperand(operands[i]);
      p << " as ";
      p.printOperand(argument);
      p << ": ";
      p.printType(argument.getType());
      if (i < sizes.size()) {
        p << '{';
        p.printOperand(sizes[i]);
        p << '}';
      }
    }
  }
  p << ") ";
  p.printRegion(body, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/false);
}

//===----------------------------------------------------------------------===//
// Resource list of stream.cmd.dispatch
//===----------------------------------------------------------------------===//

ParseResult mlir::stream::parseDispatchResources(
    OpAsmParser &parser, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &resources,
    SmallVectorImpl<Type> &resourceTypes, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths, ArrayAttr &accesses) {
  Builder &builder = parser.getBuilder();
  SmallVector<Attribute> accessAttrs;
  do {
    SMLoc accessLoc = parser.getCurrentLocation();
    StringRef word;
    if (failed(parser.parseOptionalKeyword(&word)))
      return parser.emitError(accessLoc, "expected resource access 'ro', 'wo' or 'rw'");
    ResourceAccessBitfield access;
    if (word == "ro")
      access = ResourceAccessBitfield::Read;
    else if (word == "wo")
      access = ResourceAccessBitfield::Write;
    else if (word == "rw")
      access = ResourceAccessBitfield::Read | ResourceAccessBitfield::Write;
    else
      return parser.emitError(accessLoc)
             << "unknown resource access '" << word << "'; expected 'ro', 'wo' or 'rw'";
    accessAttrs.push_back(builder.getI32IntegerAttr(static_cast<int32_t>(access)));

    OpAsmParser::UnresolvedOperand resource, offset, length, size;
    Type type;
    if (failed(parser.parseOperand(resource)) || failed(parser.parseLSquare()) ||
        failed(parser.parseOperand(offset)) || failed(parser.parseKeyword("for")) ||
        failed(parser.parseOperand(length)) || failed(parser.parseRSquare()) ||
        failed(parser.parseColonType(type)) || failed(parser.parseLBrace()) ||
        failed(parser.parseOperand(size)) || failed(parser.parseRBrace()))
      return failure();
    resources.push_back(resource);
    resourceTypes.push_back(type);
    offsets.push_back(offset);
    lengths.push_back(length);
    sizes.push_back(size);
  } while (succeeded(parser.parseOptionalComma()));
  accesses = builder.getArrayAttr(accessAttrs);
  return success();
}

/// The keyword of an access entry; None (only writable in generic form) has
/// none, as in IREE.
static StringRef getAccessKeyword(Attribute access) {
  ResourceAccessBitfield bits = decodeResourceAccess(access);
  if (bitEnumContainsAll(bits, ResourceAccessBitfield::Read | ResourceAccessBitfield::Write))
    return "rw";
  if (bitEnumContainsAll(bits, ResourceAccessBitfield::Read))
    return "ro";
  if (bitEnumContainsAll(bits, ResourceAccessBitfield::Write))
    return "wo";
  return "";
}

void mlir::stream::printDispatchResources(OpAsmPrinter &p, Operation *, OperandRange resources,
                                          TypeRange resourceTypes, OperandRange sizes,
                                          OperandRange offsets, OperandRange lengths,
                                          ArrayAttr accesses) {
  // The verifier guarantees equal counts; stay in bounds regardless.
  size_t count = std::min({resources.size(), resourceTypes.size(), sizes.size(), offsets.size(),
                           lengths.size(), accesses ? accesses.size() : size_t(0)});
  for (size_t i = 0; i < count; ++i) {
    p.printNewline();
    // None (no keyword) prints as nothing, as in IREE: `  %r[...]`.
    p << "  ";
    if (StringRef keyword = getAccessKeyword(accesses[i]); !keyword.empty())
      p << keyword << ' ';
    p.printOperand(resources[i]);
    p << '[';
    p.printOperand(offsets[i]);
    p << " for ";
    p.printOperand(lengths[i]);
    p << "] : ";
    p.printType(resourceTypes[i]);
    p << '{';
    p.printOperand(sizes[i]);
    p << '}';
    if (i + 1 < count)
      p << ',';
  }
}
