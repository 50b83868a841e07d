#!/usr/bin/env python3
"""Checks the measured timeline of a --device=vulkan run's --trace file.

    check_measured.py TRACE.json

The times are the driver's (docs/design/vulkan-device.md#summary), so only
their relations are checked: the clock is "measured"; every queue event lies
within [0, makespan]; one queue runs its submissions in order, so its events
do not overlap and device-busy-us is their summed length; each host wait lies
within [0, makespan] and their lengths sum to host-blocked-us. Prints one line
for FileCheck; exits 1 on the first problem.
"""
import json
import sys

EPSILON_US = 0.01  # the summary prints three decimals


def fail(message):
    sys.exit(f"check_measured: {message}")


def main():
    with open(sys.argv[1]) as f:
        trace = json.load(f)
    other = trace.get("otherData", {})
    if other.get("clock") != "measured":
        fail(f"clock is {other.get('clock')!r}")
    summary = {key: float(value) for key, value in other["summary"].items()}
    lanes = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"]
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    queue = sorted((e for e in trace["traceEvents"]
                    if e.get("ph") == "X" and lanes.get(e["tid"]) == "queue 0"),
                   key=lambda e: e["ts"])
    waits = [e for e in trace["traceEvents"] if e.get("ph") == "X" and e["cat"] == "host-wait"]
    makespan = summary["makespan-us"]
    for e in queue + waits:
        if e["ts"] < -EPSILON_US or e["ts"] + e["dur"] > makespan + EPSILON_US:
            fail(f"event outside [0, {makespan}]: {e}")
    for before, after in zip(queue, queue[1:]):
        if after["ts"] < before["ts"] + before["dur"] - EPSILON_US:
            fail(f"queue events overlap: {before} and {after}")
    busy = sum(e["dur"] for e in queue)
    if abs(busy - summary["device-busy-us"]) > EPSILON_US * (len(queue) + 1):
        fail(f"device-busy-us {summary['device-busy-us']} is not the queue's {busy:.3f}")
    blocked = sum(e["dur"] for e in waits)
    if abs(blocked - summary["host-blocked-us"]) > EPSILON_US * (len(waits) + 1):
        fail(f"host-blocked-us {summary['host-blocked-us']} is not the waits' {blocked:.3f}")
    kinds = " ".join(sorted({e["cat"] for e in queue}))
    print(f"measured: {len(queue)} queue events ({kinds}), {len(waits)} host waits, consistent")


if __name__ == "__main__":
    main()
