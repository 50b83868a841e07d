// A verifier error: the global is a !hal.buffer, the load says index.
util.global private @g : !hal.buffer
func.func @f() -> index {
  %0 = util.global.load @g : index
  return %0 : index
}
