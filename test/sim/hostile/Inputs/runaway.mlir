// Programs that would hold more than the host has: each must end with an
// error naming the budget and the op (docs/design/simulator-budgets.md).
module {
  // N live allocations of SIZE bytes each, none freed.
  func.func @hold(%n: index, %size: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%size}
    }
    return %n : index
  }

  // A list of N elements.
  func.func @list(%n: index) -> index {
    %c1 = arith.constant 1 : index
    %list = util.list.create %c1 : !util.list<index>
    util.list.resize %list, %n : !util.list<index>
    %size = util.list.size %list : !util.list<index>
    return %size : index
  }

  // N executes, each awaited (in the sync model, N submit-and-waits).
  func.func @waits(%buffer: !stream.resource<external>, %n: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c3 = arith.constant 3 : i32
    scf.for %i = %c0 to %n step %c1 {
      %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c16}) {
        stream.cmd.fill %c3, %b[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
      } => !stream.timepoint
      stream.timepoint.await %done => %buffer : !stream.resource<external>{%c16}
    }
    return %buffer : !stream.resource<external>
  }

  // One execute of N fills; the lowering records N commands.
  func.func @fills(%buffer: !stream.resource<external>, %n: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c3 = arith.constant 3 : i32
    %done = stream.cmd.execute with(%buffer as %b: !stream.resource<external>{%c16}) {
      stream.cmd.fill %c3, %b[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %buffer : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }
}
