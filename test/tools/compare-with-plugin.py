#!/usr/bin/env python3
"""stream-hal-opt against the stock mlir-opt with the plugin, on the conversion suite.

For one pass or pipeline with its options, written as in a pass pipeline
(`convert-stream-to-hal`, `convert-stream-to-hal{execution-model=async}`,
`stream-to-hal-pipeline`, `convert-stream-to-hal,canonicalize`), runs every input (split at `// -----`) through

  mlir-opt --load-*-plugin=<plugin> --pass-pipeline='builtin.module(<variant>)'
  stream-hal-opt --<name>[=<options>] (one flag per pass)

and requires the same exit status, the same output and the same diagnostics
(message and location, byte for byte). An input whose RUN lines parse it with
--mlir-very-unsafe-disable-verifier-on-parsing is run with that flag by both; one
whose REQUIRES:/UNSUPPORTED: lines exclude the --features given is skipped.
Prints one line per input and a summary

  compare: N inputs, C converted, F failed with diagnostics, D differ

and exits 1 if any differ. `--flag` adds a flag to both commands (e.g.
--mlir-print-debuginfo, to compare locations too), `--tool-flag` to the tool's
only (to check that a difference is caught).
"""
import argparse
import glob
import os
import re
import subprocess
import sys

# Flags of an input's own RUN lines that change what is compared, kept for both.
KEPT_FLAGS = ("--mlir-very-unsafe-disable-verifier-on-parsing",)


def flag_form(variant):
    """A pipeline `a{x=1 y=2},b` as MlirOptMain's flags: `--a=x=1 y=2`, `--b`."""
    passes, depth, start = [], 0, 0
    for i, c in enumerate(variant + ","):
        depth += {"{": 1, "}": -1}.get(c, 0)
        if c == "," and depth == 0:
            passes.append(variant[start:i])
            start = i + 1
    flags = []
    for one in passes:
        match = re.fullmatch(r"([\w-]+)(?:\{(.*)\})?", one)
        if not match:
            sys.exit(f"compare: cannot read the pass '{one}' of '{variant}'")
        name, options = match.groups()
        flags.append(f"--{name}={options}" if options else f"--{name}")
    return flags


def kept_flags(path):
    with open(path, encoding="utf-8") as f:
        runs = " ".join(l for l in f if "RUN:" in l)
    return [flag for flag in KEPT_FLAGS if flag in runs]


def supported(path, features):
    """False if the input's `REQUIRES:` / `UNSUPPORTED:` lines rule out `features`."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            match = re.search(r"\b(REQUIRES|UNSUPPORTED):(.*)", line)
            if match:
                listed = {w.strip() for w in match.group(2).split(",")}
                if (match.group(1) == "REQUIRES") != bool(listed & features):
                    return False
    return True


def run(cmd):
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--tool", required=True, help="stream-hal-opt")
    parser.add_argument("--variant", required=True, help="e.g. convert-stream-to-hal{execution-model=async}")
    parser.add_argument("--flag", action="append", default=[], help="extra flag for both")
    parser.add_argument("--tool-flag", action="append", default=[], help="extra flag for the tool only")
    parser.add_argument("--features", default="", help="lit features, comma-separated (e.g. llvm19): "
                        "inputs that REQUIRE others or are UNSUPPORTED on one are skipped")
    parser.add_argument("inputs", nargs="+", help="files or glob patterns")
    args = parser.parse_args()

    features = {f for f in args.features.split(",") if f}
    paths = sorted({p for pattern in args.inputs for p in glob.glob(pattern)})
    skipped = [p for p in paths if not supported(p, features)]
    for path in skipped:
        print(f"compare: {os.path.basename(path)}: skipped (lit features {sorted(features)})")
    paths = [p for p in paths if p not in skipped]
    converted = failed = differ = 0
    for path in paths:
        common = ["--split-input-file", *kept_flags(path), *args.flag, path]
        plugin = run([args.mlir_opt, f"--load-dialect-plugin={args.plugin}",
                      f"--load-pass-plugin={args.plugin}",
                      f"--pass-pipeline=builtin.module({args.variant})", *common])
        tool = run([args.tool, *flag_form(args.variant), *args.tool_flag, *common])
        name = os.path.basename(path)
        if plugin != tool:
            differ += 1
            what = [label for label, a, b in zip(("exit status", "output", "diagnostics"), plugin, tool)
                    if a != b]
            print(f"compare: {name}: {', '.join(what)} differ (plugin exit {plugin[0]}, tool exit {tool[0]})")
            for label, a, b in zip(("output", "diagnostics"), plugin[1:], tool[1:]):
                if a != b:
                    first = next(i for i, (x, y) in enumerate(zip(a.splitlines() + [""], b.splitlines() + [""]))
                                 if x != y)
                    print(f"  first {label} difference at line {first + 1}:\n"
                          f"    plugin: {(a.splitlines() + [''])[first]}\n"
                          f"    tool:   {(b.splitlines() + [''])[first]}")
        elif plugin[0] == 0:
            converted += 1
            print(f"compare: {name}: same output ({len(plugin[1].splitlines())} lines)")
        else:
            failed += 1
            print(f"compare: {name}: same diagnostics ({plugin[2].count(': error: ')} errors, exit {plugin[0]})")
    print(f"compare: {len(paths)} inputs, {converted} converted, {failed} failed with diagnostics, "
          f"{differ} differ")
    sys.exit(1 if differ or not paths else 0)


if __name__ == "__main__":
    main()
