// Real dispatch sites name their entry point in three parts,
// `@executable::@variant::@entry`. The simulator resolves it as the conversion
// does (docs/design/dispatch.md#resolution): the executable by the first
// name, the entry point by the last. Both forms run at both levels, in every
// option combination, and write the same digest (it depends on the
// executable's and the entry point's names, not on the variant named).
// RUN: %tool-stream-hal-sim %s --function=two_part --function=three_part --input=i32=3 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=two_part --function=three_part --input=i32=3 --options='barriers=hazard' | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=two_part --function=three_part --input=i32=3 --options='execution-model=async' | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=two_part --function=three_part --input=i32=3 --options='execution-model=async barriers=hazard' --schedules=2 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=two_part --function=three_part --input=i32=3 --options='execution-model=async command-buffers=reusable' | FileCheck %s

// CHECK-LABEL: EXEC @two_part
// CHECK-NEXT: result[0]: stream.resource<external>
// CHECK-NEXT: 16 bytes: [[DIGEST:.*]]
// CHECK-LABEL: EXEC @three_part
// CHECK-NEXT: result[0]: stream.resource<external>
// CHECK-NEXT: 16 bytes: [[DIGEST]]
// CHECK-NEXT: {{^}}match{{$}}
// CHECK-NOT: {{^race[: ]}}
// CHECK: races-in-stream-program: 0
// CHECK-NEXT: races-introduced: 0

#layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>]>

module {
  hal.executable private @kernels {
    hal.executable.variant public @embedded_elf_x86_64, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
      hal.executable.entry_point public @produce ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }

  func.func @two_part(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %done = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }

  func.func @three_part(%factor: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
    %done = stream.cmd.execute with(%out as %o: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @kernels::@embedded_elf_x86_64::@produce[%c1, %c1, %c1](%factor : i32) {
        wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %done => %out : !stream.resource<external>{%c16}
    return %ready : !stream.resource<external>
  }
}
