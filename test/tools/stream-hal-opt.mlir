// stream-hal-opt: the pass as a flag, MLIR's passes beside it, our passes and
// pipeline in --help, and located errors with a non-zero exit on bad input.
// (Its output equals the plugin's on the whole suite: opt-matches-plugin.test.)

// RUN: %tool-stream-hal-opt --convert-stream-to-hal %S/../install/Inputs/stream-globals.mlir \
// RUN:   | FileCheck %S/../install/Inputs/stream-globals.mlir

// func's inliner extension is registered: --inline, then the conversion.
// RUN: %tool-stream-hal-opt --inline --convert-stream-to-hal %s | FileCheck %s --check-prefix=INLINE
func.func private @immediate() -> !stream.timepoint {
  %t = stream.timepoint.immediate => !stream.timepoint
  return %t : !stream.timepoint
}
func.func @caller() -> !stream.timepoint {
  %t = func.call @immediate() : () -> !stream.timepoint
  return %t : !stream.timepoint
}
// INLINE:      module {
// INLINE-NEXT:   func.func @caller() -> index {
// INLINE-NEXT:     %[[C0:.+]] = arith.constant 0 : index
// INLINE-NEXT:     return %[[C0]] : index
// INLINE-NEXT:   }
// INLINE-NEXT: }

// RUN: %tool-stream-hal-opt --help | FileCheck %s --check-prefix=HELP
// HELP: Available Dialects: affine, arith, builtin, cf, func, hal, index, math, memref, scf, stream, tensor, ub, util
// HELP: Passes:
// HELP-DAG: --canonicalize
// HELP-DAG: --convert-stream-to-hal {{ *}}- Lowers the stream dialect to the hal dialect
// HELP-DAG: --cse
// HELP-DAG: --inline
// HELP-DAG: --symbol-dce
// HELP: Pass Pipelines:
// HELP-NEXT: --stream-to-hal-pipeline {{ *}}- convert-stream-to-hal, then cse and canonicalize

// Options in flag form go to MLIR's pass-option parser.
// RUN: not %tool-stream-hal-opt --convert-stream-to-hal=no-such-option=1 %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OPTION
// OPTION: error: <Pass-Options-Parser>: no such option no-such-option
// RUN: not %tool-stream-hal-opt --allow-unregistered-dialect \
// RUN:   --test-stream-to-hal-device-switch=use-rewriter=maybe %s 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: for the --use-rewriter option: 'maybe' is invalid value for boolean argument!

// Bad input: a located error and exit status 1, no crash.
// RUN: not %tool-stream-hal-opt --convert-stream-to-hal %S/Inputs/parse-error.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PARSE -DFILE=%S/Inputs/parse-error.mlir
// PARSE: [[FILE]]:3:34: error: expected '='
// RUN: not %tool-stream-hal-opt --convert-stream-to-hal %S/Inputs/verify-error.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY -DFILE=%S/Inputs/verify-error.mlir
// VERIFY: [[FILE]]:4:8: error: 'util.global.load' op global type mismatch; global g is '!hal.buffer' but load is 'index'
