// Side effects of the ABI ops (docs/design/hal-dialect.md#abi-ops):
// element_type, encoding_type and dims are pure (merged by CSE, dropped when
// unused); hal.buffer_view.assert is not: never dropped, never merged, and
// no op moves across it.
// RUN: %stream-hal-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %stream-hal-opt %s --canonicalize | FileCheck %s --check-prefix=DCE
// RUN: %stream-hal-opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

// CSE-LABEL: func.func @queries(
// CSE-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view
// CSE-NEXT: %[[T:.+]] = hal.buffer_view.element_type<%[[VIEW]]
// CSE-NEXT: %[[E:.+]] = hal.buffer_view.encoding_type<%[[VIEW]]
// CSE-NEXT: %[[D:.+]]:2 = hal.buffer_view.dims<%[[VIEW]]
// CSE-NEXT: return %[[T]], %[[T]], %[[E]], %[[E]], %[[D]]#1, %[[D]]#1 :
func.func @queries(%view: !hal.buffer_view) -> (i32, i32, i32, i32, index, index) {
  %t0 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
  %t1 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
  %e0 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32
  %e1 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32
  %d0:2 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, index
  %d1:2 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, index
  return %t0, %t1, %e0, %e1, %d0#1, %d1#1 : i32, i32, i32, i32, index, index
}

// Unused: the queries go, both identical asserts stay.
// CSE-LABEL: func.func @unused(
// CSE-NEXT: hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0")
// CSE-NEXT: hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0")
// CSE-NEXT: return
// DCE-LABEL: func.func @unused(
// DCE-NEXT: hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0")
// DCE-NEXT: hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0")
// DCE-NEXT: return
func.func @unused(%view: !hal.buffer_view, %type: i32, %encoding: i32, %n: index) {
  hal.buffer_view.assert<%view : !hal.buffer_view> message("input 0") shape([%n]) type(%type) encoding(%encoding)
  hal.buffer_view.assert<%view : !hal.buffer_view> message("input 0") shape([%n]) type(%type) encoding(%encoding)
  %0 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
  %1 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32
  %2:2 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, index
  return
}

// An assert in a loop is not hoisted (it has effects); the pure query is.
// LICM-LABEL: func.func @loop(
// LICM: hal.buffer_view.element_type
// LICM-NEXT: scf.for
// LICM-NEXT: hal.buffer_view.assert
// LICM-NEXT: }
func.func @loop(%view: !hal.buffer_view, %encoding: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
    hal.buffer_view.assert<%view : !hal.buffer_view> message("in loop") shape([%n]) type(%t) encoding(%encoding)
  }
  return
}
