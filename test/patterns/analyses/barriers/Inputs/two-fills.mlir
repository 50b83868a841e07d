// Input of option.test: fills of [0,64) and [64,128) (adjacent: disjoint),
// then of [32,96), which overlaps both.
func.func @fills(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %t[%c32 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
