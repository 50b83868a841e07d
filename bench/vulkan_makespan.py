#!/usr/bin/env python3
"""The measured makespan on a Vulkan driver beside the simulated one (issue 28).

    bench/vulkan_makespan.py --sim build/llvm-22/bin/stream-hal-sim [--dispatches 200 1000] [--repeat 3]

For the benchmark's race-free modules (bench/generate.py --race-free, as
bench/simulate.py takes them) it runs every function once in one process, in
each of sync+all, sync+hazard, async+all and async+hazard, on the simulated
device (the default cost model) and on the Vulkan device (--device=vulkan,
under the validation layer; docs/design/vulkan-device.md#summary for what is
measured). Per combination: the verdict, the simulated makespan, the measured
makespan (best of --repeat), the measured device-busy time and the barriers
executed (the same on both devices). Last, the ranking of the four
combinations by each makespan, and whether the simulated ranking is the
measured one. Exit status 1 if a run is not a match or has a validation
message; a different ranking is a finding, not a failure.
"""
import argparse
import os
import re
import sys
import tempfile

import benchlib
from simulate import COMBINATIONS, bench_module, run_sim


def vulkan_run(args, path, model, barriers):
    """The best (lowest makespan) of --repeat Vulkan runs: (verdict, summary, output)."""
    best = None
    for _ in range(args.repeat):
        verdict, summary, output = run_sim(args, path, benchlib.BENCH_INPUTS, model, barriers,
                                           ["--device=vulkan"])
        if re.search(r"^vulkan: ", output, re.M):
            verdict = "validation message: " + re.search(r"^vulkan: .*$", output, re.M).group(0)
        if summary is None or verdict != "match":
            return verdict, summary, output
        if best is None or float(summary["makespan-us"]) < float(best[1]["makespan-us"]):
            best = (verdict, summary, output)
    return best


def ranking(makespans):
    return " < ".join(name for name, _ in sorted(makespans.items(), key=lambda item: item[1]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sim", required=True, help="stream-hal-sim built with the Vulkan device")
    parser.add_argument("--dispatches", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--repeat", type=int, default=3, help="Vulkan runs: best of N")
    args = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory() as work:
        print("| module | options | verdict (simulated / Vulkan) | simulated makespan (us) "
              "| measured makespan (us) | measured device busy (us) | barriers executed |")
        print("|---|---|---|---:|---:|---:|---:|")
        rankings = []
        for dispatches in args.dispatches:
            path = bench_module(work, dispatches)
            simulated, measured = {}, {}
            for model, barriers in COMBINATIONS:
                name = f"{model}+{barriers}"
                sim_verdict, sim, _ = run_sim(args, path, benchlib.BENCH_INPUTS, model, barriers)
                vk_verdict, vk, output = vulkan_run(args, path, model, barriers)
                if sim is None or vk is None or sim_verdict != "match" or vk_verdict != "match":
                    failed = True
                    print(f"| {dispatches} dispatches | {name} | {sim_verdict} / {vk_verdict[:160]} "
                          "| - | - | - | - |", flush=True)
                    continue
                simulated[name] = float(sim["makespan-us"])
                measured[name] = float(vk["makespan-us"])
                print(f"| {dispatches} dispatches | {name} | match / match | {sim['makespan-us']} "
                      f"| {vk['makespan-us']} | {vk['device-busy-us']} | {vk['barriers-executed']} |",
                      flush=True)
            if len(simulated) == len(COMBINATIONS):
                rankings.append((dispatches, ranking(simulated), ranking(measured)))
            os.unlink(path)
        print()
        for dispatches, by_sim, by_vk in rankings:
            same = "the same" if by_sim == by_vk else "different"
            print(f"- {dispatches} dispatches: simulated {by_sim}; measured {by_vk}: {same}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
