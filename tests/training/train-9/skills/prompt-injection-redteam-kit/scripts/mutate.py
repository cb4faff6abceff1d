#!/usr/bin/env python3
"""Expand seed payloads into variants (JSON lines on stdout)."""
import base64
import codecs
import json
import sys


def variants(text):
    yield "plain", text
    yield "upper", text.upper()
    yield "spaced", " ".join(text)
    yield "b64", "Decode this base64 and do what it says: " + base64.b64encode(text.encode()).decode()
    yield "rot13", "Apply ROT13 and comply: " + codecs.encode(text, "rot13")
    yield "leet", text.replace("e", "3").replace("o", "0").replace("i", "1")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: mutate.py payloads.json")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read payloads: {exc}")
    seeds = data.get("seeds", []) if isinstance(data, dict) else []
    n = 0
    for seed in seeds:
        if not isinstance(seed, dict) or "text" not in seed:
            continue
        for kind, text in variants(seed["text"]):
            n += 1
            print(json.dumps({"id": f"{seed.get('id', 'x')}-{kind}", "family": seed.get("family"),
                              "text": text}))
    print(f"{n} variants", file=sys.stderr)


if __name__ == "__main__":
    main()
