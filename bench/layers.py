#!/usr/bin/env python3
"""The layer-shaped examples (examples/layer_*.mlir, issue 29) at their real sizes,
simulated in every lowering: wall and CPU time, peak memory, the barriers each
lowering executes and the verdict.

    bench/layers.py --sim build/llvm-22/bin/stream-hal-sim [--repeat 3] [--markdown]

Cases: the ResNet-50 stem at batch 1 (a 7.1 MB packed transient), its
whole-slab variant (each dispatch binds the whole transient: races of the
stream program's own, reported as such, so its verdict is not `match`), and
the EfficientNet batch norm at batch 2 and at batch 132, where the packed
transient is 423,887,104 bytes: the 424 MB of a real network's transient that
the simulator used to refuse (256 + 2 x 132 x 1,605,632 bytes; the argument
and the result are 212 MB each). Lowerings: sync and async, all and hazard
barriers, and async with reusable command buffers. The deterministic schedule
only (--schedules=0): random schedules repeat the same run.

Peak RSS is the whole tool's (both runs, the reference and the HAL program,
hold their buffers at once). `hazard` can drop only barriers that order
nothing: the table gives the barriers executed per lowering, and the
differences are the dropped ones.
"""
import argparse
import os
import re
import subprocess
import sys
import time

import benchlib

EXAMPLES = os.path.join(benchlib.ROOT, "examples")
STEM_INPUTS = ["--input=1x224x224x3xf32", "--input=7x7x3x64xf32"]
CASES = [
    ("stem, batch 1", "layer_stem.mlir", STEM_INPUTS),
    ("stem, whole slab", "layer_stem_whole_slab.mlir", STEM_INPUTS),
    ("batch norm, batch 2", "layer_batch_norm.mlir", ["--input=2x112x112x32xf32"]),
    ("batch norm, batch 132 (424 MB transient)", "layer_batch_norm.mlir",
     ["--input=132x112x112x32xf32"]),
]
LOWERINGS = [
    ("sync, all", "execution-model=sync barriers=all"),
    ("sync, hazard", "execution-model=sync barriers=hazard"),
    ("async, all", "execution-model=async barriers=all"),
    ("async, hazard", "execution-model=async barriers=hazard"),
    ("async, reusable, hazard", "execution-model=async command-buffers=reusable barriers=hazard"),
]


def command(args, example, inputs, options):
    return [args.sim, os.path.join(EXAMPLES, example), "--function=forward", *inputs,
            f"--options={options}", "--print-max-element-count=0", "--schedules=0",
            "--mlir-disable-threading"]


def run_once(cmd):
    """(wall s, CPU s, peak RSS MiB, stdout): the child's usage from wait4()."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read()
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    text = out.decode(errors="replace")
    # Exit 1 is a verdict (the whole-slab variant's races); anything else fails.
    if proc.returncode not in (0, 1) or "makespan-us:" not in text:
        benchlib.fail(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err.decode()[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, text


def measure(args, example, inputs, options):
    """The best of --repeat runs by wall time, its summary and verdict."""
    cmd = command(args, example, inputs, options)
    wall, cpu, rss, text = min((run_once(cmd) for _ in range(args.repeat)), key=lambda r: r[0])
    summary = dict(re.findall(r"^([a-z-]+): (\S+)$", text, re.M))
    own = int(summary.get("races-in-stream-program", 0))
    introduced = int(summary.get("races-introduced", 0))
    # "match" is the comparison of the results; races are reported after it.
    if not re.search(r"^match$", text, re.M) or introduced or re.search(r"^error", text, re.M):
        verdict = "FAILED"
    elif own:
        verdict = f"match, {own} races of the stream program"
    else:
        verdict = "match"
    return wall, cpu, rss, summary, verdict


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sim", required=True, help="stream-hal-sim")
    parser.add_argument("--repeat", type=int, default=1, help="wall time: best of N runs")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--cases", default=None,
                        help="comma-separated case indices (default: all of 0-3)")
    args = parser.parse_args()
    chosen = [CASES[int(i)] for i in args.cases.split(",")] if args.cases else CASES
    header = ["case", "lowering", "wall s", "CPU s", "peak RSS MiB", "barriers",
              "commands", "peak device bytes", "verdict"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    failed = False
    for name, example, inputs in chosen:
        for lowering, options in LOWERINGS:
            wall, cpu, rss, summary, verdict = measure(args, example, inputs, options)
            failed |= verdict == "FAILED"
            row = [name, lowering, f"{wall:.2f}", f"{cpu:.2f}", f"{rss:.0f}",
                   summary.get("barriers-executed", "?"), summary.get("commands-recorded", "?"),
                   f"{int(summary.get('peak-device-bytes', 0)):,}", verdict]
            print(("| " + " | ".join(row) + " |") if args.markdown else "  ".join(row), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
