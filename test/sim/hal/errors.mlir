// HAL programs the runtime would reject: each HAL run fails with a located
// error naming the op, and the simulator exits 1.
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=record_after_end --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=RECORD
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=submit_before_end --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=SUBMIT
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=assert_too_small --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=fill_out_of_range --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=await_forever --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=FOREVER
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=signal_twice --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=semaphore_unreached --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=SEMAPHORE
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=load_after_free --input=buffer:16 --lowered=%s 2>&1 | FileCheck %s --check-prefix=FREED

module {
  func.func @record_after_end(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c16] pattern(%zero : i32)
    return
  }
  func.func @submit_before_end(%arg0: !hal.buffer) {
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device, %cmd
    return
  }
  func.func @assert_too_small(%arg0: !hal.buffer) {
    %c256 = arith.constant 256 : index
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    hal.buffer.assert<%arg0 : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c256) type(DeviceVisible) usage("Transfer|Dispatch")
    return
  }
  func.func @fill_out_of_range(%arg0: !hal.buffer) {
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c8, %c16] pattern(%zero : i32)
    return
  }
  func.func @await_forever(%arg0: !hal.buffer) {
    %forever = arith.constant -1 : i32
    %device = hal.ex.shared_device : !hal.device
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %status = hal.fence.await until([%fence]) timeout_millis(%forever) : i32
    return
  }
  func.func @signal_twice(%arg0: !hal.buffer) {
    %device = hal.ex.shared_device : !hal.device
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    hal.fence.signal<%fence : !hal.fence>
    hal.fence.signal<%fence : !hal.fence>
    return
  }
  func.func @semaphore_unreached(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %device = hal.ex.shared_device : !hal.device
    %semaphore = hal.semaphore.create device(%device : !hal.device) initial(%c0) : !hal.semaphore
    %status = hal.semaphore.await<%semaphore : !hal.semaphore> until(%c1) : i32
    return
  }
  func.func @load_after_free(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %any = arith.constant -1 : i64
    %pool = arith.constant 0 : i64
    %forever = arith.constant -1 : i32
    %device = hal.ex.shared_device : !hal.device
    %null = util.null : !hal.fence
    %allocated = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%any) wait(%null) signal(%allocated) pool(%pool) type("DeviceVisible|DeviceLocal") usage("Transfer|Dispatch|Mapping") : !hal.buffer{%c16}
    %freed = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%device : !hal.device> affinity(%any) wait(%allocated) signal(%freed) buffer(%buffer : !hal.buffer)
    %status = hal.fence.await until([%freed]) timeout_millis(%forever) : i32
    %value = hal.buffer.load<%buffer : !hal.buffer>[%c0] : i32
    return
  }
  func.func @fill_forever(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %size = arith.constant 16777216 : index
    %zero = arith.constant 0 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    cf.br ^loop
  ^loop:
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %size] pattern(%zero : i32)
    cf.br ^loop
  }
  func.func @copy_forever(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %half = arith.constant 8388608 : index
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    cf.br ^loop
  ^loop:
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%half] length(%half)
    cf.br ^loop
  }
}

// RECORD: errors.mlir:21:5: error: hal.command_buffer.fill_buffer at {{.*}}errors.mlir:21:5 records into a command buffer after its hal.command_buffer.end
// RECORD: error: the HAL run failed
// SUBMIT: errors.mlir:28:5: error: hal.ex.submit_and_wait at {{.*}}errors.mlir:28:5 submits a command buffer before its hal.command_buffer.end
// ASSERT: errors.mlir:35:5: error: tensor: buffer of 16 bytes is smaller than the minimum length of 256 bytes
// RANGE: errors.mlir:45:5: error: byte range [8, 24) is outside the 16-byte buffer
// FOREVER: errors.mlir:52:15: error: hal.fence.await at {{.*}}errors.mlir:52:15 would block forever: a fence it waits on is never signaled by the work submitted so far
// TWICE: errors.mlir:59:5: error: fence created by hal.fence.create at {{.*}}errors.mlir:57:14 is signaled twice
// SEMAPHORE: errors.mlir:67:15: error: would block forever: the semaphore is at 0 and nothing signals it to 1
// FREED: errors.mlir:83:14: error: use after free: hal.buffer.load at {{.*}}errors.mlir:83:14 reads hal.device.queue.alloca at {{.*}}errors.mlir:79:15 after its deallocation

// Runaway loops of 16 MiB fills and copies stop once they touched 4 GiB, as
// in the reference (test/sim/errors/run-failures.test):
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=fill_forever --input=buffer:16777216 --lowered=%s 2>&1 | FileCheck %s --check-prefix=FILLS
// RUN: not %tool-stream-hal-sim %S/Inputs/nothing.mlir --function=copy_forever --input=buffer:16777216 --lowered=%s 2>&1 | FileCheck %s --check-prefix=COPIES
// FILLS: errors.mlir:95:5: error: the program touched more than 4 GiB of buffers (runaway loop?)
// FILLS: error: the HAL run failed
// COPIES: errors.mlir:106:5: error: the program touched more than 4 GiB of buffers (runaway loop?)
// COPIES: error: the HAL run failed
