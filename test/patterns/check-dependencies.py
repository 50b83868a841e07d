#!/usr/bin/env python3
"""Checks the #include lines of patterns/ against the dependency table of
docs/design/architecture.md#dependencies.

Usage: check-dependencies.py ARCHITECTURE_MD PATTERNS_DIR

The table has one row per room (a folder of patterns/): the room, then what its
files may include besides the room's own headers, MLIR's, LLVM's and the
dialects': other rooms (`families/`) or single headers of one (`pass/Statistics.h`);
`—` for nothing. A row whose room is `every room` lists what all rooms may include.
Every room of PATTERNS_DIR must have a row, and every row a room.

Fails, with one line per offence, on an include of a room or header that the
table does not allow, of a project folder other than patterns/ and dialects/,
or of a project header not spelled "StreamToHAL/..." (a relative include would
escape the check). Prints what it read on success.
"""
import pathlib
import re
import sys

ANCHOR = '<a id="dependencies"></a>'
EVERY_ROOM = "every room"
# C++ `#include "..."` and TableGen `include "..."`.
INCLUDE = re.compile(r'^\s*#?\s*include\s+"([^"]+)"')
EXTERNAL_PREFIXES = ("mlir/", "llvm/")
SOURCE_SUFFIXES = {".h", ".cpp", ".td"}


def read_table(doc_path):
    """{room: set of allowed entries} from the table after ANCHOR."""
    text = doc_path.read_text()
    start = text.find(ANCHOR)
    if start < 0:
        sys.exit(f"{doc_path}: no {ANCHOR} section")
    section = text[start + len(ANCHOR):]
    end = section.find('<a id="')
    if end >= 0:
        section = section[:end]
    table = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) != 2:
            continue
        room, allowed = cells
        if set(room) <= set("-: ") or room == "room":
            continue  # separator or header row
        room = room.strip("`").rstrip("/")
        entries = set(re.findall(r"`([^`]+)`", allowed))
        if not entries and allowed not in ("—", "-"):
            sys.exit(f"{doc_path}: row '{line.strip()}': write the allowed rooms and "
                     "headers in backquotes, or — for none")
        table[room] = entries
    if not table:
        sys.exit(f"{doc_path}: the {ANCHOR} section has no table")
    return table


def allows(entries, target):
    """Whether `target` (a path below patterns/) is one of `entries`."""
    room = target.split("/", 1)[0]
    return f"{room}/" in entries or target in entries


def main():
    doc_path = pathlib.Path(sys.argv[1])
    patterns = pathlib.Path(sys.argv[2])
    table = read_table(doc_path)
    shared = table.pop(EVERY_ROOM, set())
    rooms = sorted(path.name for path in patterns.iterdir() if path.is_dir())
    errors = []
    for room in sorted(set(rooms) - set(table)):
        errors.append(f"patterns/{room}/: no row in {doc_path.name}#dependencies")
    for room in sorted(set(table) - set(rooms)):
        errors.append(f"{doc_path.name}#dependencies: row '{room}' names no folder of patterns/")
    num_files = num_includes = 0
    for room in rooms:
        allowed = table.get(room, set()) | shared | {f"{room}/"}
        for path in sorted((patterns / room).rglob("*")):
            if path.suffix not in SOURCE_SUFFIXES:
                continue
            num_files += 1
            where = f"patterns/{path.relative_to(patterns)}"
            for number, line in enumerate(path.read_text().splitlines(), 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                header = match.group(1)
                num_includes += 1
                if header.startswith(EXTERNAL_PREFIXES) or header.startswith("StreamToHAL/dialects/"):
                    continue
                if not header.startswith("StreamToHAL/"):
                    errors.append(f"{where}:{number}: includes \"{header}\": include the "
                                  "project's headers as \"StreamToHAL/...\"")
                elif not header.startswith("StreamToHAL/patterns/"):
                    errors.append(f"{where}:{number}: includes {header}: patterns/ may "
                                  "include no project folder but dialects/")
                elif not allows(allowed, header[len("StreamToHAL/patterns/"):]):
                    errors.append(f"{where}:{number}: includes {header}, which {room}/ may "
                                  f"not ({doc_path.name}#dependencies)")
    if errors:
        print("\n".join(errors))
        return 1
    print(f"{num_includes} includes of {num_files} files in {len(rooms)} rooms follow "
          f"{doc_path.name}#dependencies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
