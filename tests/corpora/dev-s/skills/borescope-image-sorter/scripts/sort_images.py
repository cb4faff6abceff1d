#!/usr/bin/env python3
"""Move borescope stills into ESN/module/stage folders using the overlay text."""
import argparse
import os
import re
import shutil
import subprocess
import tempfile

OVERLAY = re.compile(r"(?P<module>COMP|COMB|CT|PT)\s*S(?P<stage>\d+)\s*B?(?P<blade>\d+)?", re.I)


def read_overlay(path):
    """Run the EngineView OCR on the image and return the overlay text."""
    tmp = tempfile.mkdtemp(prefix="bscope_")
    txt = os.path.join(tmp, "ocr.txt")
    subprocess.run(["/opt/engineview/bin/ev-ocr", path, "-o", txt], check=True)
    fh = open(txt, encoding="utf-8")
    return fh.read()


def split_video(path, outdir):
    subprocess.run(["/opt/engineview/bin/ev-frames", path, "--every", "2", "--out", outdir], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--esn", required=True)
    ap.add_argument("--card", required=True)
    ap.add_argument("--out", default="inspections")
    a = ap.parse_args()

    base = os.path.join(a.out, a.esn)
    unsorted = os.path.join(base, "_unsorted")
    os.makedirs(unsorted, exist_ok=True)
    moved = 0
    for name in sorted(os.listdir(a.src)):
        src = os.path.join(a.src, name)
        if name.upper().endswith(".MP4"):
            split_video(src, os.path.join(base, "_frames"))
            continue
        if not name.upper().endswith((".JPG", ".JPEG", ".PNG")):
            continue
        try:
            m = OVERLAY.search(read_overlay(src))
            if m:
                dest = os.path.join(base, m["module"].upper(), "stage" + m["stage"])
            else:
                dest = unsorted
            os.makedirs(dest, exist_ok=True)
            shutil.move(src, dest)
            moved += 1
        except Exception:
            pass
    print(f"{moved} images sorted for {a.esn} (card {a.card})")


if __name__ == "__main__":
    main()
