#!/usr/bin/env python3
"""Score registered domains in DNS logs for tunnelling / exfiltration indicators.

Offline: reads an exported log file, performs no lookups.
"""
import argparse
import collections
import csv
import json
import math
import sys

TWO_LEVEL_SUFFIXES = {"co.uk", "com.au", "co.jp", "com.br", "co.nz", "org.uk", "gov.uk"}
MAX_LINES = 50_000_000


def load_psl(path):
    suffixes = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("//"):
                suffixes.add(line.lstrip("*.!"))
    return suffixes


def registered(name, suffixes):
    labels = name.rstrip(".").lower().split(".")
    for i in range(len(labels)):
        if ".".join(labels[i:]) in suffixes and i > 0:
            return ".".join(labels[i - 1:]), labels[:i - 1]
    if len(labels) >= 2:
        return ".".join(labels[-2:]), labels[:-2]
    return name, []


def entropy(s):
    if not s:
        return 0.0
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def records(path, fmt):
    skipped = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        if fmt == "csv":
            for row in csv.DictReader(fh):
                yield row.get("client_ip", ""), row.get("query", ""), row.get("qtype", "")
            return
        for n, line in enumerate(fh):
            if n >= MAX_LINES:
                print(f"stopped after {MAX_LINES} lines", file=sys.stderr)
                return
            if fmt == "zeek-json":
                try:
                    r = json.loads(line)
                except json.JSONDecodeError:
                    skipped += 1  # headers/footers or truncated lines; counted and reported
                    continue
                if not isinstance(r, dict):
                    skipped += 1
                    continue
                yield r.get("id.orig_h", ""), r.get("query", ""), r.get("qtype_name", "")
            elif not line.startswith("#"):
                f = line.rstrip("\n").split("\t")
                if len(f) > 13:
                    yield f[2], f[9], f[13]
                else:
                    skipped += 1
    if skipped:
        print(f"note: {skipped} unparsable line(s) skipped", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log", required=True)
    ap.add_argument("--format", choices=["zeek-json", "zeek-tsv", "csv"], default="zeek-json")
    ap.add_argument("--psl")
    ap.add_argument("--top", type=int, default=30)
    a = ap.parse_args()

    suffixes = load_psl(a.psl) if a.psl else TWO_LEVEL_SUFFIXES
    stats = collections.defaultdict(lambda: {"subs": set(), "clients": set(), "lens": [],
                                             "ent": [], "txt": 0, "n": 0})
    try:
        for client, query, qtype in records(a.log, a.format):
            if not query:
                continue
            dom, sub = registered(query, suffixes)
            st = stats[dom]
            st["n"] += 1
            st["clients"].add(client)
            if qtype in ("TXT", "NULL", "CNAME"):
                st["txt"] += 1
            if sub:
                st["subs"].add(".".join(sub))
                st["lens"].append(len(sub[0]))
                st["ent"].append(entropy(sub[0]))
    except OSError as exc:
        sys.exit(f"cannot read log: {exc}")

    rows = []
    for dom, st in stats.items():
        if not st["lens"]:
            continue
        mean_len = sum(st["lens"]) / len(st["lens"])
        mean_ent = sum(st["ent"]) / len(st["ent"])
        score = len(st["subs"]) / 100 + mean_len / 10 + mean_ent + 5 * st["txt"] / st["n"] \
            - len(st["clients"]) / 50
        rows.append((score, dom, len(st["subs"]), mean_len, mean_ent, st["txt"] / st["n"], len(st["clients"])))
    rows.sort(reverse=True)
    print("| score | domain | unique subs | mean len | entropy | TXT/NULL share | clients |")
    print("|---|---|---|---|---|---|---|")
    for r in rows[:a.top]:
        print(f"| {r[0]:.1f} | {r[1].replace('.', '[.]')} | {r[2]} | {r[3]:.1f} | {r[4]:.2f} | {r[5]:.0%} | {r[6]} |")


if __name__ == "__main__":
    main()
