#!/usr/bin/env python3
"""Checks every lowering of random stream programs in stream-hal-sim (issue #30).

For each seed, bench/random_programs.py's program is lowered in every option
combination (COMBINATIONS: execution-model x barriers x command-buffers, each
memoize pass, and stream-to-hal-pipeline) and run by stream-hal-sim with
--schedules=N (or on a Vulkan driver, --device vulkan); a combination passes when the simulator exits 0 (match with the
reference, no race, no device error, every schedule matched). A failure is
reduced with the generator's own shrinker (statements, commands, blocks,
functions removed while the same combination still fails the same way) and
written to --failures DIR as seed-S.mlir, whose first lines are the
reproducer command and the failure.

    bench/random_check.py --sim build/llvm-22/bin/stream-hal-sim --seeds 0:300 [--schedules 2]
        [--size 4] [--depth 2] [--jobs 2] [--failures DIR] [--coverage]
        [--device vulkan --schedules 0]

Prints one `FAILED seed S [COMBINATION]: ...` line per failing program, with
--coverage the table of how many programs used each construct, and last
`programs: N, runs: R, failed: F`; exits 1 if F > 0.
"""
import argparse
import concurrent.futures
import copy
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_programs  # noqa: E402

# The lowerings checked: each is the stream-hal-sim option that selects it.
PIPELINE = "--pipeline=builtin.module({})"
COMBINATIONS = (
    [f"--options=execution-model={m} barriers={b}" for m in ("sync", "async") for b in ("all", "hazard")]
    + [PIPELINE.format(f"convert-stream-to-hal{{execution-model=async command-buffers=reusable barriers={b}}},"
                       f"stream-to-hal-{memoize}-memoize-regions")
       for b in ("all", "hazard") for memoize in ("outline", "inline")]
    + [PIPELINE.format(f"stream-to-hal-pipeline{{execution-model={m} barriers={b}}}")
       for m in ("sync", "async") for b in ("all", "hazard")]
    + [PIPELINE.format(f"stream-to-hal-pipeline{{execution-model=async command-buffers=reusable barriers={b}}}")
       for b in ("all", "hazard")]
)
REDUCE_BUDGET = 400  # simulator runs at most per reduction


# The report lines of stream-hal-sim that say why a run failed, and the kind
# of failure each names.
REPORT_LINES = (("mismatch:", "mismatch"), ("race:", "race"),
                ("race (in the stream program):", "race in the stream program"),
                ("error:", "error"))


def failure_kind(proc):
    """What went wrong in a stream-hal-sim run, or None when it passed."""
    if proc.returncode == 0:
        return None
    out = proc.stdout
    if proc.returncode < 0 or proc.returncode > 1:
        return f"crash (exit {proc.returncode})"
    # A race the stream program leaves unordered itself is the generator's
    # fault (its programs are race-free by construction), one the lowering
    # introduced is the lowering's (docs/design/stream-races.md).
    for prefix, kind in REPORT_LINES:
        if any(line.startswith(prefix) for line in out.splitlines()):
            return kind
    return "failed run"


def first_lines(proc, count=4):
    lines = [l for l in proc.stdout.splitlines() if l.startswith(tuple(p for p, _ in REPORT_LINES))]
    lines += [l for l in proc.stderr.splitlines() if l.strip()]
    return "\n".join(lines[:count])


def device_args(opts):
    """stream-hal-sim's arguments for the device: random schedules on the
    simulated one, none on a Vulkan driver (which runs its own schedule)."""
    if opts.device == "vulkan":
        return ["--device=vulkan"]
    return [f"--schedules={opts.schedules}"]


def run_sim(sim, text, args, combinations, opts, prefix=()):
    """stream-hal-sim (after `prefix`, e.g. valgrind) on the program `text`,
    in each of `combinations`, in one process."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        cmd = [*prefix, sim, path, *args.split(), *combinations, *device_args(opts)]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=300 * len(combinations))
    finally:
        os.unlink(path)


def simulate(sim, text, args, combination, opts):
    return run_sim(sim, text, args, [combination], opts)


def program_of(seed, opts):
    return random_programs.generate(seed, opts.size, opts.depth, opts.racy)


def simulate_each(sim, text, args, combinations, opts):
    """The combinations that did not match, from one stream-hal-sim process
    that runs them all (its `== lowering I of N: match|failed` lines,
    docs/design/simulator.md#several-lowerings): most of a small program's
    run is the process's start-up. A combination the process never closed
    (it crashed on or before it) counts as failed."""
    proc = run_sim(sim, text, args, combinations, opts)
    if len(combinations) == 1:  # a single lowering's report has no `==` lines
        return [] if proc.returncode == 0 else list(combinations)
    matched = set()
    for line in proc.stdout.splitlines():
        if line.startswith("== lowering ") and line.endswith(": match"):
            matched.add(int(line.split()[2]) - 1)
    return [c for i, c in enumerate(combinations) if i not in matched]


def check(sim, program, opts, combinations=COMBINATIONS):
    """[(combination, kind, process)] of the combinations that fail: each
    one the shared run did not match runs again alone, for its own report."""
    text, args, _ = random_programs.render(program)
    failures = []
    for combination in simulate_each(sim, text, args, combinations, opts):
        proc = simulate(sim, text, args, combination, opts)
        failures.append((combination, failure_kind(proc) or "failed only beside the others", proc))
    return failures


# -- the reducer ---------------------------------------------------------------
def blocks_of(block):
    yield block
    for child in block.children:
        if isinstance(child, random_programs.Block):
            yield from blocks_of(child)


def sites(p):
    """Every one-step simplification of program p, as functions that apply it to p."""
    out = []
    if len(p.functions) > 1:
        for i in range(len(p.functions)):
            out.append(lambda i=i: p.functions.pop(i))
    if len(p.calls) > 1:
        for i in range(len(p.calls)):
            out.append(lambda i=i: p.calls.pop(i))
    bodies = [body for _, body in p.helpers.values()]
    for _, resources, stmts, results in p.functions:
        for i in range(len(stmts)):
            out.append(lambda stmts=stmts, i=i: stmts.pop(i))
        for i in range(len(results)):
            out.append(lambda results=results, i=i: results.pop(i))
        for r in resources:
            if r.subviews:
                out.append(lambda r=r: r.subviews.clear())
        for s in stmts:
            if s.kind in ("execute", "if", "for", "branch"):
                bodies.append(s.body)
                if len(s.captures) > 1:
                    for i in range(len(s.captures)):
                        out.append(lambda s=s, i=i: s.captures.pop(i))
                if s.duplicate or s.unused:
                    out.append(lambda s=s: (s.duplicate.clear(), s.unused.clear()))
                if s.kind != "execute":
                    out.append(lambda s=s: setattr(s, "kind", "execute"))
                if s.kind == "if" and s.else_body:
                    bodies.append(s.else_body)
                    out.append(lambda s=s: setattr(s, "else_body", False))
    for body in bodies:
        for block in blocks_of(body):
            for i, child in enumerate(block.children):
                out.append(lambda block=block, i=i: block.children.pop(i))
                if isinstance(child, random_programs.Block):
                    out.append(lambda block=block, i=i, child=child:
                               block.children.__setitem__(slice(i, i + 1), child.children))
    if p.variants > 1:
        out.append(lambda: setattr(p, "variants", 1))
    return out


def reduce(sim, program, combination, kind, opts, log=None):
    """The smallest program found that still fails `combination` with `kind`."""
    budget = REDUCE_BUDGET
    progress = True
    while progress and budget > 0:
        progress = False
        count = len(sites(program))
        for i in range(count):
            candidate = copy.deepcopy(program)
            edits = sites(candidate)
            if i >= len(edits):
                break
            edits[i]()
            text, args, _ = random_programs.render(candidate)
            budget -= 1
            proc = simulate(sim, text, args, combination, opts)
            if failure_kind(proc) == kind:
                program = candidate
                progress = True
                break
            if budget <= 0:
                break
    return program


def write_failure(directory, seed, opts, combination, kind, program, sim):
    """Writes the reduced program, headed by how to get it, the command that
    reproduces its failure and the failure's first lines (naming this file)."""
    text, args, _ = random_programs.render(program)
    path = os.path.join(directory, f"seed-{seed}.mlir")
    with open(path, "w") as f:
        f.write(text)
    cmd = [sim, path, *args.split(), combination, *device_args(opts)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    generator = f"bench/random_programs.py --seed {seed} --size {opts.size} --depth {opts.depth}"
    with open(path, "w") as f:
        f.write(f"// reduced from: {generator}{' --racy' if opts.racy else ''}\n")
        f.write(f"// reproduce: stream-hal-sim {os.path.basename(path)} {args} '{combination}' {' '.join(device_args(opts))}\n")
        f.write(f"// failure ({kind}):\n")
        for line in first_lines(proc, 8).splitlines():
            f.write(f"//   {line}\n")
        f.write(text)
    return path


def verify(opt, text):
    """Failure lines when `opt` (a command line) rejects the program on its standard input."""
    proc = subprocess.run([*shlex.split(opt), "-"], input=text, capture_output=True, text=True, timeout=300)
    if proc.returncode == 0:
        return []
    return [("verify", f"exit {proc.returncode}", "\n".join(proc.stderr.splitlines()[:4]))]


def run_seed(seed, opts):
    program = program_of(seed, opts)
    text, _, used = random_programs.render(program)
    if opts.verify_only:
        return seed, used, verify(opts.verify_only, text), None
    failures = check(opts.sim, program, opts)
    report = []
    for combination, kind, proc in failures:
        report.append((combination, kind, first_lines(proc)))
    reduced = None
    if failures and opts.failures:
        combination, kind, _ = failures[0]
        small = reduce(opts.sim, program, combination, kind, opts)
        reduced = write_failure(opts.failures, seed, opts, combination, kind, small, opts.sim)
    return seed, used, report, reduced


def parse_seeds(text):
    first, _, last = text.partition(":")
    return range(int(first), int(last)) if last else [int(first)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sim", help="stream-hal-sim")
    parser.add_argument("--verify-only", metavar="OPT",
                        help="only parse and verify each program with this command line (e.g. mlir-opt with the plugin)")
    parser.add_argument("--seeds", required=True, help="FIRST:END (END excluded) or one seed")
    parser.add_argument("--size", type=int, default=4)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--schedules", type=int, default=2)
    parser.add_argument("--device", choices=("simulated", "vulkan"), default="simulated",
                        help="stream-hal-sim's --device (vulkan: no random schedules, --schedules must be 0)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--failures", help="directory for the reduced failing programs (no reduction without it)")
    parser.add_argument("--coverage", action="store_true", help="print how many programs used each construct")
    parser.add_argument("--racy", action="store_true", help="(tests only) generate racy programs, see random_programs.py")
    opts = parser.parse_args()
    if not opts.sim and not opts.verify_only:
        parser.error("--sim or --verify-only is needed")
    if opts.device == "vulkan" and opts.schedules:
        parser.error("--device vulkan runs the driver's schedule: give --schedules 0")
    seeds = parse_seeds(opts.seeds)
    if opts.failures:
        os.makedirs(opts.failures, exist_ok=True)
    coverage = {}
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        for seed, used, report, reduced in pool.map(lambda s: run_seed(s, opts), seeds):
            for construct in used:
                coverage[construct] = coverage.get(construct, 0) + 1
            if report:
                failed += 1
            for combination, kind, lines in report:
                print(f"FAILED seed {seed} [{combination}]: {kind}")
                for line in lines.splitlines():
                    print(f"    {line}")
            if reduced:
                print(f"    reduced: {reduced}")
            sys.stdout.flush()
    if opts.coverage:
        print("construct | programs")
        for construct, count in sorted(coverage.items()):
            print(f"{construct} | {count}")
    runs = len(seeds) * (1 if opts.verify_only else len(COMBINATIONS))
    print(f"programs: {len(seeds)}, runs: {runs}, failed: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
