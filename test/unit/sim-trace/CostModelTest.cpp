//===- CostModelTest.cpp - CostModel's JSON overrides ---------------------===//
//
// docs/design/simulator-cost.md#overrides: every key overrides its field, the
// others keep their defaults, and every kind of bad file is an error that
// names the file and the key.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/cost/CostModel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace stream_to_hal::sim;

namespace {

/// The error text of `result`, which must have failed.
std::string errorOf(llvm::Expected<CostModel> result) {
  if (result)
    return "<no error>";
  return llvm::toString(result.takeError());
}

std::string errorOfText(llvm::StringRef text) {
  return errorOf(CostModel::fromJSON(text, "costs.json"));
}

TEST(CostModel, EmptyObjectKeepsEveryDefault) {
  llvm::Expected<CostModel> model = CostModel::fromJSON("{}", "costs.json");
  ASSERT_TRUE(bool(model)) << llvm::toString(model.takeError());
  CostModel defaults;
  EXPECT_EQ(model->hostPerRecordedCommandUs, defaults.hostPerRecordedCommandUs);
  EXPECT_EQ(model->hostPerSubmitUs, defaults.hostPerSubmitUs);
  EXPECT_EQ(model->dispatchLaunchUs, defaults.dispatchLaunchUs);
  EXPECT_EQ(model->concurrentCommands, defaults.concurrentCommands);
}

TEST(CostModel, EveryKeyOverridesItsField) {
  llvm::Expected<CostModel> model = CostModel::fromJSON(R"({
    "hostPerRecordedCommandUs": 1.5, "hostPerSubmitUs": 7,
    "hostPerWaitWakeUpUs": 11, "hostPerAllocationUs": 3.25,
    "dispatchLaunchUs": 4, "dispatchPerWorkgroupUs": 0.5,
    "fillBytesPerUs": 1000, "copyBytesPerUs": 500,
    "barrierDrainUs": 2, "queueOpUs": 0.125, "concurrentCommands": 8
  })", "costs.json");
  ASSERT_TRUE(bool(model)) << llvm::toString(model.takeError());
  EXPECT_EQ(model->hostPerRecordedCommandUs, 1.5);
  EXPECT_EQ(model->hostPerSubmitUs, 7.0);
  EXPECT_EQ(model->hostPerWaitWakeUpUs, 11.0);
  EXPECT_EQ(model->hostPerAllocationUs, 3.25);
  EXPECT_EQ(model->dispatchLaunchUs, 4.0);
  EXPECT_EQ(model->dispatchPerWorkgroupUs, 0.5);
  EXPECT_EQ(model->fillBytesPerUs, 1000.0);
  EXPECT_EQ(model->copyBytesPerUs, 500.0);
  EXPECT_EQ(model->barrierDrainUs, 2.0);
  EXPECT_EQ(model->queueOpUs, 0.125);
  EXPECT_EQ(model->concurrentCommands, 8u);
  // The derived durations follow the overrides.
  EXPECT_EQ(model->dispatchUs(10), 4.0 + 0.5 * 10);
  EXPECT_EQ(model->fillUs(4000), 4.0);
  EXPECT_EQ(model->copyUs(4000), 8.0);
}

TEST(CostModel, PartialOverrideKeepsTheOtherDefaults) {
  llvm::Expected<CostModel> model =
      CostModel::fromJSON(R"({"barrierDrainUs": 9})", "costs.json");
  ASSERT_TRUE(bool(model)) << llvm::toString(model.takeError());
  EXPECT_EQ(model->barrierDrainUs, 9.0);
  EXPECT_EQ(model->queueOpUs, CostModel().queueOpUs);
}

TEST(CostModel, UnknownKey) {
  EXPECT_EQ(errorOfText(R"({"dispatchLaunchUS": 1})"),
            "cost model 'costs.json': unknown key 'dispatchLaunchUS' (known "
            "keys: hostPerRecordedCommandUs, hostPerSubmitUs, "
            "hostPerWaitWakeUpUs, hostPerAllocationUs, dispatchLaunchUs, "
            "dispatchPerWorkgroupUs, fillBytesPerUs, copyBytesPerUs, "
            "barrierDrainUs, queueOpUs, concurrentCommands)");
}

/// A bad value of one key, and the error after "cost model 'costs.json': ".
struct BadValue {
  const char *json;
  const char *error;
};

TEST(CostModel, WrongTypesAndNonPositiveValues) {
  const BadValue cases[] = {
      {R"({"hostPerSubmitUs": "5"})",
       "key 'hostPerSubmitUs' must be a number, got \"5\""},
      {R"({"queueOpUs": true})", "key 'queueOpUs' must be a number, got true"},
      {R"({"queueOpUs": null})", "key 'queueOpUs' must be a number, got null"},
      {R"({"concurrentCommands": 4.5})",
       "key 'concurrentCommands' must be an integer, got 4.5"},
      {R"({"concurrentCommands": [4]})",
       "key 'concurrentCommands' must be an integer, got [4]"},
      {R"({"copyBytesPerUs": 0})",
       "key 'copyBytesPerUs' must be a number from 1e-6 to 1e9, got 0"},
      {R"({"dispatchLaunchUs": -3})",
       "key 'dispatchLaunchUs' must be a number from 1e-6 to 1e9, got -3"},
      {R"({"fillBytesPerUs": 1e999})",
       "key 'fillBytesPerUs' must be a number from 1e-6 to 1e9, got inf"},
      {R"({"concurrentCommands": 0})",
       "key 'concurrentCommands' must be a positive integer that fits in 32 "
       "bits, got 0"},
      {R"({"concurrentCommands": -2})",
       "key 'concurrentCommands' must be a positive integer that fits in 32 "
       "bits, got -2"},
      {R"({"concurrentCommands": 4294967296})",
       "key 'concurrentCommands' must be a positive integer that fits in 32 "
       "bits, got 4294967296"},
  };
  for (const BadValue &bad : cases)
    EXPECT_EQ(errorOfText(bad.json),
              std::string("cost model 'costs.json': ") + bad.error);
}

TEST(CostModel, FirstBadKeyInSortedOrderIsReported) {
  EXPECT_EQ(errorOfText(R"({"zzz": 1, "queueOpUs": -1, "barrierDrainUs": 0})"),
            "cost model 'costs.json': key 'barrierDrainUs' must be a number "
            "from 1e-6 to 1e9, got 0");
}

TEST(CostModel, NotAnObject) {
  EXPECT_EQ(errorOfText("[1, 2]"),
            "cost model 'costs.json': expected a JSON object of cost-model "
            "fields");
}

TEST(CostModel, MalformedJSON) {
  EXPECT_EQ(errorOfText(R"({"queueOpUs": 1,})"),
            "cost model 'costs.json': malformed JSON: [1:17, byte=17]: "
            "Expected object key");
}

TEST(CostModel, ReadsAFile) {
  llvm::SmallString<128> path;
  int fd;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("cost", "json", fd, path));
  llvm::FileRemover remover(path);
  {
    llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
    file << R"({"hostPerSubmitUs": 12.5})";
  }
  llvm::Expected<CostModel> model = CostModel::fromJSONFile(path, 1 << 20);
  ASSERT_TRUE(bool(model)) << llvm::toString(model.takeError());
  EXPECT_EQ(model->hostPerSubmitUs, 12.5);
}

TEST(CostModel, UnreadableFile) {
  EXPECT_EQ(errorOf(CostModel::fromJSONFile("/nonexistent/costs.json", 1 << 20)),
            "cost model '/nonexistent/costs.json': cannot open input file "
            "'/nonexistent/costs.json': No such file or directory");
  EXPECT_EQ(errorOf(CostModel::fromJSONFile("/", 1 << 20)),
            "cost model '/': cannot read '/': Is a directory");
}

TEST(CostModel, ExtremeFiniteValues) {
  // Finite, but the clock would overflow to inf or nan.
  EXPECT_TRUE(llvm::StringRef(errorOfText(R"({"fillBytesPerUs": 1e-308})"))
                  .starts_with("cost model 'costs.json': key 'fillBytesPerUs' must be a "
                               "number from 1e-6 to 1e9, got 9.99"));
  EXPECT_EQ(errorOfText(R"({"hostPerSubmitUs": 1e308})"),
            "cost model 'costs.json': key 'hostPerSubmitUs' must be a number "
            "from 1e-6 to 1e9, got 1e+308");
}

TEST(CostModel, DeepNestingIsRefusedBeforeParsing) {
  // 50,000 levels overflow llvm::json::parse's stack; brackets in strings
  // do not count.
  std::string deep = std::string(50000, '[') + std::string(50000, ']');
  EXPECT_EQ(errorOfText(deep), "cost model 'costs.json': nested 50000 deep; a cost model is "
                               "one object of numbers (at most 16 levels are read)");
  EXPECT_EQ(errorOfText(R"({"queueOpUs": 1, "x[[[[[[[[[[[[[[[[[[[[": 2})"),
            "cost model 'costs.json': unknown key 'x[[[[[[[[[[[[[[[[[[[[' (known keys: "
            "hostPerRecordedCommandUs, hostPerSubmitUs, hostPerWaitWakeUpUs, "
            "hostPerAllocationUs, dispatchLaunchUs, dispatchPerWorkgroupUs, fillBytesPerUs, "
            "copyBytesPerUs, barrierDrainUs, queueOpUs, concurrentCommands)");
}

TEST(CostModel, FileLargerThanTheBudget) {
  EXPECT_EQ(errorOf(CostModel::fromJSONFile("/dev/zero", 1000)),
            "cost model '/dev/zero': '/dev/zero' exceeds the budget --max-file-bytes=1000 "
            "(bytes of each file read); raise it with --max-file-bytes=N");
}

} // namespace
