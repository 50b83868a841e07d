// Every verifier rule and parse error of the util ops
// (docs/design/util-dialect.md#ops).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// docs/design/util-dialect.md#util-global: the initial value must be compatible
// with the declared type.
// expected-error @+1 {{'util.global' op initial value type mismatch; global g is 'tensor<4xf32>' but initial value provided is 'tensor<5xi32>'}}
util.global private @g : tensor<4xf32> = dense<1> : tensor<5xi32>

// -----

// expected-error @+1 {{initial value type mismatch; global g is 'i32' but initial value provided is 'i64'}}
util.global private @g : i32 = 1 : i64

// -----

// Shapes are compared for shaped types, never for other types.
// expected-error @+1 {{initial value type mismatch; global g is 'tensor<4xf32>' but initial value provided is 'tensor<2x2xf32>'}}
util.global private @g : tensor<4xf32> = dense<1.0> : tensor<2x2xf32>

// -----

// expected-error @+1 {{initial value type mismatch; global g is '!stream.timepoint' but initial value provided is 'index'}}
util.global private mutable @g : !stream.timepoint = 0 : index

// -----

// expected-error @+1 {{initial value type mismatch; global g is 'index' but initial value provided is '!stream.timepoint'}}
util.global private mutable @g : index = #stream.timepoint<immediate>

// -----

// docs/design/util-dialect.md#type-or-initial-value: neither `:` nor `=`.
// expected-error @+1 {{expected type}}
util.global private @g i32

// -----

// expected-error @+1 {{expected type}}
util.global private @g : = 1 : i32

// -----

// expected-error @+1 {{expected attribute}}
util.global private @g = : i32

// -----

// expected-error @+1 {{expected attribute}}
util.global private @g : i32 = : i32

// -----

// docs/design/util-dialect.md#type-or-initial-value: the initial value must
// carry a type.
// expected-error @+1 {{initial value must be a typed attribute, got unit}}
util.global private @g = unit

// -----

// expected-error @+1 {{initial value must be a typed attribute, got i32}}
util.global private @g : i32 = i32

// -----

// expected-error @+1 {{invalid properties}}
"util.global"() <{sym_name = "g", type = i32, initial_value = unit}> : () -> ()

// -----

// docs/design/util-dialect.md#symbol-visibility: keyword order is fixed.
// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
util.global mutable private @g : i32

// -----

// expected-error @+1 {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"util.global"() <{sym_name = "g", sym_visibility = "hidden", type = i32}> : () -> ()

// -----

// expected-error @+1 {{requires attribute 'type'}}
"util.global"() <{sym_name = "g"}> : () -> ()

// -----

// expected-note @+1 {{see existing symbol definition here}}
util.global private @g : i32
// expected-error @+1 {{redefinition of symbol named 'g'}}
util.global private @g : index

// -----

// docs/design/util-dialect.md#util-global-load
func.func @f() {
  // expected-error @+1 {{'util.global.load' op undefined global: missing}}
  %0 = util.global.load @missing : i32
  return
}

// -----

func.func private @not_a_global()
func.func @f() {
  // expected-error @+1 {{undefined global: not_a_global}}
  %0 = util.global.load @not_a_global : i32
  return
}

// -----

util.global private @g : i32
func.func @f() {
  // expected-error @+1 {{'util.global.load' op global type mismatch; global g is 'i32' but load is 'i64'}}
  %0 = util.global.load @g : i64
  return
}

// -----

util.global private @g : tensor<4xf32>
func.func @f() {
  // expected-error @+1 {{global type mismatch; global g is 'tensor<4xf32>' but load is 'tensor<8xf32>'}}
  %0 = util.global.load @g : tensor<8xf32>
  return
}

// -----

util.global private @g : !stream.resource<constant>
func.func @f() {
  // expected-error @+1 {{global type mismatch; global g is '!stream.resource<constant>' but load is '!stream.resource<variable>'}}
  %0 = util.global.load @g : !stream.resource<variable>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{requires attribute 'global'}}
  %0 = "util.global.load"() : () -> i32
  return
}

// -----

// docs/design/util-dialect.md#util-global-store
func.func @f(%v: i32) {
  // expected-error @+1 {{'util.global.store' op undefined global: missing}}
  util.global.store %v, @missing : i32
  return
}

// -----

// Stores need exactly the declared type, with no shape relaxation.
util.global private mutable @g : tensor<?xf32>
func.func @f(%v: tensor<4xf32>) {
  // expected-error @+1 {{'util.global.store' op global type mismatch; global g is 'tensor<?xf32>' but store is 'tensor<4xf32>'}}
  util.global.store %v, @g : tensor<4xf32>
  return
}

// -----

util.global private @g : i32
func.func @f(%v: i32) {
  // expected-error @+1 {{'util.global.store' op global g is not mutable and cannot be stored to}}
  util.global.store %v, @g : i32
  return
}

// -----

// docs/design/util-dialect.md#util-initializer
// expected-error @+1 {{'util.initializer' op entry block must have no arguments}}
util.initializer {
^bb0(%a: index):
  util.initializer.return
}

// -----

// expected-error @+1 {{'util.initializer' op region #0 ('body') failed to verify constraint: region with at least 1 blocks}}
util.initializer {
}

// -----

util.initializer {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{block with no terminator}}
  %c1 = arith.constant 1 : index
}

// -----

func.func @f(%v: index) {
  // expected-error @+1 {{'util.initializer' op requires one region}}
  "util.initializer"() : () -> ()
  return
}

// -----

// The body is isolated from above.
func.func @f(%v: index) {
  // expected-note @+1 {{required by region isolation constraints}}
  util.initializer {
    // expected-error @+1 {{using value defined outside the region}}
    %0 = arith.addi %v, %v : index
    util.initializer.return
  }
  return
}

// -----

// No default dialect: unqualified op names do not resolve.
util.initializer {
  // expected-error @+2 {{Dialect `' not found for custom op 'return'}}
  // expected-note-re @+1 {{{{Registered|Available}} dialects: {{.*}}}}
  return
}

// -----

// docs/design/util-dialect.md#util-initializer
func.func @f() {
  // expected-error @+1 {{'util.initializer.return' op expects parent op 'util.initializer'}}
  util.initializer.return
}

// -----

util.initializer {
  // expected-error @+1 {{'util.initializer.return' op must be the last operation in the parent block}}
  util.initializer.return
  util.initializer.return
}

// -----

// docs/design/util-dialect.md#status-check-ok
func.func @f(%s: i64) {
  // expected-error @+1 {{'util.status.check_ok' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "util.status.check_ok"(%s) : (i64) -> ()
  return
}

// -----

func.func @f(%s: index) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%s' expects different type than prior uses: 'i32' vs 'index'}}
  util.status.check_ok %s
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error @+1 {{Invalid attribute `message` in property conversion: 1 : i32}}
  "util.status.check_ok"(%s) <{message = 1 : i32}> : (i32) -> ()
  return
}

// -----

// docs/design/util-dialect.md#byte-buffer-constant
func.func @f() {
  // expected-error @+1 {{'util.byte_buffer.constant' op result #0 must be a read-only block of host memory, but got '!util.mutable_byte_buffer'}}
  %0 = util.byte_buffer.constant : !util.mutable_byte_buffer = dense<1> : tensor<4xi8>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'util.byte_buffer.constant' op result #0 must be a read-only block of host memory, but got 'i32'}}
  %0 = "util.byte_buffer.constant"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = util.byte_buffer.constant {alignment = 64 : i32} : !util.byte_buffer = dense<1> : tensor<4xi8>
  return
}

// -----

// docs/design/util-dialect.md#do-not-optimize: `(` follows the op name; every
// operand and result share one type.
func.func @f(%a: index, %b: i32) {
  // expected-error @+1 {{'util.do_not_optimize' op requires the same type for all operands and results}}
  %0:2 = util.do_not_optimize(%a, %b) : index, i32
  return
}

// -----

func.func @f(%r: !stream.resource<*>, %n: index) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0:2 = util.do_not_optimize(%r, %n) : !stream.resource<*>, index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+2 {{'util.do_not_optimize' op inferred type(s) 'index' are incompatible with return type(s) of operation 'index', 'index'}}
  // expected-error @+1 {{'util.do_not_optimize' op failed to infer returned types}}
  %0:2 = "util.do_not_optimize"(%a) : (index) -> (index, index)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'util.do_not_optimize' op expected 1 or more operands, but found 0}}
  "util.do_not_optimize"() : () -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{expected ':'}}
  %0 = util.do_not_optimize(%a)
  return
}

// -----

// docs/design/util-dialect.md#util-align
func.func @f(%a: f32) {
  // expected-error @+1 {{'util.align' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = util.align %a, %a : f32
  return
}

// -----

func.func @f(%a: index, %b: i64) {
  // expected-error @+1 {{'util.align' op requires the same type for all operands and results}}
  %0 = "util.align"(%a, %b) : (index, i64) -> index
  return
}

// -----

func.func @f(%a: si32) {
  // expected-error @+1 {{'util.align' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = util.align %a, %a : si32
  return
}

// -----

// docs/design/util-dialect.md#lists
func.func @f(%l: !util.list<i32>, %i: index) {
  // expected-error @+1 {{'util.list.get' op list contains 'i32' and cannot be accessed as 'f32'}}
  %0 = util.list.get %l[%i] : !util.list<i32> -> f32
  return
}

// -----

func.func @f(%l: !util.list<tensor<4xf32>>, %i: index) {
  // expected-error @+1 {{list contains 'tensor<4xf32>' and cannot be accessed as 'memref<4xf32>'}}
  %0 = util.list.get %l[%i] : !util.list<tensor<4xf32>> -> memref<4xf32>
  return
}

// -----

func.func @f(%l: !util.list<i32>, %i: index, %v: f32) {
  // expected-error @+1 {{'util.list.set' op list contains 'i32' and cannot be mutated as 'f32'}}
  util.list.set %l[%i], %v : f32 -> !util.list<i32>
  return
}

// -----

func.func @f(%l: !util.list<i32>, %i: index) {
  // expected-error @+1 {{expected a !util.list type, got 'i32'}}
  %0 = util.list.get %l[%i] : i32
  return
}

// -----

func.func @f(%l: !util.list<i32>, %i: index, %v: i32) {
  // expected-error @+1 {{expected a !util.list type, got 'i32'}}
  util.list.set %l[%i], %v : i32
  return
}

// -----

func.func @f(%v: i32, %i: index) {
  // expected-error @+1 {{'util.list.get' op operand #0 must be list, but got 'i32'}}
  %0 = util.list.get %v[%i] : i32 -> i32
  return
}

// -----

func.func @f(%v: i32) {
  // expected-error @+1 {{'util.list.create' op result #0 must be list, but got 'i32'}}
  %0 = util.list.create : i32
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = util.list.create %c : !util.list<?>
  // expected-note @-3 {{prior use here}}
  return
}

// -----

func.func @f(%l: !util.list<i32>, %n: i32) {
  // expected-error @+1 {{'util.list.size' op operand #0 must be list, but got 'i32'}}
  %0 = util.list.size %n : i32
  return
}

// -----

func.func @f(%l: !util.list<i32>, %n: i32) {
  // expected-error @+1 {{'util.list.resize' op operand #1 must be index, but got 'i32'}}
  "util.list.resize"(%l, %n) : (!util.list<i32>, i32) -> ()
  return
}
