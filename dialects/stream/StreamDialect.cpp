//===- StreamDialect.cpp - The stream dialect and its types ---------------===//
#include "dialects/stream/StreamDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stream;

#include "dialects/stream/StreamDialect.cpp.inc"
#include "dialects/stream/StreamEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/stream/StreamTypes.cpp.inc"

void StreamDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/stream/StreamTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/stream/StreamOps.cpp.inc"
      >();
}

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
