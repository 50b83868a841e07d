// RUN: %stream-hal-opt --pass-pipeline='builtin.module(stream-to-hal-pipeline)' %s | FileCheck %s
// RUN: %stream-hal-opt --pass-pipeline='builtin.module(convert-stream-to-hal)' %s | FileCheck %s --check-prefix=BARE
// RUN: %stream-hal-opt --load-pass-plugin=%plugin --help | FileCheck %s --check-prefix=HELP

// HELP: stream-to-hal-pipeline
// HELP-SAME: convert-stream-to-hal, then cse and canonicalize (with command-buffers=reusable, stream-to-hal-outline-memoize-regions first)

// convert-stream-to-hal looks up the device and its allocator at every
// allocation; the stream-to-hal-pipeline's cse leaves one of each.
// BARE-LABEL: func.func @two_allocations(
// BARE-COUNT-2: hal.ex.shared_device
// BARE-NOT: hal.ex.shared_device

// CHECK-LABEL: func.func @two_allocations(
// CHECK-SAME: %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:.+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[A:.+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[N]]}
// CHECK-NEXT: %[[B:.+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[N]]}
// CHECK-NEXT: return %[[A]], %[[B]] : !hal.buffer, !hal.buffer
// CHECK-NEXT: }
func.func @two_allocations(%n: index) -> (!stream.resource<external>, !stream.resource<external>) {
  %a = stream.resource.alloc uninitialized : !stream.resource<external>{%n}
  %b = stream.resource.alloc uninitialized : !stream.resource<external>{%n}
  return %a, %b : !stream.resource<external>, !stream.resource<external>
}
