#!/usr/bin/env python3
"""Barriers recorded and pass time of convert-stream-to-hal{barriers=all|hazard}.

On the benchmark's modules (bench/generate.py) and on slab-shaped programs
(test/patterns/analyses/hazard/generate.py), it counts the hal.command_buffer.execution_barrier
ops of each output and times the pass in both modes in one run: the runs of
the two modes alternate, the best of --repeat is kept (--mlir-timing's
ConvertStreamToHAL line, without MLIR's verifier after the pass), and the
instructions of the pass alone are counted with callgrind when valgrind is
installed. Targets: at least 30% fewer barriers on slab programs, and the pass
with hazard at most 1.15x the pass with all (time); the exit status is 1 if
one is missed.

    bench/barriers.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so
"""
import argparse
import os
import shutil
import sys
import tempfile

from benchlib import SLAB_GENERATE, callgrind_pass_instructions, check_output, generate, pass_seconds, plugin_opt

MODES = ("all", "hazard")


def pipeline(mode):
    return f"--pass-pipeline=builtin.module(convert-stream-to-hal{{barriers={mode}}})"


def opt_command(args, src, mode):
    return [*args.opt, "--verify-each=false", pipeline(mode), src, "-o", os.devnull]


def pass_time(args, src, mode):
    return pass_seconds(check_output(opt_command(args, src, mode) + ["--mlir-timing"]).stderr)


def pass_instructions(args, src, mode, work):
    return callgrind_pass_instructions(opt_command(args, src, mode), work)


def measure(args, name, src, work):
    row = {"name": name}
    for mode in MODES:
        out = check_output([*args.opt, pipeline(mode), src]).stdout
        row[f"barriers_{mode}"] = out.count("hal.command_buffer.execution_barrier")
        row["executes"] = out.count("hal.command_buffer.begin")
    times = {mode: [] for mode in MODES}
    for _ in range(args.repeat):
        for mode in MODES:
            times[mode].append(pass_time(args, src, mode))
    for mode in MODES:
        row[f"time_{mode}"] = min(times[mode])
        row[f"instr_{mode}"] = (pass_instructions(args, src, mode, work)
                                if args.callgrind else None)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--dispatches", type=int, nargs="+", default=[1000, 10000],
                        help="sizes of the bench/generate.py modules")
    parser.add_argument("--slab-sizes", type=int, nargs="+", default=[16, 64],
                        help="items per execution region of the slab programs")
    parser.add_argument("--no-callgrind", dest="callgrind", action="store_false")
    args = parser.parse_args()
    args.callgrind = args.callgrind and shutil.which("valgrind") is not None
    args.opt = plugin_opt(args)

    rows = []
    with tempfile.TemporaryDirectory() as work:
        for dispatches in args.dispatches:
            src = os.path.join(work, f"bench-{dispatches}.mlir")
            generate(src, "--dispatches", dispatches, "--seed", 1)
            rows.append(("bench", measure(args, f"bench/generate.py, {dispatches} dispatches", src, work)))
        for size in args.slab_sizes:
            src = os.path.join(work, f"slab-{size}.mlir")
            generate(src, "--seed", 1, "--size", size, "--functions", 40, "--executes", 4, script=SLAB_GENERATE)
            rows.append(("slab", measure(args, f"slab program, 40x4 regions of {size} items", src, work)))

    print("| module | regions | barriers all | barriers hazard | fewer | pass all (s) | pass hazard (s) "
          "| time ratio | instructions all | instructions hazard | instr. ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    missed = []
    for kind, r in rows:
        fewer = 1 - r["barriers_hazard"] / r["barriers_all"] if r["barriers_all"] else 0.0
        ratio = r["time_hazard"] / r["time_all"]
        ia, ih = r["instr_all"], r["instr_hazard"]
        iratio = f"{ih / ia:.3f}" if ia and ih else "n/a"
        print(f"| {r['name']} | {r['executes']} | {r['barriers_all']} | {r['barriers_hazard']} | {fewer:.0%} "
              f"| {r['time_all']:.4f} | {r['time_hazard']:.4f} | {ratio:.3f} | {ia or 'n/a'} | {ih or 'n/a'} "
              f"| {iratio} |")
        if kind == "slab" and fewer < 0.30:
            missed.append(f"{r['name']}: {fewer:.0%} fewer barriers (target >= 30%)")
        if ratio > 1.15:
            missed.append(f"{r['name']}: pass time ratio {ratio:.3f} (target <= 1.15)")
    for m in missed:
        print(f"barriers: target missed: {m}")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
