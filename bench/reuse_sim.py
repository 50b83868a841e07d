#!/usr/bin/env python3
"""command-buffers=reusable against one-shot, simulated (issue 22, "Performance").

For bench/generate.py modules, static (--static: constant push constants) and
dynamic, it runs every function of the module --calls times (default 10) in
one stream-hal-sim process (round robin: f0 f1 ... f0 f1 ...), lowered as

    one-shot          convert-stream-to-hal{execution-model=async barriers=B}
    reusable          the same with command-buffers=reusable, then
                      stream-to-hal-outline-memoize-regions (as the pipeline does)
    reusable-inlined  the same, then stream-to-hal-inline-memoize-regions

and tables, from the summaries of a run with 1 call of each function and one
with --calls calls (docs/design/simulator-reusable.md):

    commands recorded per call after the first = (C_calls - C_1) / ((calls - 1) * functions)
    host time per call after the first           (host-busy, the same way)
    makespan and host blocked time of the --calls calls, and the verdict
    (match, the number of races, or the first mismatch or device error).

Target: on the static modules, reusable's commands per call after the first
is at most 10% of one-shot's, and no lowering mismatches; the exit status is 1
if either is missed.

    bench/reuse_sim.py --sim build/llvm-22/bin/stream-hal-sim --dispatches 100 1000
"""
import argparse
import os
import subprocess
import sys
import tempfile

from benchlib import BENCH_INPUTS, SUMMARY_KEYS, functions_of, generate

LOWERINGS = {
    "one-shot": "builtin.module(convert-stream-to-hal{{execution-model=async barriers={b}}})",
    "reusable": "builtin.module(convert-stream-to-hal{{execution-model=async barriers={b} "
                "command-buffers=reusable}},stream-to-hal-outline-memoize-regions)",
    "reusable-inlined": "builtin.module(convert-stream-to-hal{{execution-model=async barriers={b} "
                        "command-buffers=reusable}},stream-to-hal-inline-memoize-regions)",
}


def module(work, dispatches, static):
    path = os.path.join(work, f"bench-{dispatches}-{'static' if static else 'dynamic'}.mlir")
    return generate(path, "--dispatches", dispatches, "--seed", 1, *(["--static"] if static else []))


def run(args, path, pipeline, calls):
    """(verdict, summary) of `calls` rounds of every function."""
    functions = functions_of(path)
    cmd = [args.sim, path, f"--pipeline={pipeline}", "--print-max-element-count=0",
           *BENCH_INPUTS, *[f"--function={f}" for _ in range(calls) for f in functions]]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    summary = dict(line.split(": ", 1) for line in proc.stdout.splitlines()
                   if line.split(": ", 1)[0] in SUMMARY_KEYS)
    if len(summary) != len(SUMMARY_KEYS):
        sys.exit(f"reuse_sim: {' '.join(cmd[:3])} ... failed:\n{proc.stderr[-2000:]}")
    # As bench/simulate.py: a race is a finding about the program (the
    # generated modules race in every lowering), a mismatch is a wrong lowering.
    lines = proc.stdout.splitlines()
    mismatches = [l for l in lines if l.startswith(("mismatch", "error"))]
    races = [l for l in lines if l.startswith("race: ")]
    verdict = mismatches[0] if mismatches else f"{len(races)} races" if races else "match"
    return verdict, {k: float(v) for k, v in summary.items()}, len(functions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sim", required=True, help="stream-hal-sim")
    parser.add_argument("--dispatches", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--barriers", nargs="+", default=["all", "hazard"])
    args = parser.parse_args()
    if args.calls < 2:
        sys.exit("reuse_sim: --calls must be at least 2")

    ok = True
    print("| module | barriers | lowering | result | commands recorded per call after the first "
          "| host us per call after the first | makespan us | host blocked us |")
    print("|---|---|---|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as work:
        for dispatches in args.dispatches:
            for static in (True, False):
                path = module(work, dispatches, static)
                name = f"{dispatches} dispatches, {'static' if static else 'dynamic'}"
                for barriers in args.barriers:
                    per_call = {}
                    for lowering, pipeline in LOWERINGS.items():
                        pipeline = pipeline.format(b=barriers)
                        _, once, functions = run(args, path, pipeline, 1)
                        verdict, many, _ = run(args, path, pipeline, args.calls)
                        calls_after_first = (args.calls - 1) * functions
                        commands = (many["commands-recorded"] - once["commands-recorded"]) / calls_after_first
                        host = (many["host-busy-us"] - once["host-busy-us"]) / calls_after_first
                        per_call[lowering] = commands
                        print(f"| {name} | {barriers} | {lowering} | {verdict} | {commands:.1f} | {host:.2f} "
                              f"| {many['makespan-us']:.1f} | {many['host-blocked-us']:.1f} |", flush=True)
                        ok &= not verdict.startswith(("mismatch", "error"))
                    if static:
                        ratio = per_call["reusable"] / per_call["one-shot"] if per_call["one-shot"] else 0
                        ok &= ratio <= 0.10
                        print(f"| {name} | {barriers} | reusable / one-shot |  | {ratio:.1%} |  |  |  |")
                os.unlink(path)
    if not ok:
        print("reuse_sim: target missed (a lowering mismatched, or reusable records more than 10% of "
              "one-shot's commands per call on a static module)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
