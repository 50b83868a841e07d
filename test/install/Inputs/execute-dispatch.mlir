// An execute region with a fill and a dispatch, lowered by the consumer's own
// pass (consumer/consumer-opt.cpp), which calls stream_to_hal::convertStreamToHAL
// with execution-model=async and barriers=hazard.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @copy ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }
  func.func @run(%in: !stream.resource<external>, %out: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0_i32 = arith.constant 0 : i32
    %tp = stream.cmd.execute with(%in as %a: !stream.resource<external>{%c64}, %out as %b: !stream.resource<external>{%c64}) {
      stream.cmd.fill %c0_i32, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
      stream.cmd.dispatch @ex::@copy[%c64, %c1, %c1] {
        ro %a[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %b[%c0 for %c64] : !stream.resource<external>{%c64}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
}

// The statistics convertStreamToHAL returned, as the consumer's pass reports them.
// STATS: remark: converted 1 execute region(s), 1 dispatch(es), 1 fill(s); 1 barrier(s) recorded, 1 elided

// CHECK-LABEL: func.func @run(
// CHECK-SAME: %[[IN:[^:]+]]: !hal.buffer, %[[OUT:[^:]+]]: !hal.buffer) -> !hal.fence {
// CHECK: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[OUT]] : !hal.buffer)[%{{.+}}, %{{.+}}] pattern(%{{.+}} : i32)
// The fill and the dispatch both write %out: barriers=hazard keeps the one
// barrier between them, with the stages of what it separates.
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Dispatch) flags("None")
// CHECK-NEXT: %[[DEV:.+]] = hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device
// CHECK-NEXT: hal.device.switch<%[[DEV]] : !hal.device>
// CHECK: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@copy)
// CHECK: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// CHECK: %[[FENCE:.+]] = hal.fence.create device(%[[DEVICE]] : !hal.device) flags("None") : !hal.fence
// CHECK: hal.device.queue.execute<%[[DEVICE]] : !hal.device> affinity(%{{.+}}) wait(%{{.+}}) signal(%[[FENCE]]) commands([%[[CMD]]])
// CHECK-NEXT: return %[[FENCE]] : !hal.fence
// CHECK-NOT: stream.
