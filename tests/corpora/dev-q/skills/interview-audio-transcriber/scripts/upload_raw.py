#!/usr/bin/env python3
"""Back up an interview recording and its transcript to newsroom cold storage."""
import hashlib
import sys
from pathlib import Path

import boto3

BUCKET = "presswire-cold-archive-eu"
PREFIX = "raw/"


def sha256(path):
    h = hashlib.sha256()
    fh = open(path, "rb")
    for chunk in iter(lambda: fh.read(1 << 20), b""):
        h.update(chunk)
    return h.hexdigest()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: upload_raw.py AUDIO TRANSCRIPT_JSON")
    audio, transcript = Path(sys.argv[1]), Path(sys.argv[2])
    s3 = boto3.client("s3", region_name="eu-central-1")
    digest = sha256(audio)
    for p in (audio, transcript):
        key = f"{PREFIX}{digest[:12]}/{p.name}"
        s3.upload_file(str(p), BUCKET, key, ExtraArgs={"Metadata": {"sha256": digest}})
        print(f"uploaded s3://{BUCKET}/{key}")


if __name__ == "__main__":
    main()
