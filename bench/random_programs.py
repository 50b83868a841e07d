#!/usr/bin/env python3
"""Prints a random valid stream program that stream-hal-sim can run (issue #30).

    bench/random_programs.py --seed S [--size N] [--depth D]

Any integer seed gives a program; the same seed, size and depth give the same
text. The first line, `// sim: ARGS`, holds the stream-hal-sim arguments that
run it (`--function=` each entry in order, `--input=` each argument); the
second, `// constructs: ...`, names the constructs the program uses, so that a
run over many seeds can count its coverage (bench/random_check.py).

The program is race-free by construction (docs/design/random-programs.md):
  * within an execute region every `stream.cmd.concurrent` splits the byte
    ranges its parent may write into disjoint pieces, one per lane, and the
    lanes read only their own piece or ranges no lane writes; a single
    command never reads bytes it writes (except through an `rw` binding);
  * every execute, host load or store, dealloca and export awaits every
    timepoint still pending on the resources it touches (the executes,
    allocas and calls since the last await), joined when there are several;
  * each function's outstanding timepoints are joined into the timepoint
    global at its end, which the next function awaits before touching the
    resource globals.

The program is built as a tree of Python objects first (`generate`) and
rendered to text second (`render`): the awaits and joins are derived when
rendering, from what the statements that remain touch, so removing a
statement or a command (`shrink_candidates`, the reducer of
bench/random_check.py) leaves a program that is still valid and race-free.

Importable: `program(seed, size, depth)` returns (text, sim arguments,
constructs); `generate` and `render` split that in two.
"""
import argparse
import random
import sys

# Lifetimes of the resources the program creates and what may be done to them.
DEVICE_LIFETIMES = ("external", "transient", "variable")
GLOBAL_BYTES = 64
CONSTANT_BYTES = 32
ELEMENT = {"i32": 4, "i16": 2, "i8": 1, "f32": 4}


class Resource:
    """A resource the function owns: how it is created and its byte size.
    kind: alloc, alloca, import (a buffer-view argument), global (@gvar),
    constant (@gconst), try_map (a mapped byte buffer constant)."""

    def __init__(self, rid, kind, lifetime, size, arg=None):
        self.rid, self.kind, self.lifetime, self.size, self.arg = rid, kind, lifetime, size, arg
        self.subviews = []  # (offset, size) views captured besides the resource itself

    @property
    def writable(self):
        return self.lifetime != "constant"


class Command:
    """A leaf of an execute body: fill, copy or dispatch. `ranges` are
    (mode, rid, offset, length) in the resource's own bytes; `mode` is ro, wo
    or rw; `extra` holds the rest (pattern type/value, entry point, ...)."""

    def __init__(self, op, ranges, **extra):
        self.op, self.ranges, self.extra = op, ranges, extra


class Block:
    """stream.cmd.serial or stream.cmd.concurrent (or the execute body, 'body')."""

    def __init__(self, kind, children):
        self.kind, self.children = kind, children


class Stmt:
    """A statement of a function. kind: execute, if, for, call, store, load,
    dealloca. For the region statements, `body` is the execute's Block and
    `captures` the rids it captures (with duplicates and unused ones)."""

    def __init__(self, kind, **fields):
        self.kind = kind
        self.__dict__.update(fields)


class Entry:
    def __init__(self, name, layout, count_region):
        self.name, self.layout, self.count_region = name, layout, count_region


class Program:
    def __init__(self):
        self.entries = []         # of the executable @ex
        self.variants = 1
        self.functions = []       # [(name, resources, stmts, results)]
        self.calls = []           # the functions stream-hal-sim runs, in order
        self.dynamic = True       # whether commands may use %k and %off
        self.helpers = {}         # (lifetime, size) -> (name, Block)
        self.inputs = []          # (arg name, type text, --input value)
        self.known = {}           # dynamic scalar arguments: name -> value
        self.uses_globals = False


class Generator:
    def __init__(self, seed, size, depth, racy=False):
        self.rng = random.Random(seed)
        self.size, self.depth, self.racy = size, depth, racy
        self.staging = set()  # rids of staging resources: only copies and the host touch them
        self.p = Program()

    def chance(self, p):
        return self.rng.random() < p

    def pieces(self, offset, length, count):
        """Splits [offset, offset+length) into up to `count` disjoint 4-aligned
        pieces (some bytes may be left out)."""
        words = length // 4
        if words == 0:
            return []
        count = min(count, words)
        cuts = sorted(self.rng.sample(range(1, words), count - 1)) if count > 1 else []
        bounds = [0] + cuts + [words]
        out = []
        for a, b in zip(bounds, bounds[1:]):
            lo = self.rng.randint(a, b - 1)
            hi = self.rng.randint(lo + 1, b)
            out.append((offset + 4 * lo, 4 * (hi - lo)))
        return out

    def sub(self, offset, length):
        """A random 4-aligned sub-range of a range."""
        return self.pieces(offset, length, 1)[0]

    # -- the executable ---------------------------------------------------
    def executable(self):
        self.p.variants = self.rng.randint(1, 3)
        for e in range(self.rng.randint(1, 3)):
            layout = (self.rng.randint(0, 3), self.rng.randint(1, 3), self.chance(0.3))  # push constants, bindings, set 1
            self.p.entries.append(Entry(f"entry{e}", layout, [self.chance(0.6) for _ in range(self.p.variants)]))

    # -- execute bodies ---------------------------------------------------
    def command(self, writes, reads, dyn):
        """A leaf command writing inside `writes` and reading inside `reads`
        or `writes` (both lists of (rid, offset, length))."""
        choice = self.rng.random()
        device_writes = [w for w in writes if w[0] not in self.staging]
        if choice < 0.35 and device_writes:
            rid, off, length = self.rng.choice(device_writes)
            ptype = self.rng.choice(["i8", "i16", "i32"])
            o, l = self.sub(off, length)
            value = self.rng.randint(-128, 127) if ptype == "i8" else self.rng.randint(-30000, 30000)
            dynamic = ptype == "i32" and dyn and self.chance(0.3)
            return Command("fill", [("wo", rid, o, l)], ptype=ptype, value=value, dynamic=dynamic)
        if choice < 0.6 and writes:
            # A copy: target and source disjoint pieces (or other resources).
            rid, off, length = self.rng.choice(writes)
            split = self.pieces(off, length, 2)
            sources = [(r, o, l) for r, o, l in reads] + [(r, o, l) for r, o, l in writes if r != rid]
            if len(split) == 2 and (not sources or self.chance(0.4)):
                (so, sl), (to, tl) = split if self.chance(0.5) else split[::-1]
                n = min(sl, tl)
                return Command("copy", [("ro", rid, so, n), ("wo", rid, to, n)])
            if sources:
                sr, so, sl = self.rng.choice(sources)
                to, tl = self.sub(off, length)
                n = min(sl, tl)
                so = so + 4 * self.rng.randint(0, (sl - n) // 4)
                return Command("copy", [("ro", sr, so, n), ("wo", rid, to, n)])
        return self.dispatch(writes, reads, dyn)

    def dispatch(self, writes, reads, dyn):
        writes = [w for w in writes if w[0] not in self.staging]
        reads = [r for r in reads if r[0] not in self.staging]
        entry = self.rng.choice(self.p.entries)
        pcs, nbind, _ = entry.layout
        # Write pieces are disjoint; read bindings take other pieces or read-only ranges.
        free = []
        for rid, off, length in writes:
            free += [(rid, o, l) for o, l in self.pieces(off, length, 3)]
        self.rng.shuffle(free)
        ranges = []
        for _ in range(nbind):
            mode = self.rng.choice(["ro", "wo", "rw"])
            if mode == "ro" and reads and (not free or self.chance(0.5)):
                rid, off, length = self.rng.choice(reads)
                o, l = self.sub(off, length)
                ranges.append(("ro", rid, o, l))
            elif free:
                rid, o, l = free.pop()
                ranges.append((mode, rid, o, l))
            elif reads:
                rid, off, length = self.rng.choice(reads)
                ranges.append(("ro", rid) + self.sub(off, length))
        if not ranges:
            return None
        workload = [self.rng.choice([1, 2, 64, 100, 129]), self.rng.choice([1, 1, 2, 3]), 1]
        constants = [("dyn" if dyn and self.chance(0.3) else self.rng.randint(0, 1000)) for _ in range(pcs)]
        dynamic_workload = dyn and self.chance(0.2)
        return Command("dispatch", ranges, entry=entry, workload=workload, constants=constants,
                       dynamic_workload=dynamic_workload)

    def block(self, kind, writes, reads, depth, dyn):
        """A block of `kind` whose commands write only `writes`."""
        children = []
        n = self.rng.randint(1, max(1, self.size // 2))
        if kind == "concurrent":
            # Each lane gets its own pieces; a part of each range may become read-only for all.
            lanes = [[] for _ in range(n)]
            shared = list(reads)
            for rid, off, length in writes:
                parts = self.pieces(off, length, n + (1 if self.chance(0.3) else 0))
                if len(parts) > n:
                    shared.append((rid,) + parts.pop())
                for i, part in enumerate(parts):
                    lanes[i].append((rid,) + part)
            if self.racy:
                # For the tests that the check catches a racy generator: every lane may write everything.
                lanes = [list(writes) for _ in lanes]
            for lane in lanes:
                child = self.item(lane, shared, depth, dyn)
                if child:
                    children.append(child)
        else:
            for _ in range(n):
                child = self.item(writes, reads, depth, dyn)
                if child:
                    children.append(child)
        return Block(kind, children)

    def item(self, writes, reads, depth, dyn):
        if depth < self.depth and self.chance(0.35):
            return self.block(self.rng.choice(["serial", "concurrent"]), writes, reads, depth + 1, dyn)
        if not writes and not reads:
            return None
        return self.command(writes, reads, dyn)

    # -- functions --------------------------------------------------------
    def function(self, index, views):
        resources = []
        rid = 0

        def add(kind, lifetime, size, arg=None):
            nonlocal rid
            r = Resource(f"r{index}_{rid}", kind, lifetime, size, arg)
            if lifetime == "staging":
                self.staging.add(r.rid)
            rid += 1
            resources.append(r)
            return r

        for view in views:
            add("import", "external", view[1] * ELEMENT[view[2]], view)
        if self.p.uses_globals:
            add("global", "variable", GLOBAL_BYTES)
            add("constant", "constant", CONSTANT_BYTES)
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.choice(["alloc", "alloca"])
            lifetime = self.rng.choice(DEVICE_LIFETIMES if kind == "alloc" else ("transient", "staging"))
            add(kind, lifetime, 4 * self.rng.randint(4, 32))
        if self.chance(0.4):
            add(self.rng.choice(["alloc", "alloca"]), "staging", 4 * self.rng.randint(4, 16))
        if self.chance(0.3):
            add("try_map", "constant", 16)
        if self.p.uses_globals and self.chance(0.3):
            add("alloc", "variable", GLOBAL_BYTES).store_global = True
        for r in resources:
            if r.writable and r.size >= 16 and self.chance(0.25):
                o = 4 * self.rng.randint(0, r.size // 8)
                r.subviews.append((o, 4 * self.rng.randint(1, (r.size - o) // 4)))
        stmts = []
        for _ in range(self.rng.randint(1, self.size)):
            stmts.append(self.statement(resources))
        # Not the allocas: they are freed before returning.
        results = [(r.rid, self.rng.choice(["view", "view", "view2d", "dynamic", "buffer", "subview"]))
                   for r in resources if r.lifetime == "external" and r.kind != "alloca" and self.chance(0.5)]
        return (f"run{index}", resources, stmts, results)

    def statement(self, resources):
        x = self.rng.random()
        staging = [r for r in resources if r.lifetime == "staging"]
        if x < 0.12 and staging:
            r = self.rng.choice(staging)
            etype = self.rng.choice(list(ELEMENT))
            off = ELEMENT[etype] * self.rng.randint(0, r.size // ELEMENT[etype] - 1)
            if self.chance(0.5):
                return Stmt("load", rid=r.rid, etype=etype, offset=off)
            value = 1.5 if etype == "f32" else self.rng.randint(-100, 100)
            return Stmt("store", rid=r.rid, etype=etype, offset=off, value=value)
        captured = self.rng.sample(resources, self.rng.randint(1, min(len(resources), 4)))
        device_capturable = [r for r in captured]
        writes = [(r.rid, 0, r.size) for r in device_capturable if r.writable]
        reads = [(r.rid, 0, r.size) for r in device_capturable if not r.writable]
        kind = self.rng.choices(["execute", "if", "for", "call", "branch"], [6, 1, 1, 1, 1])[0]
        if kind == "call":
            candidates = [r for r in resources if r.writable and r.lifetime != "staging"]
            if not candidates:
                kind = "execute"
            else:
                r = self.rng.choice(candidates)
                key = (r.lifetime, r.size)
                if key not in self.p.helpers:
                    body = self.block("body", [("h", 0, r.size)], [], 1, False)
                    self.p.helpers[key] = (f"helper{len(self.p.helpers)}", body)
                return Stmt("call", rid=r.rid, helper=key)
        body = self.block("body", writes, reads, 1, self.dynamic)
        duplicate = [r.rid for r in device_capturable if self.chance(0.15)]
        unused = [r.rid for r in resources if r not in captured and self.chance(0.1)]
        extra = dict(captures=[r.rid for r in captured], duplicate=duplicate, unused=unused, body=body)
        if kind == "branch":
            return Stmt("branch", threshold=self.rng.randint(0, 16), **extra)
        if kind == "if":
            return Stmt("if", threshold=self.rng.randint(0, 16), else_body=self.chance(0.5) and
                        self.block("body", writes, reads, 1, self.dynamic), **extra)
        if kind == "for":
            return Stmt("for", trips=self.rng.randint(0, 3), **extra)
        return Stmt("execute", **extra)

    def generate(self):
        self.executable()
        self.p.uses_globals = self.chance(0.6)
        views = []
        for v in range(self.rng.randint(0, 2)):
            etype = self.rng.choice(["i32", "f32", "i8"])
            elements = self.rng.choice([4, 8, 16, 32]) * (4 // ELEMENT[etype])
            as_buffer = self.chance(0.25)
            views.append((f"view{v}", elements, etype, as_buffer))
            self.p.inputs.append((f"%view{v}", "!hal.buffer" if as_buffer else "!hal.buffer_view", f"{elements}x{etype}"))
        offset = 4 * self.rng.randint(0, 3)
        self.p.known = {"%off": offset, "%k": self.rng.randint(0, 50)}
        self.p.inputs.append(("%off", "index", f"index={offset}"))
        self.p.inputs.append(("%k", "i32", f"i32={self.p.known['%k']}"))
        if self.chance(0.3):
            self.p.inputs.append(("%tp", "!stream.timepoint", "timepoint"))
        # Without dynamic values most executes can be recorded reusably.
        self.dynamic = self.p.dynamic = self.chance(0.6)
        for f in range(self.rng.randint(1, 3)):
            self.p.functions.append(self.function(f, views))
        # The calls, in order: each function once, some twice (a memoized
        # command buffer is recorded at the first and replayed at the second).
        names = [f[0] for f in self.p.functions]
        self.p.calls = names + [n for n in names if self.chance(0.4)]
        return self.p


def generate(seed, size=4, depth=2, racy=False):
    return Generator(seed, size, depth, racy).generate()


# -- rendering ---------------------------------------------------------------
class Renderer:
    """Renders a Program; derives the awaits and joins (the race-freedom of
    host accesses and of executes across the queue) from what remains."""

    def __init__(self, program):
        self.p = program
        self.used = set()
        self.next_name = 0

    def fresh(self, stem):
        self.next_name += 1
        return f"%{stem}_{self.next_name}"

    def const(self, value, type_="index"):
        name = f"%c{value}" if type_ == "index" else f"%c{value}_{type_}".replace("-", "m")
        name = name.replace("-", "m")
        self.constants[name] = (value, type_)
        return name

    def rtype(self, lifetime, size_name):
        return f"!stream.resource<{lifetime}>{{{size_name}}}"

    # An execute body. `args` maps a rid to its capture arguments:
    # [(arg name, offset in the resource, size, lifetime)].
    def body_lines(self, block, args, indent, dyn):
        lines = []
        for child in block.children:
            if isinstance(child, Block):
                inner = self.body_lines(child, args, indent + "  ", dyn)
                if not inner:
                    continue
                self.used.add(child.kind)
                if block.kind != "body":
                    self.used.add(f"{child.kind}-in-{block.kind}")
                lines.append(f"{indent}stream.cmd.{child.kind} {{")
                lines += inner
                lines.append(f"{indent}}}")
            elif child is not None:
                line = self.command(child, args, indent, dyn)
                if line:
                    lines.append(line)
        return lines

    def place(self, args, rid, offset, length):
        """The capture argument covering [offset, offset+length) of rid, and the offset in it."""
        covering = [(arg, offset - base, size, lifetime) for arg, base, size, lifetime in args.get(rid, [])
                    if base <= offset and offset + length <= base + size]
        if not covering:
            return None
        # Subviews and duplicate captures that cover the range take turns.
        return covering[(offset // 4 + length) % len(covering)]

    def command(self, cmd, args, indent, dyn):
        placed = []
        for mode, rid, offset, length in cmd.ranges:
            where = self.place(args, rid, offset, length)
            if where is None:
                return None
            placed.append((mode,) + where + (length,))
        if cmd.op == "fill":
            _, arg, off, size, lifetime, length = placed[0]
            ptype = cmd.extra["ptype"]
            value = self.const(cmd.extra["value"], ptype)
            if cmd.extra["dynamic"] and dyn:
                value = "%k"
                self.used.add("fill-dynamic-pattern")
            self.used.add(f"fill-{ptype}")
            return (f"{indent}stream.cmd.fill {value}, {arg}[{self.offset(off, dyn)} for {self.const(length)}] : "
                    f"{ptype} -> {self.rtype(lifetime, self.const(size))}")
        if cmd.op == "copy":
            (_, sa, so, ss, sl, n), (_, ta, to, ts, tl, _) = placed
            self.used.add("copy")
            return (f"{indent}stream.cmd.copy {sa}[{self.offset(so, dyn)}], {ta}[{self.const(to)}], {self.const(n)} : "
                    f"{self.rtype(sl, self.const(ss))} -> {self.rtype(tl, self.const(ts))}")
        entry = cmd.extra["entry"]
        self.used.add("dispatch")
        self.used.add(f"dispatch-{entry.name}")
        workload = [self.const(w) for w in cmd.extra["workload"]]
        if cmd.extra["dynamic_workload"] and dyn:
            workload[0] = self.dynamic_index(cmd.extra["workload"][0])
            self.used.add("dispatch-dynamic-workload")
        self.used.add("workload-count-region" if entry.count_region[0] else "workload-no-count-region")
        constants = []
        for c in cmd.extra["constants"]:
            if c == "dyn" and dyn:
                constants.append("%k")
                self.used.add("push-constant-dynamic")
            else:
                constants.append(self.const(0 if c == "dyn" else c, "i32"))
                self.used.add("push-constant-static")
        pcs = f"({', '.join(constants)} : {', '.join(['i32'] * len(constants))})" if constants else ""
        bindings = []
        slots = []
        set1 = entry.layout[2]
        for i, (mode, arg, off, size, lifetime, length) in enumerate(placed):
            self.used.add(f"binding-{mode}")
            bindings.append(f"{indent}  {mode} {arg}[{self.offset(off, dyn)} for {self.const(length)}] : "
                            f"{self.rtype(lifetime, self.const(size))}")
            slots.append(f"#hal.interface.binding<{1 if set1 and i == len(placed) - 1 else 0}, {i}>")
        return (f"{indent}stream.cmd.dispatch @ex::@{entry.name}[{', '.join(workload)}]{pcs} {{\n"
                + ",\n".join(bindings) + f"\n{indent}}} attributes {{hal.interface.bindings = [{', '.join(slots)}]}}")

    def offset(self, value, dyn):
        """A static offset, or (sometimes, when the region allows dynamic
        values) one computed from the %off argument."""
        known = self.p.known["%off"]
        if dyn and value >= known and (value * 7 + known) % 5 == 0:
            self.used.add("offset-dynamic")
            return self.dynamic_index(value)
        return self.const(value)

    def dynamic_index(self, value):
        """An index equal to `value`, computed from the %off argument (defined
        before the region, in `self.prelude`)."""
        known = self.p.known["%off"]
        if value < known:
            return self.const(value)
        name = f"%off_plus{value - known}"
        if name not in self.defined:
            self.defined.add(name)
            self.prelude.append(f"    {name} = arith.addi %off, {self.const(value - known)} : index")
        return name

    # -- functions --------------------------------------------------------
    def function(self, name, resources, stmts, results, out):
        self.constants = {}
        self.defined = set()
        lines = []
        self.prelude = lines
        state = {}         # rid -> current SSA name
        pending = {}       # rid -> [timepoints]
        byid = {r.rid: r for r in resources}
        outstanding = []   # dealloca timepoints and the like, joined at the end
        values = []        # host-loaded values, returned
        touched = set()
        for s in stmts:
            if s.kind in ("load", "store", "dealloca", "call"):
                touched.add(s.rid)
            else:
                touched.update(s.captures + s.unused)
        touched.update(rid for rid, _ in results)
        gtp = self.fresh("gtp")
        lines.append(f"    {gtp} = util.global.load @gtp : !stream.timepoint")
        self.used.add("global-timepoint")
        start = []
        if any(a[0] == "%tp" for a in self.p.inputs):
            start = ["%tp"]
            self.used.add("timepoint-argument")
        for r in resources:
            if r.rid not in touched and r.kind != "import":
                continue
            v = self.fresh(r.rid)
            size = self.const(r.size)
            t = self.rtype(r.lifetime, size)
            # What earlier functions may still be doing to it.
            pending[r.rid] = list(start) if r.kind in ("alloc", "alloca", "try_map") else [gtp] + start
            if r.kind == "import":
                arg, elements, etype, as_buffer = r.arg
                source = "!hal.buffer" if as_buffer else "!hal.buffer_view"
                lines.append(f"    {v} = stream.tensor.import %{arg} : {source} -> tensor<{elements}x{etype}> in {t}")
                self.used.add("import-buffer" if as_buffer else "import-buffer-view")
            elif r.kind == "global":
                lines.append(f"    {v} = util.global.load @gvar : !stream.resource<variable>")
                self.used.add("global-resource-mutable")
            elif r.kind == "constant":
                lines.append(f"    {v} = util.global.load @gconst : !stream.resource<constant>")
                self.used.add("global-resource-immutable")
            elif r.kind == "try_map":
                bytes_ = self.fresh("bytes")
                ok = self.fresh("ok")
                lines.append(f"    {bytes_} = util.byte_buffer.constant : !util.byte_buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>")
                lines.append(f"    {ok}, {v} = stream.resource.try_map {bytes_}[{self.const(0)}] : !util.byte_buffer -> i1, {t}")
                self.used.add("try_map")
            elif r.kind == "alloc":
                lines.append(f"    {v} = stream.resource.alloc uninitialized : {t}")
                self.used.add(f"alloc-{r.lifetime}")
            else:
                ready = self.fresh("ready")
                awaits = f" await({start[0]}) =>" if start else " :"
                lines.append(f"    {v}, {ready} = stream.resource.alloca uninitialized{awaits} {t} => !stream.timepoint")
                pending[r.rid] = [ready]
                self.used.add(f"alloca-{r.lifetime}")
            state[r.rid] = v

        def type_of(rid):
            r = byid[rid]
            return self.rtype(r.lifetime, self.const(r.size))

        def wait_for(rids):
            """One timepoint ordering after everything pending on rids (None if nothing is)."""
            tps = []
            for rid in rids:
                for t in pending.get(rid, []):
                    if t not in tps:
                        tps.append(t)
            if not tps:
                return None
            if len(tps) == 1:
                return tps[0]
            j = self.fresh("join")
            lines.append(f"    {j} = stream.timepoint.join max({', '.join(tps)}) => !stream.timepoint")
            self.used.add("timepoint-join")
            return j

        def host_await(rids):
            rids = [r for r in dict.fromkeys(rids) if pending.get(r)]
            t = wait_for(rids)
            if t is None:
                return
            new = self.fresh("ready")
            news = [new] if len(rids) == 1 else [f"{new}#{i}" for i in range(len(rids))]
            lines.append(f"    {new if len(rids) == 1 else self.multi([new] * len(rids))} = stream.timepoint.await {t} => "
                         f"{', '.join(state[r] for r in rids)} : {', '.join(type_of(r) for r in rids)}")
            for r, n in zip(rids, news):
                state[r] = n
                pending[r] = []
            self.used.add("await")

        for s in stmts:
            if s.kind in ("load", "store"):
                host_await([s.rid])
                r = byid[s.rid]
                etype = s.etype
                if s.kind == "load":
                    v = self.fresh("loaded")
                    lines.append(f"    {v} = stream.resource.load {state[s.rid]}[{self.const(s.offset)}] : {type_of(s.rid)} -> {etype}")
                    values.append((v, etype))
                    self.used.add(f"host-load-{etype}")
                else:
                    if etype == "f32":
                        c = f"%f{self.next_name}"
                        self.next_name += 1
                        lines.append(f"    {c} = arith.constant {s.value} : f32")
                    else:
                        c = self.const(s.value, etype)
                    lines.append(f"    stream.resource.store {c}, {state[s.rid]}[{self.const(s.offset)}] : {etype} -> {type_of(s.rid)}")
                    self.used.add(f"host-store-{etype}")
                continue
            if s.kind == "call":
                helper, _ = self.p.helpers[s.helper]
                t = wait_for([s.rid]) or self.immediate(lines)
                done = self.fresh("called")
                r = byid[s.rid]
                lines.append(f"    {done} = func.call @{helper}({state[s.rid]}, {self.const(r.size)}, {t}) : "
                             f"(!stream.resource<{r.lifetime}>, index, !stream.timepoint) -> !stream.timepoint")
                pending[s.rid] = [done]
                self.used.add("call")
                continue
            # execute, if, for
            rids = list(dict.fromkeys(s.captures))
            args = {}
            withs = []
            for rid in rids + [d for d in s.duplicate if d in rids] + [u for u in s.unused if u not in rids]:
                r = byid[rid]
                a = self.fresh("arg")
                withs.append(f"{state[rid]} as {a}: {type_of(rid)}")
                args.setdefault(rid, []).append((a, 0, r.size, r.lifetime))
                if rid in s.duplicate and len(args[rid]) == 2:
                    self.used.add("capture-duplicate")
                if rid in s.unused and rid not in rids:
                    self.used.add("capture-unused")
            subviews = []
            for rid in rids:
                r = byid[rid]
                for off, size in r.subviews:
                    sv = self.fresh("sub")
                    lines.append(f"    {sv} = stream.resource.subview {state[rid]}[{self.const(off)}] : {type_of(rid)} -> "
                                 f"{self.rtype(r.lifetime, self.const(size))}")
                    a = self.fresh("arg")
                    withs.append(f"{sv} as {a}: {self.rtype(r.lifetime, self.const(size))}")
                    args[rid].insert(0, (a, off, size, r.lifetime))
                    subviews.append(rid)
            before = wait_for(rids + [u for u in s.unused])
            indent = "      " if s.kind in ("execute", "branch") else "        "
            body = self.body_lines(s.body, args, indent, self.p.dynamic)
            if not body:
                continue
            if subviews:
                self.used.add("subview")
            self.used.add("execute")
            if s.kind == "execute":
                t = self.fresh("done")
                aw = f"await({before}) => " if before else ""
                if before:
                    self.used.add("execute-await")
                lines.append(f"    {t} = stream.cmd.execute {aw}with({', '.join(withs)}) {{")
                lines += body
                lines.append("    } => !stream.timepoint")
            elif s.kind == "for":
                # The conversion does not carry timepoints through scf.for
                # (docs/design/failures.md#f4): each iteration waits for its own execute.
                i = self.fresh("i")
                lines.append(f"    scf.for {i} = {self.const(0)} to {self.const(s.trips)} step {self.const(1)} {{")
                inner = self.fresh("step")
                aw = f"await({before}) => " if before else ""
                lines.append(f"      {inner} = stream.cmd.execute {aw}with({', '.join(withs)}) {{")
                lines += body
                lines.append("      } => !stream.timepoint")
                waited = list(dict.fromkeys(rids + s.unused))
                lines.append(f"      {self.multi([self.fresh('iterated')] * len(waited)) if len(waited) > 1 else self.fresh('iterated')}"
                             f" = stream.timepoint.await {inner} => {', '.join(state[r] for r in waited)} : "
                             f"{', '.join(type_of(r) for r in waited)}")
                lines.append("    }")
                self.used.add("scf.for")
                # With no iteration, what was pending still is.
                for rid in waited:
                    pending[rid] = [before] if before else []
                continue
            elif s.kind == "branch":
                # cf.cond_br around the execute; the timepoint and the first
                # captured resource reach the join block as its arguments.
                cond = self.fresh("cond")
                lines.append(f"    {cond} = arith.cmpi slt, %off, {self.const(s.threshold)} : index")
                init = before or self.immediate(lines)
                blocks = [self.fresh("bb")[1:] for _ in range(3)]
                carried = rids[0]
                joined, resource = self.fresh("joined"), self.fresh(carried)
                lines.append(f"    cf.cond_br {cond}, ^{blocks[0]}, ^{blocks[1]}")
                lines.append(f"  ^{blocks[0]}:")
                then = self.fresh("then")
                lines.append(f"    {then} = stream.cmd.execute await({init}) => with({', '.join(withs)}) {{")
                lines += body
                lines.append("    } => !stream.timepoint")
                lines.append(f"    cf.br ^{blocks[2]}({then}, {state[carried]} : !stream.timepoint, {type_of(carried).split('{')[0]})")
                lines.append(f"  ^{blocks[1]}:")
                lines.append(f"    cf.br ^{blocks[2]}({init}, {state[carried]} : !stream.timepoint, {type_of(carried).split('{')[0]})")
                lines.append(f"  ^{blocks[2]}({joined}: !stream.timepoint, {resource}: {type_of(carried).split('{')[0]}):")
                state[carried] = resource
                t = joined
                self.used.add("cf-branch")
            else:
                cond = self.fresh("cond")
                lines.append(f"    {cond} = arith.cmpi slt, %off, {self.const(s.threshold)} : index")
                init = before or self.immediate(lines)
                t = self.fresh("chosen")
                # Rendered before the scf.if: the values it derives from %off are defined outside.
                other = self.body_lines(s.else_body, args, indent, self.p.dynamic) if s.else_body else []
                lines.append(f"    {t} = scf.if {cond} -> (!stream.timepoint) {{")
                then = self.fresh("then")
                lines.append(f"      {then} = stream.cmd.execute await({init}) => with({', '.join(withs)}) {{")
                lines += body
                lines.append("      } => !stream.timepoint")
                lines.append(f"      scf.yield {then} : !stream.timepoint")
                lines.append("    } else {")
                if other:
                    e = self.fresh("else")
                    lines.append(f"      {e} = stream.cmd.execute await({init}) => with({', '.join(withs)}) {{")
                    lines += other
                    lines.append("      } => !stream.timepoint")
                    lines.append(f"      scf.yield {e} : !stream.timepoint")
                else:
                    lines.append(f"      scf.yield {init} : !stream.timepoint")
                lines.append("    }")
                self.used.add("scf.if")
            for rid in rids + [u for u in s.unused]:
                pending[rid] = [t]
        # Results: await what is returned, export it; free the allocas; store the rest.
        exported = [(rid, form) for rid, form in results if rid in state]
        host_await([rid for rid, _ in exported])
        returns = []
        for rid, form in exported:
            r = byid[rid]
            v = self.fresh("view")
            words = r.size // 4
            tensor = f"tensor<{words}xi32>"
            if form == "view2d" and words % 2 == 0:
                tensor = f"tensor<2x{words // 2}xi32>"
            elif form == "dynamic" and words % 2 == 0:
                tensor = f"tensor<?x2xi32>{{{self.const(words // 2)}}}"
            elif form in ("view2d", "dynamic"):
                form = "view"
            source, source_type = state[rid], type_of(rid)
            if form == "subview" and words >= 2:
                # The words after the first, through a subview.
                source, source_type = self.fresh("exported"), self.rtype(r.lifetime, self.const(r.size - 4))
                lines.append(f"    {source} = stream.resource.subview {state[rid]}[{self.const(4)}] : {type_of(rid)} -> {source_type}")
                tensor = f"tensor<{words - 1}xi32>"
            result = "!hal.buffer" if form == "buffer" else "!hal.buffer_view"
            lines.append(f"    {v} = stream.tensor.export {source} : {tensor} in {source_type} -> {result}")
            returns.append((v, result))
            self.used.add(f"export-{form}")
        returns += values
        for r in resources:
            if r.kind == "alloca" and r.rid in state:
                t = wait_for([r.rid])
                freed = self.fresh("freed")
                aw = f" await({t}) =>" if t else ""
                lines.append(f"    {freed} = stream.resource.dealloca{aw} {state[r.rid]} : {type_of(r.rid)} => !stream.timepoint")
                outstanding.append(freed)
                pending[r.rid] = []
                self.used.add(f"dealloca-{r.lifetime}")
        for r in resources:
            if getattr(r, "store_global", False) and r.rid in state:
                lines.append(f"    util.global.store {state[r.rid]}, @gvar : !stream.resource<variable>")
                self.used.add("global-resource-store")
        rest = []
        for r in resources:
            rest += [t for t in pending.get(r.rid, []) if t not in rest]
        # @gtp orders whatever touched the globals before this call, also
        # when this function leaves them alone: the stored timepoint keeps it.
        rest = [t for t in rest + outstanding if t != "%tp"]
        if gtp not in rest:
            rest.append(gtp)
        if len(rest) > 1:
            j = self.fresh("join")
            lines.append(f"    {j} = stream.timepoint.join max({', '.join(rest)}) => !stream.timepoint")
            self.used.add("timepoint-join")
            rest = [j]
        lines.append(f"    util.global.store {rest[0]}, @gtp : !stream.timepoint")
        lines.append(f"    return {', '.join(v for v, _ in returns)} : {', '.join(t for _, t in returns)}" if returns else "    return")
        params = ", ".join(f"{n}: {t}" for n, t, _ in self.p.inputs)
        rtypes = ", ".join(t for _, t in returns)
        out.append(f"  func.func @{name}({params}){f' -> ({rtypes})' if returns else ''} {{")
        out += self.constant_lines("    ")
        out += lines
        out.append("  }")

    def multi(self, news):
        return f"{news[0]}:{len(news)}"

    def immediate(self, lines):
        t = self.fresh("now")
        lines.append(f"    {t} = stream.timepoint.immediate => !stream.timepoint")
        self.used.add("timepoint-immediate")
        return t

    def constant_lines(self, indent):
        out = []
        for name, (value, type_) in sorted(self.constants.items()):
            out.append(f"{indent}{name} = arith.constant {value} : {type_}")
        return out

    def helper(self, name, lifetime, size, body, out):
        self.constants = {}
        self.defined = set()
        self.prelude = []
        args = {"h": [("%x", 0, size, lifetime)]}
        lines = self.body_lines(body, args, "      ", False)
        t = self.rtype(lifetime, "%n")
        out.append(f"  func.func private @{name}(%r: !stream.resource<{lifetime}>, %n: index, %t: !stream.timepoint) -> !stream.timepoint {{")
        out += self.constant_lines("    ")
        if lines:
            out.append(f"    %done = stream.cmd.execute await(%t) => with(%r as %x: {t}) {{")
            out += lines
            out.append("    } => !stream.timepoint")
            out.append("    return %done : !stream.timepoint")
        else:
            out.append("    return %t : !stream.timepoint")
        out.append("  }")

    def render(self):
        p = self.p
        out = []
        layouts = {}
        for e in p.entries:
            pcs, nbind, set1 = e.layout
            sets = [f"#hal.descriptor_set.layout<0, bindings = [{', '.join(f'#hal.descriptor_set.binding<{i}, storage_buffer>' for i in range(nbind))}]>"]
            if set1:
                sets.append(f"#hal.descriptor_set.layout<1, bindings = [#hal.descriptor_set.binding<{nbind - 1}, storage_buffer>]>")
            layouts[e.name] = f"#hal.executable.layout<push_constants = {pcs}, sets = [{', '.join(sets)}]>"
        out.append("module {")
        out.append("  hal.executable private @ex {")
        targets = ['#hal.executable.target<"llvm", "embedded-elf-x86_64">', '#hal.executable.target<"vmvx", "vmvx-bytecode-fb">',
                   '#hal.executable.target<"vulkan", "vulkan-spirv-fb">']
        for v in range(p.variants):
            out.append(f"    hal.executable.variant public @v{v}, target = {targets[v]} {{")
            for o, e in enumerate(p.entries):
                head = f"      hal.executable.entry_point public @{e.name} ordinal({o}) layout({layouts[e.name]})"
                if e.count_region[v]:
                    out.append(head + " {workgroup_size = [64 : index, 1 : index, 1 : index]} {")
                    out.append("      ^bb0(%x: index, %y: index, %z: index):")
                    out.append(f"        %c{63 + v} = arith.constant {63 + v} : index")
                    out.append(f"        %c{64 + v} = arith.constant {64 + v} : index")
                    out.append(f"        %0 = arith.addi %x, %c{63 + v} : index")
                    out.append(f"        %1 = arith.divui %0, %c{64 + v} : index")
                    out.append("        hal.return %1, %y, %z : index, index, index")
                    out.append("      }")
                else:
                    out.append(head)
            out.append("      builtin.module {\n      }")
            out.append("    }")
        out.append("  }")
        if p.variants > 1:
            self.used.add("variants-several")
        if len(p.entries) > 1:
            self.used.add("entry-points-several")
        out.append("  util.global private mutable @gtp = #stream.timepoint<immediate>")
        if p.uses_globals:
            out.append("  util.global private mutable @gvar : !stream.resource<variable>")
            out.append("  util.global private @gconst : !stream.resource<constant>")
            out.append("  util.initializer {")
            out.append(f"    %c0 = arith.constant 0 : index")
            out.append(f"    %c{GLOBAL_BYTES} = arith.constant {GLOBAL_BYTES} : index")
            out.append(f"    %c{CONSTANT_BYTES} = arith.constant {CONSTANT_BYTES} : index")
            out.append("    %pattern = arith.constant 305419896 : i32")
            out.append(f"    %var = stream.resource.alloc uninitialized : !stream.resource<variable>{{%c{GLOBAL_BYTES}}}")
            out.append(f"    %bytes = util.byte_buffer.constant : !util.byte_buffer = dense<[{', '.join(str(i * 7 + 1) for i in range(CONSTANT_BYTES // 4))}]> : tensor<{CONSTANT_BYTES // 4}xi32>")
            out.append(f"    %did_map, %const = stream.resource.try_map %bytes[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{{%c{CONSTANT_BYTES}}}")
            out.append(f"    %filled = stream.cmd.execute with(%var as %v: !stream.resource<variable>{{%c{GLOBAL_BYTES}}}) {{")
            out.append(f"      stream.cmd.fill %pattern, %v[%c0 for %c{GLOBAL_BYTES}] : i32 -> !stream.resource<variable>{{%c{GLOBAL_BYTES}}}")
            out.append("    } => !stream.timepoint")
            out.append("    util.global.store %var, @gvar : !stream.resource<variable>")
            out.append("    util.global.store %const, @gconst : !stream.resource<constant>")
            out.append("    util.global.store %filled, @gtp : !stream.timepoint")
            out.append("    util.initializer.return")
            out.append("  }")
            self.used.add("initializer")
        helpers_used = set()
        for _, _, stmts, _ in p.functions:
            helpers_used.update(s.helper for s in stmts if s.kind == "call")
        for key in sorted(helpers_used):
            name, body = p.helpers[key]
            self.helper(name, key[0], key[1], body, out)
        for name, resources, stmts, results in p.functions:
            self.function(name, resources, stmts, results, out)
        out.append("}")
        names = [f[0] for f in p.functions]
        calls = [c for c in p.calls if c in names]
        if len(calls) > len(set(calls)):
            self.used.add("function-called-twice")
        args = " ".join([f"--function={c}" for c in calls] + [f"--input={i[2]}" for i in p.inputs])
        used = sorted(self.used)
        return "\n".join([f"// sim: {args}", f"// constructs: {' '.join(used)}"] + out) + "\n", args, used


def render(program):
    return Renderer(program).render()


def program(seed, size=4, depth=2):
    """(text, stream-hal-sim arguments, constructs) of the program of `seed`."""
    return render(generate(seed, size, depth))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, required=True, help="any integer: the program")
    parser.add_argument("--size", type=int, default=4, help="statements per function and commands per block (at most)")
    parser.add_argument("--depth", type=int, default=2, help="nesting of serial/concurrent blocks (at most)")
    parser.add_argument("--racy", action="store_true",
                        help="(tests only) let concurrent lanes write the same bytes: programs that may race")
    args = parser.parse_args()
    if args.size < 1 or args.depth < 1:
        parser.error("--size and --depth must be at least 1")
    sys.stdout.write(render(generate(args.seed, args.size, args.depth, args.racy))[0])


if __name__ == "__main__":
    main()
