"""Compares the committed docs/ with the docs a build generated.

Usage: compare-docs.py <committed docs> <generated docs> <llvm major> <reference llvm major>

With the reference release's mlir-tblgen the files must be identical; with another
release only their headings (see up-to-date.test). Prints a diff and how to
refresh docs/ when they differ. Hand-written pages in docs/ (HAND_WRITTEN) are
not compared.
"""
import difflib
import os
import sys

committed_dir, generated_dir, llvm_major, reference_major = sys.argv[1:5]
exact = llvm_major == reference_major


def lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read().splitlines(keepends=True)
    return text if exact else [line for line in text if line.startswith("#")]


# Hand-written pages that live next to the generated ones.
HAND_WRITTEN = {"benchmark.md", "tools.md"}

generated = sorted(f for f in os.listdir(generated_dir) if f.endswith(".md"))
committed = sorted(f for f in os.listdir(committed_dir) if f.endswith(".md") and f not in HAND_WRITTEN)
stale = False
for name in sorted(set(generated) | set(committed)):
    if name not in committed:
        print(f"docs/{name} is missing")
        stale = True
        continue
    if name not in generated:
        print(f"docs/{name} is no longer generated")
        stale = True
        continue
    diff = list(difflib.unified_diff(lines(os.path.join(committed_dir, name)),
                                     lines(os.path.join(generated_dir, name)),
                                     f"docs/{name} (committed)",
                                     f"docs/{name} (from the .td files)"))
    if diff:
        sys.stdout.writelines(diff)
        stale = True

if stale:
    what = "differ from" if exact else "have other headings than"
    print(f"error: the committed docs/ {what} the docs generated from the .td files.\n"
          f"Refresh them with LLVM {reference_major}'s mlir-tblgen and commit docs/:\n"
          f"  scripts/build.sh --llvm {reference_major} && "
          f"cmake --build build/llvm-{reference_major} --target stream-to-hal-docs")
    sys.exit(1)
print(f"docs/ is up to date ({'exact' if exact else 'headings only, LLVM ' + llvm_major})")
