#!/usr/bin/env python3
"""command-buffers=reusable against one-shot, on static and dynamic modules.

For every size (dispatches of bench/generate.py) it writes a dynamic module (push
constants from a function argument) and a static one (--static: constant push
constants), converts each with execution-model=async and command-buffers=one-shot
and =reusable, and reports from the pass statistics how many executes are
recorded reusably and why the others are not (docs/design/reusable.md), and the
instructions the pass executes in both modes (callgrind, with
--mlir-disable-threading: under callgrind the thread pool's waiting would be
counted too, and the counts would vary from run to run). Targets
(issue 22): reusable/one-shot <= 1.25 and growth per 10x <= 10.5; the exit status
is 1 if one is missed.

    bench/reusable.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so \\
        --dispatches 6000 60000
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

from benchlib import callgrind_pass_instructions, check_output, generate, plugin_opt

MODES = ("one-shot", "reusable")
REASONS = ("initializer", "uncaptured-resource", "dynamic-value", "no-slots")


def opt_command(args, mode, path):
    options = f"execution-model=async command-buffers={mode}"
    return plugin_opt(args) + [f"--pass-pipeline=builtin.module(convert-stream-to-hal{{{options}}})",
                               "--verify-each=false", "-o", os.devnull, path]


def statistics(args, path):
    """The reuse counters of the reusable conversion of `path`."""
    proc = check_output(opt_command(args, "reusable", path) + ["--mlir-pass-statistics",
                                                               "--mlir-pass-statistics-display=list"])
    counts = {}
    for value, name in re.findall(r"\(S\)\s+(\d+) ([a-z-]+)", proc.stderr):
        counts.setdefault(name, int(value))
    return counts


def instructions(args, mode, path, work):
    return callgrind_pass_instructions(opt_command(args, mode, path) + ["--mlir-disable-threading"], work)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--dispatches", type=int, nargs="+", default=[6000, 60000])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-callgrind", dest="callgrind", action="store_false")
    args = parser.parse_args()
    if args.callgrind and not shutil.which("valgrind"):
        sys.exit("reusable: needs valgrind (or --no-callgrind)")

    ok = True
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for dispatches in args.dispatches:
            for kind in ("dynamic", "static"):
                path = os.path.join(work, f"{kind}{dispatches}.mlir")
                flags = ["--static"] if kind == "static" else []
                generate(path, "--dispatches", dispatches, "--seed", args.seed, *flags)
                counts = statistics(args, path)
                counted = {m: instructions(args, m, path, work) for m in MODES} if args.callgrind else {}
                rows.append((dispatches, kind, counts, counted))

    print("| dispatches | module | executes | reusable | one-shot (reasons) | slots (narrowed) "
          "| one-shot instructions | reusable instructions | reusable/one-shot |")
    print("|---|---|---|---|---|---|---|---|---|")
    for dispatches, kind, counts, counted in rows:
        reasons = ", ".join(f"{r} {counts.get('one-shot-' + r, 0)}" for r in REASONS
                            if counts.get("one-shot-" + r, 0))
        if counted:
            ratio = counted["reusable"] / counted["one-shot"]
            ok &= ratio <= 1.25
            ir = f"{counted['one-shot']:,} | {counted['reusable']:,} | {ratio:.3f}"
        else:
            ir = "- | - | -"
        print(f"| {dispatches:,} | {kind} | {counts.get('execute-regions', 0):,} | "
              f"{counts.get('reusable-command-buffers', 0):,} | "
              f"{counts.get('one-shot-command-buffers', 0):,} ({reasons or 'none'}) | "
              f"{counts.get('binding-table-slots', 0):,} ({counts.get('narrowed-slots', 0):,}) | {ir} |")
    by_kind = {}
    for dispatches, kind, _, counted in rows:
        by_kind.setdefault(kind, []).append((dispatches, counted))
    for kind, sizes in by_kind.items():
        for (small, small_ir), (large, large_ir) in zip(sizes, sizes[1:]):
            if not small_ir or not large_ir:
                continue
            for mode in MODES:
                growth = (large_ir[mode] / small_ir[mode]) * 10 / (large / small)
                ok &= growth <= 10.5
                print(f"{kind}, {mode}: instructions grow {growth:.2f}x per 10x input "
                      f"({small:,} -> {large:,} dispatches)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
