#!/usr/bin/env python3
"""Independent hazard checker for convert-stream-to-hal's execution barriers.

    check_hazards.py INPUT.mlir OUTPUT.mlir

INPUT is the stream-level module (split at `// -----` like mlir-opt's
--split-input-file), OUTPUT what the pass printed for it. Each
stream.cmd.execute of the input is paired, in order, with the command buffer
recorded between a `hal.command_buffer.begin` and its `end` in the output; the
commands of the execute with the commands recorded (fill_buffer, copy_buffer,
and a dispatch from its hal.command_buffer.device), in order.

It re-derives, from the input text alone, each command's accesses, roots and
byte ranges (docs/design/barriers-hazard.md#accesses, #resource-identity)
and reports:

  * every pair of conflicting commands whose innermost common block is
    sequential (the execute body or a serial body) and that no chain of kept
    barriers orders (docs/design/barriers-hazard.md#correctness;
    docs/design/hal-dialect.md#execution-barrier: a barrier orders the
    commands before it in its source stages before those after it in its
    target stages; CommandRetire in a source or CommandIssue in a target
    means all stages; barriers chain through a command between them in the
    first one's target and the second one's source stages);
  * every barrier whose source misses a stage of a command between it and the
    previous barrier, or whose target misses a stage of a command between it
    and the next barrier (docs/design/barriers-hazard.md#stage-masks).

The last line is "hazard check: N execute regions, M unordered hazards, K bad
masks"; the exit status is 1 if M + K > 0 or the input and output do not
pair. Python 3 standard library only, and no code shared with the planner.
"""
import re
import sys

NAME = r"%[A-Za-z0-9_$.\-]+(?:#\d+)?"
RESULTS_RE = re.compile(r"^\s*((?:%[A-Za-z0-9_$.\-]+(?::\d+)?)(?:\s*,\s*%[A-Za-z0-9_$.\-]+(?::\d+)?)*)\s*=\s*(\S+)(.*)$")
FUNC_RE = re.compile(r"\bfunc\.func\s+(?:(?:private|public|nested)\s+)?@([\w$.\-]+)\s*\((.*?)\)\s*(?:->|attributes|\{|$)")
ARG_RE = re.compile(r"(%[A-Za-z0-9_$.\-]+)\s*:")
CONST_RE = re.compile(r"^arith\.constant\s+(-?\d+)\s*:\s*(index|i\d+)\b")
CAPTURE_RE = re.compile(r"(" + NAME + r")\s+as\s+(" + NAME + r")\s*:")
FILL_RE = re.compile(r"stream\.cmd\.fill\s+[^,]+,\s*(" + NAME + r")\[(" + NAME + r") for (" + NAME + r")\]")
COPY_RE = re.compile(r"stream\.cmd\.copy\s+(" + NAME + r")\[(" + NAME + r")\],\s*(" + NAME + r")\[(" + NAME + r")\],\s*(" + NAME + r")")
ENTRY_RE = re.compile(r"(?:\b(ro|wo|rw)\s+)?(" + NAME + r")\[(" + NAME + r") for (" + NAME + r")\]")
MASK_RE = re.compile(r'\b(source|target)\(("?)([A-Za-z|]+)\2\)')

TRANSFER, DISPATCH = "Transfer", "Dispatch"
ALL_STAGES = frozenset([TRANSFER, DISPATCH])


class Command:
    def __init__(self, kind, line, path, accesses):
        self.kind = kind          # fill | copy | dispatch
        self.line = line          # input line number
        self.path = path          # [(block id, item index), ...] from the execute body down
        self.accesses = accesses  # [(root, root kind, (begin, end) or None, reads, writes)]
        self.stage = DISPATCH if kind == "dispatch" else TRANSFER

    def describe(self):
        return f"{self.kind} (input line {self.line})"


class Execute:
    def __init__(self, function, line):
        self.function = function
        self.line = line
        self.commands = []
        self.sequential = {}  # block id -> whether it is sequential


def expand_results(text):
    """The names of each result of `%a, %b:2 = ...`: [[%a], [%b#0, %b], [%b#1]]."""
    results = []
    for part in text.split(","):
        part = part.strip()
        if ":" in part:
            base, count = part.split(":")
            results += [[f"{base}#{i}"] + ([base] if i == 0 else []) for i in range(int(count))]
        else:
            results.append([part])
    return results


class InputParser:
    """The executes of one split of the input, with their commands."""

    def __init__(self):
        self.executes = []
        self.reset_function(None, [])

    def reset_function(self, name, args):
        self.function = name
        self.function_args = set(args)
        self.constants = {}
        self.allocations = set()
        self.steps = {}  # value -> value it is an identity of (await result, import)
        self.captures = {}

    def known(self, name):
        return self.constants.get(name)

    def byte_range(self, offset, length):
        o, l = self.known(offset), self.known(length)
        if o is None or l is None or o < 0 or l < 0 or o + l >= 2 ** 63:
            return None
        return (o, o + l)

    def root(self, value):
        seen = set()
        while value not in seen:
            seen.add(value)
            if value in self.captures:
                value = self.captures[value]
            elif value in self.steps:
                value = self.steps[value]
            else:
                break
        if value in self.allocations:
            return value, "alloc"
        if value in self.function_args:
            return value, "arg"
        return value, "other"

    def access(self, value, offset, length, reads, writes):
        root, kind = self.root(value)
        return (root, kind, self.byte_range(offset, length), reads, writes)

    def parse(self, lines):
        stack = []        # open blocks: (block id, sequential, [item counter]) ; None for the execute marker
        execute = None
        block_ids = 0
        pending_dispatch = None
        depth = 0
        for number, line in lines:
            stripped = line.split("//")[0].strip() if not line.strip().startswith("//") else ""
            if not stripped:
                continue
            if pending_dispatch is not None:
                pending_dispatch[1].append(stripped)
                depth += stripped.count("{") - stripped.count("}")
                if depth <= 0:
                    self.finish_dispatch(execute, stack, *pending_dispatch)
                    pending_dispatch = None
                continue
            match = FUNC_RE.search(stripped)
            if match:
                self.reset_function(match.group(1), ARG_RE.findall(match.group(2)))
                continue
            if stripped.startswith("util.initializer"):
                self.reset_function("initializer", [])
                continue
            if execute is not None:
                if stripped.startswith("}"):
                    stack.pop()
                    if not stack:
                        self.executes.append(execute)
                        execute = None
                    continue
                op = stripped
                results = RESULTS_RE.match(stripped)
                if results:
                    op = results.group(2) + results.group(3)
                generic = re.match(r'"(stream\.cmd\.[a-z_]+)"', op)
                if generic:
                    op = generic.group(1) + " <generic> " + op[generic.end():]
                # Every item, a group too, takes the next index of its block
                # before its commands are read.
                stack[-1][2][0] += 1
                path = [(block, counter[0]) for block, _, counter in stack]
                if op.startswith(("stream.cmd.serial", "stream.cmd.concurrent")):
                    block_ids += 1
                    sequential = op.startswith("stream.cmd.serial")
                    execute.sequential[block_ids] = sequential
                    if op.rstrip().endswith("}") or re.search(r"\{\s*\}", op):
                        continue  # an empty region on one line
                    stack.append((block_ids, sequential, [0]))
                    continue
                if op.startswith("stream.cmd.fill"):
                    m = FILL_RE.search(op)
                    execute.commands.append(Command("fill", number, path, [
                        self.access(m.group(1), m.group(2), m.group(3), False, True)]))
                elif op.startswith("stream.cmd.copy"):
                    m = COPY_RE.search(op)
                    execute.commands.append(Command("copy", number, path, [
                        self.access(m.group(1), m.group(2), m.group(5), True, False),
                        self.access(m.group(3), m.group(4), m.group(5), False, True)]))
                elif op.startswith("stream.cmd.dispatch <generic>"):
                    # Generic form: only dispatches without resources are
                    # read (their operand segments give the count).
                    segments = re.search(r"operandSegmentSizes = array<i32:([^>]*)>", op)
                    counts = [int(n) for n in segments.group(1).split(",")] if segments else []
                    if len(counts) < 3 or counts[2] != 0:
                        raise SystemExit(f"check_hazards: line {number}: generic dispatch with resources "
                                         "is not supported")
                    execute.commands.append(Command("dispatch", number, path, []))
                elif op.startswith("stream.cmd.dispatch"):
                    depth = op.count("{") - op.count("}")
                    if depth <= 0:
                        self.finish_dispatch(execute, stack, number, [op], path)
                    else:
                        pending_dispatch = (number, [op], path)
                continue
            results = RESULTS_RE.match(stripped)
            if not results:
                continue
            names = expand_results(results.group(1))
            op, rest = results.group(2), results.group(3)
            if op == "arith.constant":
                m = CONST_RE.match(op + rest)
                if m:
                    for n in names[0]:
                        self.constants[n] = int(m.group(1))
            elif op == "stream.resource.alloc":
                for aliases in names:
                    self.allocations.update(aliases)
            elif op == "stream.resource.alloca":
                self.allocations.update(names[0])
            elif op == "stream.timepoint.await":
                operands = re.findall(NAME, rest.split("=>", 1)[1].split(":", 1)[0])
                for aliases, operand in zip(names, operands):
                    for n in aliases:
                        self.steps[n] = operand
            elif op == "stream.tensor.import":
                source = re.search(NAME, re.sub(r"^\s*on\([^)]*\)", "", rest))
                if source:
                    for n in names[0]:
                        self.steps[n] = source.group(0)
            elif op == "stream.cmd.execute":
                execute = Execute(self.function, number)
                self.captures = dict((inner, outer) for outer, inner in CAPTURE_RE.findall(rest))
                block_ids = 0
                execute.sequential[0] = True
                stack = [(0, True, [0])]
        return self.executes

    def finish_dispatch(self, execute, stack, number, texts, path):
        text = " ".join(texts)
        body = text[text.index("{"):] if "{" in text else ""
        accesses = []
        for keyword, resource, offset, length in ENTRY_RE.findall(body):
            reads = keyword in ("ro", "rw") or not keyword
            writes = keyword in ("wo", "rw") or not keyword
            accesses.append(self.access(resource, offset, length, reads, writes))
        execute.commands.append(Command("dispatch", number, path, accesses))


def parse_output(lines):
    """The command buffers of one split of the output: lists of events."""
    buffers = []
    current = None
    for number, line in lines:
        if "hal.command_buffer.begin<" in line:
            current = []
        elif "hal.command_buffer.end<" in line:
            buffers.append(current)
            current = None
        elif current is None:
            continue
        elif "hal.command_buffer.fill_buffer<" in line:
            current.append(("fill", number, None))
        elif "hal.command_buffer.copy_buffer<" in line:
            current.append(("copy", number, None))
        elif "hal.command_buffer.device<" in line:
            current.append(("dispatch", number, None))
        elif "hal.command_buffer.execution_barrier<" in line:
            masks = {which: set(value.split("|")) for which, _, value in MASK_RE.findall(line)}
            current.append(("barrier", number, masks))
    return buffers


def effective(masks, which):
    """The Dispatch/Transfer stages a barrier mask covers."""
    bits = masks.get(which, set())
    if (which == "source" and "CommandRetire" in bits) or (which == "target" and "CommandIssue" in bits):
        return ALL_STAGES
    return frozenset(bits) & ALL_STAGES


def conflict(x, y):
    for root1, kind1, range1, reads1, writes1 in x.accesses:
        for root2, kind2, range2, reads2, writes2 in y.accesses:
            if not (writes1 or writes2):
                continue
            if root1 == root2:
                if range1 is None or range2 is None or (range1[0] < range2[1] and range2[0] < range1[1]):
                    return True
            elif {kind1, kind2} in ({"alloc"}, {"alloc", "arg"}):
                continue
            else:
                return True
    return False


def must_order(a, b, sequential):
    """Whether the innermost block holding both is sequential."""
    for (block_a, item_a), (block_b, item_b) in zip(a.path, b.path):
        if block_a != block_b:
            break
        if item_a != item_b:
            return sequential[block_a]
    return False  # one contains the other: impossible for two commands


def check(execute, events, report):
    commands = [e for e in events if e[0] != "barrier"]
    if [c[0] for c in commands] != [c.kind for c in execute.commands]:
        report(f"@{execute.function} execute at input line {execute.line}: the output records "
               f"{[c[0] for c in commands]}, the input has {[c.kind for c in execute.commands]}", "pairing")
        return
    # Position of each command in the event list.
    positions = [i for i, e in enumerate(events) if e[0] != "barrier"]
    for k, (kind, number, masks) in enumerate(events):
        if kind != "barrier":
            continue
        before, after = set(), set()
        j = k - 1
        while j >= 0 and events[j][0] != "barrier":
            before.add(DISPATCH if events[j][0] == "dispatch" else TRANSFER)
            j -= 1
        j = k + 1
        while j < len(events) and events[j][0] != "barrier":
            after.add(DISPATCH if events[j][0] == "dispatch" else TRANSFER)
            j += 1
        missing_source = before - effective(masks, "source")
        missing_target = after - effective(masks, "target")
        if missing_source or missing_target:
            report(f"@{execute.function} barrier at output line {number}: source misses "
                   f"{sorted(missing_source)}, target misses {sorted(missing_target)}", "mask")
    for i, a in enumerate(execute.commands):
        # Everything that provably starts after `a` completes.
        reached = [False] * len(events)
        reached_stages = {a.stage}
        held_stages = set()
        for k in range(positions[i] + 1, len(events)):
            kind, _, masks = events[k]
            if kind == "barrier":
                if reached_stages & effective(masks, "source"):
                    held_stages |= effective(masks, "target")
            else:
                stage = DISPATCH if kind == "dispatch" else TRANSFER
                if stage in held_stages:
                    reached[k] = True
                    reached_stages.add(stage)
        for j in range(i + 1, len(execute.commands)):
            b = execute.commands[j]
            if must_order(a, b, execute.sequential) and conflict(a, b) and not reached[positions[j]]:
                report(f"@{execute.function}: {a.describe()} and {b.describe()} conflict and no barrier "
                       f"orders them (output lines {events[positions[i]][1]}, {events[positions[j]][1]})",
                       "hazard")


def splits(path):
    with open(path, encoding="utf-8") as f:
        text = f.read().split("\n")
    chunks, current = [], []
    for number, line in enumerate(text, 1):
        if re.match(r"^// -----", line):
            chunks.append(current)
            current = []
        else:
            current.append((number, line))
    chunks.append(current)
    return chunks


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    inputs, outputs = splits(sys.argv[1]), splits(sys.argv[2])
    counts = {"hazard": 0, "mask": 0, "pairing": 0}

    def report(message, what):
        counts[what] += 1
        print(f"hazard check: {'unordered hazard' if what == 'hazard' else 'bad mask' if what == 'mask' else 'error'}: {message}")

    executes = 0
    if len(inputs) != len(outputs):
        report(f"{len(inputs)} input splits but {len(outputs)} output splits", "pairing")
    for input_lines, output_lines in zip(inputs, outputs):
        regions = InputParser().parse(input_lines)
        buffers = parse_output(output_lines)
        if len(regions) != len(buffers):
            report(f"{len(regions)} stream.cmd.execute in the input but {len(buffers)} command buffers "
                   f"in the output", "pairing")
            continue
        for execute, events in zip(regions, buffers):
            executes += 1
            check(execute, events, report)
    print(f"hazard check: {executes} execute regions, {counts['hazard']} unordered hazards, "
          f"{counts['mask']} bad masks")
    sys.exit(1 if any(counts.values()) else 0)


if __name__ == "__main__":
    main()
