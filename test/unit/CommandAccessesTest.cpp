//===- CommandAccessesTest.cpp - The access model of stream commands ------===//
//
// CommandAccessOpInterface and the rules of dialects/stream/CommandAccesses.h
// (docs/design/access-model.md) on ops parsed from text, some of them in
// shapes the verifier rejects: the accesses of fill, copy and dispatch, the
// meaning of access bits (None reads and writes), known constants and the
// bounds of known byte ranges.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/stream/CommandAccesses.h"

#include "StreamTestSupport.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stream;

namespace {

class CommandAccessesTest : public ::testing::Test {
protected:
  CommandAccessesTest() { stream_to_hal::testing::loadStreamTestDialects(context); }

  /// Parses `source` without verifying it and returns its commands in order.
  std::vector<CommandAccessOpInterface> parseCommands(StringRef source) {
    module = parseSourceString<ModuleOp>(source, ParserConfig(&context, /*verifyAfterParse=*/false));
    std::vector<CommandAccessOpInterface> commands;
    EXPECT_TRUE(module);
    if (module)
      module->walk([&](CommandAccessOpInterface op) { commands.push_back(op); });
    return commands;
  }

  /// The known constant `text` (an arith.constant of `type`) parses to.
  std::optional<int64_t> constantOf(const std::string &text, const std::string &type) {
    module = parseSourceString<ModuleOp>("%0 = arith.constant " + text + " : " + type + "\n",
                                         &context);
    if (!module)
      return std::nullopt;
    return getKnownConstant(module->getBody()->front().getResult(0));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

constexpr const char *kCommands = R"mlir(
  func.func @f(%r: !stream.resource<transient>, %s: !stream.resource<transient>, %n: index, %v: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c256}, %s as %b: !stream.resource<transient>{%c256}) {
      stream.cmd.fill %v, %a[%c64 for %c64] : i32 -> !stream.resource<transient>{%c256}
      stream.cmd.copy %a[%c0], %b[%n], %c64 : !stream.resource<transient>{%c256} -> !stream.resource<transient>{%c256}
      stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
        ro %a[%c0 for %c64] : !stream.resource<transient>{%c256},
        wo %b[%c64 for %n] : !stream.resource<transient>{%c256},
        rw %a[%c64 for %c64] : !stream.resource<transient>{%c256}
      }
      stream.cmd.discard %a[%c0 for %c256] : !stream.resource<transient>{%c256}
    } => !stream.timepoint
    return
  }
)mlir";

TEST_F(CommandAccessesTest, FillCopyDispatch) {
  std::vector<CommandAccessOpInterface> commands = parseCommands(kCommands);
  // discard records nothing: it is not a command.
  ASSERT_EQ(commands.size(), 3u);
  Block &body = *commands[0]->getBlock();
  Value a = body.getArgument(0), b = body.getArgument(1);

  EXPECT_EQ(commands[0].getCommandStage(), CommandStage::Transfer);
  auto fill = commands[0].getCommandAccessList();
  ASSERT_EQ(fill.size(), 1u);
  EXPECT_EQ(fill[0].resource, a);
  EXPECT_FALSE(fill[0].reads);
  EXPECT_TRUE(fill[0].writes);
  ASSERT_TRUE(fill[0].getKnownRange());
  EXPECT_EQ(fill[0].getKnownRange()->begin, 64);
  EXPECT_EQ(fill[0].getKnownRange()->end, 128);

  EXPECT_EQ(commands[1].getCommandStage(), CommandStage::Transfer);
  auto copy = commands[1].getCommandAccessList();
  ASSERT_EQ(copy.size(), 2u);
  EXPECT_EQ(copy[0].resource, a);
  EXPECT_TRUE(copy[0].reads);
  EXPECT_FALSE(copy[0].writes);
  EXPECT_EQ(copy[0].ordinal, 0u);
  EXPECT_EQ(copy[1].resource, b);
  EXPECT_FALSE(copy[1].reads);
  EXPECT_TRUE(copy[1].writes);
  EXPECT_EQ(copy[1].ordinal, 1u);
  // Both ranges have the copy's length; the target offset is not a constant.
  EXPECT_EQ(copy[0].length, copy[1].length);
  EXPECT_TRUE(copy[0].getKnownRange());
  EXPECT_FALSE(copy[1].getKnownRange());

  EXPECT_EQ(commands[2].getCommandStage(), CommandStage::Dispatch);
  auto dispatch = commands[2].getCommandAccessList();
  ASSERT_EQ(dispatch.size(), 3u);
  for (unsigned i = 0; i < 3; ++i)
    EXPECT_EQ(dispatch[i].ordinal, i);
  EXPECT_TRUE(dispatch[0].reads && !dispatch[0].writes);
  EXPECT_TRUE(!dispatch[1].reads && dispatch[1].writes);
  EXPECT_TRUE(dispatch[2].reads && dispatch[2].writes);
  EXPECT_FALSE(dispatch[1].getKnownRange()); // the length is an argument
}

// docs/design/access-model.md#access-bits: None (generic form only) and a
// missing or non-integer entry read and write.
TEST_F(CommandAccessesTest, NoneReadsAndWrites) {
  EXPECT_EQ(decodeResourceAccess(Attribute()), ResourceAccessBitfield::None);
  Builder builder(&context);
  EXPECT_EQ(decodeResourceAccess(builder.getStringAttr("rw")), ResourceAccessBitfield::None);
  EXPECT_EQ(decodeResourceAccess(builder.getI32IntegerAttr(1)), ResourceAccessBitfield::Read);
  for (ResourceAccessBitfield bits :
       {ResourceAccessBitfield::None, ResourceAccessBitfield::Read | ResourceAccessBitfield::Write}) {
    ResourceAccessMode mode = getResourceAccessMode(bits);
    EXPECT_TRUE(mode.reads);
    EXPECT_TRUE(mode.writes);
  }
  ResourceAccessMode write = getResourceAccessMode(ResourceAccessBitfield::Write);
  EXPECT_FALSE(write.reads);
  EXPECT_TRUE(write.writes);

  std::vector<CommandAccessOpInterface> commands = parseCommands(kCommands);
  ASSERT_EQ(commands.size(), 3u);
  commands[2]->setAttr("resource_accesses",
                       builder.getArrayAttr({builder.getI32IntegerAttr(0),
                                             builder.getI32IntegerAttr(2)}));
  auto accesses = commands[2].getCommandAccessList();
  ASSERT_EQ(accesses.size(), 3u);
  EXPECT_TRUE(accesses[0].reads && accesses[0].writes); // None
  EXPECT_TRUE(!accesses[1].reads && accesses[1].writes);
  EXPECT_TRUE(accesses[2].reads && accesses[2].writes); // no entry
}

// docs/design/access-model.md#unverified-ir: a resource without an offset or
// length has an unknown range; the accesses follow the resources.
TEST_F(CommandAccessesTest, RaggedDispatch) {
  std::vector<CommandAccessOpInterface> commands = parseCommands(R"mlir(
    func.func @f(%r: !stream.resource<transient>, %n: index) {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%n}) {
        "stream.cmd.dispatch"(%n, %n, %n, %a, %a, %n, %n, %c0, %c64) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 2, 2, 1, 1>, resource_accesses = [1 : i32]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index) -> ()
      } => !stream.timepoint
      return
    }
  )mlir");
  ASSERT_EQ(commands.size(), 1u);
  auto accesses = commands[0].getCommandAccessList();
  ASSERT_EQ(accesses.size(), 2u);
  EXPECT_TRUE(accesses[0].reads && !accesses[0].writes);
  ASSERT_TRUE(accesses[0].getKnownRange());
  EXPECT_EQ(accesses[0].getKnownRange()->end, 64);
  EXPECT_FALSE(accesses[1].offset);
  EXPECT_FALSE(accesses[1].length);
  EXPECT_FALSE(accesses[1].getKnownRange());
  EXPECT_TRUE(accesses[1].reads && accesses[1].writes);
}

// docs/design/access-model.md#known-constants.
TEST_F(CommandAccessesTest, KnownConstants) {
  EXPECT_EQ(constantOf("64", "index"), std::optional<int64_t>(64));
  EXPECT_EQ(constantOf("-1", "i32"), std::optional<int64_t>(-1));
  EXPECT_EQ(constantOf("9223372036854775807", "i128"),
            std::optional<int64_t>(std::numeric_limits<int64_t>::max()));
  EXPECT_EQ(constantOf("9223372036854775808", "i128"), std::nullopt);
  EXPECT_EQ(constantOf("1.0", "f32"), std::nullopt);
  EXPECT_EQ(getKnownConstant(Value()), std::nullopt);
}

// docs/design/access-model.md#byte-ranges: known iff 0 <= o, 0 <= l and
// o + l < 2^63; the bound is exact.
TEST_F(CommandAccessesTest, KnownByteRangeBounds) {
  module = parseSourceString<ModuleOp>(R"mlir(
    %zero = arith.constant 0 : index
    %one = arith.constant 1 : index
    %max = arith.constant 9223372036854775807 : index
    %maxm1 = arith.constant 9223372036854775806 : index
    %neg = arith.constant -1 : index
  )mlir",
                                       &context);
  ASSERT_TRUE(module);
  std::vector<Value> v;
  for (Operation &op : *module->getBody())
    v.push_back(op.getResult(0));
  Value zero = v[0], one = v[1], max = v[2], maxm1 = v[3], neg = v[4];
  // o + l = 2^63 - 1: known.
  std::optional<KnownByteRange> atBound = getKnownByteRange(maxm1, one);
  ASSERT_TRUE(atBound);
  EXPECT_EQ(atBound->begin, std::numeric_limits<int64_t>::max() - 1);
  EXPECT_EQ(atBound->end, std::numeric_limits<int64_t>::max());
  EXPECT_TRUE(getKnownByteRange(zero, max));
  // o + l = 2^63: unknown.
  EXPECT_FALSE(getKnownByteRange(max, one));
  EXPECT_FALSE(getKnownByteRange(one, max));
  EXPECT_FALSE(getKnownByteRange(neg, one));
  EXPECT_FALSE(getKnownByteRange(zero, neg));
  EXPECT_FALSE(getKnownByteRange(zero, Value()));
  // An empty range is known; it overlaps only a range strictly around it.
  std::optional<KnownByteRange> empty = getKnownByteRange(one, zero);
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty->overlaps(KnownByteRange{0, 2}));
  EXPECT_FALSE(empty->overlaps(KnownByteRange{1, 2}));
  EXPECT_FALSE(empty->overlaps(KnownByteRange{0, 1}));
  EXPECT_FALSE((KnownByteRange{0, 64}).overlaps(KnownByteRange{64, 128}));
  EXPECT_TRUE((KnownByteRange{0, 65}).overlaps(KnownByteRange{64, 128}));
}

} // namespace
