// Fills and copies vkCmdFillBuffer and vkCmdCopyBuffer cannot do, which the
// Vulkan device runs with its kernels (docs/design/vulkan-device.md#fills):
// 1- and 2-byte patterns at offsets and lengths that are not multiples of
// 4, and copies between overlapping ranges of one buffer, in both
// directions.
func.func @kernels() -> !hal.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c32 = arith.constant 32 : index
  %byte = arith.constant 171 : i8
  %half = arith.constant 4660 : i16
  %r = stream.resource.alloc uninitialized : !stream.resource<external>{%c32}
  %done = stream.cmd.execute with(%r as %t: !stream.resource<external>{%c32}) {
    stream.cmd.fill %byte, %t[%c1 for %c5] : i8 -> !stream.resource<external>{%c32}
    stream.cmd.fill %half, %t[%c6 for %c6] : i16 -> !stream.resource<external>{%c32}
    stream.cmd.copy %t[%c0], %t[%c3], %c12 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
    stream.cmd.copy %t[%c10], %t[%c5], %c12 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
  } => !stream.timepoint
  %ready = stream.timepoint.await %done => %r : !stream.resource<external>{%c32}
  %buffer = stream.tensor.export %ready : tensor<32xi8> in !stream.resource<external>{%c32} -> !hal.buffer
  return %buffer : !hal.buffer
}
