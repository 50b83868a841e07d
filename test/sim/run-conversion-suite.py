#!/usr/bin/env python3
"""Runs every function of the conversion suite through stream-hal-sim.

For each input file (split at `// -----` like --split-input-file), each
function with a body whose arguments can be given as --input (scalars,
statically shaped imported buffer views, buffers, timepoints) is simulated in
every option combination: sync/async x all/hazard barriers; with --reusable
instead in the command-buffers=reusable lowerings (async, all/hazard
barriers), each followed by the outline or the inline memoize pass
(docs/design/simulator-reusable.md). A combination passes when
stream-hal-sim exits 0 (match, no race). Skipped, with the
reason: chunks the conversion rejects (the suite's error tests), functions
with an argument that cannot be given, and functions whose reference run
fails with the inputs chosen here (e.g. an offset argument of 0 that makes a
range empty or out of bounds). Everything else that fails is a failure.

With --sim-arg=ARG (repeatable) every run gets ARG too, e.g.
--sim-arg=--device=vulkan (test/sim/vulkan/conversion-suite.test).

Usage: run-conversion-suite.py --sim PATH [--sim-arg ARG]... [--reusable] [--verbose] FILE...
Prints `skipped: ...` lines (with --verbose), then
`functions: N, runs: R, skipped: S, failed: F` and exits 1 if F > 0.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

# Each combination is the stream-hal-sim option that lowers the program.
COMBINATIONS = [
    "--options=execution-model=sync barriers=all",
    "--options=execution-model=sync barriers=hazard",
    "--options=execution-model=async barriers=all",
    "--options=execution-model=async barriers=hazard",
]
REUSABLE_COMBINATIONS = [
    f"--pipeline=builtin.module(convert-stream-to-hal{{execution-model=async "
    f"command-buffers=reusable barriers={barriers}}},stream-to-hal-{memoize}-memoize-regions)"
    for barriers in ("all", "hazard") for memoize in ("outline", "inline")
]
BUFFER_BYTES = 4096
FUNC_RE = re.compile(r"func\.func\s+(?:(?:public|private|nested)\s+)?@([\w$.]+)\s*\(")


def split_top_level(text):
    """Splits a comma-separated list at depth 0 of <>, (), [], {}."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def functions_of(chunk):
    """Yields (name, [(arg, type)], has_body) for each func.func."""
    for match in FUNC_RE.finditer(chunk):
        depth, i = 1, match.end()
        while i < len(chunk) and depth:
            depth += {"(": 1, ")": -1}.get(chunk[i], 0)
            i += 1
        args = []
        for part in split_top_level(chunk[match.end():i - 1]):
            name, _, type_text = part.partition(":")
            type_text = re.sub(r"\s*\{.*\}\s*$", "", type_text.strip())  # arg attributes
            args.append((name.strip(), type_text))
        line_end = chunk.find("\n", i)
        has_body = "{" in chunk[i:line_end if line_end >= 0 else len(chunk)]
        yield match.group(1), args, has_body


def input_for(chunk, arg, type_text):
    """The --input for an argument, or None with a reason."""
    if re.fullmatch(r"i(1|8|16|32|64)", type_text):
        return f"{type_text}=1", None
    if type_text == "index":
        return "index=0", None
    if type_text in ("f16", "f32", "f64"):
        return f"{type_text}=1", None
    if type_text in ("!hal.buffer", "!util.byte_buffer") or type_text.startswith("!stream.resource"):
        return f"buffer:{BUFFER_BYTES}", None
    if type_text == "!stream.timepoint":
        return "timepoint", None
    if type_text == "!hal.buffer_view":
        imported = re.search(re.escape(arg) + r"\s*:\s*!hal\.buffer_view\s*->\s*tensor<([^>]*)>", chunk)
        if not imported:
            return None, "a !hal.buffer_view argument that is not imported"
        shape = imported.group(1)
        if "?" in shape or "," in shape:
            return None, f"a !hal.buffer_view of tensor<{shape}> (dynamic or encoded)"
        return shape, None
    return None, f"an argument of type {type_text}"


# Functions whose failures are right: the stream program itself races or
# returns unready results, or the inputs this driver chooses contradict the
# sizes the function claims. Keyed by "file chunk N @function".
KNOWN = {
    "barriers/nesting.mlir chunk 0 @lanes_never_separated":
        "the stream program races: two concurrent fills of one range",
    "families/command.mlir chunk 2 @nesting":
        "the stream program races: a concurrent copy reads what a serial fill writes",
    "barriers/roots.mlir chunk 0 @allocations_and_an_argument":
        "the stream program uses an alloca's resource without awaiting its timepoint (async)",
    "families/dispatch.mlir chunk 1 @run_arguments":
        "the stream program returns a resource its pending execute writes (async)",
    "barriers/examples.mlir chunk 0 @example_8_1":
        "the stream program races: a concurrent copy reads what a serial fill writes",
    "barriers/examples.mlir chunk 0 @example_8_2":
        "the stream program returns a resource its pending execute writes (async)",
    "families/resource.mlir chunk 0 @subview_folds":
        "the size argument (0) contradicts the buffer given (the lowering folds the subview)",
    "families/tensor.mlir chunk 0 @export_folds":
        "the dimension argument (0) contradicts the buffer view given (the lowering folds the export)",
}


def simulate_group(sim, combinations, chunk_path, functions, inputs):
    # `sim`: the tool and the --sim-arg arguments.
    """Runs the functions of a chunk that take the same inputs together, in
    one process per combination (they share globals, as in one program);
    when that is not clean, each on its own to say which failed and why.
    Returns [(function, runs, skip reason, failure lines)]."""
    if len(functions) > 1:
        runs, reason, failures = simulate(sim, combinations, chunk_path, functions, inputs)
        if not reason and not failures:
            return [(f, runs if i == 0 else 0, None, []) for i, f in enumerate(functions)]
    return [(f,) + simulate(sim, combinations, chunk_path, [f], inputs) for f in functions]


def simulate(sim, combinations, chunk_path, functions, inputs):
    """Runs every combination; returns (runs, skip reason, failure lines)."""
    runs, failures = 0, []
    for combination in combinations:
        command = [sim[0], chunk_path, combination, "--print-max-element-count=0"] + sim[1:]
        command += [f"--function={f}" for f in functions] + inputs
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            failures.append(f"[{combination}] timeout")
            continue
        runs += 1
        if result.returncode == 0:
            continue
        errors = result.stderr
        first = next((l for l in errors.splitlines() if "error:" in l), "").strip()
        first = first.replace(os.path.dirname(chunk_path) + os.sep, "")
        if result.returncode == 1:
            if "the conversion failed" in errors:
                return runs, "the conversion fails (an error test)", []
            if "the reference run failed" in errors:
                return runs, f"the reference fails with these inputs: {first}", []
            ran = "run failed" in errors or "under schedule" in errors or result.stdout
            if not ran:
                return runs, f"the chunk does not load: {first}", []
        failures.append(f"[{combination}] exit {result.returncode}: " + " ".join(command))
        failures += ["  " + l for l in (result.stdout + errors).splitlines()
                     if l.startswith(("mismatch", "race", "error")) or "error:" in l]
    return runs, None, failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sim", required=True)
    parser.add_argument("--sim-arg", action="append", default=[],
                        help="an argument of every stream-hal-sim run (repeatable)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--reusable", action="store_true",
                        help="the command-buffers=reusable lowerings, outlined and inlined")
    parser.add_argument("files", nargs="+")
    options = parser.parse_args()
    counts = {"functions": 0, "runs": 0, "skipped": 0, "failed": 0}
    lines = []
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        tasks = []
        for path in sorted(options.files):
            with open(path) as f:
                chunks = re.split(r"^// -----\s*$", f.read(), flags=re.M)
            for index, chunk in enumerate(chunks):
                # FileCheck lines quote signatures; only the IR counts.
                chunk = "\n".join(l for l in chunk.splitlines() if not l.lstrip().startswith("//"))
                chunk_path = os.path.join(scratch, f"{len(tasks)}-{index}.mlir")
                with open(chunk_path, "w") as f:
                    f.write(chunk)
                where = f"{os.path.relpath(path)} chunk {index}"
                groups = {}
                for function, args, has_body in functions_of(chunk):
                    if not has_body:
                        continue
                    counts["functions"] += 1
                    inputs, reason = [], None
                    for arg, type_text in args:
                        value, reason = input_for(chunk, arg, type_text)
                        if reason:
                            break
                        inputs.append(f"--input={value}")
                    if reason:
                        tasks.append((where, function, reason))
                    else:
                        groups.setdefault(tuple(inputs), []).append(function)
                for inputs, functions in groups.items():
                    combinations = REUSABLE_COMBINATIONS if options.reusable else COMBINATIONS
                    tasks.append((where, pool.submit(simulate_group, [options.sim] + options.sim_arg, combinations,
                                                     chunk_path, functions, list(inputs)), None))
        results = []
        for where, work, reason in tasks:
            if reason:
                results.append((f"{where} @{work}", 0, reason, []))
            else:
                results += [(f"{where} @{f}", runs, r, fl) for f, runs, r, fl in work.result()]
        for name, runs, reason, failures in results:
            counts["runs"] += runs
            known = next((why for key, why in KNOWN.items() if name.endswith(key)), None)
            if failures and known:
                reason, failures = f"known: {known}", []
            if reason:
                counts["skipped"] += 1
                if options.verbose:
                    lines.append(f"skipped: {name}: {reason}")
            if failures:
                counts["failed"] += 1
                lines.append(f"FAILED: {name}")
                lines += ["  " + l for l in failures]
    print("\n".join(lines))
    print("functions: {functions}, runs: {runs}, skipped: {skipped}, failed: {failed}".format(**counts))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
