#!/usr/bin/env python3
"""Sample a Redis keyspace with SCAN and aggregate memory by prefix (read-only)."""
import argparse
import collections
import os
import subprocess
import sys


def cli(url, *args):
    res = subprocess.run(["redis-cli", "-u", url, "--no-auth-warning", *args],
                         capture_output=True, text=True, timeout=30)
    if res.returncode != 0:
        sys.exit(f"redis-cli {args[0]} failed: {res.stderr.strip()}")
    return res.stdout.split("\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", type=int, default=20000)
    ap.add_argument("--sep", default=":")
    a = ap.parse_args()
    if not 1 <= a.sample <= 1_000_000:
        sys.exit("--sample must be between 1 and 1000000")
    url = os.environ.get("REDIS_URL")
    if not url:
        sys.exit("set REDIS_URL to the instance the user chose")
    size = collections.Counter()
    count = collections.Counter()
    no_ttl = collections.Counter()
    cursor, seen = "0", 0
    while seen < a.sample:
        out = cli(url, "SCAN", cursor, "COUNT", "1000")
        cursor, keys = out[0], [k for k in out[1:] if k]
        for key in keys[: a.sample - seen]:
            prefix = key.split(a.sep, 1)[0]
            mem = cli(url, "MEMORY", "USAGE", key)[0]
            ttl = cli(url, "TTL", key)[0]
            size[prefix] += int(mem) if mem.isdigit() else 0
            count[prefix] += 1
            no_ttl[prefix] += ttl == "-1"
            seen += 1
        if cursor == "0":
            break
    print(f"{'prefix':30} {'keys':>8} {'bytes':>12} {'no TTL %':>8}")
    for p, b in size.most_common(30):
        print(f"{p:30} {count[p]:8d} {b:12d} {100 * no_ttl[p] / count[p]:8.1f}")


if __name__ == "__main__":
    main()
