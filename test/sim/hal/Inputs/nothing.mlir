// Functions that do nothing, for lowered programs that fail in the HAL run
// (test/sim/hal/errors.mlir).
module {
  func.func @record_after_end(%buffer: !stream.resource<external>) { return }
  func.func @submit_before_end(%buffer: !stream.resource<external>) { return }
  func.func @assert_too_small(%buffer: !stream.resource<external>) { return }
  func.func @fill_out_of_range(%buffer: !stream.resource<external>) { return }
  func.func @await_forever(%buffer: !stream.resource<external>) { return }
  func.func @signal_twice(%buffer: !stream.resource<external>) { return }
  func.func @semaphore_unreached(%buffer: !stream.resource<external>) { return }
  func.func @load_after_free(%buffer: !stream.resource<external>) { return }
  func.func @fill_forever(%buffer: !stream.resource<external>) { return }
  func.func @copy_forever(%buffer: !stream.resource<external>) { return }
}
