#!/usr/bin/env python3
"""Random slab-shaped stream programs for the barrier hazard checks.

    generate.py --seed 7 --size 20 > program.mlir

Each function imports two views, takes two resources that may be one buffer
(function arguments), allocates an output and a transient slab of 256-byte
slots (an alloca), and records --size items per execution region into a few
execute regions: dispatches that read slots and write others (slot reuse),
fills and copies, concurrent waves of them, serial groups nested in serials
and in concurrent lanes. Resources are captured under several names (the same
value twice, an awaited alias, a subview, an import), some commands use an
argument directly inside a serial without capturing it, and some ranges are
not known constants. Deterministic for a seed; Python 3 standard library only.
"""
import argparse
import random

SLOT = 256

HEADER = """\
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>,
    #hal.descriptor_set.binding<2, storage_buffer>,
    #hal.descriptor_set.binding<3, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @k ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }
"""


class Function:
    def __init__(self, rng, index, size, slots):
        self.rng = rng
        self.index = index
        self.size = size
        self.slots = slots
        self.lines = []
        self.constants = set()
        transient, external = "!stream.resource<transient>", "!stream.resource<external>"
        self.types = {"%slab": transient, "%w#0": transient, "%sub": transient}
        for name in ("%arg0", "%arg1", "%in0", "%in1", "%out", "%pair#0", "%pair#1", "%w#1"):
            self.types[name] = external

    def type_of(self, name, size):
        """The sized type of a resource of `size` bytes."""
        return f"{self.types[name]}{{{self.const(size)}}}"

    def const(self, value):
        self.constants.add(value)
        return f"%c{value}"

    def emit(self, depth, text):
        self.lines.append("  " * depth + text)

    def resource(self, names):
        """A resource name in the region and its size constant."""
        name, size = self.rng.choice(names)
        return name, size

    def range_of(self, size):
        """Offset and length operands inside a resource of `size` bytes."""
        rng = self.rng
        slots = max(1, size // SLOT)
        roll = rng.random()
        if roll < 0.06:
            return "%off", self.const(SLOT)          # unknown offset
        if roll < 0.09:
            return self.const(0), "%len"              # unknown length
        if roll < 0.12:
            return "%sum", self.const(SLOT)           # arith.addi, not a constant
        slot = rng.randrange(slots)
        if roll < 0.2 and slots > 1:                  # half a slot, or across two
            return self.const(slot * SLOT + SLOT // 2), self.const(SLOT // 2 if slot == slots - 1 else SLOT)
        return self.const(slot * SLOT), self.const(SLOT)

    def command(self, depth, names, extra):
        rng = self.rng
        kind = rng.choices(["dispatch", "fill", "copy"], [6, 2, 2])[0]
        pool = names + extra
        if kind == "fill":
            name, size = self.resource(pool)
            o, l = self.range_of(size)
            self.emit(depth, f"stream.cmd.fill %v, {name}[{o} for {l}] : i32 -> {self.type_of(name, size)}")
        elif kind == "copy":
            (src, ssize), (dst, dsize) = self.resource(pool), self.resource(pool)
            so, _ = self.range_of(ssize)
            to, _ = self.range_of(dsize)
            self.emit(depth, f"stream.cmd.copy {src}[{so}], {dst}[{to}], {self.const(SLOT // 2)} : "
                             f"{self.type_of(src, ssize)} -> {self.type_of(dst, dsize)}")
        else:
            count = rng.randint(1, 4)
            entries = []
            for i in range(count):
                name, size = self.resource(pool)
                o, l = self.range_of(size)
                access = rng.choices(["ro ", "wo ", "rw "], [5, 4, 2])[0] if i else rng.choice(["wo ", "rw "])
                entries.append(f"{access}{name}[{o} for {l}] : {self.type_of(name, size)}")
            bindings = ", ".join(f"#hal.interface.binding<0, {i}>" for i in range(count))
            one = self.const(1)
            self.emit(depth, f"stream.cmd.dispatch @ex::@k[{one}, {one}, {one}] {{")
            for i, entry in enumerate(entries):
                self.emit(depth + 1, entry + ("," if i + 1 < count else ""))
            self.emit(depth, f"}} attributes {{hal.interface.bindings = [{bindings}]}}")

    def items(self, depth, names, extra, count, nesting):
        rng = self.rng
        for _ in range(count):
            roll = rng.random()
            if roll < 0.15 and nesting < 3:
                self.emit(depth, "stream.cmd.concurrent {")
                for _ in range(rng.randint(1, 4)):
                    if rng.random() < 0.25 and nesting < 2:
                        self.emit(depth + 1, "stream.cmd.serial {")
                        self.items(depth + 2, names, extra, rng.randint(1, 3), nesting + 2)
                        self.emit(depth + 1, "}")
                    else:
                        self.command(depth + 1, names, extra)
                self.emit(depth, "}")
            elif roll < 0.25 and nesting < 3:
                self.emit(depth, "stream.cmd.serial {")
                self.items(depth + 1, names, extra, rng.randint(0, 3), nesting + 1)
                self.emit(depth, "}")
            elif roll < 0.28:
                name, size = names[-1]
                self.emit(depth, f"stream.cmd.discard {name}[{self.const(0)} for {self.const(size)}] : {self.type_of(name, size)}")
            else:
                self.command(depth, names, extra)

    def build(self, executes):
        rng = self.rng
        slab = self.slots * SLOT
        io = 2 * SLOT
        body = []
        self.lines = body
        self.emit(2, f"%in0 = stream.tensor.import %view0 : !hal.buffer_view -> tensor<128xf32> in {self.type_of('%in0', io)}")
        self.emit(2, f"%in1 = stream.tensor.import %view1 : !hal.buffer_view -> tensor<128xf32> in {self.type_of('%in1', io)}")
        self.emit(2, f"%out = stream.resource.alloc uninitialized : {self.type_of('%out', io)}")
        self.emit(2, f"%pair:2 = stream.resource.alloc uninitialized : {self.type_of('%out', io)}, {self.type_of('%out', io)}")
        self.emit(2, f"%slab, %ready = stream.resource.alloca uninitialized : {self.type_of('%slab', slab)} => !stream.timepoint")
        self.emit(2, f"%sub = stream.resource.subview %slab[{self.const(SLOT)}] : {self.type_of('%slab', slab)} -> {self.type_of('%sub', SLOT)}")
        self.emit(2, f"%sum = arith.addi {self.const(SLOT)}, {self.const(0)} : index")
        self.emit(2, f"%w:2 = stream.timepoint.await %ready => %slab, %arg0 : {self.type_of('%slab', slab)}, {self.type_of('%arg0', io)}")
        tp = "%ready"
        for e in range(executes):
            # Captures: the slab (often twice, or through the await), the
            # arguments, the imports, the allocations, the subview.
            pool = [("%slab", slab), ("%w#0", slab), ("%arg0", io), ("%arg1", io), ("%in0", io),
                    ("%in1", io), ("%out", io), ("%pair#0", io), ("%pair#1", io), ("%w#1", io),
                    ("%sub", SLOT)]
            chosen = [pool[0]] + rng.sample(pool[1:], rng.randint(2, 6))
            names = []
            captures = []
            for i, (value, size) in enumerate(chosen):
                inner = f"%r{i}"
                self.types[inner] = self.types[value]
                captures.append(f"{value} as {inner}: {self.type_of(value, size)}")
                names.append((inner, size))
            if rng.random() < 0.3:  # the slab captured a second time
                captures.append(f"%slab as %r{len(names)}: {self.type_of('%slab', slab)}")
                self.types[f"%r{len(names)}"] = self.types["%slab"]
                names.append((f"%r{len(names)}", slab))
            slab_name = names[0][0]
            names.append((slab_name, slab))  # slab commands are the most common
            names.append((slab_name, slab))
            # Uncaptured arguments are only legal inside serial/concurrent bodies.
            extra = [("%arg0", io), ("%arg1", io)] if rng.random() < 0.3 else []
            self.emit(2, f"%tp{e} = stream.cmd.execute await({tp}) => with({', '.join(captures)}) {{")
            self.items(3, names, [], 1, 0)
            self.extra_items(names, extra)
            self.emit(2, "} => !stream.timepoint")
            tp = f"%tp{e}"
        self.emit(2, f"return {tp} : !stream.timepoint")
        header = [f"  func.func @program{self.index}(%view0: !hal.buffer_view, %view1: !hal.buffer_view, "
                  f"%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, "
                  f"%off: index, %len: index, %v: i32) -> !stream.timepoint {{"]
        header += [f"    %c{c} = arith.constant {c} : index" for c in sorted(self.constants)]
        return header + body + ["  }"]

    def extra_items(self, names, extra):
        """The rest of the region's items; uncaptured arguments only in groups."""
        rng = self.rng
        for _ in range(self.size - 1):
            if extra and rng.random() < 0.2:
                self.emit(3, "stream.cmd.serial {")
                self.items(4, names, extra, rng.randint(1, 3), 1)
                self.emit(3, "}")
            else:
                self.items(3, names, [], 1, 0)




def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=int, default=16, help="items per execution region")
    parser.add_argument("--functions", type=int, default=3)
    parser.add_argument("--executes", type=int, default=3, help="execution regions per function")
    parser.add_argument("--slots", type=int, default=8, help="256-byte slots of the slab")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = [HEADER.rstrip("\n")]
    for f in range(args.functions):
        out += Function(rng, f, args.size, args.slots).build(args.executes)
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
