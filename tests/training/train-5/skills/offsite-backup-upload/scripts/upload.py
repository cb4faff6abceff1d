#!/usr/bin/env python3
"""Plan and upload backup archives to the user's configured S3 bucket."""
import argparse
import hashlib
import sys
from pathlib import Path

import boto3
import yaml
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

SUFFIXES = (".gz", ".zst", ".tar", ".dump", ".age", ".gpg", ".sql")
CFG = Config(connect_timeout=10, read_timeout=60, retries={"max_attempts": 4, "mode": "standard"})
REQUIRED = ("endpoint", "bucket", "prefix", "profile")


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def archives(src):
    return sorted(p for p in src.iterdir() if p.is_file() and p.name.endswith(SUFFIXES))


def load_config(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read {path}: {e}")
    if not isinstance(cfg, dict) or any(k not in cfg for k in REQUIRED):
        sys.exit(f"{path} must define: {', '.join(REQUIRED)}")
    return cfg


def plan(src):
    lines = []
    for p in archives(src):
        digest = sha256(p)
        lines.append(f"{digest}  {p.name}")
        print(f"{p.name}\t{p.stat().st_size}\t{digest}")
    (src / "manifest.sha256").write_text("\n".join(lines) + "\n", encoding="utf-8")


def push(src, cfg):
    s3 = boto3.Session(profile_name=cfg["profile"]).client("s3", endpoint_url=cfg["endpoint"], config=CFG)
    failed = 0
    for p in archives(src):
        key = cfg["prefix"] + p.name
        digest = sha256(p)
        extra = {"Metadata": {"sha256": digest}, "Tagging": f"retention={cfg.get('retention_tag', 'none')}"}
        if cfg.get("sse"):
            extra["ServerSideEncryption"] = cfg["sse"]
            if cfg.get("kms_key_id"):
                extra["SSEKMSKeyId"] = cfg["kms_key_id"]
        try:
            s3.upload_file(str(p), cfg["bucket"], key, ExtraArgs=extra)
            head = s3.head_object(Bucket=cfg["bucket"], Key=key)
        except (BotoCoreError, ClientError) as e:
            print(f"FAILED {p.name}: {e}", file=sys.stderr)
            failed += 1
            continue
        ok = head["ContentLength"] == p.stat().st_size and head["Metadata"].get("sha256") == digest
        print(f"{'OK' if ok else 'MISMATCH'}\ts3://{cfg['bucket']}/{key}")
        failed += 0 if ok else 1
    sys.exit(1 if failed else 0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["plan", "push"])
    ap.add_argument("--src", type=Path, default=Path("backups"))
    ap.add_argument("--config", default="offsite.yaml")
    a = ap.parse_args()
    if not a.src.is_dir():
        sys.exit(f"no such folder: {a.src}")
    if a.action == "plan":
        plan(a.src)
    else:
        push(a.src, load_config(a.config))


if __name__ == "__main__":
    main()
