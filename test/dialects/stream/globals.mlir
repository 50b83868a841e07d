// Stream types and #stream.timepoint<immediate> in util globals
// (docs/design/stream-dialect.md#types, #timepoint-attr): the typed attribute
// lets util.global infer !stream.timepoint; it prints with or without the
// ` : !stream.timepoint` suffix (an accepted 19/22 difference).
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK: util.global private mutable @pending_work = #stream.timepoint<immediate>{{( : !stream.timepoint)?$}}
util.global private mutable @pending_work = #stream.timepoint<immediate>
// CHECK-NEXT: util.global private @ready_at_start = #stream.timepoint<immediate>{{( : !stream.timepoint)?$}}
util.global private @ready_at_start = #stream.timepoint<immediate> : !stream.timepoint
// CHECK-NEXT: util.global private mutable @state : !stream.resource<variable>{{$}}
util.global private mutable @state : !stream.resource<variable>
// CHECK-NEXT: util.global private @weights : !stream.resource<constant>{{$}}
util.global private @weights : !stream.resource<constant>

// CHECK-LABEL: func.func @access(
// CHECK-SAME: %[[NEW:[^:]+]]: !stream.resource<variable>, %[[T:[^:]+]]: !stream.timepoint)
func.func @access(%new: !stream.resource<variable>, %t: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint, !stream.resource<variable>, !stream.resource<constant>) {
  // CHECK-NEXT: %[[PENDING:[^ ]+]] = util.global.load @pending_work : !stream.timepoint{{$}}
  %pending = util.global.load @pending_work : !stream.timepoint
  // CHECK-NEXT: %[[READY:[^ ]+]] = util.global.load @ready_at_start : !stream.timepoint{{$}}
  %ready = util.global.load @ready_at_start : !stream.timepoint
  // CHECK-NEXT: %[[STATE:[^ ]+]] = util.global.load @state : !stream.resource<variable>{{$}}
  %state = util.global.load @state : !stream.resource<variable>
  // CHECK-NEXT: %[[WEIGHTS:[^ ]+]] = util.global.load @weights : !stream.resource<constant>{{$}}
  %weights = util.global.load @weights : !stream.resource<constant>
  // CHECK-NEXT: util.global.store %[[NEW]], @state : !stream.resource<variable>{{$}}
  util.global.store %new, @state : !stream.resource<variable>
  // CHECK-NEXT: util.global.store %[[T]], @pending_work : !stream.timepoint{{$}}
  util.global.store %t, @pending_work : !stream.timepoint
  // CHECK-NEXT: return %[[PENDING]], %[[READY]], %[[STATE]], %[[WEIGHTS]]
  return %pending, %ready, %state, %weights : !stream.timepoint, !stream.timepoint, !stream.resource<variable>, !stream.resource<constant>
}
