"""What the bench/ scripts share: generating their modules, running mlir-opt with the
plugin and stream-hal-sim, and reading --mlir-timing reports and callgrind counts.

A script run as `python3 bench/x.py` has bench/ on its sys.path already, so it
imports this module as `import benchlib`. Errors name the script that was run.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The script that was run, for its error messages ("benchmark: ... failed").
PROGRAM = os.path.splitext(os.path.basename(sys.argv[0]))[0]
# The benchmark's module generator, and the slab-program one of the hazard tests.
GENERATE = os.path.join(HERE, "generate.py")
SLAB_GENERATE = os.path.join(ROOT, "test", "patterns", "analyses", "hazard", "generate.py")
# Input ops per dispatch of bench/generate.py (1000 dispatches make 1658 ops).
OPS_PER_DISPATCH = 1.658
# Every function of a bench/generate.py module takes (!hal.buffer_view of
# tensor<64xf32>, i32): stream-hal-sim's run-time inputs for it.
BENCH_INPUTS = ["--input=64xf32", "--input=i32=3"]
# The lines of stream-hal-sim's summary.
SUMMARY_KEYS = ("makespan-us", "host-busy-us", "host-blocked-us", "device-busy-us", "device-utilization",
                "barriers-executed", "host-waits", "submissions", "commands-recorded", "peak-device-bytes")
# Present when the kernel reports free pages to a hypervisor (docs/benchmark.md).
PAGE_REPORTING = "/sys/module/page_reporting/parameters"


def fail(message):
    sys.exit(f"{PROGRAM}: {message}")


def generate(path, *options, script=GENERATE):
    """Writes the module `script` (by default bench/generate.py) prints for
    `options` to `path`; returns `path`."""
    with open(path, "w") as f:
        subprocess.run([sys.executable, script, *map(str, options)], stdout=f, check=True)
    return path


def plugin_opt(args):
    """mlir-opt (--mlir-opt) with the plugin (--plugin) loaded as dialect and pass plugin."""
    return [args.mlir_opt, f"--load-dialect-plugin={args.plugin}", f"--load-pass-plugin={args.plugin}"]


def check_output(cmd):
    """Runs cmd with stdout and stderr captured; exits when it fails."""
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        fail(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return proc


def run_usage(cmd, stdout=subprocess.DEVNULL, env=None):
    """Runs cmd; returns (stderr text, the child's resource usage from wait4()); exits when it fails."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=stdout, stderr=err, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode(errors="replace")
    if proc.returncode != 0:
        fail(f"{' '.join(cmd)} failed ({proc.returncode}):\n{text[-3000:]}")
    return text, usage


def run(cmd, stdout=subprocess.DEVNULL):
    """Runs cmd; returns (stderr text, peak RSS in MiB)."""
    text, usage = run_usage(cmd, stdout)
    return text, usage.ru_maxrss / 1024.0


def timing(text, name):
    """Wall seconds of one line of --mlir-timing's report (summed over repeats)."""
    total = 0.0
    found = False
    for m in re.finditer(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*?)\s*$", text, re.M):
        if m.group(2) == name:
            total += float(m.group(1))
            found = True
    if not found:
        fail(f"no '{name}' in the timing report:\n{text[-2000:]}")
    return total


def pass_seconds(text):
    """Wall seconds of convert-stream-to-hal in an --mlir-timing report."""
    return timing(text, "ConvertStreamToHAL")


def callgrind_pass_instructions(opt_command, work):
    """Instructions of convert-stream-to-hal's runOnOperation under callgrind,
    for the mlir-opt command line `opt_command`. With threads on, the work of
    the worker threads is outside runOnOperation's call stack and not counted:
    --mlir-disable-threading counts all of it."""
    out = os.path.join(work, "callgrind.out")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
           "--toggle-collect=*ConvertStreamToHALPass*runOnOperation*", *opt_command]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not m:
        fail(f"callgrind failed:\n{proc.stderr[-2000:]}")
    return int(m.group(1))


def functions_of(path):
    """The names of the func.func ops of the module in `path`."""
    with open(path) as f:
        return re.findall(r"^\s*func\.func @([\w$.]+)\(", f.read(), re.M)


def reporting_frees_pages():
    """True when the kernel reports freed pages to the host within a minute (min_free_ms below 60000)."""
    try:
        with open(os.path.join(PAGE_REPORTING, "min_free_ms")) as f:
            return int(f.read()) < 60000
    except (OSError, ValueError):
        return False
