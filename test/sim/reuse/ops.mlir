// The ops of reusable command buffers on the simulated device
// (docs/design/simulator-reusable.md), in the lowering of Inputs/step.mlir
// that convert-stream-to-hal{execution-model=async command-buffers=reusable}
// gives (this file, run with --lowered), and in edits of it.
//
// The memoize region records once; each call binds the table and replays:
// RUN: %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --function=step --function=step --input=buffer:64 --lowered=%s --schedules=4 --print-max-element-count=8 | FileCheck %s --check-prefix=REPLAY
// Own-size length -1: the fill runs to the end of the whole slot.
// RUN: %tool-stream-hal-sim %S/Inputs/step.mlir --function=whole --input=buffer:16 --input=index=12 --lowered=%s | FileCheck %s --check-prefix=WHOLE
//
// A fill past its slot's 64 bytes, caught at the submission:
// RUN: sed 's/target(%c0_10 : index)\[%c0_11, %c64\]/target(%c0_10 : index)[%c0_11, %c128]/' %s > %t.fill.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.fill.mlir 2>&1 | FileCheck %s --check-prefix=FILL
// A dispatch binding past its slot (offset 32 of a 64-byte slot, length 64):
// RUN: sed 's/%c1_18 = (%c1_19 : index)\[%c0, %c64\]/%c1_18 = (%c1_19 : index)[%c32, %c64]/' %s > %t.dispatch.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.dispatch.mlir 2>&1 | FileCheck %s --check-prefix=DISPATCH
// A table entry outside its buffer:
// RUN: sed 's/(%%transient_buffer : !hal.buffer)\[%c128_3, %c64_4\]/(%%transient_buffer : !hal.buffer)[%c256, %c64_4]/' %s > %t.entry.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.entry.mlir 2>&1 | FileCheck %s --check-prefix=ENTRY
// Run-time capacities the verifier cannot see: 1 (slot 1 is out of range
// when recorded) and 33 (the table of 2 entries does not match):
// RUN: sed 's/%c2 = arith.constant 2 : index/%c2 = arith.addi %c1, %c0 : index/' %s > %t.capacity1.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.capacity1.mlir 2>&1 | FileCheck %s --check-prefix=CAPACITY1
// RUN: sed 's/%c2 = arith.constant 2 : index/%c2 = arith.addi %c32, %c1 : index/' %s > %t.capacity33.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.capacity33.mlir 2>&1 | FileCheck %s --check-prefix=CAPACITY33
// A recording with slots submitted without a table:
// RUN: sed '/^    hal.device.queue.execute.indirect<%%device_0/,/^    \])$/c\    hal.device.queue.execute<%%device_0 : !hal.device> affinity(%%c-1_i64_1) wait(%%fence) signal(%%fence_2) commands([%%1])' %s > %t.direct.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --input=buffer:64 --lowered=%t.direct.mlir 2>&1 | FileCheck %s --check-prefix=DIRECT
// Without the barrier after the fill, the replayed copy races with it on
// the bytes its slot binds, named by their recorded sites:
// RUN: sed '69d' %s > %t.race.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/step.mlir --function=step --function=step --input=buffer:64 --lowered=%t.race.mlir | FileCheck %s --check-prefix=RACE

#executable_layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm", "embedded-elf-x86_64">
module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #executable_target_embedded_elf_x86_64 {
      hal.executable.entry_point public @mix ordinal(0) layout(#executable_layout)
      builtin.module {
      }
    }
  }
  func.func @step(%arg0: !hal.buffer) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c7_i32 = arith.constant 7 : i32
    %c5_i32 = arith.constant 5 : i32
    %device = hal.ex.shared_device : !hal.device
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %device_0 = hal.ex.shared_device : !hal.device
    %c-1_i64_1 = arith.constant -1 : i64
    %1 = hal.device.memoize<%device_0 : !hal.device> affinity(%c-1_i64_1) -> !hal.command_buffer {
      %c2 = arith.constant 2 : index
      %cmd = hal.command_buffer.create device(%device_0 : !hal.device) mode("None") categories("Transfer|Dispatch") bindings(%c2) : !hal.command_buffer
      hal.command_buffer.begin<%cmd : !hal.command_buffer>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_10 : index)[%c0_11, %c64] pattern(%c7_i32 : i32)
      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
      %c0_12 = arith.constant 0 : index
      %c32_13 = arith.constant 32 : index
      %c1_14 = arith.constant 1 : index
      hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c0_12 : index)[%c32_13] target(%c1_14 : index)[%c32] length(%c32)
      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
      %2 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
      hal.device.switch<%2 : !hal.device>
    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
        %executable_layout = hal.executable_layout.lookup device(%2 : !hal.device) layout(#executable_layout) : !hal.executable_layout
        hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%c5_i32]) : i32
        %c0_15 = arith.constant 0 : index
        %c0_16 = arith.constant 0 : index
        %c0_17 = arith.constant 0 : index
        %c1_18 = arith.constant 1 : index
        %c1_19 = arith.constant 1 : index
        %c0_20 = arith.constant 0 : index
        hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_20] bindings([
          %c0_15 = (%c0_16 : index)[%c0_17, %c64], 
          %c1_18 = (%c1_19 : index)[%c0, %c64]
        ])
        hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@kernels::@cpu::@mix) workgroups([%c64, %c1, %c1])
        hal.return
      }
      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
      hal.command_buffer.end<%cmd : !hal.command_buffer>
      hal.return %cmd : !hal.command_buffer
    }
    %fence_2 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %c128_3 = arith.constant 128 : index
    %c64_4 = arith.constant 64 : index
    %c0_5 = arith.constant 0 : index
    %c64_6 = arith.constant 64 : index
    hal.device.queue.execute.indirect<%device_0 : !hal.device> affinity(%c-1_i64_1) wait(%fence) signal(%fence_2) commands(%1) bindings([
      (%transient_buffer : !hal.buffer)[%c128_3, %c64_4], 
      (%arg0 : !hal.buffer)[%c0_5, %c64_6]
    ])
    %device_7 = hal.ex.shared_device : !hal.device
    %fence_8 = hal.fence.create device(%device_7 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_9 = arith.constant -1 : i64
    hal.device.queue.dealloca<%device_7 : !hal.device> affinity(%c-1_i64_9) wait(%fence_2) signal(%fence_8) buffer(%transient_buffer : !hal.buffer)
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence_8]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    return %arg0 : !hal.buffer
  }
  func.func @whole(%arg0: !hal.buffer, %arg1: index) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c9_i8 = arith.constant 9 : i8
    %device = hal.ex.shared_device : !hal.device
    %c-1_i64 = arith.constant -1 : i64
    %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
      %c1 = arith.constant 1 : index
      %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
      hal.command_buffer.begin<%cmd : !hal.command_buffer>
      %c0_1 = arith.constant 0 : index
      %c-1 = arith.constant -1 : index
      hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_1 : index)[%c0, %c-1] pattern(%c9_i8 : i8)
      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
      hal.command_buffer.end<%cmd : !hal.command_buffer>
      hal.return %cmd : !hal.command_buffer
    }
    %1 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c0_0 = arith.constant 0 : index
    hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
      (%arg0 : !hal.buffer)[%c0_0, %arg1]
    ])
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    return %arg0 : !hal.buffer
  }
}


// Three calls, one recording of 3 commands and 3 barriers: the replays are
// the device work of 3 indirect submissions (with the allocas and deallocas,
// 9 submissions) and execute 3 barriers each.
// REPLAY: EXEC @step
// REPLAY-NEXT: result[0]: stream.resource<external>
// REPLAY-NEXT: 64 bytes: 0c 62 da 33 28 d8 36 7a ...
// REPLAY: EXEC @step
// REPLAY: EXEC @step
// REPLAY-NEXT: result[0]: stream.resource<external>
// REPLAY-NEXT: 64 bytes: 0c 62 da 33 28 d8 36 7a ...
// REPLAY-NEXT: {{^}}match{{$}}
// REPLAY-NEXT: makespan-us:
// REPLAY: barriers-executed: 9
// REPLAY-NEXT: host-waits: 3
// REPLAY-NEXT: submissions: 9
// REPLAY-NEXT: commands-recorded: 6

// WHOLE: 16 bytes: 09 09 09 09 09 09 09 09 09 09 09 09 17 09 36 23
// WHOLE-NEXT: {{^}}match{{$}}

// FILL: .fill.mlir:102:5: error: hal.command_buffer.fill_buffer at {{.*}}.fill.mlir:68:7 accesses bytes [0, 128) of binding table slot 0, outside the 64 bytes bound to it
// FILL: error: the HAL run failed

// DISPATCH: .dispatch.mlir:102:5: error: hal.command_buffer.dispatch.symbol at {{.*}}.dispatch.mlir:90:9 accesses bytes [32, 96) of binding table slot 1, outside the 64 bytes bound to it

// ENTRY: .entry.mlir:102:5: error: binding table entry 0 binds bytes [256, 320) of a 256-byte buffer

// CAPACITY1: .capacity1.mlir:73:7: error: binding table slot 1 is out of range of the declared binding capacity 1

// CAPACITY33: .capacity33.mlir:102:5: error: binding table has 2 entries but the command buffer declares a binding capacity of 33

// DIRECT: .direct.mlir:102:5: error: hal.device.queue.execute at {{.*}}.direct.mlir:102:5 submits a command buffer that uses binding table slots without a binding table

// RACE: {{^}}match{{$}}
// RACE-NEXT: race: write by hal.command_buffer.fill_buffer at {{.*}}.race.mlir:68:7 and read by hal.command_buffer.copy_buffer at {{.*}}.race.mlir:72:7 on hal.device.queue.alloca at {{.*}}.race.mlir:59:25 bytes [160, 192)
// RACE-NEXT: makespan-us:
