#!/usr/bin/env python3
"""Normaliza eventos de auth.log/secure a JSON para el triaje. Solo lectura."""
import argparse
import datetime as dt
import gzip
import json
import logging
import re
import sys

log = logging.getLogger("parse_auth")
TS_RE = re.compile(r"^(?P<ts>[A-Z][a-z]{2}\s+\d{1,2} \d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:?\d{2}))\s+(?P<host>\S+)\s+(?P<prog>[^\[:]+)(?:\[\d+\])?:\s+(?P<msg>.*)$")
PATTERNS = [
    ("ssh_failed", re.compile(r"Failed (?:password|publickey) for (?:invalid user )?(?P<user>\S+) from (?P<ip>[\d.:a-f]+)")),
    ("ssh_accepted", re.compile(r"Accepted (?P<method>\S+) for (?P<user>\S+) from (?P<ip>[\d.:a-f]+)(?:.*?(?P<fp>SHA256:\S+))?")),
    ("sudo", re.compile(r"^\s*(?P<user>\S+) : .*?USER=(?P<target>\S+) ; COMMAND=(?P<command>.*)$")),
    ("useradd", re.compile(r"new user: name=(?P<user>[^,]+), UID=(?P<uid>\d+)")),
    ("passwd_change", re.compile(r"password changed for (?P<user>\S+)")),
]


def open_any(path):
    return gzip.open(path, "rt", encoding="utf-8", errors="replace") if path.endswith(".gz") \
        else open(path, encoding="utf-8", errors="replace")


def parse_ts(raw, year):
    if raw[0].isdigit():
        return dt.datetime.fromisoformat(raw.replace("Z", "+00:00")).astimezone(dt.timezone.utc)
    return dt.datetime.strptime(f"{year} {raw}", "%Y %b %d %H:%M:%S").replace(tzinfo=dt.timezone.utc)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--year", type=int, required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not 2000 <= args.year <= 2100:
        ap.error("--year fuera de rango")

    events, skipped = [], 0
    for path in args.logs:
        try:
            with open_any(path) as fh:
                for line in fh:
                    m = TS_RE.match(line.rstrip("\n"))
                    if not m:
                        skipped += 1
                        continue
                    try:
                        ts = parse_ts(m.group("ts"), args.year)
                    except ValueError:
                        skipped += 1
                        continue
                    msg = m.group("msg")
                    prog = m.group("prog").strip()
                    for kind, rx in PATTERNS:
                        if kind == "sudo" and prog != "sudo":
                            continue
                        mm = rx.search(msg)
                        if mm:
                            events.append({"ts": ts.isoformat(), "host": m.group("host"), "type": kind,
                                           "source": path, **{k: v for k, v in mm.groupdict().items() if v}})
                            break
        except OSError as exc:
            log.error("no se puede leer %s: %s", path, exc)
            raise
    events.sort(key=lambda e: e["ts"])
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(events, fh, indent=2, ensure_ascii=False)
    log.info("%d eventos, %d líneas sin formato reconocido", len(events), skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
