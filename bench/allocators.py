#!/usr/bin/env python3
"""The pass on 1 thread and on all, under the heaps a user can pick without rebuilding.

The conversion writes about 14 ops for every one it reads, so most of its time is
spent on fresh memory: page faults on the first touch of each page, and TLB misses
(two-level under a VM). Which heap the process uses therefore decides much of the
pass's time and of its speedup on threads. For one bench/generate.py module this
runs convert-stream-to-hal (--verify-each=false, -o /dev/null) on one thread
(--mlir-disable-threading) and on all, alternating, with

  glibc          the default heap
  glibc-huge     GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (the main arena on
                 transparent huge pages; glibc 2.35 or later)
  jemalloc-thp   LD_PRELOAD=libjemalloc.so.2, MALLOC_CONF=thp:always,metadata_thp:always
                 (only when --jemalloc names the library, e.g. from libjemalloc2)

and reports the best of --repeat pass times (--mlir-timing) and the minor page
faults of the whole process (getrusage of the child). No target: it measures
where the time goes.

    bench/allocators.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so \\
        --dispatches 60000 --jemalloc /usr/lib/x86_64-linux-gnu/libjemalloc.so.2
"""
import argparse
import os
import sys
import tempfile

from benchlib import generate, pass_seconds, plugin_opt, run_usage


def heaps(args):
    yield "glibc", {}
    yield "glibc-huge", {"GLIBC_TUNABLES": "glibc.malloc.hugetlb=1"}
    if args.jemalloc:
        yield "jemalloc-thp", {"LD_PRELOAD": args.jemalloc,
                               "MALLOC_CONF": "thp:always,metadata_thp:always"}


def run_pass(args, path, threads, extra_env):
    cmd = plugin_opt(args) + ["--pass-pipeline=builtin.module(convert-stream-to-hal)", "--verify-each=false",
                              "--mlir-timing", "-o", os.devnull, path]
    if threads == 1:
        cmd.insert(1, "--mlir-disable-threading")
    stderr, usage = run_usage(cmd, env=dict(os.environ, **extra_env))
    return pass_seconds(stderr), usage.ru_minflt


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--dispatches", type=int, default=60000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jemalloc", help="path of libjemalloc.so.2 (optional)")
    args = parser.parse_args()
    if args.jemalloc and not os.path.exists(args.jemalloc):
        sys.exit(f"allocators: no {args.jemalloc}")
    threads = os.cpu_count() or 1

    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "in.mlir")
        generate(path, "--dispatches", args.dispatches, "--seed", args.seed)
        best = {}
        # Alternate heaps and thread counts so that all see the same machine.
        for _ in range(args.repeat):
            for name, env in heaps(args):
                for n in (1, threads):
                    seconds, faults = run_pass(args, path, n, env)
                    key = (name, n)
                    if key not in best or seconds < best[key][0]:
                        best[key] = (seconds, faults)

    print(f"{args.dispatches} dispatches, best of {args.repeat}; speedup on {threads} threads, "
          "and each heap's times against glibc's")
    print()
    print(f"| heap | pass 1 thread | pass {threads} threads | speedup | minor faults 1 / {threads} threads "
          f"| 1 thread vs glibc | {threads} threads vs glibc |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    base1, baseN = best[("glibc", 1)][0], best[("glibc", threads)][0]
    for name, _ in heaps(args):
        (t1, f1), (tn, fn) = best[(name, 1)], best[(name, threads)]
        print(f"| {name} | {t1:.3f}s | {tn:.3f}s | {t1 / tn:.2f}x | {f1} / {fn} | "
              f"{base1 / t1:.2f}x | {baseN / tn:.2f}x |")


if __name__ == "__main__":
    main()
