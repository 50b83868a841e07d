#!/usr/bin/env python3
"""Runs every input through two mlir-opt pipelines and compares the results.

For each input file (split at `// -----` with --split-input-file, as the lit
tests run them) both commands must give the same exit status, byte-identical
stdout and byte-identical stderr (diagnostics, with the same locations).
Prints one line per differing input and a summary
`compare-pipelines: N inputs, M differ`; exits 1 if any differs or if no
input was compared.

    compare-pipelines.py --mlir-opt <mlir-opt> --plugin <libStreamToHAL.so> \\
        --pipeline 'builtin.module(convert-stream-to-hal)' \\
        --pipeline 'builtin.module(convert-stream-to-hal{execution-model=sync})' \\
        test/patterns/families/*.mlir
"""
import argparse
import difflib
import subprocess
import sys


def run(mlir_opt, plugin, pipeline, path, extra):
    command = [mlir_opt, f"--load-dialect-plugin={plugin}", f"--load-pass-plugin={plugin}",
               f"--pass-pipeline={pipeline}", "--split-input-file", *extra, path]
    result = subprocess.run(command, capture_output=True, timeout=300)
    return result.returncode, result.stdout, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--pipeline", action="append", required=True,
                        help="given twice: the two pipelines to compare")
    parser.add_argument("--extra", action="append", default=[],
                        help="an extra mlir-opt flag for both runs (repeatable)")
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()
    if len(args.pipeline) != 2:
        parser.error("--pipeline must be given exactly twice")

    differ = 0
    for path in args.inputs:
        first = run(args.mlir_opt, args.plugin, args.pipeline[0], path, args.extra)
        second = run(args.mlir_opt, args.plugin, args.pipeline[1], path, args.extra)
        if first == second:
            continue
        differ += 1
        print(f"compare-pipelines: DIFFER {path}")
        for name, index in (("exit status", 0), ("stdout", 1), ("stderr", 2)):
            if first[index] == second[index]:
                continue
            if index == 0:
                print(f"  exit status {first[0]} vs {second[0]}")
                continue
            diff = difflib.unified_diff(
                first[index].decode(errors="replace").splitlines(),
                second[index].decode(errors="replace").splitlines(),
                f"{name} of {args.pipeline[0]}", f"{name} of {args.pipeline[1]}", lineterm="", n=1)
            for line in list(diff)[:40]:
                print("  " + line)
    print(f"compare-pipelines: {len(args.inputs)} inputs, {differ} differ")
    return 1 if differ or not args.inputs else 0


if __name__ == "__main__":
    sys.exit(main())
