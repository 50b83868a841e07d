// A small stream-level input whose lowering the install and package tests run.
util.global private mutable @ready = #stream.timepoint<immediate>
util.global private @weights : !stream.resource<constant>
func.func @step(%input: !stream.resource<external>, %fence: !stream.timepoint) -> !stream.timepoint {
  util.global.store %fence, @ready : !stream.timepoint
  return %fence : !stream.timepoint
}

// CHECK-LABEL: module {
// CHECK-NEXT: util.global private mutable @ready = 0 : index
// CHECK-NEXT: util.global private @weights : !hal.buffer
// CHECK-NEXT: func.func @step(%[[IN:.+]]: !hal.buffer, %[[FENCE:.+]]: index) -> index {
// CHECK-NEXT:   util.global.store %[[FENCE]], @ready : index
// CHECK-NEXT:   return %[[FENCE]] : index
// CHECK-NEXT: }
