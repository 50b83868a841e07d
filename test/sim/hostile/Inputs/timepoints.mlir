// Timepoints that outlive the function: returned, and stored in a global.
// Their lowered fences must be signaled at the end of the run, as every
// reference timepoint is (docs/design/simulator.md#comparison).
module {
  util.global private mutable @last : !stream.timepoint

  func.func @launch(%buffer: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c7 = arith.constant 7 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c64}) {
      stream.cmd.fill %c7, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
    } => !stream.timepoint
    return %done : !stream.timepoint
  }

  func.func @remember(%buffer: !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c9 = arith.constant 9 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c64}) {
      stream.cmd.fill %c9, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
    } => !stream.timepoint
    util.global.store %done, @last : !stream.timepoint
    return
  }

  // Awaits its own work before reading the result back.
  func.func @wait(%buffer: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c5 = arith.constant 5 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c64}) {
      stream.cmd.fill %c5, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %buffer : !stream.resource<external>{%c64}
    return %ready : !stream.resource<external>
  }
}
