// Bitfields print and parse by the rules of
// docs/design/hal-dialect.md#bitfield-spelling and #bitfield-printing: every
// row of the #bitfield-printing table, every single-bit case, composite cases,
// and the numeric values behind them (the generic form shows the stored i32).
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s

// The docs/design/hal-dialect.md#bitfield-printing table, written as the
// numbers it is about.
// CHECK-LABEL: func.func @table
func.func @table(%allocator: !hal.allocator, %size: index, %device: !hal.device, %cmd: !hal.command_buffer) {
  // MemoryType
  // CHECK-NEXT: type("None") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 0 : i32
  %m00 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x00 : i32, buffer_usage = 0x2 : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type(HostVisible) usage(Dispatch) :
  // GENERIC: buffer_usage = 8 : i32, memory_types = 2 : i32
  %m02 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x02 : i32, buffer_usage = 0x8 : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal") usage("Transfer|Mapping") :
  // GENERIC: buffer_usage = 6 : i32, memory_types = 6 : i32
  %m06 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x06 : i32, buffer_usage = 0x6 : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type(DeviceVisible) usage("Transfer|Dispatch") :
  // GENERIC: buffer_usage = 10 : i32, memory_types = 16 : i32
  %m10 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x10 : i32, buffer_usage = 0xA : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("HostVisible|DeviceVisible") usage("Constant|Transfer|Dispatch") :
  // GENERIC: buffer_usage = 11 : i32, memory_types = 18 : i32
  %m12 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x12 : i32, buffer_usage = 0xB : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping|Dispatch") :
  // GENERIC: buffer_usage = 14 : i32, memory_types = 22 : i32
  %m16 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x16 : i32, buffer_usage = 0xE : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("DeviceVisible|DeviceLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 48 : i32
  %m30 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x30 : i32, buffer_usage = 0x2 : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("Transient|DeviceVisible|DeviceLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 49 : i32
  %m31 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x31 : i32, buffer_usage = 0x2 : i32} : (!hal.allocator, index) -> !hal.buffer
  // CHECK-NEXT: type("HostVisible|DeviceVisible|DeviceLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 50 : i32
  %m32 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 0x32 : i32, buffer_usage = 0x2 : i32} : (!hal.allocator, index) -> !hal.buffer

  // CommandBufferMode and CommandCategory
  // CHECK-NEXT: mode(OneShot) categories("None") :
  // GENERIC: command_categories = 0 : i32, modes = 1 : i32
  %c0 = "hal.command_buffer.create"(%device) {modes = 0x01 : i32, command_categories = 0x0 : i32} : (!hal.device) -> !hal.command_buffer
  // CHECK-NEXT: mode("OneShot|AllowInlineExecution") categories(Transfer) :
  // GENERIC: command_categories = 1 : i32, modes = 17 : i32
  %c1 = "hal.command_buffer.create"(%device) {modes = 0x11 : i32, command_categories = 0x1 : i32} : (!hal.device) -> !hal.command_buffer
  // CHECK-NEXT: mode(OneShot) categories(Dispatch) :
  // GENERIC: command_categories = 2 : i32, modes = 1 : i32
  %c2 = "hal.command_buffer.create"(%device) {modes = 0x01 : i32, command_categories = 0x2 : i32} : (!hal.device) -> !hal.command_buffer
  // CHECK-NEXT: mode(OneShot) categories("Transfer|Dispatch") :
  // GENERIC: command_categories = 3 : i32, modes = 1 : i32
  %c3 = "hal.command_buffer.create"(%device) {modes = 0x01 : i32, command_categories = 0x3 : i32} : (!hal.device) -> !hal.command_buffer

  // ExecutionStage and ExecutionBarrierFlag
  // CHECK-NEXT: source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None"){{$}}
  // GENERIC: flags = 0 : i32, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32
  "hal.command_buffer.execution_barrier"(%cmd) {source_stage_mask = 0x1C : i32, target_stage_mask = 0x0D : i32, flags = 0x0 : i32} : (!hal.command_buffer) -> ()
  // CHECK-NEXT: return
  return
}

// Every single-bit case prints bare and every spelling parses back to its
// value.
// CHECK-LABEL: func.func @single_bits
func.func @single_bits(%allocator: !hal.allocator, %size: index, %device: !hal.device, %cmd: !hal.command_buffer) {
  // CHECK-NEXT: type(Transient) usage(Constant) :
  // GENERIC: buffer_usage = 1 : i32, memory_types = 1 : i32
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(Transient) usage(Constant) : !hal.buffer{%size}
  // CHECK-NEXT: type(HostVisible) usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 2 : i32
  %1 = hal.allocator.allocate<%allocator : !hal.allocator> type(HostVisible) usage(Transfer) : !hal.buffer{%size}
  // CHECK-NEXT: type(HostCoherent) usage(Mapping) :
  // GENERIC: buffer_usage = 4 : i32, memory_types = 4 : i32
  %2 = hal.allocator.allocate<%allocator : !hal.allocator> type(HostCoherent) usage(Mapping) : !hal.buffer{%size}
  // CHECK-NEXT: type(HostCached) usage(Dispatch) :
  // GENERIC: buffer_usage = 8 : i32, memory_types = 8 : i32
  %3 = hal.allocator.allocate<%allocator : !hal.allocator> type(HostCached) usage(Dispatch) : !hal.buffer{%size}
  // CHECK-NEXT: type(DeviceVisible) usage("None") :
  // GENERIC: buffer_usage = 0 : i32, memory_types = 16 : i32
  %4 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(None) : !hal.buffer{%size}
  // CHECK-NEXT: mode(AllowInlineExecution) categories(Transfer) :
  // GENERIC: command_categories = 1 : i32, modes = 16 : i32
  %5 = hal.command_buffer.create device(%device : !hal.device) mode(AllowInlineExecution) categories(Transfer) : !hal.command_buffer
  // CHECK-NEXT: mode("None") categories(Dispatch) :
  // GENERIC: command_categories = 2 : i32, modes = 0 : i32
  %6 = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Dispatch) : !hal.command_buffer
  // CHECK-NEXT: source(CommandIssue) target(CommandProcess) flags(Reserved){{$}}
  // GENERIC: flags = 1 : i32, source_stage_mask = 1 : i32, target_stage_mask = 2 : i32
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(CommandIssue) target(CommandProcess) flags(Reserved)
  // CHECK-NEXT: source(Dispatch) target(Transfer) flags("None"){{$}}
  // GENERIC: flags = 0 : i32, source_stage_mask = 4 : i32, target_stage_mask = 8 : i32
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Dispatch) target(Transfer) flags(None)
  // CHECK-NEXT: source(CommandRetire) target(Host) flags("None"){{$}}
  // GENERIC: flags = 0 : i32, source_stage_mask = 16 : i32, target_stage_mask = 32 : i32
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(CommandRetire) target(Host) flags("None")
  // CHECK-NEXT: source("None") target("CommandIssue|CommandProcess|Dispatch|Transfer|CommandRetire|Host") flags("None"){{$}}
  // GENERIC: flags = 0 : i32, source_stage_mask = 0 : i32, target_stage_mask = 63 : i32
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(None) target("Host|CommandRetire|Transfer|Dispatch|CommandProcess|CommandIssue") flags("None")
  // CHECK-NEXT: return
  return
}

// Composite cases: a bare composite keyword parses; composite names print next
// to their component bits because stringify never removes matched bits.
// CHECK-LABEL: func.func @composites
func.func @composites(%allocator: !hal.allocator, %size: index) {
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 6 : i32
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(HostLocal) usage(Transfer) : !hal.buffer{%size}
  // CHECK-NEXT: type("DeviceVisible|DeviceLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 48 : i32
  %1 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceLocal) usage(Transfer) : !hal.buffer{%size}
  // HostVisible|HostCoherent is numerically HostLocal.
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 6 : i32
  %2 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostVisible|HostCoherent") usage(Transfer) : !hal.buffer{%size}
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 22 : i32
  %3 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostLocal|DeviceVisible") usage(Transfer) : !hal.buffer{%size}
  // Redundant pieces are fine: the value is the OR of the pieces.
  // CHECK-NEXT: type("HostVisible|HostCoherent|HostLocal") usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 6 : i32
  %4 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostVisible|HostCoherent|HostLocal") usage(Transfer) : !hal.buffer{%size}
  // Order of the pieces does not matter; print order is declaration order.
  // CHECK-NEXT: type("Transient|HostCached|DeviceVisible|DeviceLocal") usage("Constant|Mapping") :
  // GENERIC: buffer_usage = 5 : i32, memory_types = 57 : i32
  %5 = hal.allocator.allocate<%allocator : !hal.allocator> type("DeviceLocal|HostCached|Transient") usage("Mapping|Constant") : !hal.buffer{%size}
  // A bare keyword of a single-bit case and its string are the same.
  // CHECK-NEXT: type(HostVisible) usage(Transfer) :
  // GENERIC: buffer_usage = 2 : i32, memory_types = 2 : i32
  %6 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostVisible") usage("Transfer") : !hal.buffer{%size}
  // CHECK-NEXT: return
  return
}
