//===- ConversionTestSupport.h - Running pattern sets in unit tests -*- C++ -*-===//
#ifndef STREAM_TO_HAL_TEST_UNIT_CONVERSIONTESTSUPPORT_H
#define STREAM_TO_HAL_TEST_UNIT_CONVERSIONTESTSUPPORT_H

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/patterns/models/ExecutionModel.h"
#include "StreamToHAL/patterns/families/Patterns.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>
#include <string>

namespace mlir::stream_to_hal::testing {

/// Parses `source`, applies the pass's type converter and legality with the
/// pattern sets `populate` adds (with or without pattern rollback), calls
/// `prepare` (if given) with the module before converting it and `finish`
/// (if given) with the module and whether the conversion succeeded,
/// checks the result verifies, and returns it printed, or a marker when
/// parsing or the conversion fails.
inline std::string convertAndPrint(
    MLIRContext &context, StringRef source, bool allowPatternRollback,
    llvm::function_ref<void(TypeConverter &, RewritePatternSet &)> populate,
    llvm::function_ref<LogicalResult(Operation *, bool)> finish = {},
    llvm::function_ref<void(Operation *)> prepare = {},
    const ExecutionModel &model = getSyncExecutionModel()) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  EXPECT_TRUE(module);
  if (!module)
    return "<parse error>";
  StreamToHALTypeConverter typeConverter(&context, model);
  ConversionTarget target(context);
  populateStreamToHALLegality(target, typeConverter);
  RewritePatternSet patterns(&context);
  populate(typeConverter, patterns);
  if (prepare)
    prepare(*module);
  ConversionConfig config;
  if (!allowPatternRollback)
    compat::disablePatternRollback(config);
  bool converted = succeeded(
      applyPartialConversion(*module, target, std::move(patterns), config));
  if (finish && failed(finish(*module, converted)))
    return "<finishing the conversion failed>";
  if (!converted)
    return "<conversion failed>";
  EXPECT_TRUE(succeeded(verify(*module)));
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

/// Parses `source` (named `sourceName` in locations) without verifying it and
/// expects the verifier to reject it, quietly: the verifier's complaints are
/// not the pass's. Null when parsing fails.
inline OwningOpRef<ModuleOp> parseInvalidModule(MLIRContext &context,
                                                StringRef source,
                                                StringRef sourceName = "") {
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, config, sourceName);
  EXPECT_TRUE(module) << source.str();
  if (!module)
    return module;
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });
  EXPECT_TRUE(failed(verify(*module)))
      << "the input should be invalid IR: " << source.str();
  return module;
}

/// Runs convert-stream-to-hal on `module` without verifying its input or
/// output; true when the pass succeeded.
inline bool runPassUnverified(ModuleOp module) {
  PassManager pm(module.getContext());
  pm.enableVerifier(false);
  pm.addPass(createConvertStreamToHAL());
  return succeeded(pm.run(module));
}

} // namespace mlir::stream_to_hal::testing

#endif // STREAM_TO_HAL_TEST_UNIT_CONVERSIONTESTSUPPORT_H
