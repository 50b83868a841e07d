// Integer, index and float arithmetic (docs/design/simulator.md#std-ops).
// The functions have no stream ops, so the lowering leaves them as they are
// and both levels agree; the printed results are the reference's.
// RUN: %tool-stream-hal-sim %s --input=i32=7 --input=i32=-3 \
// RUN:   --function=int_ops --function=div_ops --function=compare_select \
// RUN:   | FileCheck %s --check-prefix=INT
// RUN: %tool-stream-hal-sim %s --input=f32=1.5 --input=f32=-0.25 \
// RUN:   --function=float_ops | FileCheck %s --check-prefix=FLOAT
// RUN: %tool-stream-hal-sim %s --input=index=10 --function=index_ops \
// RUN:   | FileCheck %s --check-prefix=INDEX

// INT-LABEL: EXEC @int_ops
// INT-NEXT: result[0]: i32=4
// INT-NEXT: result[1]: i32=10
// INT-NEXT: result[2]: i32=-21
// INT-NEXT: result[3]: i32=3
// INT-NEXT: result[4]: i32=-6
// INT-NEXT: result[5]: i32=56
// INT-NEXT: result[6]: i32=-1
// INT-NEXT: result[7]: i64=-3
// INT-NEXT: result[8]: i64=4294967293
// INT-NEXT: result[9]: i8=7
func.func @int_ops(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i64, i64, i8) {
  %c3 = arith.constant 3 : i32
  %add = arith.addi %a, %b : i32
  %sub = arith.subi %a, %b : i32
  %mul = arith.muli %a, %b : i32
  %and = arith.andi %a, %c3 : i32
  %xor = arith.xori %a, %b : i32
  %shl = arith.shli %a, %c3 : i32
  %shr = arith.shrsi %b, %c3 : i32
  %extsi = arith.extsi %b : i32 to i64
  %extui = arith.extui %b : i32 to i64
  %trunc = arith.trunci %a : i32 to i8
  return %add, %sub, %mul, %and, %xor, %shl, %shr, %extsi, %extui, %trunc
      : i32, i32, i32, i32, i32, i32, i32, i64, i64, i8
}

// INT-LABEL: EXEC @div_ops
// INT-NEXT: result[0]: i32=-2
// INT-NEXT: result[1]: i32=1
// INT-NEXT: result[2]: i32=-3
// INT-NEXT: result[3]: i32=-2
// INT-NEXT: result[4]: i32=0
// INT-NEXT: result[5]: i32=7
// INT-NEXT: result[6]: i32=-3
func.func @div_ops(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %divsi = arith.divsi %a, %b : i32
  %remsi = arith.remsi %a, %b : i32
  %floor = arith.floordivsi %a, %b : i32
  %ceil = arith.ceildivsi %a, %b : i32
  %divui = arith.divui %a, %b : i32
  %max = arith.maxsi %a, %b : i32
  %min = arith.minsi %a, %b : i32
  return %divsi, %remsi, %floor, %ceil, %divui, %max, %min : i32, i32, i32, i32, i32, i32, i32
}

// INT-LABEL: EXEC @compare_select
// INT-NEXT: result[0]: i1=1
// INT-NEXT: result[1]: i1=0
// INT-NEXT: result[2]: i32=7
// INT-NEXT: result[3]: index=7
// INT-NEXT: result[4]: f32=-3
// INT-NEXT: match
func.func @compare_select(%a: i32, %b: i32) -> (i1, i1, i32, index, f32) {
  %sgt = arith.cmpi sgt, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %sel = arith.select %sgt, %a, %b : i32
  %idx = arith.index_cast %a : i32 to index
  %f = arith.sitofp %b : i32 to f32
  return %sgt, %ugt, %sel, %idx, %f : i1, i1, i32, index, f32
}

// FLOAT-LABEL: EXEC @float_ops
// FLOAT-NEXT: result[0]: f32=1.25
// FLOAT-NEXT: result[1]: f32=1.75
// FLOAT-NEXT: result[2]: f32=-0.375
// FLOAT-NEXT: result[3]: f32=-6
// FLOAT-NEXT: result[4]: f32=-1.5
// FLOAT-NEXT: result[5]: i1=1
// FLOAT-NEXT: result[6]: f64=1.5
// FLOAT-NEXT: result[7]: i32=1
// FLOAT-NEXT: result[8]: i32=1069547520
// FLOAT-NEXT: match
func.func @float_ops(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, i1, f64, i32, i32) {
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %neg = arith.negf %a : f32
  %cmp = arith.cmpf ogt, %a, %b : f32
  %ext = arith.extf %a : f32 to f64
  %toi = arith.fptosi %a : f32 to i32
  %bits = arith.bitcast %a : f32 to i32
  return %add, %sub, %mul, %div, %neg, %cmp, %ext, %toi, %bits : f32, f32, f32, f32, f32, i1, f64, i32, i32
}

// INDEX-LABEL: EXEC @index_ops
// INDEX-NEXT: result[0]: index=13
// INDEX-NEXT: result[1]: index=3
// INDEX-NEXT: result[2]: index=1
// INDEX-NEXT: result[3]: index=64
// INDEX-NEXT: result[4]: index=-1
// INDEX-NEXT: result[5]: index=23
// INDEX-NEXT: result[6]: index=3
// INDEX-NEXT: match
func.func @index_ops(%n: index) -> (index, index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c4 = index.constant 4
  %add = index.add %n, %c3
  %div = index.divu %n, %c3
  %rem = index.remu %n, %c3
  %shl = index.shl %c4, %c4
  %cmp = index.cmp ult(%c3, %n)
  %apply = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%c3]
  %ceil = arith.ceildivui %n, %c4 : index
  %cmp_index = arith.index_cast %cmp : i1 to index
  return %add, %div, %rem, %shl, %cmp_index, %apply, %ceil : index, index, index, index, index, index, index
}
