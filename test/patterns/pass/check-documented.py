#!/usr/bin/env python3
"""Checks that docs/design/architecture.md lists exactly the options and the
statistics that convert-stream-to-hal declares in Passes.td.

Usage: check-documented.py PASSES_TD ARCHITECTURE_MD

The options are the first column of the table under "## Options", the
statistics that of the table under <a id="statistics">. Prints what it compared
on success; one line per name missing or extra otherwise.
"""
import re
import sys


def declared(td_text, kind):
    """The command-line names of the Option<...> or Statistic<...> entries."""
    return re.findall(r'(?<![A-Za-z_])' + kind + r'<\s*"[A-Za-z0-9_]+",\s*"([^"]*)"', td_text)


def first_column(doc_text, start_marker):
    """The backquoted first cells of the first table after `start_marker`."""
    start = doc_text.index(start_marker)
    names = []
    for line in doc_text[start:].splitlines()[1:]:
        if line.startswith("|"):
            match = re.match(r"\|\s*`([^`]+)`\s*\|", line)
            if match:
                names.append(match.group(1))
        elif names:
            break
    return names


def main():
    td_text = open(sys.argv[1]).read()
    doc_text = open(sys.argv[2]).read()
    errors = []
    counts = []
    for kind, marker in (("Option", "## Options"), ("Statistic", '<a id="statistics"></a>')):
        in_td = declared(td_text, kind)
        in_doc = first_column(doc_text, marker)
        errors += [f"{kind} {name}: in Passes.td, not in the table" for name in in_td
                   if name not in in_doc]
        errors += [f"{kind} {name}: in the table, not in Passes.td" for name in in_doc
                   if name not in in_td]
        counts.append(f"{len(in_td)} {kind.lower()}s")
    if errors:
        print("\n".join(errors))
        return 1
    print(f"architecture.md lists the {' and the '.join(counts)} of Passes.td")
    return 0


if __name__ == "__main__":
    sys.exit(main())
