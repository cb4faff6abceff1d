#!/usr/bin/env python3
"""Bounded SCAN-based key sampler: memory and TTL coverage per key pattern."""
import argparse
import json
import logging
import os
import re
import sys
import time
from collections import defaultdict

import redis

log = logging.getLogger("key_sampler")
SEG_RE = re.compile(r"^(\d+|[0-9a-f]{8,}|[0-9a-f-]{36})$", re.I)


def pattern_of(key):
    parts = re.split(r"([:./|])", key)
    return "".join("*" if SEG_RE.match(p) else p for p in parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--url", required=True)
    ap.add_argument("--max-keys", type=int, default=200_000)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--usage-every", type=int, default=20, help="MEMORY USAGE on every Nth key")
    ap.add_argument("--pause-ms", type=int, default=5)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not (1 <= args.max_keys <= 5_000_000 and 10 <= args.count <= 5000 and args.usage_every >= 1):
        ap.error("max-keys 1..5e6, count 10..5000, usage-every >= 1")
    if not args.url.startswith(("redis://", "rediss://")):
        ap.error("--url must be redis:// or rediss://")

    client = redis.Redis.from_url(args.url, password=os.environ.get("REDISCLI_AUTH"),
                                  socket_timeout=5, socket_connect_timeout=5, decode_responses=False)
    stats = defaultdict(lambda: {"keys": 0, "sampled": 0, "bytes_sampled": 0, "with_ttl": 0, "types": defaultdict(int)})
    seen, cursor, complete = 0, 0, False
    try:
        while seen < args.max_keys:
            cursor, keys = client.scan(cursor=cursor, count=args.count)
            pipe = client.pipeline(transaction=False)
            for k in keys:
                pipe.type(k)
                pipe.pttl(k)
            res = pipe.execute()
            for i, k in enumerate(keys):
                name = k.decode("utf-8", errors="replace")
                st = stats[pattern_of(name)]
                st["keys"] += 1
                st["types"][res[2 * i].decode()] += 1
                if res[2 * i + 1] >= 0:
                    st["with_ttl"] += 1
                seen += 1
                if seen % args.usage_every == 0:
                    st["sampled"] += 1
                    st["bytes_sampled"] += client.memory_usage(k, samples=5) or 0
            if cursor == 0:
                complete = True
                break
            time.sleep(args.pause_ms / 1000)
    except redis.RedisError as exc:
        log.error("stopped after %d keys: %s", seen, exc)
        raise
    finally:
        client.close()

    out = []
    for pat, st in stats.items():
        est = (st["bytes_sampled"] / st["sampled"] * st["keys"]) if st["sampled"] else None
        out.append({"pattern": pat, "keys": st["keys"], "ttl_coverage": round(st["with_ttl"] / st["keys"], 3),
                    "est_bytes": int(est) if est else None, "types": dict(st["types"])})
    out.sort(key=lambda r: r["est_bytes"] or 0, reverse=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"keys_visited": seen, "scan_complete": complete, "patterns": out}, fh, indent=2)
    log.info("visited %d keys (%s), %d patterns", seen, "complete" if complete else "capped", len(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
