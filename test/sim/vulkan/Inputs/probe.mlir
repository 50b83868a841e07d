// What test/lit.cfg.py runs with --device=vulkan to decide whether the
// feature `vulkan` is present: one fill on the device and a host read.
func.func @probe() -> !hal.buffer {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %word = arith.constant 16909060 : i32
  %r = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %done = stream.cmd.execute with(%r as %t: !stream.resource<external>{%c16}) {
    stream.cmd.fill %word, %t[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %done => %r : !stream.resource<external>{%c16}
  %buffer = stream.tensor.export %ready : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  return %buffer : !hal.buffer
}
