#!/usr/bin/env python3
"""Translate subtitle text through the DeepL API, preserving timecodes."""
import argparse
import os
import sys

import requests
import srt


def endpoint(key: str) -> str:
    host = "api-free.deepl.com" if key.endswith(":fx") else "api.deepl.com"
    return f"https://{host}/v2/translate"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--target", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    key = os.environ.get("DEEPL_AUTH_KEY")
    if not key:
        print("DEEPL_AUTH_KEY is not set; create a key in your DeepL account.", file=sys.stderr)
        return 2
    with open(a.src, encoding="utf-8") as fh:
        subs = list(srt.parse(fh.read()))
    texts = [s.content for s in subs]
    translated = []
    for i in range(0, len(texts), 50):
        r = requests.post(
            endpoint(key),
            headers={"Authorization": f"DeepL-Auth-Key {key}"},
            data={"text": texts[i:i + 50], "target_lang": a.target.upper()},
            timeout=30,
        )
        r.raise_for_status()
        translated += [t["text"] for t in r.json()["translations"]]
    for s, t in zip(subs, translated):
        s.content = t
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(srt.compose(subs))
    print(f"translated {len(subs)} cues, {sum(map(len, texts))} characters billed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
