// The stream.timepoint.* ops and the #stream.timepoint/#stream.affinity
// attributes (docs/design/stream-dialect.md#timepoint-ops, #attributes): every
// example prints back as written (up to SSA names), re-parses, and survives the
// generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: func.func @timepoints(
// CHECK-SAME: %[[SEM:[^:]+]]: !hal.semaphore, %[[TARGET_VALUE:[^:]+]]: index, %[[PAYLOAD:[^:]+]]: i64, %[[DONE:[^:]+]]: !stream.timepoint, %[[FREED:[^:]+]]: !stream.timepoint)
func.func @timepoints(%sem: !hal.semaphore, %target_value: index, %payload: i64, %done: !stream.timepoint, %freed: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint, !hal.semaphore, i64, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !hal.semaphore, !stream.timepoint) {
  // CHECK-NEXT: %[[NOW:[^ ]+]] = stream.timepoint.immediate => !stream.timepoint{{$}}
  %now = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NEXT: %[[NOW2:[^ ]+]] = stream.timepoint.immediate {some.attr} => !stream.timepoint{{$}}
  %now2 = stream.timepoint.immediate {some.attr} => !stream.timepoint
  // CHECK-NEXT: %[[ARRIVED:[^ ]+]] = stream.timepoint.import %[[SEM]], %[[TARGET_VALUE]] : (!hal.semaphore, index) => !stream.timepoint{{$}}
  %arrived = stream.timepoint.import %sem, %target_value : (!hal.semaphore, index) => !stream.timepoint
  // CHECK-NEXT: %[[ARRIVED2:[^ ]+]] = stream.timepoint.import on(#stream.affinity) %[[SEM]], %[[PAYLOAD]] : (!hal.semaphore, i64) => !stream.timepoint attributes {some.attr}{{$}}
  %arrived2 = stream.timepoint.import on(#stream.affinity) %sem, %payload : (!hal.semaphore, i64) => !stream.timepoint attributes {some.attr}
  // CHECK-NEXT: %[[SIG:[^ ]+]]:2 = stream.timepoint.export %[[DONE]] => (!hal.semaphore, i64){{$}}
  %sig:2 = stream.timepoint.export %done => (!hal.semaphore, i64)
  // CHECK-NEXT: %[[SIG2:[^ ]+]] = stream.timepoint.export on(#stream.affinity) %[[FREED]] => (!hal.semaphore) attributes {some.attr}{{$}}
  %sig2 = stream.timepoint.export on(#stream.affinity) %freed => (!hal.semaphore) attributes {some.attr}
  // CHECK-NEXT: %[[BOTH:[^ ]+]] = stream.timepoint.join max(%[[DONE]], %[[FREED]]) => !stream.timepoint{{$}}
  %both = stream.timepoint.join max(%done, %freed) => !stream.timepoint
  // CHECK-NEXT: %[[ONE:[^ ]+]] = stream.timepoint.join max(%[[DONE]]) => !stream.timepoint attributes {some.attr}{{$}}
  %one = stream.timepoint.join max(%done) => !stream.timepoint attributes {some.attr}
  // CHECK-NEXT: %[[NONE:[^ ]+]] = stream.timepoint.join max() => !stream.timepoint{{$}}
  %none = stream.timepoint.join max() => !stream.timepoint
  // CHECK-NEXT: return %[[NOW]], %[[NOW2]], %[[SIG]]#0, %[[SIG]]#1, %[[ARRIVED]], %[[ARRIVED2]], %[[BOTH]], %[[ONE]], %[[SIG2]], %[[NONE]]
  return %now, %now2, %sig#0, %sig#1, %arrived, %arrived2, %both, %one, %sig2, %none : !stream.timepoint, !stream.timepoint, !hal.semaphore, i64, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !hal.semaphore, !stream.timepoint
}

// CHECK-LABEL: func.func @await(
// CHECK-SAME: %[[DONE:[^:]+]]: !stream.timepoint, %[[BOTH:[^:]+]]: !stream.timepoint, %[[BLOB:[^:]+]]: !stream.resource<external>, %[[STAGE:[^:]+]]: !stream.resource<staging>, %[[C4096:[^:]+]]: index, %[[NBYTES:[^:]+]]: index)
func.func @await(%done: !stream.timepoint, %both: !stream.timepoint, %blob: !stream.resource<external>, %stage: !stream.resource<staging>, %c4096: index, %nbytes: index) -> (!stream.resource<external>, !stream.resource<staging>, !stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[AFTER:[^ ]+]] = stream.timepoint.await %[[DONE]] => %[[BLOB]] : !stream.resource<external>{%[[C4096]]}{{$}}
  %after = stream.timepoint.await %done => %blob : !stream.resource<external>{%c4096}
  // CHECK-NEXT: %[[PAIR:[^ ]+]]:2 = stream.timepoint.await %[[BOTH]] => %[[STAGE]], %[[BLOB]] : !stream.resource<staging>{%[[NBYTES]]}, !stream.resource<external>{%[[C4096]]}{{$}}
  %pair:2 = stream.timepoint.await %both => %stage, %blob : !stream.resource<staging>{%nbytes}, !stream.resource<external>{%c4096}
  // CHECK-NEXT: %[[ON:[^ ]+]] = stream.timepoint.await on(#stream.affinity) %[[DONE]] => %[[BLOB]] : !stream.resource<external>{%[[C4096]]} attributes {some.attr}{{$}}
  %on = stream.timepoint.await on(#stream.affinity) %done => %blob : !stream.resource<external>{%c4096} attributes {some.attr}
  // CHECK-NEXT: return %[[AFTER]], %[[PAIR]]#0, %[[PAIR]]#1, %[[ON]]
  return %after, %pair#0, %pair#1, %on : !stream.resource<external>, !stream.resource<staging>, !stream.resource<external>, !stream.resource<external>
}

// The attributes parse with and without the `: !stream.timepoint` suffix.
// CHECK-LABEL: func.func private @attributes()
// CHECK-SAME: attributes {affinity = #stream.affinity, ready = #stream.timepoint<immediate>{{( : !stream.timepoint)?}}, ready_typed = #stream.timepoint<immediate>{{( : !stream.timepoint)?}}}
func.func private @attributes() attributes {ready = #stream.timepoint<immediate>, ready_typed = #stream.timepoint<immediate> : !stream.timepoint, affinity = #stream.affinity}
