#!/usr/bin/env python3
"""How the race tracker grows with the work: stream-hal-sim on
test/sim/hostile/Inputs/fan.mlir, N executes that each only read the same 16
bytes, their timepoints joined one by one into a global and awaited once at
the end (async model): N unordered readers of one range and a chain of N
fence joins, the two shapes that made the happens-before bookkeeping
quadratic (issue 31). For each N (--sizes, default 10k, 100k, 1M) it reports
the wall time and peak RSS of the whole tool and, with --instructions, the
instructions of the simulation under callgrind (the tool instruments only
the reference run to the comparison, sim/engine/Engine.cpp), and the growth
of each per 10x N. Target: at most 10.5x per 10x; the exit status is 1 if
the instruction growth (or, without --instructions, the time growth) misses it.

    bench/race_tracker.py --sim build/llvm-22/bin/stream-hal-sim --instructions
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

import benchlib

FAN = os.path.join(benchlib.ROOT, "test", "sim", "hostile", "Inputs", "fan.mlir")
TARGET = 10.5


def sim_command(args, n):
    return [args.sim, FAN, "--function=fan", "--input=buffer:16", f"--input=index={n}",
            "--options=execution-model=async", "--print-max-element-count=0",
            "--mlir-disable-threading"]


def wall(args, n):
    """Best of --repeat wall times, and the peak RSS of the last run (KiB)."""
    best = None
    for _ in range(args.repeat):
        start = time.perf_counter()
        proc = subprocess.run(sim_command(args, n), capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0 or "\nmatch\n" not in proc.stdout:
            benchlib.fail(f"N={n}: stream-hal-sim failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
        best = elapsed if best is None else min(best, elapsed)
    rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return best, rss


def instructions(args, n, work):
    out = os.path.join(work, f"callgrind.{n}.out")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--instr-atstart=no",
           *sim_command(args, n)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not m or not int(m.group(1)):
        benchlib.fail(f"N={n}: callgrind of stream-hal-sim failed:\n{proc.stderr[-2000:]}")
    return int(m.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sim", required=True, help="stream-hal-sim to measure")
    parser.add_argument("--sizes", default="10000,100000,1000000",
                        help="comma-separated N (default %(default)s)")
    parser.add_argument("--repeat", type=int, default=1, help="wall-time runs per size (best kept)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the simulation's instructions with callgrind")
    args = parser.parse_args()
    if args.instructions and not shutil.which("valgrind"):
        benchlib.fail("--instructions needs valgrind")
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for n in sizes:
            seconds, rss = wall(args, n)
            count = instructions(args, n, work) if args.instructions else None
            rows.append((n, seconds, rss, count))
            print(f"N={n:,}: {seconds:.2f} s" + (f", {count:,} instructions" if count else ""),
                  file=sys.stderr)
    print("| N | wall s | peak RSS MiB | simulation instructions | growth (time, instructions) |")
    print("|---|---|---|---|---|")
    missed = False
    for i, (n, seconds, rss, count) in enumerate(rows):
        growth = ""
        if i > 0:
            previous_n, previous_s, _, previous_count = rows[i - 1]
            per10 = 10 / (n / previous_n)
            time_growth = seconds / previous_s * per10
            growth = f"{time_growth:.2f}x"
            if count:
                ir_growth = count / previous_count * per10
                growth += f", {ir_growth:.2f}x"
                missed |= ir_growth > TARGET
            else:
                missed |= time_growth > TARGET
        ir = f"{count:,}" if count else "-"
        print(f"| {n:,} | {seconds:.2f} | {rss / 1024:.0f} | {ir} | {growth} |")
    print(f"target: growth per 10x N at most {TARGET}x: {'missed' if missed else 'met'}")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
