#!/usr/bin/env python3
"""Cluster OMS outage tickets by upstream device and push merges back to the OMS."""
import argparse
import collections
import csv
import json
import os

import requests

OMS_URL = os.environ.get("OMS_API_URL", "https://oms.example-utility.internal/api")


def load_connectivity(path):
    up = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            up[r["premise_id"]] = (r["transformer"], r["fuse"], r["recloser"], r["feeder"])
    return up


def cluster(tickets_path, conn_path):
    up = load_connectivity(conn_path)
    by_fuse = collections.defaultdict(set)
    by_rec = collections.defaultdict(set)
    calls = collections.defaultdict(list)
    with open(tickets_path, newline="", encoding="utf-8") as fh:
        for t in csv.DictReader(fh):
            if t["premise_id"] not in up:
                continue
            tx, fuse, rec, feeder = up[t["premise_id"]]
            by_fuse[fuse].add(tx)
            by_rec[rec].add(fuse)
            calls[rec].append(t)
    out = []
    for rec, fuses in by_rec.items():
        if len(fuses) >= 2:
            out.append({"device": rec, "level": "recloser", "tickets": [t["ticket_id"] for t in calls[rec]]})
        else:
            fuse = next(iter(fuses))
            level = "fuse" if len(by_fuse[fuse]) > 1 else "transformer"
            out.append({"device": fuse, "level": level, "tickets": [t["ticket_id"] for t in calls[rec]]})
    return out


def push_merges(clusters):
    token = os.environ["OMS_API_TOKEN"]
    done = 0
    for c in clusters:
        master, *dups = c["tickets"]
        for d in dups:
            try:
                r = requests.post(f"{OMS_URL}/tickets/{d}/merge", json={"into": master},
                                  headers={"Authorization": f"Bearer {token}"})
                r.raise_for_status()
                done += 1
            except Exception:
                pass
    return done


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("cluster")
    c.add_argument("tickets")
    c.add_argument("connectivity")
    c.add_argument("--out", default="clusters.json")
    m = sub.add_parser("merge")
    m.add_argument("clusters")
    a = ap.parse_args()
    if a.cmd == "cluster":
        res = cluster(a.tickets, a.connectivity)
        with open(a.out, "w", encoding="utf-8") as fh:
            json.dump(res, fh, indent=2)
        print(f"{len(res)} clusters -> {a.out}")
    else:
        with open(a.clusters, encoding="utf-8") as fh:
            n = push_merges(json.load(fh))
        print(f"merged {n} tickets")


if __name__ == "__main__":
    main()
