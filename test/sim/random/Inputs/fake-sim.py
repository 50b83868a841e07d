#!/usr/bin/env python3
# A stand-in for stream-hal-sim that fails the way a broken one could, for
# shared-run.test: with several lowerings it closes the first with `match`
# and then dies of a signal (the others are never closed); alone, the
# second lowering reports a mismatch and every other one matches.
import os
import signal
import sys

lowerings = [a for a in sys.argv[1:] if a.startswith(("--options=", "--pipeline="))]
if len(lowerings) > 1:
    print(f"== lowering 1 of {len(lowerings)}: {lowerings[0]}")
    print("match")
    print(f"== lowering 1 of {len(lowerings)}: match", flush=True)
    os.kill(os.getpid(), signal.SIGSEGV)
if lowerings == ["--options=execution-model=sync barriers=hazard"]:
    print("mismatch: @run0 result[0] byte 0: reference 0x01, lowered 0x02")
    sys.exit(1)
print("match")
