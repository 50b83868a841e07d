#!/usr/bin/env python3
"""Checks that command-buffers=reusable records the barriers of one-shot.

For each input (split at `// -----`), converts it with
`execution-model=async barriers=<mode>` with and without
`command-buffers=reusable` (with locations) and compares the sequence of
execution barrier lines, SSA names masked. Prints one line per differing
input and `compare-barriers: N inputs, R with reusable executes, M differ`;
exits 1 if any differs.
"""
import argparse
import re
import subprocess
import sys

SSA = re.compile(r"%[A-Za-z0-9_.$-]+")


def barriers(args, path, reusable):
    options = f"execution-model=async barriers={args.barriers}"
    if reusable:
        options += " command-buffers=reusable"
    command = [args.mlir_opt, f"--load-dialect-plugin={args.plugin}",
               f"--load-pass-plugin={args.plugin}",
               f"--pass-pipeline=builtin.module(convert-stream-to-hal{{{options}}})",
               "--split-input-file", "--mlir-print-debuginfo", "--mlir-print-local-scope",
               path]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    lines = [SSA.sub("%_", line.strip()) for line in result.stdout.splitlines()
             if "hal.command_buffer.execution_barrier" in line]
    return result.returncode, lines, "hal.device.memoize" in result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--barriers", choices=["all", "hazard"], required=True)
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()
    differ = with_reusable = 0
    for path in args.inputs:
        one_shot = barriers(args, path, False)
        reusable = barriers(args, path, True)
        with_reusable += reusable[2]
        if one_shot[:2] != reusable[:2]:
            differ += 1
            print(f"compare-barriers: DIFFER {path}")
    print(f"compare-barriers: {len(args.inputs)} inputs, {with_reusable} with "
          f"reusable executes, {differ} differ")
    return 1 if differ or not args.inputs else 0


if __name__ == "__main__":
    sys.exit(main())
