// An access entry of None (0) can only come from the generic form; as in IREE
// it prints no access keyword (which does not re-parse: the parser requires
// `ro`, `wo` or `rw`).
// RUN: %stream-hal-opt %s | FileCheck %s

// CHECK-LABEL: func.func @none_access(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[C:[^:]+]]: index)
// CHECK-NEXT: {{^}}    stream.cmd.dispatch @ex::@entry[%[[C]], %[[C]], %[[C]]] {{{$}}
// CHECK-NEXT: {{^}}      %[[R]][%[[C]] for %[[C]]] : !stream.resource<external>{%[[C]]}{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
func.func @none_access(%r: !stream.resource<external>, %c: index) {
  "stream.cmd.dispatch"(%c, %c, %c, %r, %c, %c, %c) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [0 : i32]}> : (index, index, index, !stream.resource<external>, index, index, index) -> ()
  return
}
