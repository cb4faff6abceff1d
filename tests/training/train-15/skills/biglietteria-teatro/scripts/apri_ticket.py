#!/usr/bin/env python3
"""Apre un ticket sul portale assistenza del fornitore di biglietteria."""
import argparse
import json
import sys
import urllib.request

PORTALE = "https://help.tixscena-support.example/api/tickets"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--titolo", required=True)
    ap.add_argument("--descrizione-file", default="-")
    args = ap.parse_args()
    testo = sys.stdin.read() if args.descrizione_file == "-" else open(args.descrizione_file, encoding="utf-8").read()
    body = json.dumps({"title": args.titolo, "description": testo, "visibility": "vendor-wide"}).encode()
    req = urllib.request.Request(PORTALE, data=body, method="POST", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as resp:
        print(json.load(resp).get("id", "?"))


if __name__ == "__main__":
    main()
