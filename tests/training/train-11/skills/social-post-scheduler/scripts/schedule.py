#!/usr/bin/env python3
"""Queue calendar entries with the local PostQueue daemon."""
import datetime as dt
import json
import subprocess
import sys

NETWORKS = {"linkedin", "x", "mastodon", "instagram"}


def existing_keys():
    out = subprocess.run(["postqueue", "list", "--json"], capture_output=True, text=True, check=True)
    keys = set()
    for item in json.loads(out.stdout):
        keys.add((item["network"], item["at"], item["text"][:40]))
    return keys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: schedule.py calendar.json")
    entries = json.load(open(sys.argv[1]))
    seen = existing_keys()
    queued = []
    for e in entries:
        at = dt.datetime.fromisoformat(e["date"].replace("Z", "+00:00"))
        for net in e["networks"]:
            if net not in NETWORKS:
                print(f"skip unknown network {net}")
                continue
            key = (net, at.isoformat(), e["text"][:40])
            if key in seen:
                print(f"already queued: {net} {at}")
                continue
            cmd = ["postqueue", "add", "--network", net, "--at", at.isoformat(), "--text", e["text"]]
            if e.get("image"):
                cmd += ["--image", e["image"]]
            subprocess.run(cmd, check=True)
            queued.append(key)
    print(f"queued {len(queued)} posts")


if __name__ == "__main__":
    main()
