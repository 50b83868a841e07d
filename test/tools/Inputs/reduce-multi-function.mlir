// Four functions; only @loop makes convert-stream-to-hal fail (an scf.for
// carrying a !stream.timepoint has no pattern, docs/design/failures.md F4).
util.global private mutable @ready = #stream.timepoint<immediate>

func.func @store(%fence: !stream.timepoint) {
  util.global.store %fence, @ready : !stream.timepoint
  return
}

func.func @join(%a: !stream.timepoint, %b: !stream.timepoint) -> !stream.timepoint {
  %j = stream.timepoint.join max(%a, %b) => !stream.timepoint
  return %j : !stream.timepoint
}

func.func @loop(%t: !stream.timepoint, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> !stream.timepoint {
    scf.yield %a : !stream.timepoint
  }
  return %r : !stream.timepoint
}

func.func @immediate() -> !stream.timepoint {
  %t = stream.timepoint.immediate => !stream.timepoint
  return %t : !stream.timepoint
}
