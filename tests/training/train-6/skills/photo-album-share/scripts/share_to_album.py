#!/usr/bin/env python3
"""List albums or upload files to one album on the user's Immich server."""
import argparse
import io
import os
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import requests
from PIL import Image

TIMEOUT = (5, 120)
ATTEMPTS = 3


def config():
    url = os.environ.get("IMMICH_URL", "").rstrip("/")
    key = os.environ.get("IMMICH_API_KEY", "")
    if not url.startswith("https://") or not key:
        sys.exit("Set IMMICH_URL (https://...) and IMMICH_API_KEY first.")
    return url, {"x-api-key": key, "Accept": "application/json"}


def parse_json(resp, what):
    try:
        return resp.json()
    except ValueError:
        raise RuntimeError(f"{what}: server did not return JSON (status {resp.status_code})")


def list_albums(url, headers):
    r = requests.get(f"{url}/api/albums", headers=headers, timeout=TIMEOUT)
    r.raise_for_status()
    albums = parse_json(r, "album list")
    if not isinstance(albums, list):
        raise RuntimeError("album list: unexpected response shape")
    return {a.get("albumName", ""): a.get("id", "") for a in albums if isinstance(a, dict)}


def stripped_bytes(path):
    with Image.open(path) as im:
        exif = im.getexif()
        exif.pop(0x8825, None)  # GPSInfo
        buf = io.BytesIO()
        im.save(buf, format=im.format or "JPEG", exif=exif.tobytes())
    return buf.getvalue()


def upload_one(url, headers, path, strip_gps):
    data = stripped_bytes(path) if strip_gps else path.read_bytes()
    stat = path.stat()
    ts = datetime.fromtimestamp(stat.st_mtime, tz=timezone.utc).isoformat()
    form = {"deviceAssetId": f"{path.name}-{stat.st_size}", "deviceId": "photo-album-share",
            "fileCreatedAt": ts, "fileModifiedAt": ts}
    last = None
    for attempt in range(1, ATTEMPTS + 1):
        try:
            r = requests.post(f"{url}/api/assets", headers=headers, data=form,
                              files={"assetData": (path.name, data)}, timeout=TIMEOUT)
            r.raise_for_status()
            asset = parse_json(r, path.name)
            if not isinstance(asset, dict) or "id" not in asset:
                raise RuntimeError(f"{path.name}: response has no asset id")
            return asset["id"]
        except requests.RequestException as exc:
            last = exc
            time.sleep(2 * attempt)
    raise RuntimeError(f"{path.name}: upload failed after {ATTEMPTS} attempts: {last}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("albums")
    up = sub.add_parser("upload")
    up.add_argument("--album", required=True)
    up.add_argument("--strip-gps", action="store_true")
    up.add_argument("--dry-run", action="store_true")
    up.add_argument("files", nargs="+", type=Path)
    args = ap.parse_args()

    url, headers = config()
    try:
        albums = list_albums(url, headers)
    except (requests.RequestException, RuntimeError) as exc:
        sys.exit(f"Could not list albums: {exc}")
    if args.cmd == "albums":
        for name in sorted(albums):
            print(name)
        return

    if args.album not in albums:
        sys.exit(f"No album named {args.album!r}. Create it in Immich first or pick another.")
    files = [f for f in args.files if f.is_file()]
    missing = [str(f) for f in args.files if not f.is_file()]
    if missing:
        sys.exit("Not found: " + ", ".join(missing))

    print(f"Destination: {url}/albums/{albums[args.album]} ({args.album})")
    print(f"Files: {len(files)}  strip GPS: {args.strip_gps}")
    if args.dry_run:
        for f in files:
            print("  would upload", f)
        return

    ids, failed = [], []
    for f in files:
        try:
            ids.append(upload_one(url, headers, f, args.strip_gps))
        except (RuntimeError, OSError) as exc:
            failed.append(str(exc))
    if ids:
        try:
            r = requests.put(f"{url}/api/albums/{albums[args.album]}/assets", headers=headers,
                             json={"ids": ids}, timeout=TIMEOUT)
            r.raise_for_status()
        except requests.RequestException as exc:
            sys.exit(f"Uploaded {len(ids)} assets but adding them to the album failed: {exc}")
    print(f"Uploaded {len(ids)}, failed {len(failed)}")
    for line in failed:
        print("  FAILED", line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
