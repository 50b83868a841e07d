//===- StreamEnumsTest.cpp - The stream dialect's enums -------------------===//
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include <gtest/gtest.h>

using namespace mlir::stream;

namespace {

// docs/design/stream-dialect.md#lifetime: the lifetimes, their values and their
// spellings.
TEST(StreamLifetime, ValuesAndSpellings) {
  struct Case {
    Lifetime lifetime;
    uint32_t value;
    const char *spelling;
  };
  const Case cases[] = {
      {Lifetime::Unknown, 0, "*"},       {Lifetime::External, 1, "external"},
      {Lifetime::Staging, 2, "staging"}, {Lifetime::Transient, 3, "transient"},
      {Lifetime::Variable, 4, "variable"}, {Lifetime::Constant, 5, "constant"},
  };
  for (const Case &c : cases) {
    EXPECT_EQ(static_cast<uint32_t>(c.lifetime), c.value);
    EXPECT_EQ(stringifyLifetime(c.lifetime), c.spelling);
    EXPECT_EQ(symbolizeLifetime(c.spelling), c.lifetime);
    EXPECT_EQ(symbolizeLifetime(c.value), c.lifetime);
  }
  EXPECT_FALSE(symbolizeLifetime("forever").has_value());
  EXPECT_FALSE(symbolizeLifetime(6u).has_value());
}

} // namespace
