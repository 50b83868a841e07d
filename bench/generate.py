#!/usr/bin/env python3
"""Writes a deterministic stream-level module for benchmarking convert-stream-to-hal.

The module has one executable with two variants (with and without a workgroup-count
region), and functions that import an input, allocate resources of every lifetime,
and record execute regions of fills, copies and dispatches, then export the result.
Its size is set by the number of dispatches; --seed varies the mix of ops. With
--static the push constants are constants (as in most real models; the workloads
always are), so that command-buffers=reusable can record every execute once;
without it they are a function argument (docs/design/reusable.md).

By default the module races: the ten dispatches of a concurrent region all write
the whole output, and the first execute does not await the transient's
allocation. The conversion does not care; stream-hal-sim reports every such
pair. With --race-free each dispatch writes its own 256-byte slice of a
2560-byte output and the first execute awaits the allocation too, so the
simulator's runs of it are a match (bench/simulate.py, docs/benchmark.md).

    bench/generate.py --dispatches 1000 --seed 1 > module.mlir
"""
import argparse
import random
import sys

HEADER = """\
#target_cpu = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#target_vmvx = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>
module {
  hal.executable private @kernels {
    hal.executable.variant public @embedded_elf_x86_64, target = #target_cpu {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
      ^bb0(%x: index, %y: index, %z: index):
        %c63 = arith.constant 63 : index
        %c64 = arith.constant 64 : index
        %0 = arith.addi %x, %c63 : index
        %1 = arith.divui %0, %c64 : index
        hal.return %1, %y, %z : index, index, index
      }
      builtin.module {
      }
    }
    hal.executable.variant public @vmvx_bytecode_fb, target = #target_vmvx {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }
  util.global private mutable @last = #stream.timepoint<immediate>
"""

DISPATCHES_PER_EXECUTE = 10
EXECUTES_PER_FUNCTION = 10


def function(out, index, executes, rng, static=False, race_free=False):
    w = out.write
    # The output holds one 256-byte slice per dispatch of a concurrent region
    # when they must not overlap, else one slice that all of them write.
    out_bytes = 256 * DISPATCHES_PER_EXECUTE if race_free else 256
    out_size = "%c_out" if race_free else "%c256"
    out_type = f"!stream.resource<external>{{{out_size}}}"
    w(f"  func.func @step{index}(%input: !hal.buffer_view, %factor: i32) -> !hal.buffer_view {{\n")
    w("    %c0 = arith.constant 0 : index\n")
    w("    %c1 = arith.constant 1 : index\n")
    w("    %c64 = arith.constant 64 : index\n")
    w("    %c256 = arith.constant 256 : index\n")
    w("    %zero = arith.constant 0 : i32\n")
    if race_free:
        w(f"    %c_out = arith.constant {out_bytes} : index\n")
        for k in range(1, DISPATCHES_PER_EXECUTE):
            w(f"    %c_slice{k} = arith.constant {256 * k} : index\n")
    push_constant = "%zero" if static else "%factor"
    w("    %in = stream.tensor.import %input : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}\n")
    w(f"    %out = stream.resource.alloc uninitialized : {out_type}\n")
    w("    %var = stream.resource.alloc uninitialized : !stream.resource<variable>{%c256}\n")
    w("    %tmp, %tmp_ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c256} => !stream.timepoint\n")
    w("    %t0 = util.global.load @last : !stream.timepoint\n")
    previous = "%t0"
    if race_free:
        w("    %t0_and_tmp = stream.timepoint.join max(%t0, %tmp_ready) => !stream.timepoint\n")
        previous = "%t0_and_tmp"
    for e in range(executes):
        w(f"    %t{e + 1} = stream.cmd.execute await({previous}) => with(%in as %a: !stream.resource<external>{{%c256}}, "
          f"%out as %o: {out_type}, %var as %v: !stream.resource<variable>{{%c256}}, "
          "%tmp as %s: !stream.resource<transient>{%c256}) {\n")
        if rng.random() < 0.5:
            w("      stream.cmd.fill %zero, %s[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}\n")
        w("      stream.cmd.concurrent {\n")
        for k in range(DISPATCHES_PER_EXECUTE):
            offset = f"%c_slice{k}" if race_free and k else "%c0"
            src = rng.choice(["%a", "%v"])
            src_type = "external" if src == "%a" else "variable"
            w(f"        stream.cmd.dispatch @kernels::@scale[%c64, %c1, %c1]({push_constant} : i32) {{\n"
              f"          ro {src}[%c0 for %c256] : !stream.resource<{src_type}>{{%c256}},\n"
              f"          wo %o[{offset} for %c256] : {out_type}\n"
              f"        }} attributes {{hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}}\n")
        w("      }\n")
        if rng.random() < 0.5:
            w(f"      stream.cmd.copy %o[%c0], %v[%c0], %c256 : {out_type} -> !stream.resource<variable>{{%c256}}\n")
        w("    } => !stream.timepoint\n")
        previous = f"%t{e + 1}"
    w(f"    util.global.store {previous}, @last : !stream.timepoint\n")
    w(f"    %ready = stream.timepoint.await {previous} => %out : {out_type}\n")
    w(f"    %view = stream.tensor.export %ready : tensor<{out_bytes // 4}xf32> in {out_type} -> !hal.buffer_view\n")
    w("    return %view : !hal.buffer_view\n")
    w("  }\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dispatches", type=int, required=True, help="number of stream.cmd.dispatch ops")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--static", action="store_true",
                        help="constant push constants (the default passes %%factor)")
    parser.add_argument("--race-free", action="store_true",
                        help="dispatches of a concurrent region write disjoint slices; the first execute "
                             "awaits the transient's allocation")
    args = parser.parse_args()
    if args.dispatches <= 0 or args.dispatches % DISPATCHES_PER_EXECUTE:
        parser.error(f"--dispatches must be a positive multiple of {DISPATCHES_PER_EXECUTE}")
    rng = random.Random(args.seed)
    out = sys.stdout
    out.write(HEADER)
    executes = args.dispatches // DISPATCHES_PER_EXECUTE
    index = 0
    while executes > 0:
        count = min(executes, EXECUTES_PER_FUNCTION)
        function(out, index, count, rng, args.static, args.race_free)
        executes -= count
        index += 1
    out.write("}\n")


if __name__ == "__main__":
    main()
