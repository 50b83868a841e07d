// util globals, initializers, lists, align, do_not_optimize, null
// (docs/design/simulator.md#util-ops). Functions run in the order given and
// share globals; every global holding bytes at the end is compared too.
// RUN: %tool-stream-hal-sim %s --function=bump --function=bump --function=lists --input=i32=5 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=bump --function=bump --function=lists --input=i32=5 \
// RUN:   --options='execution-model=async barriers=hazard' | FileCheck %s

util.global private mutable @counter = 10 : i32
util.global private mutable @buffer : !stream.resource<variable>
util.global private @never_stored : !stream.resource<variable>

util.initializer {
  %c4 = arith.constant 4 : index
  %r = stream.resource.alloc uninitialized : !stream.resource<variable>{%c4}
  util.global.store %r, @buffer : !stream.resource<variable>
  util.initializer.return
}

// CHECK-LABEL: EXEC @bump
// CHECK-NEXT: result[0]: i32=15
// CHECK-LABEL: EXEC @bump
// CHECK-NEXT: result[0]: i32=20
func.func @bump(%by: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %old = util.global.load @counter : i32
  %new = arith.addi %old, %by : i32
  util.global.store %new, @counter : i32
  %r = util.global.load @buffer : !stream.resource<variable>
  %done = stream.cmd.execute with(%r as %t: !stream.resource<variable>{%c4}) {
    stream.cmd.fill %new, %t[%c0 for %c4] : i32 -> !stream.resource<variable>{%c4}
  } => !stream.timepoint
  stream.timepoint.await %done => %r : !stream.resource<variable>{%c4}
  return %new : i32
}

// CHECK-LABEL: EXEC @lists
// CHECK-NEXT: result[0]: index=3
// CHECK-NEXT: result[1]: i32=5
// CHECK-NEXT: result[2]: index=16
// CHECK-NEXT: result[3]: i32=5
// CHECK-NEXT: match
func.func @lists(%v: i32) -> (index, i32, index, i32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c8 = arith.constant 8 : index
  %list = util.list.create %c3 : !util.list<i32>
  util.list.resize %list, %c3 : !util.list<i32>
  util.list.set %list[%c1], %v : !util.list<i32>
  %size = util.list.size %list : !util.list<i32>
  %got = util.list.get %list[%c1] : !util.list<i32>
  %aligned = util.align %c9, %c8 : index
  %same = util.do_not_optimize(%got) : i32
  %null = util.null : !hal.fence
  return %size, %got, %aligned, %same : index, i32, index, i32
}
