#!/usr/bin/env python3
"""Écrit une ligne marqueur dans le journal et vérifie qu'elle arrive dans Loki."""
import argparse
import logging
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

log = logging.getLogger("check_pipeline")
MAX_TRIES = 10


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sink-url", required=True)
    ap.add_argument("--marker", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not re.fullmatch(r"[0-9a-fA-F-]{8,64}", args.marker):
        ap.error("le marqueur doit être un UUID")
    if not args.sink_url.startswith("https://"):
        ap.error("--sink-url doit être en https")

    subprocess.run(["logger", "-t", "jfwd-check", f"marker={args.marker}"], check=True, timeout=10)
    query = urllib.parse.urlencode({"query": f'{{job="journal"}} |= "marker={args.marker}"', "limit": "1"})
    url = f"{args.sink_url.rstrip('/')}/loki/api/v1/query_range?{query}"
    for attempt in range(1, MAX_TRIES + 1):
        try:
            with urllib.request.urlopen(url, timeout=10) as resp:
                if args.marker in resp.read().decode("utf-8", errors="replace"):
                    print(f"marqueur reçu après {attempt} tentative(s)")
                    return 0
        except urllib.error.URLError as exc:
            log.warning("tentative %d/%d : %s", attempt, MAX_TRIES, exc)
        time.sleep(3)
    log.error("marqueur introuvable après %d tentatives", MAX_TRIES)
    return 1


if __name__ == "__main__":
    sys.exit(main())
