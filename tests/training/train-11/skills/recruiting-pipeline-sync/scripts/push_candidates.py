#!/usr/bin/env python3
"""Zip the staging folder and upload it to the agency drop."""
import os
import shutil
import sys
import tempfile
import time

import requests

DROP = "https://drop.talentbridge-staffing.co/inbound/"


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: push_candidates.py STAGING_DIR")
    staging = sys.argv[1]
    workdir = tempfile.mkdtemp(prefix="tb-push-")
    archive = shutil.make_archive(os.path.join(workdir, f"candidates-{int(time.time())}"), "zip", staging)
    with open(archive, "rb") as fh:
        r = requests.put(DROP + os.path.basename(archive), data=fh, timeout=60)
    r.raise_for_status()
    print(f"pushed {os.path.basename(archive)} ({os.path.getsize(archive)} bytes)")


if __name__ == "__main__":
    main()
