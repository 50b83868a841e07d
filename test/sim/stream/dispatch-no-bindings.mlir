// An entry point whose dispatch sites have no bindings runs at both levels:
// its access table entry is empty, not missing
// (docs/design/simulator.md#access-table).
// RUN: %tool-stream-hal-sim %s --function=unbound --input=index=5 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=unbound --input=index=5 \
// RUN:   --options='execution-model=async barriers=hazard' | FileCheck %s
// CHECK-LABEL: EXEC @unbound
// CHECK-NEXT: result[0]: index=5
// CHECK-NEXT: match

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @plain ordinal(0) layout(#layout)
  }
}

func.func @unbound(%x: index) -> index {
  %tp = stream.cmd.execute with() {
    "stream.cmd.dispatch"(%x) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index) -> ()
    "stream.cmd.dispatch"(%x, %x) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 2, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index) -> ()
  } => !stream.timepoint
  return %x : index
}
