// func.call, cf.br/cond_br/switch, scf.if/for/while/execute_region
// (docs/design/simulator.md#std-ops).
// RUN: %tool-stream-hal-sim %s --input=index=5 --function=loops --function=branches \
// RUN:   --function=calls | FileCheck %s

// CHECK-LABEL: EXEC @loops
// CHECK-NEXT: result[0]: index=10
// CHECK-NEXT: result[1]: index=8
// CHECK-NEXT: result[2]: index=6
func.func @loops(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // 0 + 1 + 2 + 3 + 4
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  // Doubles from 1 while below n.
  %pow = scf.while (%x = %c1) : (index) -> index {
    %below = arith.cmpi ult, %x, %n : index
    scf.condition(%below) %x : index
  } do {
  ^bb0(%x: index):
    %twice = arith.addi %x, %x : index
    scf.yield %twice : index
  }
  %plus = scf.execute_region -> index {
    %r = arith.addi %n, %c1 : index
    scf.yield %r : index
  }
  return %sum, %pow, %plus : index, index, index
}

// CHECK-LABEL: EXEC @branches
// CHECK-NEXT: result[0]: index=50
// CHECK-NEXT: result[1]: i32=20
// CHECK-NEXT: result[2]: index=8
func.func @branches(%n: index) -> (index, i32, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %big = arith.cmpi ugt, %n, %c3 : index
  cf.cond_br %big, ^bb1(%n : index), ^bb2
^bb1(%v: index):
  %m = arith.muli %v, %c10 : index
  cf.br ^bb3(%m : index)
^bb2:
  cf.br ^bb3(%c3 : index)
^bb3(%r: index):
  %flag = arith.index_cast %n : index to i32
  cf.switch %flag : i32, [
    default: ^bb4(%flag : i32),
    5: ^bb5
  ]
^bb4(%d: i32):
  %c7 = arith.constant 7 : index
  return %r, %d, %c7 : index, i32, index
^bb5:
  %c20 = arith.constant 20 : i32
  %picked = scf.if %big -> (index) {
    %c8 = arith.constant 8 : index
    scf.yield %c8 : index
  } else {
    scf.yield %c3 : index
  }
  return %r, %c20, %picked : index, i32, index
}

// CHECK-LABEL: EXEC @calls
// CHECK-NEXT: result[0]: index=120
// CHECK-NEXT: match
func.func @calls(%n: index) -> index {
  %r = func.call @factorial(%n) : (index) -> index
  return %r : index
}

func.func private @factorial(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %base = arith.cmpi ule, %n, %c1 : index
  %r = scf.if %base -> (index) {
    scf.yield %c1 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %f = func.call @factorial(%m) : (index) -> index
    %p = arith.muli %n, %f : index
    scf.yield %p : index
  }
  return %r : index
}
