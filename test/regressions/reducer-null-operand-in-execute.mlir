// RUN: %tool-stream-hal-reduce %s --reduction-tree='traversal-mode=0 test=/bin/false' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir

// Found by test/fuzz/fuzz.py --reducer. The reducer deletes ops and leaves their
// uses null, then verifies each candidate: here the constants go first, and the
// stream.cmd.execute verifier, which checks that every resource used in its body
// is captured, crashed asking a null operand of the nested copy for its type. It
// now leaves null operands to the nested op's verifier ("null operand found").
// With a test that finds everything interesting, all that can go goes: the copy
// (not the constants: the reducer visits the outer ops first, while the copy
// still uses them).
func.func @copy(%A: !stream.resource<transient>, %B: !stream.resource<staging>, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}, %B as %b: !stream.resource<staging>{%n}) {
    stream.cmd.copy %a[%c0], %b[%c0], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
// CHECK:      module {
// CHECK-NEXT:   func.func @copy(%[[A:.+]]: !stream.resource<transient>, %[[B:.+]]: !stream.resource<staging>, %[[N:.+]]: index) -> !stream.timepoint {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %[[TP:.+]] = stream.cmd.execute with(%[[A]] as %{{.+}}: !stream.resource<transient>{%[[N]]}, %[[B]] as %{{.+}}: !stream.resource<staging>{%[[N]]}) {
// CHECK-NEXT:     } => !stream.timepoint
// CHECK-NEXT:     return %[[TP]] : !stream.timepoint
// CHECK-NEXT:   }
// CHECK-NEXT: }
