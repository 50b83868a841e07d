//===- stream-hal-sim.cpp - Run a stream program and its HAL lowering -----===//
//
// A thin driver over the simulator's engine (sim/engine): the command
// line of docs/design/simulator.md#command-line.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/tools/ToolRegistry.h"
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/sim/engine/Engine.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <utility>
#include <vector>

namespace cl = llvm::cl;
using stream_to_hal::sim::Lowering;

namespace {

/// The names of convert-stream-to-hal's options, from the list they are
/// declared in (Passes.td), for the help of --options.
std::string getConversionOptionNames() {
  llvm::SmallVector<llvm::StringRef> names = {
#define STREAM_TO_HAL_OPTION(member, argument, ...) argument,
#include "StreamToHAL/patterns/pass/PassOptions.h.inc"
#undef STREAM_TO_HAL_OPTION
  };
  return llvm::join(names, ", ");
}

/// Registers the options of MLIR's context (--mlir-disable-threading, ...) and
/// timing manager (--mlir-timing, ...), as MLIR's tools have them, in
/// `mlirCategory`, then hides every option outside it and `toolCategory` but
/// LLVM's generic ones (--help, --version, ...): libLLVM.so registers hundreds
/// of its own (codegen, LTO, profiling, ...), none of which means anything
/// here. Hidden options are still accepted; --help-hidden adds the hidden
/// options of those categories only.
void registerMLIROptionsAndHideOthers(cl::OptionCategory &toolCategory,
                                      cl::OptionCategory &mlirCategory) {
  llvm::DenseSet<cl::Option *> registeredBefore;
  for (auto &entry : cl::getRegisteredOptions())
    registeredBefore.insert(entry.second);
  mlir::registerMLIRContextCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  for (auto &entry : cl::getRegisteredOptions())
    if (!registeredBefore.contains(entry.second))
      entry.second->addCategory(mlirCategory);
  cl::HideUnrelatedOptions({&toolCategory, &mlirCategory});
}

enum class Switch { On, Off };

/// Whether option `name` was given on the command line.
bool wasGiven(llvm::StringRef name) {
  cl::Option *option = cl::getRegisteredOptions().lookup(name);
  return option && option->getNumOccurrences() != 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::OptionCategory category("stream-hal-sim options");
  cl::OptionCategory mlirCategory("MLIR options");
  std::string conversionOptionsHelp =
      "convert-stream-to-hal's options (" + getConversionOptionNames() +
      "), e.g. 'execution-model=async barriers=hazard'";
  cl::opt<std::string> inputPath(cl::Positional, cl::desc("<stream-level module>"),
                                 cl::Required, cl::cat(category));
  cl::list<std::string> functions(
      "function", cl::desc("A function to run, after the initializers (repeatable; in order)"),
      cl::value_desc("name"), cl::cat(category));
  cl::list<std::string> inputs(
      "input",
      cl::desc("An argument of every function, in iree-run-module's form: 4xf32=1,2,3,4, "
               "256x4xf32 (filled), i32=7, f32=1.5, index=256, buffer:NBYTES, timepoint"),
      cl::value_desc("value"), cl::cat(category));
  // Each --options and each --pipeline is one lowering; several are checked
  // one after the other in one process (Engine.h).
  cl::list<std::string> conversionOptions("options", cl::desc(conversionOptionsHelp),
                                          cl::cat(category));
  cl::list<std::string> pipelines(
      "pipeline",
      cl::desc("Lower with this pass pipeline instead of convert-stream-to-hal{--options}, e.g. "
               "'builtin.module(convert-stream-to-hal{execution-model=async "
               "command-buffers=reusable},stream-to-hal-outline-memoize-regions)' "
               "(--options and --pipeline are repeatable: each is one lowering, checked in "
               "order)"),
      cl::cat(category));
  cl::opt<std::string> loweredPath(
      "lowered", cl::desc("Run this lowered module instead of converting the input"),
      cl::value_desc("file"), cl::init(""), cl::cat(category));
  cl::opt<std::string> writeLoweredPath(
      "write-lowered",
      cl::desc("Print the lowering converted here to this file; reports name its lines"),
      cl::value_desc("file"), cl::init(""), cl::cat(category));
  cl::opt<unsigned> schedules("schedules",
                              cl::desc("Random legal schedules to run besides the "
                                       "deterministic one"),
                              cl::init(0), cl::cat(category));
  cl::opt<uint64_t> seed("seed", cl::desc("Seed of the first random schedule"), cl::init(0),
                         cl::cat(category));
  cl::opt<std::string> costModelPath("cost-model", cl::desc("JSON overrides of the cost model"),
                                     cl::value_desc("file.json"), cl::init(""),
                                     cl::cat(category));
  cl::opt<std::string> tracePath("trace", cl::desc("Write a Chrome trace-event JSON file"),
                                 cl::value_desc("file.json"), cl::init(""), cl::cat(category));
  cl::opt<std::string> timelinePath("timeline", cl::desc("Write an SVG picture of the timeline"),
                                    cl::value_desc("file.svg"), cl::init(""),
                                    cl::cat(category));
  cl::opt<uint64_t> printMaxElementCount(
      "print-max-element-count",
      cl::desc("Elements (or bytes) of each result to print; 0 prints shapes only"),
      cl::init(1024), cl::cat(category));
  // The budgets (docs/design/simulator-budgets.md): defaults from this
  // machine's memory, each option raises or lowers one.
  const stream_to_hal::sim::Budgets machine = stream_to_hal::sim::Budgets::fromMachine();
  cl::opt<uint64_t> maxDeviceBytes(
      "max-device-bytes",
      cl::desc("Live bytes of one run's buffers (device allocations and inputs)"),
      cl::init(machine.deviceBytes), cl::cat(category));
  cl::opt<uint64_t> maxRecordedCommands(
      "max-recorded-commands", cl::desc("Commands and barriers one HAL run records"),
      cl::init(machine.recordedCommands), cl::cat(category));
  cl::opt<uint64_t> maxTimelineEvents("max-timeline-events",
                                      cl::desc("Events of one HAL run's timeline"),
                                      cl::init(machine.timelineEvents), cl::cat(category));
  cl::opt<uint64_t> maxListElements("max-list-elements",
                                    cl::desc("Elements of the util.lists of one run"),
                                    cl::init(machine.listElements), cl::cat(category));
  cl::opt<uint64_t> maxFileBytes(
      "max-file-bytes", cl::desc("Bytes of each file read (input, --lowered, --cost-model)"),
      cl::init(machine.fileBytes), cl::cat(category));
  cl::opt<std::string> device(
      "device",
      cl::desc("Where the HAL program runs: simulated (the model of "
               "docs/design/simulator-device.md) or vulkan (a Vulkan driver, checked by the "
               "Khronos validation layer; docs/design/vulkan-device.md)"),
      cl::init("simulated"), cl::cat(category));
  cl::opt<std::string> vulkanDevice(
      "vulkan-device",
      cl::desc("The Vulkan device: its index or a substring of its name (default: the first)"),
      cl::value_desc("INDEX|NAME"), cl::init(""), cl::cat(category));
  cl::opt<Switch> vulkanValidation(
      "vulkan-validation",
      cl::desc("Check the Vulkan run with VK_LAYER_KHRONOS_validation and its synchronization "
               "validation"),
      cl::values(clEnumValN(Switch::On, "on", "every validation message fails the run (default)"),
                 clEnumValN(Switch::Off, "off", "no layer")),
      cl::init(Switch::On), cl::cat(category));
  registerMLIROptionsAndHideOthers(category, mlirCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "stream-hal-sim: runs a stream program and its HAL lowering and compares them\n");

  mlir::DialectRegistry registry;
  mlir::stream_to_hal::registerToolDialectsAndPasses(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  context.allowUnregisteredDialects(false);
  // Diagnostics point at the op's location; the generic form adds nothing
  // unless it is asked for.
  if (!wasGiven("mlir-print-op-on-diagnostic"))
    context.printOpOnDiagnostic(false);

  mlir::DefaultTimingManager timingManager;
  mlir::applyDefaultTimingManagerCLOptions(timingManager);
  mlir::TimingScope timing = timingManager.getRootScope();

  stream_to_hal::sim::SimulatorOptions options;
  options.inputPath = inputPath;
  options.functions.assign(functions.begin(), functions.end());
  options.inputs.assign(inputs.begin(), inputs.end());
  options.loweredPath = loweredPath;
  options.writeLoweredPath = writeLoweredPath;
  options.schedules = schedules;
  options.seed = seed;
  options.costModelPath = costModelPath;
  options.tracePath = tracePath;
  options.timelinePath = timelinePath;
  options.printMaxElementCount = printMaxElementCount;
  options.budgets.deviceBytes = maxDeviceBytes;
  options.budgets.recordedCommands = maxRecordedCommands;
  options.budgets.timelineEvents = maxTimelineEvents;
  options.budgets.listElements = maxListElements;
  options.budgets.fileBytes = maxFileBytes;
  options.device = device;
  options.vulkanDevice = vulkanDevice;
  options.vulkanValidation = vulkanValidation == Switch::On;
  std::vector<std::pair<unsigned, Lowering>> positioned;
  for (auto [index, text] : llvm::enumerate(conversionOptions))
    positioned.push_back({conversionOptions.getPosition(index), {Lowering::Kind::Options, text}});
  for (auto [index, text] : llvm::enumerate(pipelines))
    positioned.push_back({pipelines.getPosition(index), {Lowering::Kind::Pipeline, text}});
  llvm::sort(positioned, llvm::less_first());
  llvm::SmallVector<Lowering> lowerings = llvm::to_vector(llvm::make_second_range(positioned));
  int exitCode;
  if (lowerings.size() > 1) {
    exitCode = stream_to_hal::sim::runSimulatorForEachLowering(context, options, lowerings,
                                                               llvm::outs(), timing);
  } else {
    if (!lowerings.empty())
      (lowerings[0].kind == Lowering::Kind::Options ? options.conversionOptions
                                                    : options.pipeline) = lowerings[0].text;
    exitCode = stream_to_hal::sim::runSimulator(context, options, llvm::outs(), timing);
  }
  timing.stop();
  return exitCode;
}
