#!/usr/bin/env python3
"""Speed and memory of convert-stream-to-hal from about 10k to about 1M input ops.

For every size, on a module from bench/generate.py, it measures with the stock
mlir-opt and the plugin:

  (a) parse+print of the input (plugin loaded, no pass)
  (b) the conversion (convert-stream-to-hal; parse, pass and print timed apart)
  (c) parse+print of the converted output

and the pass alone on one thread (--mlir-disable-threading) and on all, and the
pass with mlir-opt's verification of its output on one thread and on all,
taking times from --mlir-timing (Parser / pass / Output) and the peak RSS of each
process from wait4(), after --warmup untimed runs of the same command. On a VM
that hands freed memory back to its host it says so: see docs/benchmark.md. It reports pass/(a), pass/(c), the growth of the pass time
per 10x input, RSS (b)/(c), and the op counts of the output with and without the
stream-to-hal-pipeline (cse + canonicalize after the conversion), and the
speedup on all threads with the serial fraction it implies (Amdahl). Targets:
pass <= (c), growth per 10x <= 11, RSS (b) <= 2 x RSS (c); on the largest
module pass+verifier <= 0.20 x (c) and, on 2 or more cores, a speedup >= 1.5x;
the exit status is 1 if one is missed.

    bench/benchmark.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so \\
        --ops 10000 100000 1000000
"""
import argparse
import math
import os
import re
import sys
import tempfile

from benchlib import OPS_PER_DISPATCH, generate, plugin_opt, reporting_frees_pages, run, timing


def op_counts(text):
    """Ops by name as reported by print-op-stats (builtin.module included)."""
    return {name: int(n) for name, n in
            re.findall(r"^\s+([a-z_]+\.[a-z_.]+)\s*,\s*(\d+)\s*$", text, re.M)}


def measure(args, work, target_ops):
    dispatches = max(10, int(round(target_ops / OPS_PER_DISPATCH / 10.0)) * 10)
    src = os.path.join(work, f"in-{dispatches}.mlir")
    out = os.path.join(work, f"out-{dispatches}.mlir")
    generate(src, "--dispatches", dispatches, "--seed", args.seed)
    opt = plugin_opt(args) + ["--mlir-timing"]
    stats = "print-op-stats"
    row = {"dispatches": dispatches}

    # Small runs are repeated and the best of each figure kept: a 0.1 s pass is
    # at the mercy of anything else the machine does.
    repeats = args.repeat if dispatches * OPS_PER_DISPATCH < 200000 else 1

    def best(cmd, names):
        # Untimed warm-up runs of the same command just before: see --warmup.
        for _ in range(args.warmup):
            run(cmd)
        runs = [run(cmd) for _ in range(repeats)]
        return ([min(timing(text, n) for text, _ in runs) for n in names] +
                [min(rss for _, rss in runs)])

    row["parse_a"], row["print_a"], row["rss_a"] = best(opt + [src, "-o", os.devnull], ["Parser", "Output"])
    text, _ = run(opt + ["--pass-pipeline=builtin.module(print-op-stats)", src, "-o", os.devnull])
    row["ops_in"] = sum(op_counts(text).values())

    # --mlir-timing counts mlir-opt's verification after a pass as that pass's
    # time; it is MLIR's own walk of the whole output, so the pass is timed
    # without it (docs/benchmark.md, "Scaling check").
    row["parse_b"], row["pass"], row["print_b"], row["rss_b"] = best(
        opt + ["--pass-pipeline=builtin.module(convert-stream-to-hal)", "--verify-each=false", src, "-o", out],
        ["Parser", "ConvertStreamToHAL", "Output"])
    # The pass on one thread, and the pass with the verification mlir-opt runs
    # after it (--mlir-timing counts it as the pass's time), on one thread and
    # on all.
    convert = ["--pass-pipeline=builtin.module(convert-stream-to-hal)", src, "-o", os.devnull]
    serial = ["--mlir-disable-threading"]
    row["pass_1"], _ = best(opt + serial + ["--verify-each=false"] + convert, ["ConvertStreamToHAL"])
    row["pass_verify_1"], _ = best(opt + serial + convert, ["ConvertStreamToHAL"])
    row["pass_verify"], _ = best(opt + convert, ["ConvertStreamToHAL"])
    row["parse_c"], row["print_c"], row["rss_c"] = best(opt + [out, "-o", os.devnull], ["Parser", "Output"])
    text, _ = run(opt + [f"--pass-pipeline=builtin.module({stats})", out, "-o", os.devnull])
    row["ops_out_by_name"] = op_counts(text)
    row["ops_out"] = sum(row["ops_out_by_name"].values())
    if not args.skip_pipeline:
        text, row["rss_p"] = run(opt + [f"--pass-pipeline=builtin.module(stream-to-hal-pipeline,{stats})",
                                        src, "-o", os.devnull])
        row["ops_pipeline_by_name"] = op_counts(text)
        row["ops_pipeline"] = sum(row["ops_pipeline_by_name"].values())
    for path in (src, out):
        os.unlink(path)
    return row


def print_pipeline_effect(row):
    """The output ops whose count stream-to-hal-pipeline changes, most reduced first."""
    without, with_pipeline = row["ops_out_by_name"], row["ops_pipeline_by_name"]
    changed = [name for name in set(without) | set(with_pipeline)
               if without.get(name, 0) != with_pipeline.get(name, 0)]
    changed.sort(key=lambda name: (with_pipeline.get(name, 0) - without.get(name, 0), name))
    print()
    print(f"Output ops whose count stream-to-hal-pipeline changes, at {row['ops_in']} input ops:")
    print()
    print("| op | convert-stream-to-hal | stream-to-hal-pipeline |")
    print("|---|---:|---:|")
    for name in changed:
        print(f"| `{name}` | {without.get(name, 0)} | {with_pipeline.get(name, 0)} |")
    print(f"| all ops | {row['ops_out']} | {row['ops_pipeline']} |")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--ops", type=int, nargs="+", default=[10000, 100000, 1000000],
                        help="approximate input sizes in ops (default 10k 100k 1M)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per measurement below 200k input ops, best kept (default 3)")
    parser.add_argument("--warmup", type=int, default=1,
                        help="untimed runs of each measured command just before it (default 1; 0 "
                             "measures cold)")
    parser.add_argument("--skip-pipeline", action="store_true", help="no stream-to-hal-pipeline op counts")
    parser.add_argument("--work", help="folder for the generated modules (default: a temporary one)")
    args = parser.parse_args()

    if reporting_frees_pages():
        print("benchmark: note: this kernel hands freed memory back to its host (free page reporting): "
              "in a process that grows past the memory the host still backs, first touches cost a host "
              "page fault, which slows the largest sizes; docs/benchmark.md, 'Memory on a VM', shows how "
              "to hold reporting back while measuring", file=sys.stderr, flush=True)
    rows = []
    if args.work:
        os.makedirs(args.work, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=args.work) as work:
        for n in args.ops:
            row = measure(args, work, n)
            rows.append(row)
            print(f"benchmark: {row['ops_in']} input ops measured", file=sys.stderr, flush=True)

    ok = True
    print("| input ops | output ops | with pipeline | (a) parse+print in | (b) parse / pass / print | "
          "(c) parse+print out | pass/(a) | pass/(c) | pass growth per 10x | RSS (a) / (b) / (c) MiB | RSS (b)/(c) |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    previous = None
    for row in rows:
        a = row["parse_a"] + row["print_a"]
        c = row["parse_c"] + row["print_c"]
        vs_a, vs_c = row["pass"] / a, row["pass"] / c
        rss_ratio = row["rss_b"] / row["rss_c"]
        growth = "-"
        if previous:
            scale = math.log10(row["ops_in"] / previous["ops_in"])
            g = (row["pass"] / previous["pass"]) ** (1.0 / scale)
            growth = f"{g:.1f}x"
            ok &= g <= 11
        ok &= vs_c <= 1 and rss_ratio <= 2
        pipeline = str(row.get("ops_pipeline", "-"))
        print(f"| {row['ops_in']} | {row['ops_out']} | {pipeline} | {a:.2f}s | "
              f"{row['parse_b']:.2f}s / {row['pass']:.2f}s / {row['print_b']:.2f}s | {c:.2f}s | "
              f"{vs_a:.2f} | {vs_c:.2f} | {growth} | "
              f"{row['rss_a']:.0f} / {row['rss_b']:.0f} / {row['rss_c']:.0f} | {rss_ratio:.2f} |")
        previous = row
    if "ops_pipeline_by_name" in rows[0]:
        print_pipeline_effect(rows[0])
    print("targets: pass/(c) <= 1, pass growth per 10x <= 11x, RSS (b)/(c) <= 2:", "met" if ok else "MISSED")
    ok &= print_threads(rows)
    sys.exit(0 if ok else 1)


def print_threads(rows):
    """The pass on one thread and on all, and pass + verifier against (c)."""
    threads = os.cpu_count() or 1
    print()
    print(f"Threads: 1 and {threads} (all); (c) is parse+print of the output on all threads.")
    print()
    print(f"| input ops | pass 1 thread | pass {threads} threads | speedup | serial fraction | "
          f"pass+verifier 1 thread | pass+verifier {threads} threads | (pass+verifier)/(c) 1 thread | "
          f"(pass+verifier)/(c) {threads} threads | pass growth per 10x, 1 thread |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    previous = None
    for row in rows:
        c = row["parse_c"] + row["print_c"]
        speedup = row["pass_1"] / row["pass"]
        # Amdahl: speedup = 1 / (s + (1 - s) / threads).
        fraction = (threads / speedup - 1) / (threads - 1) if threads > 1 else 1.0
        growth = "-"
        if previous:
            scale = math.log10(row["ops_in"] / previous["ops_in"])
            growth = f"{(row['pass_1'] / previous['pass_1']) ** (1.0 / scale):.1f}x"
        print(f"| {row['ops_in']} | {row['pass_1']:.2f}s | {row['pass']:.2f}s | {speedup:.2f}x | "
              f"{fraction:.2f} | {row['pass_verify_1']:.2f}s | {row['pass_verify']:.2f}s | "
              f"{row['pass_verify_1'] / c:.2f} | {row['pass_verify'] / c:.2f} | {growth} |")
        previous = row
    last = rows[-1]
    speedup = last["pass_1"] / last["pass"]
    ratio = last["pass_verify"] / (last["parse_c"] + last["print_c"])
    ok = ratio <= 0.20 and (threads < 2 or speedup >= 1.5)
    print(f"targets on the largest module: speedup on {threads} threads >= 1.5x (when there are 2 or more), "
          "(pass+verifier)/(c) <= 0.20:", "met" if ok else "MISSED")
    return ok


if __name__ == "__main__":
    main()
