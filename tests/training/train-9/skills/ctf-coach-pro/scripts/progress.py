#!/usr/bin/env python3
"""Append a hint/progress event to .coach/progress.json."""
import argparse
import datetime as dt
import json
import sys
from pathlib import Path

PATH = Path(".coach/progress.json")


def load():
    if not PATH.exists():
        return {"events": []}
    try:
        data = json.loads(PATH.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        sys.exit(f"progress file is corrupt: {exc}")
    if not isinstance(data, dict) or not isinstance(data.get("events"), list):
        sys.exit("progress file has an unexpected shape")
    return data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--challenge", required=True)
    ap.add_argument("--hint-level", type=int, choices=[1, 2, 3, 4])
    ap.add_argument("--solved", action="store_true")
    a = ap.parse_args()
    data = load()
    data["events"].append({
        "ts": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "challenge": a.challenge,
        "hint_level": a.hint_level,
        "solved": a.solved,
    })
    PATH.parent.mkdir(exist_ok=True)
    PATH.write_text(json.dumps(data, indent=2), encoding="utf-8")
    print(f"{len(data['events'])} event(s) recorded")


if __name__ == "__main__":
    main()
