#!/usr/bin/env python3
"""Apply the GFS retention policy to local and S3 backups."""
from __future__ import annotations

import argparse
import re
import sys
from datetime import datetime
from pathlib import Path

import boto3
from botocore.config import Config

KEEP_DAILY, KEEP_WEEKLY, KEEP_MONTHLY = 7, 4, 12
NAME_RE = re.compile(r"^(?P<db>[A-Za-z0-9_\-]+)_(?P<ts>\d{8}T\d{6}Z)\.dump$")


def parse(name: str) -> datetime | None:
    m = NAME_RE.match(name)
    if not m:
        return None
    return datetime.strptime(m.group("ts"), "%Y%m%dT%H%M%SZ")


def keep_set(names: list[str]) -> set[str]:
    dated = sorted(((parse(n), n) for n in names if parse(n)), reverse=True)
    keep: set[str] = set()
    buckets = {"daily": {}, "weekly": {}, "monthly": {}}
    for ts, name in dated:
        for tier, key, limit in (
            ("daily", ts.strftime("%Y-%m-%d"), KEEP_DAILY),
            ("weekly", "%d-W%02d" % ts.isocalendar()[:2], KEEP_WEEKLY),
            ("monthly", ts.strftime("%Y-%m"), KEEP_MONTHLY),
        ):
            if key not in buckets[tier] and len(buckets[tier]) < limit:
                buckets[tier][key] = name
                keep.add(name)
    return keep


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--bucket", required=True, help="s3://bucket/prefix")
    ap.add_argument("--prefix", required=True, help="database name prefix of backup files")
    args = ap.parse_args()

    m = re.match(r"^s3://([^/]+)/?(.*)$", args.bucket)
    if not m:
        print("error: --bucket must look like s3://bucket/prefix", file=sys.stderr)
        return 2
    bucket, key_prefix = m.group(1), m.group(2).rstrip("/")

    local = [p.name for p in args.dir.glob(f"{args.prefix}_*.dump")]
    keep = keep_set(local)
    to_delete = [n for n in local if parse(n) and n not in keep]

    s3 = boto3.client("s3", config=Config(connect_timeout=10, read_timeout=60, retries={"max_attempts": 3}))
    deleted = 0
    for name in to_delete:
        try:
            (args.dir / name).unlink()
            s3.delete_object(Bucket=bucket, Key=f"{key_prefix}/{name}" if key_prefix else name)
            deleted += 1
        except Exception:
            pass
    print(f"kept {len(keep)}, deleted {deleted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
