#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#executable_layout = #hal.executable.layout<push_constants = 1, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>,
    #hal.descriptor_set.binding<2, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @scale ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
      ^bb0(%x: index, %y: index, %z: index):
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
      }
    }
  }
  util.global private @weights : !stream.resource<constant>
  func.func @run(%arg0: !stream.resource<external>, %arg1: index, %arg2: !hal.fence) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c7_i32 = arith.constant 7 : i32
    %w = util.global.load @weights : !stream.resource<constant>
    %ready = stream.timepoint.import %arg2 : (!hal.fence) => !stream.timepoint
    %t:2 = stream.resource.alloca uninitialized await(%ready) => !stream.resource<transient>{%c256} => !stream.timepoint
    %done = stream.cmd.execute await(%t#1) => with(%w as %cw: !stream.resource<constant>{%c64}, %t#0 as %ct: !stream.resource<transient>{%c256}, %arg0 as %out: !stream.resource<external>{%arg1}) {
      stream.cmd.fill %c7_i32, %ct[%c128 for %c64] : i32 -> !stream.resource<transient>{%c256}
      stream.cmd.dispatch @ex::@scale[%c64, %c1, %c1](%c7_i32 : i32) {
        ro %cw[%c0 for %c64] : !stream.resource<constant>{%c64},
        ro %ct[%c128 for %c64] : !stream.resource<transient>{%c256},
        wo %out[%c0 for %arg1] : !stream.resource<external>{%arg1}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
    } => !stream.timepoint
    return %done : !stream.timepoint
  }
}
