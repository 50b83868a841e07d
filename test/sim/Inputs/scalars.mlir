// Used by test/sim/errors/*.test.
func.func @add(%a: i32, %b: !hal.buffer_view) -> i32 {
  return %a : i32
}
func.func @unknown_op(%a: i32, %b: !hal.buffer_view) -> f32 {
  %f = arith.sitofp %a : i32 to f32
  %l = math.log %f : f32
  return %l : f32
}
func.func @check(%a: i32, %b: !hal.buffer_view) {
  util.status.check_ok %a, "the input was not OK"
  return
}
func.func @divide(%a: i32, %b: !hal.buffer_view) -> i32 {
  %c0 = arith.constant 0 : i32
  %q = arith.divsi %a, %c0 : i32
  return %q : i32
}
func.func @forever(%a: i32, %b: !hal.buffer_view) -> i32 {
  cf.br ^loop
^loop:
  cf.br ^loop
}
func.func @fill_forever(%a: i32, %b: !hal.buffer_view) -> i32 {
  %c0 = arith.constant 0 : index
  %size = arith.constant 268435456 : index
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%size}
  cf.br ^loop
^loop:
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%size}) {
    stream.cmd.fill %a, %x[%c0 for %size] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  cf.br ^loop
}
