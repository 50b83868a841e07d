// Every type of the three dialects parses and prints back in its full form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: func.func private @stream_types
// CHECK-SAME: (!stream.resource<*>, !stream.resource<external>, !stream.resource<staging>, !stream.resource<transient>, !stream.resource<variable>, !stream.resource<constant>, !stream.timepoint)
func.func private @stream_types(!stream.resource<*>, !stream.resource<external>, !stream.resource<staging>, !stream.resource<transient>, !stream.resource<variable>, !stream.resource<constant>, !stream.timepoint)

// CHECK-LABEL: func.func private @util_types
// CHECK-SAME: (!util.byte_buffer, !util.mutable_byte_buffer)
func.func private @util_types(!util.byte_buffer, !util.mutable_byte_buffer)

// CHECK-LABEL: func.func private @hal_types
// CHECK-SAME: (!hal.allocator, !hal.buffer, !hal.buffer_view, !hal.command_buffer, !hal.descriptor_set, !hal.descriptor_set_layout, !hal.device, !hal.event, !hal.executable, !hal.executable_layout, !hal.ring_buffer, !hal.semaphore)
func.func private @hal_types(!hal.allocator, !hal.buffer, !hal.buffer_view, !hal.command_buffer, !hal.descriptor_set, !hal.descriptor_set_layout, !hal.device, !hal.event, !hal.executable, !hal.executable_layout, !hal.ring_buffer, !hal.semaphore)
