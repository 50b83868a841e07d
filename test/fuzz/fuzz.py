#!/usr/bin/env python3
"""Mutation fuzzer: bad input must never crash mlir-opt with the StreamToHAL plugin
(or stream-hal-opt).

Takes the test inputs (test/**/*.mlir and examples/*.mlir, split at `// -----`),
mutates them textually (drops, duplicates or swaps op lines and operands; changes
types, resource lifetimes, symbols, attributes, sizes, access keywords and bitfield
words) and runs the stock mlir-opt with the plugin on each mutant:

  parse    plain parse and print
  convert  --pass-pipeline='builtin.module(convert-stream-to-hal)'
  convert-async   the same with {execution-model=async}
  pipeline-async  --pass-pipeline='builtin.module(stream-to-hal-pipeline{execution-model=async})'
  fold     --pass-pipeline='builtin.module(canonicalize,cse)' (our folders, patterns)
  hazard   --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})'
  reusable          {execution-model=async command-buffers=reusable}
  reusable-pipeline stream-to-hal-pipeline{execution-model=async command-buffers=reusable
                    barriers=hazard} (the outline pass, cse, canonicalize)

A clean error is fine; a crash is not: death by a signal, an exit status above
127, "PLEASE submit a bug report", a stack dump, "LLVM ERROR", a sanitizer report,
or a time-out (crashes inside MLIR itself that plain mlir-opt shows too,
KNOWN_UPSTREAM, are reported and saved but not counted). Every crash is saved (the mutant plus a header with the command and
the first lines of its output) to the output folder for reproduction; the last
line is "fuzz: N cases, M crashes" and the exit status is 1 if M > 0.

Deterministic: case i of seed s is always the same mutant (--case i replays one).
Bounded by --count and --time-limit. Python 3 standard library only. With
STREAM_TO_HAL_SANITIZER_PRELOAD set (the runtimes of a -DSTREAM_TO_HAL_SANITIZE=ON
build, see scripts/run-sanitized-tests.sh) mlir-opt runs with them preloaded.

    test/fuzz/fuzz.py --mlir-opt .../mlir-opt --plugin build/llvm-22/lib/libStreamToHAL.so \\
        --count 3000 --seed 1 --out /tmp/fuzz

Without --plugin it drives a tool that has the dialects and passes built in; with
--lsp-server (instead of --mlir-opt) the language server, one session per mutant, and
with --reducer the reducer, deleting all it can from each mutant:

    test/fuzz/fuzz.py --mlir-opt build/llvm-22/bin/stream-hal-opt --count 500 --out /tmp/fuzz
    test/fuzz/fuzz.py --lsp-server build/llvm-22/bin/stream-hal-lsp-server --count 500 --out /tmp/fuzz
    test/fuzz/fuzz.py --reducer build/llvm-22/bin/stream-hal-reduce --count 200 --out /tmp/fuzz

With --sim, the simulator (stream-hal-sim) runs the first function of each
mutant that has a body, with inputs made from its argument types, in one of
the SIM_MODES (each execution model and barrier mode, and the reusable
pipeline; two random schedules; hostile inputs and budgets; the Vulkan device);
exit 0 or 1 is fine, a signal or a time-out is a crash:

    test/fuzz/fuzz.py --sim build/llvm-22/bin/stream-hal-sim --count 300 --out /tmp/fuzz
"""
import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import random
import re
import shutil
import tempfile
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Mode name -> mlir-opt arguments. A new pass option gets its own mode here;
# cases pick a mode uniformly among those selected with --modes.
MODES = {
    "parse": [],
    "convert": ["--pass-pipeline=builtin.module(convert-stream-to-hal)"],
    "convert-async": ["--pass-pipeline=builtin.module(convert-stream-to-hal{execution-model=async})"],
    # The async model's output through cse and canonicalize (the fence patterns).
    "pipeline-async": ["--pass-pipeline=builtin.module(stream-to-hal-pipeline{execution-model=async})"],
    "fold": ["--pass-pipeline=builtin.module(canonicalize,cse)"],
    "hazard": ["--pass-pipeline=builtin.module(convert-stream-to-hal{barriers=hazard})"],
    "hazard-async": ["--pass-pipeline=builtin.module(convert-stream-to-hal{barriers=hazard execution-model=async})"],
    # Reusable command buffers (docs/design/reusable.md): the conversion, and
    # the pipeline that outlines the memoize regions.
    "reusable": ["--pass-pipeline=builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})"],
    "reusable-pipeline": ["--pass-pipeline=builtin.module(stream-to-hal-pipeline{execution-model=async command-buffers=reusable barriers=hazard})"],
}

# The simulator's modes (--sim): stream-hal-sim --options and schedules.
SIM_MODES = {
    "sim": ["--schedules=2"],
    "sim-hazard": ["--options=barriers=hazard", "--schedules=2"],
    "sim-async": ["--options=execution-model=async", "--schedules=2"],
    "sim-async-hazard": ["--options=execution-model=async barriers=hazard", "--schedules=2"],
    # Reusable command buffers, outlined by the pipeline (docs/design/simulator-reusable.md).
    "sim-reusable": ["--pipeline=builtin.module(stream-to-hal-pipeline{execution-model=async "
                     "command-buffers=reusable barriers=hazard})", "--schedules=2"],
    # The device work on a Vulkan driver under the validation layer
    # (docs/design/vulkan-device.md); where there is none, a clear error.
    "sim-vulkan": ["--device=vulkan", "--options=execution-model=async barriers=hazard"],
    # Hostile inputs and cost models under small budgets (issue 31): each case
    # takes one of HOSTILE_INPUTS for its first argument and one of
    # HOSTILE_COST_MODELS, by its index.
    "sim-hostile": ["--options=execution-model=async", "--max-device-bytes=65536",
                    "--max-recorded-commands=1000", "--max-timeline-events=1000",
                    "--max-list-elements=1000", "--max-file-bytes=1048576"],
}
HOSTILE_INPUTS = ["buffer:1073741825", "2x2xf32=[1 2][3", "2x2xf32=[[1 2][3 4]]", "2x2xf32=[1 2][3 4]",
                  "index=18446744073709551615", "4xf32=nan", "999999999x999999999xf32", "i32=-2147483649"]
HOSTILE_COST_MODELS = ['[' * 50000 + ']' * 50000, '{"fillBytesPerUs": 1e-308}', '{"hostPerSubmitUs": 1e308}',
                       '{"concurrentCommands": 100000000}', '{"queueOpUs": 1e9, "copyBytesPerUs": 1e-6}',
                       '{"a": "' + '\\' * 1000 + '"}', '']
# --input for an argument type of a mutant's function (test/sim/run-conversion-suite.py
# chooses them the same way); other types get an input that does not fit.
SIM_INPUTS = [
    (re.compile(r"i(1|8|16|32|64)$"), lambda t: f"{t}=1"),
    (re.compile(r"index$"), lambda t: "index=0"),
    (re.compile(r"f(16|32|64)$"), lambda t: f"{t}=1"),
    (re.compile(r"!hal\.buffer_view$"), lambda t: "4xf32"),
    (re.compile(r"!stream\.timepoint$"), lambda t: "timepoint"),
    (re.compile(r".*"), lambda t: "buffer:256"),
]
SIM_FUNC_RE = re.compile(r"func\.func\s+(?:(?:public|private)\s+)?@([\w$.]+)\s*\(([^)]*)\)[^{\n]*\{")


def sim_arguments(text):
    """--function and --input arguments for the first function with a body."""
    match = SIM_FUNC_RE.search(text)
    if not match:
        return ["--function=main"]
    arguments = [f"--function={match.group(1)}"]
    for part in filter(None, (p.strip() for p in re.split(r",(?![^<]*>)", match.group(2)))):
        type_text = part.partition(":")[2].strip()
        make = next(make for pattern, make in SIM_INPUTS if pattern.match(type_text))
        arguments.append(f"--input={make(type_text)}")
    return arguments


CRASH_MARKERS = (
    "PLEASE submit a bug report",
    "Stack dump:",
    "LLVM ERROR",
    "Assertion",
    "AddressSanitizer",
    "LeakSanitizer",
    "UndefinedBehaviorSanitizer",
    "runtime error:",
    "Segmentation fault",
    "terminate called",
    # A sanitized plugin without the runtimes preloaded: loud rather than silent.
    "runtime does not come first",
)

# Crashes inside MLIR itself that stock mlir-opt shows without the plugin too;
# reported and saved, but not counted: the frame that crashed, and why.
KNOWN_UPSTREAM = {
    "mlir::detail::Parser::parseDenseArrayAttr":
        "MLIR 22's parser crashes on array<index: ...> (also in plain mlir-opt "
        "--allow-unregistered-dialect; MLIR 19 reports an error)",
}

# Replacement pools of the textual mutations.
TYPES = [
    "index", "i1", "i8", "i32", "i64", "f32", "f16", "none", "tensor<4xf32>", "tensor<?x4xf32>",
    "!stream.resource<external>", "!stream.resource<transient>", "!stream.resource<variable>",
    "!stream.resource<constant>", "!stream.resource<staging>", "!stream.resource<*>",
    "!stream.timepoint", "!hal.buffer", "!hal.buffer_view", "!hal.device", "!hal.allocator",
    "!hal.command_buffer", "!hal.semaphore", "!hal.executable", "!hal.executable_layout",
    "!hal.descriptor_set_layout", "!util.byte_buffer", "!util.list<?>", "!util.ptr<i32>",
    "!stream.resource<bogus>", "!hal.bogus", "!stream.channel",
]
TYPE_RE = re.compile(r"!(?:stream|hal|util)\.[a-z_]+(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>)?|\b(?:index|i1|i8|i32|i64|f16|f32)\b|tensor<[^>]*>")
LIFETIMES = ["external", "transient", "variable", "constant", "staging", "*", "", "bogus", "external>"]
LIFETIME_RE = re.compile(r"(?<=resource<)[^>]*")
ACCESS = ["ro", "wo", "rw", "discard", "", "uninitialized", "await", "bogus"]
ACCESS_RE = re.compile(r"\b(?:ro|wo|rw|discard|uninitialized)\b")
BIT_WORDS = [
    "None", "Transfer", "Dispatch", "Mapping", "Constant", "DeviceLocal", "DeviceVisible",
    "HostVisible", "HostCoherent", "HostLocal", "Transient", "HostCached", "OneShot",
    "AllowInlineExecution", "CommandIssue", "CommandRetire", "Bogus", "", "Dispatch|", "|",
]
BITS_RE = re.compile(r'(?<=")[A-Za-z]+(?:\|[A-Za-z]+)*(?=")|(?<=\()[A-Z][A-Za-z]+(?=\))')
INT_RE = re.compile(r"(?<![%@#\w.])-?\d+(?![\w.])")
NUMBERS = ["0", "1", "-1", "3", "7", "64", "255", "65536", "2147483647", "-2147483648",
           "4294967296", "9223372036854775807", "-9223372036854775808",
           "18446744073709551615", "99999999999999999999999"]
SSA_RE = re.compile(r"%[A-Za-z_0-9$.#-]+")
SYMBOL_RE = re.compile(r"@[A-Za-z_0-9$.-]+")
STRING_RE = re.compile(r'"[^"\n]*"')
STRINGS = ['""', '"bogus"', '"llvm"', '"embedded-elf-x86_64"', '"\\00"', '"a|b"', '"' + "x" * 300 + '"']
PUNCT = ["(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "->", "=>", "%", "@", "#", "!", "?", "*", " for ", " as "]


def load_cases(paths):
    """The inputs, split at `// -----`, as (name, text) pairs in a stable order."""
    cases = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        rel = os.path.relpath(path, ROOT)
        for i, chunk in enumerate(re.split(r"^// -----.*$", text, flags=re.M)):
            # RUN/CHECK lines are comments to mlir-opt; drop the expected-* ones so a
            # reproducer reads as plain IR.
            lines = [l for l in chunk.splitlines() if "expected-" not in l]
            if any(l.strip() and not l.strip().startswith("//") for l in lines):
                cases.append((f"{rel}#{i}", "\n".join(lines) + "\n"))
    return cases


def sub_one(rng, regex, text, choices):
    """Replaces one random match of regex by a random choice (or by choices(match))."""
    matches = list(regex.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    new = choices(m.group(0)) if callable(choices) else rng.choice(choices)
    return text[:m.start()] + new + text[m.end():]


def op_lines(lines):
    return [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith("//")]


def mutate_once(rng, text):
    lines = text.split("\n")
    body = op_lines(lines)
    kind = rng.randrange(16)
    if kind == 0 and body:  # drop an op line
        del lines[rng.choice(body)]
        return "\n".join(lines)
    if kind == 1 and body:  # duplicate an op line
        i = rng.choice(body)
        lines.insert(i + rng.choice([0, 1]), lines[i])
        return "\n".join(lines)
    if kind == 2 and len(body) > 1:  # swap two op lines
        i, j = rng.sample(body, 2)
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if kind == 3:  # another SSA value for an operand or result
        names = sorted(set(SSA_RE.findall(text))) or ["%0"]
        return sub_one(rng, SSA_RE, text, lambda _: rng.choice(names + ["%undefined", "%0#7"]))
    if kind == 4:  # drop an operand with its comma
        return sub_one(rng, re.compile(r",\s*%[A-Za-z_0-9$.#-]+|%[A-Za-z_0-9$.#-]+\s*,\s*"), text, lambda _: "")
    if kind == 5:
        return sub_one(rng, TYPE_RE, text, TYPES)
    if kind == 6:
        return sub_one(rng, LIFETIME_RE, text, LIFETIMES)
    if kind == 7:  # another symbol, a nested or an unknown one
        symbols = sorted(set(SYMBOL_RE.findall(text))) or ["@x"]
        return sub_one(rng, SYMBOL_RE, text,
                       lambda _: rng.choice(symbols + ["@nowhere", rng.choice(symbols) + "::" + rng.choice(symbols)]))
    if kind == 8:  # attributes: strings
        return sub_one(rng, STRING_RE, text, STRINGS)
    if kind == 9:  # sizes, offsets, ordinals, integer attributes
        return sub_one(rng, INT_RE, text, NUMBERS)
    if kind == 10:
        return sub_one(rng, ACCESS_RE, text, ACCESS)
    if kind == 11:  # bitfield words
        return sub_one(rng, BITS_RE, text,
                       lambda _: "|".join(rng.choice(BIT_WORDS) for _ in range(rng.randint(1, 3))))
    if kind == 12:  # delete a short span of characters
        if len(text) < 2:
            return None
        i = rng.randrange(len(text) - 1)
        return text[:i] + text[i + rng.randint(1, 12):]
    if kind == 13:  # insert punctuation
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(PUNCT) + text[i:]
    if kind == 14:  # truncate
        return text[:rng.randrange(len(text) + 1)]
    if kind == 15:  # a token of one op line copied into another
        if not body:
            return None
        src = lines[rng.choice(body)].split()
        i = rng.choice(body)
        words = lines[i].split(" ")
        if not src or not words:
            return None
        words.insert(rng.randrange(len(words) + 1), rng.choice(src))
        lines[i] = " ".join(words)
        return "\n".join(lines)
    return None


def make_case(cases, seed, index, modes=None):
    """Case `index` of `seed`: (source name, mutant text, mode), always the same."""
    rng = random.Random(f"{seed}:{index}")
    name, text = rng.choice(cases)
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 5])):
        mutated = mutate_once(rng, text)
        if mutated is not None:
            text = mutated
    return name, text, rng.choice(sorted(modes or MODES))


def crashed(returncode, output):
    if returncode < 0 or returncode > 127:
        return True
    return any(marker in output for marker in CRASH_MARKERS)


def upstream(output):
    """The KNOWN_UPSTREAM entry of a crash whose innermost frames are in it, if any."""
    frames = [l for l in output.splitlines() if re.match(r"\s*#\d+ ", l)][:10]
    for frame, why in KNOWN_UPSTREAM.items():
        if any(frame in f for f in frames):
            return why
    return None


def signature(returncode, output):
    """A short stable key to group crashes: the first marker line or the first frame in our code."""
    frames = [l for l in output.splitlines() if re.match(r"\s*#\d+ ", l)]
    # Our frames: in the plugin's libraries, or our namespace inside a tool.
    ours = [f for f in frames if "StreamToHAL" in f or "stream_to_hal" in f]
    if ours:
        frame = re.sub(r"^\s*#\d+ 0x[0-9a-f]+ ", "", ours[0])
        return re.sub(r"\+0x[0-9a-f]+|\(/[^)]*\)", "", frame)[:160]
    for line in output.splitlines():
        if any(m in line for m in CRASH_MARKERS[2:]):
            return line.strip()[:160]
    return f"exit {returncode}"


# With a sanitized plugin (scripts/run-sanitized-tests.sh sets these), only
# mlir-opt gets the sanitizer runtimes preloaded, not this Python.
CHILD_ENV = dict(os.environ)
if os.environ.get("STREAM_TO_HAL_SANITIZER_PRELOAD"):
    CHILD_ENV["LD_PRELOAD"] = os.environ["STREAM_TO_HAL_SANITIZER_PRELOAD"]


def lsp_session(text):
    """A language-server session on one document: open it, ask for its symbols and
    a hover and a definition at the first op, then shut down (LSP's framing)."""
    uri = "file:///fuzz.mlir"
    first = next((i for i, l in enumerate(text.splitlines()) if "=" in l and not l.lstrip().startswith("//")), 0)
    at = {"textDocument": {"uri": uri}, "position": {"line": first, "character": 4}}
    messages = [
        {"id": 0, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {
            "textDocument": {"documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}}}},
        {"method": "initialized", "params": {}},
        {"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": 1, "text": text}}},
        {"id": 1, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}},
        {"id": 2, "method": "textDocument/hover", "params": at},
        {"id": 3, "method": "textDocument/definition", "params": at},
        {"id": 4, "method": "shutdown"},
        {"method": "exit"},
    ]
    out = b""
    for message in messages:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return out


def run_case(args, index, name, text, mode):
    if args.sim:
        arguments = sim_arguments(text)
        if mode == "sim-hostile":
            inputs = [i for i, a in enumerate(arguments) if a.startswith("--input=")]
            if inputs:
                arguments[inputs[0]] = "--input=" + HOSTILE_INPUTS[index % len(HOSTILE_INPUTS)]
            costs = os.path.join(tempfile.gettempdir(), f"fuzz-costs-{os.getpid()}-{index}.json")
            with open(costs, "w") as f:
                f.write(HOSTILE_COST_MODELS[index % len(HOSTILE_COST_MODELS)])
            arguments.append(f"--cost-model={costs}")
        cmd = [args.sim, "-", *SIM_MODES[mode], "--print-max-element-count=0", *arguments]
        stdin = text.encode()
    elif args.lsp_server:
        cmd, stdin = [args.lsp_server, "--log=error"], lsp_session(text)
    elif args.reducer:
        # Every candidate "interesting": the reducer deletes all it can, printing
        # and re-reading each half-deleted variant.
        cmd = [args.reducer, f"--reduction-tree=traversal-mode=0 test={shutil.which('false')}", "-o", os.devnull, "-"]
        stdin = text.encode()
    else:
        plugin = [f"--load-dialect-plugin={args.plugin}", f"--load-pass-plugin={args.plugin}"] if args.plugin else []
        cmd, stdin = [args.mlir_opt, *plugin, *MODES[mode], "-o", os.devnull, "-"], text.encode()
    try:
        proc = subprocess.run(cmd, input=stdin, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=args.timeout, env=CHILD_ENV)
        output = proc.stderr.decode(errors="replace")
        if not crashed(proc.returncode, output):
            return None
        return index, name, text, mode, cmd, proc.returncode, output
    except subprocess.TimeoutExpired:
        return index, name, text, mode, cmd, "timeout", f"timed out after {args.timeout}s"
    finally:
        for argument in cmd:
            if argument.startswith("--cost-model=") and os.path.basename(argument).startswith("fuzz-costs-"):
                os.remove(argument.partition("=")[2])


def save(args, found, prefix="crash"):
    index, name, text, mode, cmd, status, output = found
    digest = hashlib.sha1(text.encode()).hexdigest()[:8]
    path = os.path.join(args.out, f"{prefix}-{args.seed}-{index}-{mode}-{digest}.mlir")
    shown = " ".join(c if c != "-" else path for c in cmd)
    header = [f"// fuzz: seed {args.seed} case {index} ({mode}) from {name}: {status}",
              f"// {shown}"]
    header += ["// | " + l for l in output.splitlines()[:25]]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(header) + "\n" + text)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mlir-opt")
    parser.add_argument("--lsp-server", help="instead of mlir-opt: open each mutant in this language "
                        "server (stream-hal-lsp-server) and ask for symbols, hover and definition")
    parser.add_argument("--reducer", help="instead of mlir-opt: reduce each mutant with this reducer "
                        "(stream-hal-reduce) and a test that finds everything interesting")
    parser.add_argument("--sim", help="instead of mlir-opt: simulate each mutant with this "
                        "stream-hal-sim, in the SIM_MODES")
    parser.add_argument("--plugin", help="the plugin to load; leave it out for a tool with the "
                        "dialects built in (stream-hal-opt as --mlir-opt)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1000, help="number of cases (default 1000)")
    parser.add_argument("--first", type=int, default=0, help="index of the first case")
    parser.add_argument("--case", type=int, help="run only this case")
    parser.add_argument("--time-limit", type=float, default=600, help="seconds; no new case after it")
    parser.add_argument("--timeout", type=float, default=20, help="seconds per mlir-opt run")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--out", default="fuzz-crashes", help="folder for the reproducers")
    parser.add_argument("--print-case", action="store_true", help="print the mutant of --case and exit")
    parser.add_argument("--modes", default=None,
                        help=f"comma-separated modes to pick from (default: all of {', '.join(sorted(MODES))}, or with --sim of {', '.join(sorted(SIM_MODES))})")
    parser.add_argument("inputs", nargs="*", help="default: test/**/*.mlir examples/*.mlir")
    args = parser.parse_args()
    known_modes = SIM_MODES if args.sim else MODES
    modes = [m for m in (args.modes or ",".join(sorted(known_modes))).split(",") if m]
    unknown = [m for m in modes if m not in known_modes]
    if unknown or not modes:
        sys.exit(f"fuzz: unknown mode(s) {', '.join(unknown) or '(none given)'}; known: {', '.join(sorted(known_modes))}")
    if not (args.mlir_opt or args.lsp_server or args.reducer or args.sim):
        parser.error("one of --mlir-opt, --lsp-server, --reducer and --sim is required")

    # The simulator's mutants come from programs that run: the conversion's
    # and the simulator's tests, and the examples.
    roots = [("test", "sim"), ("test", "patterns")] if args.sim else [("test",)]
    paths = args.inputs or sorted(
        sum((glob.glob(os.path.join(ROOT, *root, "**", "*.mlir"), recursive=True) for root in roots), [])
        + glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    # test/regressions/ (reproducers of fixed crashes) is among the inputs too.
    cases = load_cases(paths)
    if not cases:
        sys.exit("fuzz: no inputs")
    indices = [args.case] if args.case is not None else range(args.first, args.first + args.count)
    if args.print_case:
        name, text, mode = make_case(cases, args.seed, indices[0], modes)
        sys.stdout.write(f"// {name} ({mode})\n{text}")
        return

    os.makedirs(args.out, exist_ok=True)
    start = time.monotonic()
    ran = 0
    crashes = []
    known = []
    signatures = {}
    per_mode = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        pending = set()
        it = iter(indices)
        exhausted = False
        while pending or not exhausted:
            while not exhausted and len(pending) < 2 * args.jobs:
                if time.monotonic() - start > args.time_limit:
                    exhausted = True
                    break
                index = next(it, None)
                if index is None:
                    exhausted = True
                    break
                case = make_case(cases, args.seed, index, modes)
                per_mode[case[2]] = per_mode.get(case[2], 0) + 1
                pending.add(pool.submit(run_case, args, index, *case))
            if not pending:
                break
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                ran += 1
                found = future.result()
                if found and upstream(found[6]):
                    path = save(args, found, prefix="upstream")
                    known.append(path)
                    print(f"fuzz: known MLIR crash, not ours, case {found[0]}: {upstream(found[6])}\n"
                          f"      saved {path}", flush=True)
                elif found:
                    path = save(args, found)
                    crashes.append(path)
                    key = signature(found[5] if isinstance(found[5], int) else 999, found[6])
                    signatures.setdefault(key, []).append(path)
                    print(f"fuzz: CRASH case {found[0]} ({found[3]}) from {found[1]}: {key}\n      saved {path}",
                          flush=True)
    elapsed = time.monotonic() - start
    for key, paths in sorted(signatures.items()):
        print(f"fuzz: {len(paths)} x {key}")
    if known:
        print(f"fuzz: {len(known)} known MLIR crashes (not counted)")
    mode_counts = ", ".join(f"{m} {n}" for m, n in sorted(per_mode.items()))
    print(f"fuzz: {ran} cases in {elapsed:.0f}s (seed {args.seed}, {len(cases)} inputs; {mode_counts}), "
          f"{len(crashes)} crashes")
    sys.exit(1 if crashes else 0)


if __name__ == "__main__":
    main()
