#!/usr/bin/env python3
"""Plan and (after typed confirmation) delete idle Kafka topics via the Kafka CLI tools."""
import argparse
import subprocess
import sys

PROTECTED_PREFIXES = ("__", "_schemas", "connect-")
CLI_TIMEOUT = 60


def cli(args):
    try:
        res = subprocess.run(args, capture_output=True, text=True, timeout=CLI_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise SystemExit(f"timed out: {' '.join(args[:2])}")
    if res.returncode != 0:
        raise SystemExit(f"command failed ({res.returncode}): {res.stderr.strip()[:300]}")
    return res.stdout


def list_topics(bs, cfg):
    out = cli(["kafka-topics.sh", "--bootstrap-server", bs, "--command-config", cfg, "--list"])
    return [t for t in out.split() if not t.startswith(PROTECTED_PREFIXES)]


def consumed_topics(bs, cfg):
    out = cli(["kafka-consumer-groups.sh", "--bootstrap-server", bs, "--command-config", cfg,
               "--describe", "--all-groups"])
    seen = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] != "GROUP":
            seen.add(parts[1])
    return seen


def plan(bs, cfg):
    consumed = consumed_topics(bs, cfg)
    print("topic\thas_consumers")
    for t in sorted(list_topics(bs, cfg)):
        print(f"{t}\t{'yes' if t in consumed else 'no'}")


def delete(bs, cfg, approved_file):
    try:
        with open(approved_file, encoding="utf-8") as fh:
            names = [n.strip() for n in fh if n.strip()]
    except OSError as exc:
        raise SystemExit(f"cannot read {approved_file}: {exc}")
    bad = [n for n in names if n.startswith(PROTECTED_PREFIXES)]
    if bad:
        raise SystemExit(f"refusing protected topics: {bad}")
    print("About to delete:\n  " + "\n  ".join(names))
    if input("Type DELETE to proceed: ").strip() != "DELETE":
        print("aborted, nothing deleted")
        return 0
    failed = 0
    for n in names:
        try:
            cli(["kafka-topics.sh", "--bootstrap-server", bs, "--command-config", cfg,
                 "--delete", "--topic", n])
            print(f"deleted {n}")
        except SystemExit as exc:
            failed += 1
            print(f"FAILED {n}: {exc}", file=sys.stderr)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bootstrap", required=True)
    ap.add_argument("--config", required=True)
    ap.add_argument("--idle-days", type=int, default=30)
    ap.add_argument("--delete", metavar="APPROVED_FILE")
    a = ap.parse_args()
    if a.delete:
        return delete(a.bootstrap, a.config, a.delete)
    plan(a.bootstrap, a.config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
