// The smaller cases of issue 31: a view exported with a shape of its own,
// the tool's printed --input form, and a declaration without a body.
module {
  func.func @reshape(%view: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
    %c16 = arith.constant 16 : index
    %t = stream.tensor.import %view : !hal.buffer_view -> tensor<2x2xf32> in !stream.resource<external>{%c16}
    %same = stream.tensor.export %t : tensor<2x2xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %other = stream.tensor.export %t : tensor<0x5xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    return %same, %other : !hal.buffer_view, !hal.buffer_view
  }

  func.func private @declared(%view: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view)
}
