//===- BufferBitsTest.cpp - Memory types and usage per lifetime -----------===//
#include "StreamToHAL/patterns/builders/BufferBits.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stream_to_hal;
using stream::Lifetime;

namespace {

struct Expected {
  Lifetime lifetime;
  uint32_t memoryTypes;
  uint32_t bufferUsage;
};

uint32_t raw(hal::MemoryTypeBitfield bits) {
  return static_cast<uint32_t>(bits);
}
uint32_t raw(hal::BufferUsageBitfield bits) {
  return static_cast<uint32_t>(bits);
}

// docs/design/resources.md#buffer-bits, the required bits.
TEST(BufferBits, RequiredPerLifetime) {
  const Expected table[] = {
      {Lifetime::Constant, 0x30, 0xB},  {Lifetime::Variable, 0x30, 0xA},
      {Lifetime::External, 0x10, 0xA},  {Lifetime::Staging, 0x16, 0xE},
      {Lifetime::Transient, 0x31, 0xA},
  };
  for (const Expected &row : table) {
    std::optional<BufferBits> bits = getRequiredBufferBits(row.lifetime);
    ASSERT_TRUE(bits.has_value()) << stream::stringifyLifetime(row.lifetime).str();
    EXPECT_EQ(raw(bits->memoryTypes), row.memoryTypes)
        << stream::stringifyLifetime(row.lifetime).str();
    EXPECT_EQ(raw(bits->bufferUsage), row.bufferUsage)
        << stream::stringifyLifetime(row.lifetime).str();
  }
}

// Same as required except `external`: memory 0x32, usage 0xE.
TEST(BufferBits, AllowedPerLifetime) {
  const Expected table[] = {
      {Lifetime::Constant, 0x30, 0xB},  {Lifetime::Variable, 0x30, 0xA},
      {Lifetime::External, 0x32, 0xE},  {Lifetime::Staging, 0x16, 0xE},
      {Lifetime::Transient, 0x31, 0xA},
  };
  for (const Expected &row : table) {
    std::optional<BufferBits> bits = getAllowedBufferBits(row.lifetime);
    ASSERT_TRUE(bits.has_value()) << stream::stringifyLifetime(row.lifetime).str();
    EXPECT_EQ(raw(bits->memoryTypes), row.memoryTypes)
        << stream::stringifyLifetime(row.lifetime).str();
    EXPECT_EQ(raw(bits->bufferUsage), row.bufferUsage)
        << stream::stringifyLifetime(row.lifetime).str();
  }
}

// The printed (IREE) forms of docs/design/resources.md#buffer-bits, through the
// hal enums' stringifiers.
TEST(BufferBits, PrintedForms) {
  EXPECT_EQ(hal::stringifyMemoryTypeBitfield(
                getRequiredBufferBits(Lifetime::Staging)->memoryTypes),
            "HostVisible|HostCoherent|HostLocal|DeviceVisible");
  EXPECT_EQ(hal::stringifyMemoryTypeBitfield(
                getAllowedBufferBits(Lifetime::External)->memoryTypes),
            "HostVisible|DeviceVisible|DeviceLocal");
  EXPECT_EQ(hal::stringifyMemoryTypeBitfield(
                getRequiredBufferBits(Lifetime::Transient)->memoryTypes),
            "Transient|DeviceVisible|DeviceLocal");
  EXPECT_EQ(hal::stringifyBufferUsageBitfield(
                getRequiredBufferBits(Lifetime::Constant)->bufferUsage),
            "Constant|Transfer|Dispatch");
}

TEST(BufferBits, UnknownLifetimeHasNoBits) {
  EXPECT_FALSE(getRequiredBufferBits(Lifetime::Unknown).has_value());
  EXPECT_FALSE(getAllowedBufferBits(Lifetime::Unknown).has_value());
  // A value outside the enum is rejected too, not asserted on.
  EXPECT_FALSE(getRequiredBufferBits(static_cast<Lifetime>(42)).has_value());
  EXPECT_FALSE(getAllowedBufferBits(static_cast<Lifetime>(42)).has_value());
}

class BufferBitsDiagnostics : public ::testing::Test {
protected:
  BufferBitsDiagnostics()
      : handler(&context, [this](Diagnostic &diag) {
          std::string text;
          llvm::raw_string_ostream os(text);
          if (diag.getSeverity() == DiagnosticSeverity::Error)
            os << "error ";
          os << diag.getLocation() << ": " << diag;
          messages.push_back(os.str());
        }) {
    context.loadDialect<stream::StreamDialect, hal::HALDialect>();
  }

  MLIRContext context;
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler;
};

// The located error of docs/design/failures.md E1, for both sets.
TEST_F(BufferBitsDiagnostics, UnknownLifetimeIsReportedAtTheLocation) {
  Location loc = FileLineColLoc::get(&context, "input.mlir", 7, 3);
  auto unknown = stream::ResourceType::get(&context, Lifetime::Unknown);
  EXPECT_TRUE(failed(deriveRequiredBufferBits(loc, unknown)));
  EXPECT_TRUE(failed(deriveAllowedBufferBits(loc, unknown)));
  ASSERT_EQ(messages.size(), 2u);
  const char *expected =
      "error loc(\"input.mlir\":7:3): unsupported resource lifetime: *";
  EXPECT_EQ(messages[0], expected);
  EXPECT_EQ(messages[1], expected);
}

TEST_F(BufferBitsDiagnostics, KnownLifetimesAreSilent) {
  Location loc = UnknownLoc::get(&context);
  auto external = stream::ResourceType::get(&context, Lifetime::External);
  FailureOr<BufferBits> required = deriveRequiredBufferBits(loc, external);
  FailureOr<BufferBits> allowed = deriveAllowedBufferBits(loc, external);
  ASSERT_TRUE(succeeded(required));
  ASSERT_TRUE(succeeded(allowed));
  EXPECT_EQ(raw(required->memoryTypes), 0x10u);
  EXPECT_EQ(raw(required->bufferUsage), 0xAu);
  EXPECT_EQ(raw(allowed->memoryTypes), 0x32u);
  EXPECT_EQ(raw(allowed->bufferUsage), 0xEu);
  EXPECT_TRUE(messages.empty());
}

} // namespace
