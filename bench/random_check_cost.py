#!/usr/bin/env python3
"""What bench/random_check.py's check of a random program costs: its 14
lowerings in one stream-hal-sim process (docs/design/simulator.md#several-lowerings)
against one process per lowering, on the same programs.

    bench/random_check_cost.py --sim build/llvm-22/bin/stream-hal-sim [--seeds 0:40]
        [--schedules 1] [--instructions SEED]

Prints, for each way, the programs, the runs, how many programs failed, the CPU
(user + sys of the processes) and the wall time, then the ratio of CPU. With
--instructions, the instructions of the whole processes (start-up included)
for that one seed under callgrind, each way, and their ratio. Exits 1 when a
program fails either way.
"""
import argparse
import os
import re
import resource
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_check  # noqa: E402
import random_programs  # noqa: E402


class Options:
    def __init__(self, schedules):
        self.schedules, self.device = schedules, "simulated"


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_process_per_lowering(sim, text, args, combinations, opts):
    return [c for c in combinations if random_check.simulate(sim, text, args, c, opts).returncode]


WAYS = (("one process per lowering", one_process_per_lowering),
        ("one process per program", random_check.simulate_each))


def instructions(sim, text, args, combinations, opts):
    """Instructions of one stream-hal-sim process running `combinations` (callgrind)."""
    proc = random_check.run_sim(sim, text, args, combinations, opts,
                                prefix=["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"])
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not found:
        sys.exit(f"callgrind failed:\n{proc.stderr[-2000:]}")
    return int(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sim", required=True, help="stream-hal-sim")
    parser.add_argument("--seeds", default="0:40", help="FIRST:END (END excluded)")
    parser.add_argument("--schedules", type=int, default=1)
    parser.add_argument("--instructions", type=int, metavar="SEED",
                        help="also count the instructions of one seed's check each way (valgrind)")
    opts = parser.parse_args()
    options = Options(opts.schedules)
    seeds = random_check.parse_seeds(opts.seeds)
    programs = [random_programs.render(random_programs.generate(seed)) for seed in seeds]
    cpu = {}
    failed_any = False
    for name, check in WAYS:
        start_cpu, start_wall = children_cpu(), time.time()
        failed = sum(bool(check(opts.sim, text, args, random_check.COMBINATIONS, options))
                     for text, args, _ in programs)
        cpu[name] = children_cpu() - start_cpu
        failed_any |= failed > 0
        print(f"{name}: programs {len(seeds)}, runs {len(seeds) * len(random_check.COMBINATIONS)}, "
              f"failed {failed}, CPU {cpu[name]:.1f} s, wall {time.time() - start_wall:.1f} s")
    print(f"CPU ratio: {cpu[WAYS[0][0]] / cpu[WAYS[1][0]]:.1f}x")
    if opts.instructions is not None:
        text, args, _ = random_programs.render(random_programs.generate(opts.instructions))
        combinations = random_check.COMBINATIONS
        counts = [sum(instructions(opts.sim, text, args, [c], options) for c in combinations),
                  instructions(opts.sim, text, args, list(combinations), options)]
        for (name, _), count in zip(WAYS, counts):
            print(f"{name}: seed {opts.instructions}, instructions {count:,}")
        print(f"instruction ratio: {counts[0] / counts[1]:.1f}x")
    return 1 if failed_any else 0


if __name__ == "__main__":
    sys.exit(main())
