#!/usr/bin/env python3
"""Checks a stream-hal-sim --trace file has what Perfetto and chrome://tracing need.

    check_trace.py TRACE.json

Prints one line per check group for FileCheck and exits 1 on the first problem:
the object form with displayTimeUnit; metadata naming the process and every
thread used; complete events with numeric ts/dur >= 0, integer pid/tid, string
name and cat; flow starts and finishes paired by id, the finish bound to its
enclosing slice (bp "e"), each inside a complete event of its thread; the
summary in otherData.
"""
import json
import sys

SUMMARY_KEYS = ("makespan-us", "host-busy-us", "host-blocked-us", "device-busy-us", "device-utilization",
                "barriers-executed", "host-waits", "submissions", "commands-recorded", "peak-device-bytes")


def fail(message):
    sys.exit(f"check_trace: {message}")


def main():
    with open(sys.argv[1]) as f:
        trace = json.load(f)
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        fail("not an object with a traceEvents array")
    if trace.get("displayTimeUnit") != "ns":
        fail(f"displayTimeUnit is {trace.get('displayTimeUnit')!r}")
    events = trace["traceEvents"]
    threads, process_named = {}, False
    complete, starts, finishes = [], {}, {}
    for e in events:
        ph = e.get("ph")
        if ph == "M":
            if e.get("name") == "process_name":
                process_named = isinstance(e.get("args", {}).get("name"), str)
            elif e.get("name") == "thread_name":
                threads[e["tid"]] = e["args"]["name"]
        elif ph == "X":
            for key, kind in (("ts", (int, float)), ("dur", (int, float)), ("pid", int), ("tid", int),
                              ("name", str), ("cat", str)):
                if not isinstance(e.get(key), kind) or isinstance(e.get(key), bool):
                    fail(f"complete event without a valid {key}: {e}")
            if e["dur"] < 0:
                fail(f"negative duration: {e}")
            if not isinstance(e.get("args", {}).get("op"), str):
                fail(f"complete event without args.op: {e}")
            complete.append(e)
        elif ph in ("s", "f"):
            table = starts if ph == "s" else finishes
            if e.get("id") in table:
                fail(f"two flow {ph} events with id {e.get('id')}")
            table[e.get("id")] = e
        else:
            fail(f"unexpected phase {ph!r}")
    if not process_named:
        fail("no process_name metadata")
    used = {e["tid"] for e in complete}
    if not used <= set(threads):
        fail(f"threads without a name: {sorted(used - set(threads))}")
    if set(starts) != set(finishes):
        fail(f"unpaired flows: {sorted(set(starts) ^ set(finishes))}")
    for flow_id, finish in finishes.items():
        if finish.get("bp") != "e":
            fail(f"flow finish {flow_id} not bound to its enclosing slice")
    for e in list(starts.values()) + list(finishes.values()):
        if not any(c["tid"] == e["tid"] and c["ts"] <= e["ts"] <= c["ts"] + c["dur"] for c in complete):
            fail(f"flow event outside any slice of its thread: {e}")
    summary = trace.get("otherData", {}).get("summary", {})
    print(f"trace: {len(threads)} threads named, host first: {threads.get(0)}")
    print(f"trace: {len(complete)} complete events, kinds: {' '.join(sorted({e['cat'] for e in complete}))}")
    print(f"trace: {len(starts)} flows paired")
    # json objects have no order (llvm::json writes keys sorted): print them in
    # the order the tool prints its summary.
    for key in SUMMARY_KEYS:
        if key not in summary:
            fail(f"otherData.summary has no {key}")
        print(f"summary {key}: {summary[key]}")
    if len(summary) != len(SUMMARY_KEYS):
        fail(f"otherData.summary has other keys: {sorted(set(summary) - set(SUMMARY_KEYS))}")
    clock = trace.get("otherData", {}).get("clock")
    if clock not in ("simulated", "measured"):
        fail(f"otherData.clock is {clock!r}")
    print(f"trace: clock {clock}")


if __name__ == "__main__":
    main()
