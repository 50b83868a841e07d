#!/usr/bin/env python3
"""Checks that PNG is a rendering of SVG at its own size.

    check_png.py IMAGE.png PICTURE.svg

Reads the PNG signature and IHDR chunk and the SVG's width/height attributes;
prints "png: WxH, as the svg" or exits 1.
"""
import re
import struct
import sys


def main():
    with open(sys.argv[1], "rb") as f:
        head = f.read(33)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"check_png: not a PNG: {head[:8]!r}")
    length, chunk = struct.unpack(">I4s", head[8:16])
    if chunk != b"IHDR" or length != 13:
        sys.exit("check_png: the first chunk is not IHDR")
    width, height = struct.unpack(">II", head[16:24])
    with open(sys.argv[2]) as f:
        svg = f.read(4096)
    m = re.search(r'<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"', svg)
    if not m:
        sys.exit("check_png: no width and height on the svg element")
    expected = (round(float(m.group(1))), round(float(m.group(2))))
    if (width, height) != expected:
        sys.exit(f"check_png: {width}x{height}, the svg is {expected[0]}x{expected[1]}")
    print(f"png: {width}x{height}, as the svg")


if __name__ == "__main__":
    main()
