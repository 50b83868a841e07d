//===- Engine.cpp - Load, lower, run both levels, compare, report ---------===//
//
// docs/design/simulator.md#engine.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/engine/Engine.h"
#include "StreamToHAL/sim/cost/CostModel.h"
#include "StreamToHAL/sim/device/simulated/SimulatedDevice.h"
#include "StreamToHAL/sim/engine/Compare.h"
#include "StreamToHAL/sim/engine/LoweredLocations.h"
#include "StreamToHAL/sim/engine/ProgramRun.h"
#include "StreamToHAL/sim/races/StreamOrder.h"
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"
#include "StreamToHAL/sim/trace/TraceWriters.h"
#ifdef STREAM_TO_HAL_HAVE_VULKAN_DEVICE
#include "StreamToHAL/sim/device/vulkan/VulkanDevice.h"
#endif

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <optional>

// Valgrind's client requests, when its header is installed (Debian's
// `valgrind` package): bench/simulate.py counts the simulation's
// instructions under callgrind with --instr-atstart=no, so that the parser
// and the conversion run uninstrumented, which makes the 1M-op module
// countable (docs/benchmark.md). Outside valgrind a request is a few no-op
// instructions.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define STREAM_TO_HAL_SIM_START_INSTRUMENTATION() CALLGRIND_START_INSTRUMENTATION
#define STREAM_TO_HAL_SIM_STOP_INSTRUMENTATION() CALLGRIND_STOP_INSTRUMENTATION
#else
#define STREAM_TO_HAL_SIM_START_INSTRUMENTATION() ((void)0)
#define STREAM_TO_HAL_SIM_STOP_INSTRUMENTATION() ((void)0)
#endif

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

/// Callgrind instruments the simulation (the reference run to the
/// comparison) while this lives; see the client requests above.
struct SimulationInstrumentation {
  SimulationInstrumentation() { STREAM_TO_HAL_SIM_START_INSTRUMENTATION(); }
  ~SimulationInstrumentation() { STREAM_TO_HAL_SIM_STOP_INSTRUMENTATION(); }
  SimulationInstrumentation(const SimulationInstrumentation &) = delete;
  SimulationInstrumentation &operator=(const SimulationInstrumentation &) = delete;
};

OwningOpRef<ModuleOp> parseModule(MLIRContext &context, llvm::StringRef path,
                                  llvm::SourceMgr &sourceMgr, uint64_t maxBytes) {
  if (failed(loadSourceFile(path, sourceMgr, maxBytes)))
    return nullptr;
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

/// The HAL program: a clone of `input` lowered with `options`, or the
/// module of `loweredPath`, each op located in FILE and in the stream
/// program (LoweredLocations.h).
OwningOpRef<ModuleOp> getLoweredModule(MLIRContext &context, ModuleOp input,
                                       const SimulatorOptions &options,
                                       llvm::SourceMgr &loweredSourceMgr) {
  if (!options.loweredPath.empty())
    return parseLoweredFile(context, options.loweredPath, loweredSourceMgr,
                            options.budgets.fileBytes);
  // The pass itself parses its options, so --options takes exactly what
  // convert-stream-to-hal takes.
  PassManager pm(&context);
  bool hasPipeline = !options.pipeline.empty();
  if (hasPipeline && !options.conversionOptions.empty()) {
    llvm::WithColor::error() << "--pipeline and --options exclude each other: put the "
                                "options in the pipeline's convert-stream-to-hal{...}\n";
    return nullptr;
  }
  std::string pipeline = hasPipeline
                             ? options.pipeline
                             : "convert-stream-to-hal{" + options.conversionOptions + "}";
  std::string parseErrors;
  llvm::raw_string_ostream errorStream(parseErrors);
  // A pipeline anchored on builtin.module (as --pass-pipeline takes it)
  // replaces the pass manager's; otherwise its passes run on the module.
  auto parseInto = [&](PassManager &passManager) -> LogicalResult {
    if (!llvm::StringRef(pipeline).trim().starts_with("builtin.module("))
      return parsePassPipeline(pipeline, passManager, errorStream);
    FailureOr<OpPassManager> anchored = parsePassPipeline(pipeline, errorStream);
    if (failed(anchored))
      return failure();
    static_cast<OpPassManager &>(passManager) = std::move(*anchored);
    return success();
  };
  if (failed(parseInto(pm))) {
    // The option parser reports on several lines; one line here.
    llvm::SmallVector<llvm::StringRef, 4> lines;
    llvm::StringRef(parseErrors).split(lines, '\n', -1, /*KeepEmpty=*/false);
    llvm::WithColor::error() << "invalid " << (hasPipeline ? "--pipeline='" : "--options='")
                             << (hasPipeline ? options.pipeline : options.conversionOptions)
                             << "': " << llvm::join(lines, "; ") << "\n";
    return nullptr;
  }
  OwningOpRef<ModuleOp> lowered(input.clone());
  if (failed(pm.run(*lowered))) {
    llvm::WithColor::error() << "the conversion failed\n";
    return nullptr;
  }
  return lowered;
}

void printResults(llvm::raw_ostream &out, const RunOutcome &outcome, MLIRContext &context,
                  uint64_t maxElements) {
  for (const FunctionOutcome &call : outcome.functions) {
    out << "EXEC @" << call.name << "\n";
    for (auto [index, result] : llvm::enumerate(call.results))
      printSnapshot(out, index, result, context, maxElements);
  }
}

/// Opens an output file before anything runs, so that an unwritable path
/// fails at once; null (with the error reported) if it cannot.
std::unique_ptr<llvm::ToolOutputFile> openOutput(llvm::StringRef path) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &error);
  if (!file)
    llvm::WithColor::error() << error << "\n";
  return file;
}

/// Whether two paths name one file: the same file if both exist, else the
/// same absolute path.
bool isSameFile(llvm::StringRef a, llvm::StringRef b) {
  bool equivalent = false;
  if (!llvm::sys::fs::equivalent(a, b, equivalent))
    return equivalent;
  auto normalized = [](llvm::StringRef path) {
    llvm::SmallString<256> absolute(path);
    llvm::sys::fs::make_absolute(absolute);
    llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
    return std::string(absolute);
  };
  return normalized(a) == normalized(b);
}

/// Refuses, before the run, an output (--trace, --timeline,
/// --write-lowered) that names a file read (the input, --lowered,
/// --cost-model) or another output: it would overwrite it, or lose one.
LogicalResult checkOutputPaths(const SimulatorOptions &options) {
  std::pair<llvm::StringRef, llvm::StringRef> outputs[] = {
      {"--write-lowered", options.writeLoweredPath},
      {"--trace", options.tracePath},
      {"--timeline", options.timelinePath}};
  std::pair<llvm::StringRef, llvm::StringRef> reads[] = {
      {"the input", options.inputPath},
      {"--lowered", options.loweredPath},
      {"--cost-model", options.costModelPath}};
  for (auto [index, output] : llvm::enumerate(outputs)) {
    auto [option, path] = output;
    if (path.empty())
      continue;
    auto refuse = [&](llvm::StringRef other) {
      llvm::WithColor::error() << option << "='" << path << "' names the same file as "
                               << other << ": refused, it would be overwritten or lost\n";
      return failure();
    };
    for (auto [what, read] : reads)
      if (!read.empty() && read != "-" && isSameFile(path, read))
        return refuse(what);
    for (auto [other, otherPath] : llvm::ArrayRef(outputs).take_front(index))
      if (!otherPath.empty() && (path == "-" ? otherPath == "-" : isSameFile(path, otherPath)))
        return refuse(other);
  }
  return success();
}

/// The name of the in-process lowering's printed text: the --write-lowered
/// file, else INPUT.lowered, which exists only in memory.
std::string loweredTextName(const SimulatorOptions &options) {
  return options.writeLoweredPath.empty() ? options.inputPath + ".lowered"
                                          : options.writeLoweredPath;
}

/// Locates the in-process lowering's ops in its printed text too
/// (LoweredLocations.h).
LogicalResult locateLowering(ModuleOp lowered, const SimulatorOptions &options) {
  return locateInProcessLowering(lowered, loweredTextName(options), options.writeLoweredPath);
}

/// One HAL run on a fresh Memory and Device.
struct HALRun {
  Memory memory;
  std::unique_ptr<RaceTracker> races;
  std::unique_ptr<Device> device;
  FailureOr<RunOutcome> outcome = failure();
};

/// The device of --device: the simulated one, or a Vulkan device (which
/// reports no races: its validation layer checks the synchronization).
llvm::Expected<std::unique_ptr<Device>> createDevice(HALRun &run, const CostModel &costs,
                                                     ScheduleOptions schedule,
                                                     const SimulatorOptions &options) {
  if (options.device == "simulated")
    return std::make_unique<SimulatedDevice>(costs, run.memory, run.races.get(), schedule);
#ifdef STREAM_TO_HAL_HAVE_VULKAN_DEVICE
  return createVulkanDevice(run.memory, VulkanOptions{options.vulkanDevice,
                                                      options.vulkanValidation});
#else
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "--device=vulkan: this stream-hal-sim was built without the Vulkan device; install "
      "the Vulkan headers and a shader compiler (Debian: apt-get install libvulkan-dev "
      "glslang-tools) and configure again");
#endif
}

void runHAL(HALRun &run, ModuleOp lowered, const OpRegistry &registry,
            const DispatchAccessTable &table, const CostModel &costs,
            ScheduleOptions schedule, bool trackRaces, const SimulatorOptions &options,
            llvm::ArrayRef<InputValue> inputs) {
  run.memory.setBudgets(options.budgets);
  if (trackRaces)
    run.races = std::make_unique<RaceTracker>(run.memory);
  llvm::Expected<std::unique_ptr<Device>> device = createDevice(run, costs, schedule, options);
  if (!device) {
    llvm::WithColor::error() << llvm::toString(device.takeError()) << "\n";
    run.outcome = failure();
    return;
  }
  run.device = std::move(*device);
  Interpreter interp(lowered, RunLevel::HAL, registry, run.memory, run.device.get(), table);
  run.outcome = runProgram(interp, options.functions, inputs);
}

} // namespace

int runSimulator(MLIRContext &context, const SimulatorOptions &options, llvm::raw_ostream &out,
                 TimingScope &timing) {
  // parseSourceFile parses a SourceMgr's main file: one per module. The
  // handler finds the lines of other files' locations by their names.
  llvm::SourceMgr sourceMgr, loweredSourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  TimingScope parseTiming = timing.nest("parse");
  OwningOpRef<ModuleOp> input =
      parseModule(context, options.inputPath, sourceMgr, options.budgets.fileBytes);
  if (!input)
    return kExitFailure;
  std::vector<InputValue> inputs;
  for (const std::string &text : options.inputs) {
    llvm::Expected<InputValue> parsed = parseInput(context, text, options.budgets.deviceBytes);
    if (!parsed) {
      llvm::WithColor::error() << llvm::toString(parsed.takeError()) << "\n";
      return kExitFailure;
    }
    inputs.push_back(std::move(*parsed));
  }
  if (!options.loweredPath.empty() &&
      (!options.conversionOptions.empty() || !options.pipeline.empty())) {
    llvm::WithColor::error() << (options.pipeline.empty() ? "--options" : "--pipeline")
                             << " and --lowered cannot be combined (--lowered is already "
                                "converted)\n";
    return kExitFailure;
  }
  if (!options.loweredPath.empty() && !options.writeLoweredPath.empty()) {
    llvm::WithColor::error() << "--write-lowered and --lowered cannot be combined (--lowered "
                                "is not converted here)\n";
    return kExitFailure;
  }
  if (options.functions.empty()) {
    llvm::WithColor::error() << "no --function to run\n";
    return kExitFailure;
  }
  if (failed(checkOutputPaths(options)))
    return kExitFailure;
  if (options.device != "simulated" && options.device != "vulkan") {
    llvm::WithColor::error() << "--device=" << options.device
                             << ": unknown device (simulated or vulkan)\n";
    return kExitFailure;
  }
  if (options.device == "vulkan" && options.schedules != 0) {
    llvm::WithColor::error() << "--schedules: random schedules are the simulated device's; "
                                "the Vulkan device runs the driver's schedule\n";
    return kExitFailure;
  }
  CostModel costs;
  if (!options.costModelPath.empty()) {
    llvm::Expected<CostModel> loaded =
        CostModel::fromJSONFile(options.costModelPath, options.budgets.fileBytes);
    if (!loaded) {
      llvm::WithColor::error() << llvm::toString(loaded.takeError()) << "\n";
      return kExitFailure;
    }
    costs = *loaded;
  }
  if (failed(checkFunctions(*input, options.functions, inputs, "")))
    return kExitFailure;
  std::optional<DispatchAccessTable> table = DispatchAccessTable::build(*input);
  parseTiming.stop();

  TimingScope convertTiming = timing.nest("convert");
  OwningOpRef<ModuleOp> lowered = getLoweredModule(context, *input, options, loweredSourceMgr);
  if (!lowered)
    return kExitFailure;
  std::string loweredOrigin = options.loweredPath.empty()
                                  ? "the lowering of " + options.inputPath
                                  : "--lowered=" + options.loweredPath;
  if (failed(checkLoweredProgram(*lowered, loweredOrigin)) ||
      failed(checkFunctions(*lowered, options.functions, inputs, "lowered ")))
    return kExitFailure;
  // Which stream site each HAL dispatch comes from, once for every run.
  std::string loweredName =
      options.loweredPath.empty()
          ? loweredTextName(options)
          : loweredSourceMgr.getMemoryBuffer(loweredSourceMgr.getMainFileID())
                ->getBufferIdentifier()
                .str();
  table->identifySites(*lowered, loweredName);
  convertTiming.stop();

  OpRegistry registry;
  registerStdSemantics(registry);
  registerUtilSemantics(registry);
  registerStreamSemantics(registry);
  registerHALSemantics(registry);

  std::optional<SimulationInstrumentation> instrumented(std::in_place);
  TimingScope referenceTiming = timing.nest("reference");
  // The reference's buffers go once its results are snapshotted: the HAL
  // runs get the whole --max-device-bytes budget.
  FailureOr<RunOutcome> expected = failure();
  {
    Memory referenceMemory;
    referenceMemory.setBudgets(options.budgets);
    Interpreter reference(*input, RunLevel::Reference, registry, referenceMemory, nullptr, *table);
    expected = runProgram(reference, options.functions, inputs);
  }
  if (failed(expected)) {
    llvm::WithColor::error() << "the reference run failed\n";
    return kExitFailure;
  }
  referenceTiming.stop();

  // Printing and parsing the in-process lowering back to locate its ops
  // costs several times the conversion: done only for a report that shows
  // locations, up front when it is asked for, else once a run found a race
  // or a problem, which then runs again (docs/design/simulator.md#locations).
  bool located = !options.loweredPath.empty();
  auto locate = [&]() {
    TimingScope locateTiming = timing.nest("locate lowered ops");
    located = true;
    return locateLowering(*lowered, options);
  };
  // The outputs can be written: checked before the runs, not after.
  std::unique_ptr<llvm::ToolOutputFile> traceFile, timelineFile;
  if ((!options.tracePath.empty() && !(traceFile = openOutput(options.tracePath))) ||
      (!options.timelinePath.empty() && !(timelineFile = openOutput(options.timelinePath))))
    return kExitFailure;
  if (!located && (!options.writeLoweredPath.empty() || !options.tracePath.empty() ||
                   !options.timelinePath.empty()) &&
      failed(locate()))
    return kExitFailure;

  auto deterministic = std::make_unique<HALRun>();
  auto runDeterministic = [&]() {
    TimingScope halTiming = timing.nest("HAL run");
    runHAL(*deterministic, *lowered, registry, *table, costs, ScheduleOptions{}, true, options,
           inputs);
    if (succeeded(deterministic->outcome))
      return success();
    llvm::WithColor::error() << "the HAL run failed\n";
    return failure();
  };
  if (failed(runDeterministic()))
    return kExitFailure;
  if (!located &&
      (!deterministic->races->races().empty() || !deterministic->device->problems().empty() ||
       !deterministic->device->validationMessages().empty())) {
    if (failed(locate()))
      return kExitFailure;
    deterministic = std::make_unique<HALRun>();
    if (failed(runDeterministic()))
      return kExitFailure;
  }

  TimingScope compareTiming = timing.nest("compare");
  std::vector<std::string> mismatches = compareRuns(*expected, *deterministic->outcome);
  compareTiming.stop();
  instrumented.reset();

  TimingScope schedulesTiming = timing.nest("schedules");
  bool scheduleFailed = false;
  for (unsigned i = 0; i < options.schedules; ++i) {
    uint64_t seed = options.seed + i;
    HALRun randomized;
    runHAL(randomized, *lowered, registry, *table, costs, ScheduleOptions{true, seed}, false,
           options, inputs);
    if (failed(randomized.outcome)) {
      llvm::WithColor::error() << "the HAL run under schedule " << i << " (seed " << seed
                               << ") failed\n";
      scheduleFailed = true;
      break;
    }
    for (std::string &line : compareRuns(*expected, *randomized.outcome))
      mismatches.push_back(line + " (schedule " + std::to_string(i) + ", seed " +
                           std::to_string(seed) + ")");
  }
  schedulesTiming.stop();

  printResults(out, *expected, context, options.printMaxElementCount);
  if (mismatches.empty())
    out << "match\n";
  for (const std::string &line : mismatches)
    out << "mismatch: " << line << "\n";
  llvm::ArrayRef<Race> races = deterministic->races->races();
  // Whose race it is (docs/design/stream-races.md): the reference runs again,
  // recording the order the stream program itself gives its commands, only
  // when there is a race to tell.
  Memory orderMemory;
  std::optional<StreamOrder> streamOrder;
  if (!races.empty()) {
    TimingScope orderTiming = timing.nest("stream order");
    streamOrder.emplace(orderMemory);
    Interpreter recorder(*input, RunLevel::Reference, registry, orderMemory, nullptr, *table);
    recorder.setStreamOrder(&*streamOrder);
    if (failed(runProgram(recorder, options.functions, inputs))) {
      llvm::WithColor::error() << "the reference run recording the stream program's order failed\n";
      return kExitFailure;
    }
  }
  unsigned ownRaces = 0;
  for (const Race &race : races) {
    std::string line = deterministic->races->formatRace(race);
    if (streamOrder->isOwnRace(race.firstSite.streamLoc, race.secondSite.streamLoc)) {
      ++ownRaces;
      line.replace(0, llvm::StringRef("race:").size(), "race (in the stream program):");
    }
    out << line << "\n";
  }
  llvm::ArrayRef<std::string> problems = deterministic->device->problems();
  for (const std::string &problem : problems)
    out << "error: " << problem << "\n";
  llvm::ArrayRef<std::string> validation = deterministic->device->validationMessages();
  for (const std::string &message : validation)
    out << message << "\n";
  // Positions in a text that was never written: say how to get it, beside
  // the lines that name them (on standard error when only the trace or the
  // picture does, so that the report's lines stay as they are).
  if (options.loweredPath.empty() && options.writeLoweredPath.empty() && located) {
    bool reportNames = !races.empty() || !problems.empty() || !validation.empty();
    if (reportNames || !options.tracePath.empty() || !options.timelinePath.empty())
      (reportNames ? out : llvm::errs())
          << "note: " << loweredTextName(options)
          << " is the lowering converted here and was not written; --write-lowered="
          << loweredTextName(options)
          << (options.oneOfSeveralLowerings
                  ? " with this lowering's option alone (not the other lowerings)"
                  : "")
          << " writes it, with the positions named here\n";
  }
  RunSummary summary = deterministic->device->summary();
  printSummary(summary, out);
  out << "races-in-stream-program: " << ownRaces << "\n";
  out << "races-introduced: " << races.size() - ownRaces << "\n";
  out.flush();

  if (traceFile) {
    writeChromeTrace(deterministic->device->timeline(), summary, traceFile->os());
    traceFile->keep();
  }
  if (timelineFile) {
    writeTimelineSVG(deterministic->device->timeline(), summary, timelineFile->os());
    timelineFile->keep();
  }
  bool clean = mismatches.empty() && races.empty() && problems.empty() && validation.empty() &&
               !scheduleFailed;
  return clean ? kExitMatch : kExitFailure;
}

int runSimulatorForEachLowering(MLIRContext &context, const SimulatorOptions &common,
                                llvm::ArrayRef<Lowering> lowerings, llvm::raw_ostream &out,
                                TimingScope &timing) {
  std::pair<llvm::StringRef, llvm::StringRef> oneLoweringOptions[] = {
      {"--lowered", common.loweredPath},
      {"--write-lowered", common.writeLoweredPath},
      {"--trace", common.tracePath},
      {"--timeline", common.timelinePath}};
  for (auto [option, value] : oneLoweringOptions)
    if (!value.empty()) {
      llvm::WithColor::error() << option << " names one lowering's file: it cannot be given "
                               << "with " << lowerings.size()
                               << " lowerings (--options and --pipeline)\n";
      return kExitFailure;
    }
  unsigned failedCount = 0;
  for (auto [index, lowering] : llvm::enumerate(lowerings)) {
    bool isPipeline = lowering.kind == Lowering::Kind::Pipeline;
    std::string header = "== lowering " + std::to_string(index + 1) + " of " +
                         std::to_string(lowerings.size()) + ": ";
    out << header << (isPipeline ? "--pipeline='" : "--options='") << lowering.text << "'\n";
    // Diagnostics go unbuffered to standard error: on a terminal they
    // follow the header of the lowering they belong to.
    out.flush();
    SimulatorOptions options = common;
    options.conversionOptions = isPipeline ? "" : lowering.text;
    options.pipeline = isPipeline ? lowering.text : "";
    options.oneOfSeveralLowerings = true;
    TimingScope loweringTiming = timing.nest("lowering " + std::to_string(index + 1));
    int exitCode = runSimulator(context, options, out, loweringTiming);
    loweringTiming.stop();
    if (exitCode != kExitMatch)
      ++failedCount;
    out << header << (exitCode == kExitMatch ? "match" : "failed") << "\n";
  }
  out << "lowerings: " << lowerings.size() << ", failed: " << failedCount << "\n";
  out.flush();
  return failedCount == 0 ? kExitMatch : kExitFailure;
}

} // namespace stream_to_hal::sim
