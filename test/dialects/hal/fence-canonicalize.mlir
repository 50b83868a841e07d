// Canonicalization patterns of the fence ops
// (docs/design/async-model.md#fence-canonicalization) and how CSE and DCE treat
// the new ops (#new-ops): util.null is pure and merged; two hal.fence.create or
// hal.fence.join ops are never merged.
// RUN: %stream-hal-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: %stream-hal-opt %s --cse --split-input-file | FileCheck %s --check-prefix=CSE

// docs/design/async-model.md#fence-canonicalization: an unused create is
// erased, a used one stays.
// CHECK-LABEL: func.func @unused_create(
// CHECK-NEXT: %[[F:.+]] = hal.fence.create device(%{{.+}} : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: return %[[F]] : !hal.fence
func.func @unused_create(%device: !hal.device) -> !hal.fence {
  %unused = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %used = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  return %used : !hal.fence
}

// -----

// docs/design/async-model.md#fence-canonicalization: an empty join is the null
// fence.
// CHECK-LABEL: func.func @empty_join(
// CHECK-NEXT: %[[N:.+]] = util.null : !hal.fence
// CHECK-NEXT: return %[[N]] : !hal.fence
func.func @empty_join() -> !hal.fence {
  %j = hal.fence.join at([]) -> !hal.fence
  return %j : !hal.fence
}

// -----

// Null operands are dropped.
// CHECK-LABEL: func.func @join_drops_null(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !hal.fence, %[[B:[a-z0-9]+]]: !hal.fence
// CHECK-NEXT: %[[J:.+]] = hal.fence.join at([%[[A]], %[[B]]]) -> !hal.fence
// CHECK-NEXT: return %[[J]] : !hal.fence
func.func @join_drops_null(%a: !hal.fence, %b: !hal.fence) -> !hal.fence {
  %n = util.null : !hal.fence
  %j = hal.fence.join at([%n, %a, %n, %b]) -> !hal.fence
  return %j : !hal.fence
}

// -----

// Duplicates are dropped, first occurrences kept in order.
// CHECK-LABEL: func.func @join_dedups(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !hal.fence, %[[B:[a-z0-9]+]]: !hal.fence
// CHECK-NEXT: %[[J:.+]] = hal.fence.join at([%[[B]], %[[A]]]) -> !hal.fence
// CHECK-NEXT: return %[[J]] : !hal.fence
func.func @join_dedups(%a: !hal.fence, %b: !hal.fence) -> !hal.fence {
  %j = hal.fence.join at([%b, %a, %b, %a, %a]) -> !hal.fence
  return %j : !hal.fence
}

// -----

// A join of one fence is not simplified (D13), also after dropping a null.
// CHECK-LABEL: func.func @join_of_one(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !hal.fence
// CHECK-NEXT: %[[J0:.+]] = hal.fence.join at([%[[A]]]) -> !hal.fence
// CHECK-NEXT: %[[J1:.+]] = hal.fence.join at([%[[A]]]) -> !hal.fence
// CHECK-NEXT: return %[[J0]], %[[J1]] : !hal.fence, !hal.fence
func.func @join_of_one(%a: !hal.fence) -> (!hal.fence, !hal.fence) {
  %n = util.null : !hal.fence
  %j0 = hal.fence.join at([%a]) -> !hal.fence
  %j1 = hal.fence.join at([%a, %n]) -> !hal.fence
  return %j0, %j1 : !hal.fence, !hal.fence
}

// -----

// Only nulls: the join empties, then becomes util.null.
// CHECK-LABEL: func.func @join_of_nulls(
// CHECK-NEXT: %[[N:.+]] = util.null : !hal.fence
// CHECK-NEXT: return %[[N]] : !hal.fence
func.func @join_of_nulls() -> !hal.fence {
  %n0 = util.null : !hal.fence
  %n1 = util.null : !hal.fence
  %j = hal.fence.join at([%n0, %n1]) -> !hal.fence
  return %j : !hal.fence
}

// -----

// Only the direct defining op counts: a value that merely holds a null is
// kept.
// CHECK-LABEL: func.func @null_only_direct(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !hal.fence
// CHECK-NEXT: %[[N:.+]] = util.null : !hal.fence
// CHECK-NEXT: %[[K:.+]] = util.do_not_optimize(%[[N]]) : !hal.fence
// CHECK-NEXT: %[[J:.+]] = hal.fence.join at([%[[K]], %[[A]]]) -> !hal.fence
// CHECK-NEXT: return %[[J]] : !hal.fence
func.func @null_only_direct(%a: !hal.fence) -> !hal.fence {
  %n = util.null : !hal.fence
  %k = util.do_not_optimize(%n) : !hal.fence
  %j = hal.fence.join at([%k, %a]) -> !hal.fence
  return %j : !hal.fence
}

// -----

// docs/design/async-model.md#fence-canonicalization: an empty await is status
// 0; the timeout is dropped.
// CHECK-LABEL: func.func @empty_await(
// CHECK-NEXT: %[[Z:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[Z]] : i32
func.func @empty_await(%t: i32) -> i32 {
  %s = hal.fence.await until([]) timeout_millis(%t) : i32
  return %s : i32
}

// -----

// Nulls and duplicates are dropped, the timeout kept.
// CHECK-LABEL: func.func @await_dedups(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !hal.fence, %[[B:[a-z0-9]+]]: !hal.fence, %[[T:[a-z0-9]+]]: i32
// CHECK-NEXT: %[[S:.+]] = hal.fence.await until([%[[A]], %[[B]]]) timeout_millis(%[[T]]) : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @await_dedups(%a: !hal.fence, %b: !hal.fence, %t: i32) -> i32 {
  %n = util.null : !hal.fence
  %s = hal.fence.await until([%a, %n, %b, %a]) timeout_millis(%t) : i32
  return %s : i32
}

// -----

// An await of only nulls empties, then becomes status 0.
// CHECK-LABEL: func.func @await_of_null(
// CHECK-NEXT: %[[Z:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[Z]] : i32
func.func @await_of_null(%t: i32) -> i32 {
  %n = util.null : !hal.fence
  %s = hal.fence.await until([%n]) timeout_millis(%t) : i32
  return %s : i32
}

// -----

// An await of distinct fences is left as it is; so are the queue ops, an
// unused await, query, signal and fail (unknown effects).
// CHECK-LABEL: func.func @untouched(
// CHECK-NEXT: %[[A:.+]] = arith.constant -1 : i64
// CHECK-NEXT: hal.fence.await until([%arg0]) timeout_millis(%arg1) : i32
// CHECK-NEXT: hal.fence.query<%arg0 : !hal.fence> : i32
// CHECK-NEXT: hal.fence.signal<%arg0 : !hal.fence>
// CHECK-NEXT: hal.fence.fail<%arg0 : !hal.fence> status(%arg1)
// CHECK-NEXT: hal.device.queue.flush<%arg2 : !hal.device> affinity(%[[A]])
// CHECK-NEXT: hal.device.queue.execute<%arg2 : !hal.device> affinity(%[[A]]) wait(%arg0) signal(%arg0)
// CHECK-NEXT: return
func.func @untouched(%a: !hal.fence, %t: i32, %device: !hal.device) {
  %s = hal.fence.await until([%a]) timeout_millis(%t) : i32
  %q = hal.fence.query<%a : !hal.fence> : i32
  hal.fence.signal<%a : !hal.fence>
  hal.fence.fail<%a : !hal.fence> status(%t)
  %any = arith.constant -1 : i64
  hal.device.queue.flush<%device : !hal.device> affinity(%any)
  hal.device.queue.execute<%device : !hal.device> affinity(%any) wait(%a) signal(%a)
  return
}

// -----

// CSE merges identical util.null ops but never two creates or two joins.
// CSE-LABEL: func.func @cse(
// CSE-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device, %[[A:[a-z0-9]+]]: !hal.fence
// CSE-NEXT: %[[N:.+]] = util.null : !hal.fence
// CSE-NEXT: %[[F0:.+]] = hal.fence.create device(%[[DEVICE]] : !hal.device) flags("None") : !hal.fence
// CSE-NEXT: %[[F1:.+]] = hal.fence.create device(%[[DEVICE]] : !hal.device) flags("None") : !hal.fence
// CSE-NEXT: %[[J0:.+]] = hal.fence.join at([%[[A]], %[[N]]]) -> !hal.fence
// CSE-NEXT: %[[J1:.+]] = hal.fence.join at([%[[A]], %[[N]]]) -> !hal.fence
// CSE-NEXT: return %[[N]], %[[N]], %[[F0]], %[[F1]], %[[J0]], %[[J1]] :
func.func @cse(%device: !hal.device, %a: !hal.fence) -> (!hal.fence, !hal.fence, !hal.fence, !hal.fence, !hal.fence, !hal.fence) {
  %n0 = util.null : !hal.fence
  %n1 = util.null : !hal.fence
  %f0 = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %f1 = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %j0 = hal.fence.join at([%a, %n0]) -> !hal.fence
  %j1 = hal.fence.join at([%a, %n1]) -> !hal.fence
  return %n0, %n1, %f0, %f1, %j0, %j1 : !hal.fence, !hal.fence, !hal.fence, !hal.fence, !hal.fence, !hal.fence
}

// -----

// An unused util.null disappears under canonicalize like any pure op.
// CHECK-LABEL: func.func @unused_null(
// CHECK-NEXT: return
func.func @unused_null() {
  %n = util.null : !hal.fence
  return
}
