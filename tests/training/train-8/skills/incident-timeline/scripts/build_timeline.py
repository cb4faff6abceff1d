#!/usr/bin/env python3
"""Merge timestamped events from local sources into one UTC timeline (TSV on stdout).

Sources:
  --git REPO                   commits (committer date) from a local repository
  --jsonl FILE:TSKEY:TEXTKEY   JSON lines with a timestamp field and a text field
  --tsv FILE                   lines 'timestamp<TAB>text'
Unparseable lines are reported on stderr with file and line number.
"""
import argparse
import json
import subprocess
import sys
from datetime import datetime, timezone


def parse_ts(value):
    value = value.strip()
    if value.endswith("Z"):
        value = value[:-1] + "+00:00"
    ts = datetime.fromisoformat(value)
    if ts.tzinfo is None:
        raise ValueError("timestamp has no time zone")
    return ts.astimezone(timezone.utc)


def from_git(repo):
    out = subprocess.run(
        ["git", "-C", repo, "log", "--format=%cI%x09%h %s", "--no-merges"],
        capture_output=True, text=True, check=True, timeout=60,
    ).stdout
    for line in out.splitlines():
        ts, text = line.split("\t", 1)
        yield parse_ts(ts), f"git:{repo}", text


def from_jsonl(spec, bad):
    path, ts_key, text_key = spec.split(":", 2)
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                yield parse_ts(str(obj[ts_key])), path, str(obj[text_key])
            except (ValueError, KeyError, TypeError) as exc:
                bad.append(f"{path}:{n}: {exc}")


def from_tsv(path, bad):
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                ts, text = line.rstrip("\n").split("\t", 1)
                yield parse_ts(ts), path, text
            except ValueError as exc:
                bad.append(f"{path}:{n}: {exc}")


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--git", action="append", default=[])
    p.add_argument("--jsonl", action="append", default=[])
    p.add_argument("--tsv", action="append", default=[])
    p.add_argument("--from", dest="start", type=parse_ts)
    p.add_argument("--to", dest="end", type=parse_ts)
    args = p.parse_args(argv[1:])
    for spec in args.jsonl:
        if spec.count(":") < 2:
            p.error(f"--jsonl needs FILE:TSKEY:TEXTKEY, got {spec!r}")

    bad, events = [], []
    for repo in args.git:
        events.extend(from_git(repo))
    for spec in args.jsonl:
        events.extend(from_jsonl(spec, bad))
    for path in args.tsv:
        events.extend(from_tsv(path, bad))

    for ts, source, text in sorted(events, key=lambda e: e[0]):
        if args.start and ts < args.start:
            continue
        if args.end and ts > args.end:
            continue
        print(f"{ts.strftime('%Y-%m-%dT%H:%M:%SZ')}\t{source}\t{text}")

    if bad:
        print(f"{len(bad)} line(s) could not be parsed:", file=sys.stderr)
        for b in bad:
            print(f"  {b}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
