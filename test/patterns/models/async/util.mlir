// Timepoint globals in the async model
// (docs/design/async-model.md#timepoint-globals): the type becomes !hal.fence
// and a #stream.timepoint initial value is removed (a global without one holds
// the null, already reached, fence); loads and stores are rebuilt with the
// fence type.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT: util.global private mutable @rwTimepoint : !hal.fence
// CHECK-NEXT: util.global private @roTimepoint : !hal.fence
// CHECK-NEXT: util.global private mutable @uninitTimepoint : !hal.fence
// CHECK-NEXT: util.global public mutable @attrTimepoint {noinline} : !hal.fence
// CHECK-NEXT: util.global private @timepoints : !util.list<!hal.fence>
// CHECK-NEXT: util.global private @timepointPtr : !util.ptr<!hal.fence>
// Other globals are those of the sync model.
// CHECK-NEXT: util.global private @res : !hal.buffer
// CHECK-NEXT: util.global private @res_size = 64 : index
util.global private mutable @rwTimepoint = #stream.timepoint<immediate>
util.global private @roTimepoint = #stream.timepoint<immediate> : !stream.timepoint
util.global private mutable @uninitTimepoint : !stream.timepoint
util.global public mutable @attrTimepoint {noinline} : !stream.timepoint = #stream.timepoint<immediate>
util.global private @timepoints : !util.list<!stream.timepoint>
util.global private @timepointPtr : !util.ptr<!stream.timepoint>
util.global private @res : !stream.resource<constant>
util.global private @res_size = 64 : index

// CHECK-NEXT: func.func @swap(%[[F:[a-z0-9_]+]]: !hal.fence) -> !hal.fence {
// CHECK-NEXT:   %[[OLD:.+]] = util.global.load @rwTimepoint : !hal.fence
// CHECK-NEXT:   util.global.store %[[F]], @rwTimepoint : !hal.fence
// CHECK-NEXT:   %[[RO:.+]] = util.global.load @roTimepoint : !hal.fence
// CHECK-NEXT:   %fence = hal.fence.join at([%[[OLD]], %[[RO]]]) -> !hal.fence
// CHECK-NEXT:   return %fence : !hal.fence
// CHECK-NEXT: }
func.func @swap(%t: !stream.timepoint) -> !stream.timepoint {
  %old = util.global.load @rwTimepoint : !stream.timepoint
  util.global.store %t, @rwTimepoint : !stream.timepoint
  %ro = util.global.load @roTimepoint : !stream.timepoint
  %j = stream.timepoint.join max(%old, %ro) => !stream.timepoint
  return %j : !stream.timepoint
}

// The util ops with a generic type rebuild carry fences like any type.
// CHECK-NEXT: func.func @lists(%[[F:[a-z0-9_]+]]: !hal.fence, %[[I:[a-z0-9_]+]]: index) -> !hal.fence {
// CHECK-NEXT:   %[[L:.+]] = util.list.create %[[I]] : !util.list<!hal.fence>
// CHECK-NEXT:   util.list.set %[[L]][%[[I]]], %[[F]] : !util.list<!hal.fence>
// CHECK-NEXT:   %[[G:.+]] = util.list.get %[[L]][%[[I]]] : !util.list<!hal.fence>
// CHECK-NEXT:   %[[D:.+]] = util.do_not_optimize(%[[G]]) : !hal.fence
// CHECK-NEXT:   return %[[D]] : !hal.fence
// CHECK-NEXT: }
func.func @lists(%t: !stream.timepoint, %i: index) -> !stream.timepoint {
  %l = util.list.create %i : !util.list<!stream.timepoint>
  util.list.set %l[%i], %t : !util.list<!stream.timepoint>
  %g = util.list.get %l[%i] : !util.list<!stream.timepoint>
  %d = util.do_not_optimize(%g) : !stream.timepoint
  return %d : !stream.timepoint
}

// An initializer storing an execute's fence.
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %[[W:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT:   util.global.store %[[W]], @uninitTimepoint : !hal.fence
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
util.initializer {
  %i = stream.timepoint.immediate => !stream.timepoint
  util.global.store %i, @uninitTimepoint : !stream.timepoint
  util.initializer.return
}
