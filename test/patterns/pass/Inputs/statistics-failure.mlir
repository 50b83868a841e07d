// For statistics.test: the first function converts, the second fails, the
// third converts (in parallel, perhaps) but is after the failure.
func.func @counted(%t: !stream.resource<transient>, %n: index, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %tp = stream.cmd.execute with(%t as %a: !stream.resource<transient>{%n}) {
    stream.cmd.fill %v, %a[%c0 for %n] : i32 -> !stream.resource<transient>{%n}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
func.func @fails(%t: !stream.resource<transient>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n}
  return
}
func.func @not_counted(%s: !stream.resource<transient>, %t: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %tp = stream.cmd.execute with(%s as %a: !stream.resource<transient>{%n}, %t as %b: !stream.resource<transient>{%n}) {
    stream.cmd.copy %a[%c0], %b[%c0], %n : !stream.resource<transient>{%n} -> !stream.resource<transient>{%n}
    stream.cmd.copy %b[%c0], %a[%c0], %n : !stream.resource<transient>{%n} -> !stream.resource<transient>{%n}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
