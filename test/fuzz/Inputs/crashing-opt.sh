#!/bin/sh
# Stands in for mlir-opt in fuzzer.test: dies by SIGSEGV when the input has a
# stream.cmd.dispatch, fails cleanly otherwise.
if grep -q 'stream.cmd.dispatch'; then kill -SEGV $$; fi
echo "error: clean failure" >&2
exit 1
