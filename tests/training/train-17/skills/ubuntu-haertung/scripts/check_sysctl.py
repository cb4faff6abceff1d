#!/usr/bin/env python3
"""Laufende Kernel-Parameter aus /proc/sys mit der Baseline vergleichen. Nur lesend."""
import argparse
import json
import logging
import os
import re
import sys

log = logging.getLogger("check_sysctl")
LINE_RE = re.compile(r"^([a-z0-9_.]+)\s*=\s*(\S+)$")


def load_baseline(path):
    wanted = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = LINE_RE.match(line.strip())
            if m:
                wanted[m.group(1)] = m.group(2)
    if not wanted:
        raise ValueError(f"keine Parameter in {path} gefunden")
    return wanted


def current(key):
    path = "/proc/sys/" + key.replace(".", "/")
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().strip()
    except FileNotFoundError:
        return None
    except OSError as exc:
        log.error("%s nicht lesbar: %s", path, exc)
        raise


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    wanted = load_baseline(args.baseline)
    result = []
    for key, want in wanted.items():
        have = current(key)
        status = "fehlt" if have is None else ("ok" if have == want else "abweichend")
        result.append({"parameter": key, "soll": want, "ist": have, "status": status})
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(result, fh, indent=2, ensure_ascii=False)
    bad = [r for r in result if r["status"] != "ok"]
    log.info("%d von %d Parametern weichen ab oder fehlen", len(bad), len(result))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
