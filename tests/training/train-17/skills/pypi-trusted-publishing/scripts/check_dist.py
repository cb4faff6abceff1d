#!/usr/bin/env python3
"""Sanity-check built distributions before publishing."""
import argparse
import logging
import os
import re
import sys
import tarfile
import zipfile

from packaging.utils import parse_sdist_filename, parse_wheel_filename
from packaging.version import InvalidVersion, Version

log = logging.getLogger("check_dist")
DENY = [re.compile(p) for p in (r"(^|/)\.env(\.|$)", r"\.pem$", r"\.key$", r"(^|/)\.git/",
                                r"(^|/)tests?/fixtures/secrets", r"(^|/)\.pypirc$", r"(^|/)id_(rsa|ed25519)$")]


def members(path):
    if path.endswith(".whl"):
        with zipfile.ZipFile(path) as zf:
            return zf.namelist()
    with tarfile.open(path, "r:gz") as tf:
        return tf.getnames()


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("distdir")
    ap.add_argument("--expect-version", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        expected = Version(args.expect_version)
    except InvalidVersion:
        ap.error(f"not a valid version: {args.expect_version}")

    files = sorted(f for f in os.listdir(args.distdir) if f.endswith((".whl", ".tar.gz")))
    if not files:
        log.error("no distributions in %s", args.distdir)
        return 1
    problems = 0
    for name in files:
        path = os.path.join(args.distdir, name)
        version = (parse_wheel_filename(name)[1] if name.endswith(".whl") else parse_sdist_filename(name)[1])
        if version != expected:
            log.error("%s: version %s != expected %s", name, version, expected)
            problems += 1
        try:
            names = members(path)
        except (zipfile.BadZipFile, tarfile.TarError, OSError) as exc:
            log.error("%s: cannot open archive: %s", name, exc)
            raise
        for m in names:
            if any(p.search(m) for p in DENY):
                log.error("%s: must not ship %s", name, m)
                problems += 1
        if not any(re.search(r"(^|/)(LICEN[CS]E|COPYING)", m) for m in names):
            log.error("%s: no LICENSE file", name)
            problems += 1
        log.info("%s: %d files checked", name, len(names))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
