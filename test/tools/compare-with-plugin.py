#!/usr/bin/env python3
"""stream-hal-opt against the stock mlir-opt with the plugin, on the conversion suite.

For each pass or pipeline with its options, written as in a pass pipeline
(`convert-stream-to-hal`, `convert-stream-to-hal{execution-model=async}`,
`stream-to-hal-pipeline`, `convert-stream-to-hal,canonicalize`), runs every input (split at `// -----`) through

  mlir-opt --load-*-plugin=<plugin> --pass-pipeline='builtin.module(<variant>)'
  stream-hal-opt --<name>[=<options>] (one flag per pass)

and requires the same exit status, the same output and the same diagnostics
(message and location, byte for byte). An input whose RUN lines parse it with
--mlir-very-unsafe-disable-verifier-on-parsing is run with that flag by both; one
whose REQUIRES:/UNSUPPORTED: lines exclude the --features given is skipped.
`--variant` may be repeated. Prints one line per variant and input and a summary

  compare: V variants x N inputs: C converted, F failed with diagnostics, D differ

and exits 1 if any differ. `--flag` adds a flag to both commands (e.g.
--mlir-print-debuginfo, to compare locations too), `--tool-flag` to the tool's
only (to check that a difference is caught).
"""
import argparse
import concurrent.futures
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


def first_difference(a, b):
    a_lines, b_lines = a.splitlines(), b.splitlines()
    for i in range(max(len(a_lines), len(b_lines))):
        x = a_lines[i] if i < len(a_lines) else "<end>"
        y = b_lines[i] if i < len(b_lines) else "<end>"
        if x != y:
            return i + 1, x, y
    return max(len(a_lines), 1), "(line ends differ)", ""


def compare(args, variant, path):
    """(kind, report) of one input under one variant; kind: converted, failed or differ."""
    common = ["--split-input-file", *kept_flags(path), *args.flag, path]
    plugin = run([args.mlir_opt, f"--load-dialect-plugin={args.plugin}", f"--load-pass-plugin={args.plugin}",
                  f"--pass-pipeline=builtin.module({variant})", *common])
    tool = run([args.tool, *flag_form(variant), *args.tool_flag, *common])
    name = f"{variant}: {os.path.basename(path)}"
    if plugin != tool:
        what = [label for label, a, b in zip(("exit status", "output", "diagnostics"), plugin, tool) if a != b]
        report = [f"compare: {name}: {', '.join(what)} differ (plugin exit {plugin[0]}, tool exit {tool[0]})"]
        for label, a, b in zip(("output", "diagnostics"), plugin[1:], tool[1:]):
            if a != b:
                line, x, y = first_difference(a, b)
                report.append(f"  first {label} difference at line {line}:\n    plugin: {x}\n    tool:   {y}")
        return "differ", "\n".join(report)
    if plugin[0] == 0:
        return "converted", f"compare: {name}: same output ({len(plugin[1].splitlines())} lines)"
    return "failed", (f"compare: {name}: same diagnostics "
                      f"({plugin[2].count(': error: ')} errors, exit {plugin[0]})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--tool", required=True, help="stream-hal-opt")
    parser.add_argument("--variant", action="append", required=True,
                        help="e.g. convert-stream-to-hal{execution-model=async}; repeat for more")
    parser.add_argument("--flag", action="append", default=[], help="extra flag for both")
    parser.add_argument("--tool-flag", action="append", default=[], help="extra flag for the tool only")
    parser.add_argument("--features", default="", help="lit features, comma-separated (e.g. llvm19): "
                        "inputs that REQUIRE others or are UNSUPPORTED on one are skipped")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("inputs", nargs="+", help="files or glob patterns")
    args = parser.parse_args()

    features = {f for f in args.features.split(",") if f}
    paths = sorted({p for pattern in args.inputs for p in glob.glob(pattern)})
    skipped = [p for p in paths if not supported(p, features)]
    for path in skipped:
        print(f"compare: {os.path.basename(path)}: skipped (lit features {sorted(features)})")
    paths = [p for p in paths if p not in skipped]
    jobs = [(variant, path) for variant in args.variant for path in paths]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda job: compare(args, *job), jobs))
    for _, report in results:
        print(report)
    kinds = [kind for kind, _ in results]
    print(f"compare: {len(args.variant)} variants x {len(paths)} inputs: {kinds.count('converted')} converted, "
          f"{kinds.count('failed')} failed with diagnostics, {kinds.count('differ')} differ")
    sys.exit(1 if "differ" in kinds or not paths else 0)


if __name__ == "__main__":
    main()
