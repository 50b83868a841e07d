// One execute region with one fill of 1024 bytes, awaited and exported: the
// smallest program whose simulated makespan can be computed by hand
// (test/sim/timeline/cost-model.test).
module {
  func.func @fill() -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %value = arith.constant 7 : i32
    %resource = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
    %done = stream.cmd.execute with(%resource as %target: !stream.resource<external>{%c1024}) {
      stream.cmd.fill %value, %target[%c0 for %c1024] : i32 -> !stream.resource<external>{%c1024}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %resource : !stream.resource<external>{%c1024}
    %view = stream.tensor.export %ready : tensor<256xi32> in !stream.resource<external>{%c1024} -> !hal.buffer_view
    return %view : !hal.buffer_view
  }
}
