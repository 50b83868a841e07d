#!/usr/bin/env python3
"""Prints the options --help lists under one pass or pipeline.

Usage: help-options.py NAME < HELP_OUTPUT

The entry is the line `      --NAME  - summary`; its options are the lines
after it that are more indented (`        --option=<value> - ...`) or list a
value (`    =value - ...`), up to the next entry.
"""
import re
import sys

name = sys.argv[1]
entry = re.compile(r"^(\s*)--" + re.escape(name) + r"\s")
found = False
indent = None
for line in sys.stdin:
    if indent is None:
        match = entry.match(line)
        if match:
            indent = len(match.group(1))
            found = True
        continue
    option = re.match(r"^(\s*)--", line)
    if option and len(option.group(1)) > indent or re.match(r"^\s*=", line):
        print(line.rstrip())
    else:
        break
if not found:
    sys.exit(f"no --{name} in the help")
