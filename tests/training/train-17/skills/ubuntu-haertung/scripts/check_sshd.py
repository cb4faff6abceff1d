#!/usr/bin/env python3
"""Effektive sshd-Optionen (Drop-ins zuerst) gegen die Baseline prüfen. Nur lesend."""
import argparse
import glob
import json
import logging
import os
import sys

log = logging.getLogger("check_sshd")

BASELINE = {
    "permitrootlogin": "no",
    "passwordauthentication": "no",
    "kbdinteractiveauthentication": "no",
    "pubkeyauthentication": "yes",
    "maxauthtries": "3",
    "logingracetime": "30",
    "x11forwarding": "no",
    "allowtcpforwarding": "no",
    "clientaliveinterval": "300",
    "clientalivecountmax": "2",
    "loglevel": "VERBOSE",
}


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().splitlines()
    except OSError as exc:
        log.error("Datei nicht lesbar: %s (%s)", path, exc)
        raise


def effective_options(main_config):
    files = []
    for line in read_lines(main_config):
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0].lower() == "include":
            pattern = parts[1]
            if not os.path.isabs(pattern):
                pattern = os.path.join("/etc/ssh", pattern)
            files.extend(sorted(glob.glob(pattern)))
    files.append(main_config)
    seen = {}
    for path in files:
        for line in read_lines(path):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s.lower().startswith("match "):
                break  # Match-Blöcke werden separat begutachtet
            parts = s.split(None, 1)
            if len(parts) != 2:
                continue
            key = parts[0].lower()
            seen.setdefault(key, {"value": parts[1].strip(), "file": path})
    return seen


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="/etc/ssh/sshd_config")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    opts = effective_options(args.config)
    deviations = []
    for key, want in BASELINE.items():
        got = opts.get(key)
        if got is None or got["value"].lower() != want.lower():
            deviations.append({"option": key, "soll": want,
                               "ist": got["value"] if got else None,
                               "datei": got["file"] if got else None})
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"abweichungen": deviations}, fh, indent=2, ensure_ascii=False)
    log.info("%d Abweichungen", len(deviations))
    return 1 if deviations else 0


if __name__ == "__main__":
    sys.exit(main())
