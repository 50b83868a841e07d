#!/usr/bin/env python3
"""What the lowerings buy, and what the simulator costs, measured with stream-hal-sim.

Both parts take the benchmark's modules in their race-free form
(bench/generate.py --race-free: the same ops, but the dispatches of a concurrent
region write disjoint slices), so that every run is a match and the numbers are
those of correct programs; the racy default form makes the simulator report each
race, which is not what either part measures.

(a) Quality of what we generate: for the benchmark's modules (bench/generate.py)
    and slab-shaped programs (test/patterns/analyses/hazard/generate.py) it
    simulates every function once (for the slab programs, every function whose
    reference run succeeds with the inputs given: the generator writes some
    out-of-bounds ranges, it is made for the static hazard checks) in each of
    sync+all, sync+hazard, async+all and
    async+hazard and tables the simulator's summary: makespan, host blocked time,
    barriers executed and peak device memory (default cost model), and the
    comparison line (match, mismatch or race).

(b) Cost of the simulator: on the benchmark modules of --cost-dispatches it runs
    every function once, reference and HAL program together, on one thread
    (--mlir-disable-threading), and takes the simulator's own phases from its
    --mlir-timing report (parsing and the conversion excluded: --sim-phases);
    beside it the conversion pass on one thread (mlir-opt with the plugin,
    --mlir-disable-threading, without the verifier after it). Best of --repeat
    wall times; with --instructions also instruction counts (callgrind, only the
    functions --sim-collect and the pass's runOnOperation, the pass only up to
    --instructions-max-dispatches). The largest size, 600,000 dispatches, is
    bench/benchmark.py's largest module (about 1M input ops). Targets (issue
    21): simulator <= 2x the pass on the largest module, growth <= 10.5x per
    10x input; the exit status is 1 if one is missed.

    bench/simulate.py --sim build/llvm-22/bin/stream-hal-sim \\
        --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so --instructions
"""
import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

import benchlib
from benchlib import BENCH_INPUTS, SUMMARY_KEYS, functions_of, plugin_opt, timing

COMBINATIONS = [("sync", "all"), ("sync", "hazard"), ("async", "all"), ("async", "hazard")]
# bench/generate.py's ops per dispatch, and the race-free form's 10 offset
# constants and one timepoint join per function of 100 dispatches.
OPS_PER_DISPATCH = benchlib.OPS_PER_DISPATCH + 11 / 100
# The run-time inputs of bench/generate.py's functions are BENCH_INPUTS; those
# of every slab program (!hal.buffer_view x2 of tensor<128xf32>, two 512-byte
# resources, an offset and a length that keep 256-byte slots in range, i32: the
# offset is 0, as it is the offset of a 256-byte range in 256-byte subviews too).
SLAB_INPUTS = ["--input=128xf32", "--input=128xf32", "--input=buffer:512", "--input=buffer:512",
               "--input=index=0", "--input=index=256", "--input=i32=7"]


def bench_module(work, dispatches):
    return benchlib.generate(os.path.join(work, f"bench-{dispatches}.mlir"),
                             "--dispatches", dispatches, "--seed", 1, "--race-free")


def slab_module(work, size):
    return benchlib.generate(os.path.join(work, f"slab-{size}.mlir"),
                             "--seed", 1, "--size", size, "--functions", 40, "--executes", 4,
                             script=benchlib.SLAB_GENERATE)


def sim_command(args, path, inputs, model, barriers, extra=(), functions=None):
    functions = functions_of(path) if functions is None else functions
    return [args.sim, path, *[f"--function={name}" for name in functions], *inputs,
            f"--options=execution-model={model} barriers={barriers}", "--print-max-element-count=0", *extra]


def run_sim(args, path, inputs, model, barriers, extra=(), functions=None):
    """Runs the simulator; returns (verdict, summary dict or None, stdout+stderr).

    The verdict is "match", "mismatch: ..." (the first), "N races" (a race is a
    finding about the program, not a reason to stop) or, for a run without a
    summary (an unsupported program), "not simulated: <first error line>"."""
    cmd = sim_command(args, path, inputs, model, barriers, extra, functions)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    summary = dict(re.findall(r"^([a-z-]+): (\S+)$", proc.stdout, re.M))
    if any(key not in summary for key in SUMMARY_KEYS):
        error = next((line for line in proc.stderr.splitlines() if "error" in line), proc.stderr.strip()[:200])
        return f"not simulated: {error}", None, proc.stdout + proc.stderr
    mismatches = re.findall(r"^mismatch: .*$", proc.stdout, re.M)
    races = re.findall(r"^race: ", proc.stdout, re.M)
    if mismatches:
        verdict = mismatches[0]
    elif races:
        verdict = f"{len(races)} races"
    else:
        verdict = "match" if re.search(r"^match$", proc.stdout, re.M) else "no verdict"
    return verdict, summary, proc.stdout + proc.stderr


def simulate(args, path, inputs, model, barriers, extra=()):
    """run_sim for a run that must give a summary (the cost measurements)."""
    verdict, summary, output = run_sim(args, path, inputs, model, barriers, extra)
    if summary is None:
        sys.exit(f"simulate: {args.sim} {path} ({model}+{barriers}) failed:\n{output[-3000:]}")
    return verdict, summary, output


def quality(args, work):
    modules = [(f"bench/generate.py --race-free, {d} dispatches", bench_module(work, d), BENCH_INPUTS)
               for d in args.dispatches]
    modules += [(f"slab program, 40x4 regions of {s} items", slab_module(work, s), SLAB_INPUTS)
                for s in args.slab_sizes]
    print("| module | options | result | makespan (us) | host blocked (us) | barriers executed "
          "| peak device bytes |")
    print("|---|---|---|---:|---:|---:|---:|")
    for name, path, inputs in modules:
        functions = functions_of(path)
        if inputs is SLAB_INPUTS:
            # The slab generator writes programs for the static hazard checks:
            # some ranges (`%sum` = 256 in a 256-byte subview) are out of
            # bounds when run. Those functions' reference runs fail; the
            # others are simulated together.
            runnable = [f for f in functions
                        if "the reference run failed" not in run_sim(args, path, inputs, "sync", "all",
                                                                     functions=[f])[2]]
            name += f" ({len(runnable)} of {len(functions)} functions run)"
            functions = runnable
        for model, barriers in COMBINATIONS:
            verdict, s, _ = run_sim(args, path, inputs, model, barriers, functions=functions)
            s = s or {key: "-" for key in SUMMARY_KEYS}
            verdict = verdict.replace(path, os.path.basename(path)).replace("|", "\\|")
            print(f"| {name} | {model}+{barriers} | {verdict[:160]} | {s['makespan-us']} | "
                  f"{s['host-blocked-us']} | {s['barriers-executed']} | {s['peak-device-bytes']} |", flush=True)
        os.unlink(path)


def sim_seconds(args, path):
    """Wall seconds of the simulator's own phases on one thread."""
    _, _, report = simulate(args, path, BENCH_INPUTS, "sync", "all",
                            ["--mlir-disable-threading", "--mlir-timing"])
    return sum(timing(report, phase) for phase in args.sim_phases)


def pass_seconds(args, path):
    """Wall seconds of convert-stream-to-hal on one thread, without the verifier after it."""
    report, _ = benchlib.run(plugin_opt(args) + ["--mlir-disable-threading",
                                                 "--pass-pipeline=builtin.module(convert-stream-to-hal)",
                                                 "--verify-each=false", "--mlir-timing", path, "-o", os.devnull])
    return benchlib.pass_seconds(report)


def pass_instructions(args, path, work):
    """Instructions of the pass on one thread (with threads, the work of the
    worker threads is outside runOnOperation's call stack and not counted)."""
    return benchlib.callgrind_pass_instructions(
        plugin_opt(args) + ["--pass-pipeline=builtin.module(convert-stream-to-hal{execution-model=sync})",
                            "--verify-each=false", "--mlir-disable-threading", "-o", os.devnull, path], work)


def sim_instructions(args, path, work):
    """Instructions of the simulation's entry functions. The tool instruments
    only its simulation when built with valgrind's header
    (sim/engine/Engine.cpp), so callgrind starts with instrumentation
    off and parsing and converting run at valgrind's uninstrumented speed;
    a tool without it collects nothing that way, and is then run instrumented
    throughout (the same count, much slower)."""
    out = os.path.join(work, "callgrind.sim.out")
    for instrument_at_start in ("no", "yes"):
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               f"--instr-atstart={instrument_at_start}",
               *[f"--toggle-collect={pattern}" for pattern in args.sim_collect],
               *sim_command(args, path, BENCH_INPUTS, "sync", "all", ["--mlir-disable-threading"])]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        m = re.search(r"Collected : (\d+)", proc.stderr)
        if not m:
            sys.exit(f"simulate: callgrind of the simulator failed:\n{proc.stderr[-2000:]}")
        if int(m.group(1)):
            return int(m.group(1))
    return 0


def cost(args, work):
    rows = []
    for dispatches in args.cost_dispatches:
        path = bench_module(work, dispatches)
        sim_seconds(args, path)  # warm-up, untimed
        best_sim, best_pass = math.inf, math.inf
        for _ in range(args.repeat):  # alternating, so both see the same load
            best_sim = min(best_sim, sim_seconds(args, path))
            best_pass = min(best_pass, pass_seconds(args, path))
        instructions = None
        if args.instructions:
            # The pass runs instrumented throughout (a stock mlir-opt), so it is
            # counted only up to --instructions-max-dispatches.
            pass_count = (pass_instructions(args, path, work)
                          if dispatches <= args.instructions_max_dispatches else None)
            instructions = (sim_instructions(args, path, work), pass_count)
        rows.append((dispatches, best_sim, best_pass, instructions))
        os.unlink(path)

    ok = True
    print()
    print("| dispatches | input ops | simulator (s) | pass, 1 thread (s) | simulator/pass "
          "| simulator instructions | pass instructions | ratio |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for dispatches, sim, conv, instructions in rows:
        if not instructions:
            ir = "- | - | -"
        elif instructions[1] is None:
            ir = f"{instructions[0]:,} | - | -"
        else:
            ir = f"{instructions[0]:,} | {instructions[1]:,} | {instructions[0] / instructions[1]:.2f}"
        print(f"| {dispatches:,} | ~{round(dispatches * OPS_PER_DISPATCH):,} | {sim:.4f} | {conv:.4f} "
              f"| {sim / conv:.2f} | {ir} |")
    largest = rows[-1]
    ok &= largest[1] / largest[2] <= 2.0
    for (small, small_sim, _, small_ir), (large, large_sim, _, large_ir) in zip(rows, rows[1:]):
        scale = math.log10(large / small)
        growth = (large_sim / small_sim) ** (1 / scale)
        ok &= growth <= 10.5
        line = f"simulator: time grows {growth:.2f}x per 10x input ({small:,} -> {large:,} dispatches)"
        if small_ir and large_ir:
            ir_growth = (large_ir[0] / small_ir[0]) ** (1 / scale)
            ok &= ir_growth <= 10.5
            line += f", instructions {ir_growth:.2f}x"
        print(line)
    if benchlib.reporting_frees_pages():
        print("note: this kernel hands freed pages back to its host at once, so the first touch of "
              "memory costs a host page fault and wall time grows faster than the work at the largest "
              "size; docs/benchmark.md, 'Memory on a VM', says how to hold that off")
    if not ok:
        print("simulate: target missed (simulator <= 2x the pass on the largest module, growth <= 10.5x per 10x)")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sim", required=True, help="the stream-hal-sim executable")
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--dispatches", type=int, nargs="*", default=[100, 1000],
                        help="sizes of the bench/generate.py modules of table (a)")
    parser.add_argument("--slab-sizes", type=int, nargs="*", default=[16, 64],
                        help="items per execution region of the slab programs of table (a)")
    parser.add_argument("--cost-dispatches", type=int, nargs="*", default=[6000, 60000, 600000],
                        help="sizes of (b), smallest first; the last is 'the largest module' "
                             "(600,000 takes about 4 minutes per release, 5 GB of memory)")
    parser.add_argument("--sim-phases", nargs="+", default=["reference", "HAL run", "compare"],
                        help="the lines of stream-hal-sim's --mlir-timing report that are the simulation")
    parser.add_argument("--sim-collect", nargs="+", default=["*runProgram*", "*compareRuns*"],
                        help="callgrind --toggle-collect patterns of the simulation's entry functions")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    parser.add_argument("--instructions-max-dispatches", type=int, default=60000,
                        help="count the pass's instructions only up to this size: callgrind runs "
                             "mlir-opt 50-100x slower, parsing included (the simulator's are counted "
                             "at every size: it instruments only its simulation)")
    args = parser.parse_args()
    if args.instructions and not shutil.which("valgrind"):
        sys.exit("simulate: --instructions needs valgrind")
    with tempfile.TemporaryDirectory() as work:
        if args.dispatches or args.slab_sizes:
            quality(args, work)
        ok = cost(args, work) if args.cost_dispatches else True
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
