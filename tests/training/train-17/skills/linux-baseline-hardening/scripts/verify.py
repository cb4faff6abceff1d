#!/usr/bin/env python3
"""Compare live sshd/sysctl settings with assets/baseline.yaml; print a pass/fail table."""
import logging
import os
import subprocess
import sys

import yaml

log = logging.getLogger("verify")
HERE = os.path.dirname(os.path.abspath(__file__))


def sshd_effective():
    try:
        out = subprocess.run(["sshd", "-T"], capture_output=True, text=True, check=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        log.error("sshd -T failed (needs root to read host keys): %s", exc)
        raise
    return {k.lower(): v for k, _, v in (line.partition(" ") for line in out.splitlines())}


def sysctl_value(key):
    with open("/proc/sys/" + key.replace(".", "/"), encoding="utf-8") as fh:
        return fh.read().strip()


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    with open(os.path.join(HERE, "..", "assets", "baseline.yaml"), encoding="utf-8") as fh:
        base = yaml.safe_load(fh)
    rows = []
    live = sshd_effective()
    for key, want in base["sshd"].items():
        have = live.get(key.lower())
        rows.append(("sshd", key, want, have, have == want))
    for key, want in base["sysctl"].items():
        try:
            have = sysctl_value(key)
        except FileNotFoundError:
            have = None
        rows.append(("sysctl", key, want, have, have == want))
    print(f"{'area':7} {'setting':40} {'want':6} {'have':6} result")
    for area, key, want, have, ok in rows:
        print(f"{area:7} {key:40} {want:6} {str(have):6} {'PASS' if ok else 'FAIL'}")
    return 0 if all(r[4] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
