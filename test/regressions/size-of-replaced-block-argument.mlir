// RUN: %stream-hal-opt --pass-pipeline='builtin.module(convert-stream-to-hal)' -split-input-file -verify-diagnostics %s

// Found by test/fuzz/fuzz.py. While the conversion folds stream.resource.size,
// the size it finds on a user (%n) is still an argument of the function's old
// entry block, which the conversion has already detached for the new signature.
// The size search crashed asking that block whether it is an entry block; a
// detached block's values are usable nowhere, so the fold now fails and the
// conversion reports the op it cannot lower.
func.func @size_through_tied_user(%r: !stream.resource<external>, %c: index, %n: index) -> index {
  %s = stream.resource.size %r : !stream.resource<external>
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.import'}}
  %in = stream.tensor.import %r : !stream.resource<external> -> tensor<4xf32> in !stream.resource<external>{%c}
  stream.cmd.discard %in[%c for %c] : !stream.resource<external>{%n}
  return %s : index
}
