#!/usr/bin/env python3
"""The pass in the async execution model against the sync one, on the same modules.

For every size (dispatches of bench/generate.py, about 1.66 input ops each) it runs
convert-stream-to-hal with execution-model=sync and =async, alternating the two
so that both see the same machine load, and takes the best of --repeat wall times
of the pass from --mlir-timing (with --verify-each=false: MLIR's verifier after
the pass is not the pass). It reports, per size, both times and async/sync, and
the growth of each model's pass time per 10x input; with --instructions also the
instructions the pass executes (callgrind, deterministic) for the sizes up to
--instructions-max. Targets (issue 13): async/sync <= 1.25 and growth per 10x
<= 10.5 in both models; the exit status is 1 if one is missed.

    bench/execution_models.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so \\
        --dispatches 6000 60000 --instructions
"""
import argparse
import os
import shutil
import sys
import tempfile

from benchlib import callgrind_pass_instructions, check_output, generate, pass_seconds, plugin_opt

MODELS = ("sync", "async")


def opt_command(args, model, path):
    return plugin_opt(args) + [f"--pass-pipeline=builtin.module(convert-stream-to-hal{{execution-model={model}}})",
                               "--verify-each=false", "-o", os.devnull, path]


def pass_time(args, model, path):
    return pass_seconds(check_output(opt_command(args, model, path) + ["--mlir-timing"]).stderr)


def pass_instructions(args, model, path, work):
    return callgrind_pass_instructions(opt_command(args, model, path), work)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--dispatches", type=int, nargs="+", default=[6000, 60000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--instructions", action="store_true",
                        help="also count the pass's instructions with callgrind")
    parser.add_argument("--instructions-max", type=int, default=60000,
                        help="largest size (dispatches) to run under callgrind")
    args = parser.parse_args()
    if args.instructions and not shutil.which("valgrind"):
        sys.exit("execution_models: --instructions needs valgrind")

    ok = True
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for dispatches in args.dispatches:
            path = os.path.join(work, f"d{dispatches}.mlir")
            generate(path, "--dispatches", dispatches, "--seed", args.seed)
            for model in MODELS:  # warm-up, untimed
                pass_time(args, model, path)
            best = {model: float("inf") for model in MODELS}
            for _ in range(args.repeat):
                for model in MODELS:
                    best[model] = min(best[model], pass_time(args, model, path))
            instructions = {}
            if args.instructions and dispatches <= args.instructions_max:
                instructions = {m: pass_instructions(args, m, path, work) for m in MODELS}
            rows.append((dispatches, best, instructions))

    print("| dispatches | input ops | sync pass (s) | async pass (s) | async/sync | sync instructions | async instructions | async/sync |")
    print("|---|---|---|---|---|---|---|---|")
    for dispatches, best, instructions in rows:
        ratio = best["async"] / best["sync"]
        ok &= ratio <= 1.25
        if instructions:
            ir = (f"{instructions['sync']:,} | {instructions['async']:,} | "
                  f"{instructions['async'] / instructions['sync']:.3f}")
        else:
            ir = "- | - | -"
        print(f"| {dispatches:,} | ~{round(dispatches * 1.658):,} | {best['sync']:.4f} | {best['async']:.4f} | "
              f"{ratio:.2f} | {ir} |")
    for (small, small_best, small_ir), (large, large_best, large_ir) in zip(rows, rows[1:]):
        factor = large / small
        for model in MODELS:
            growth = (large_best[model] / small_best[model]) * 10 / factor
            ok &= growth <= 10.5
            line = f"{model}: time grows {growth:.2f}x per 10x input ({small:,} -> {large:,} dispatches)"
            if small_ir and large_ir:
                line += f", instructions {(large_ir[model] / small_ir[model]) * 10 / factor:.2f}x"
            print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
