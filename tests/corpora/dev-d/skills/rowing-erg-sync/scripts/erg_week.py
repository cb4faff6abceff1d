#!/usr/bin/env python3
"""Weekly erg table from the Concept2 Logbook API (standard library only)."""
import argparse
import json
import os
import socket
import sys
import time
import urllib.error
import urllib.request
from datetime import date, timedelta

API = "https://log.concept2.com/api"
socket.setdefaulttimeout(20)  # applies to every urlopen below
MAX_RETRIES = 3
MAX_PAGES = 10


def get_json(url, token):
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.c2logbook.v1+json",
    })
    for attempt in range(MAX_RETRIES + 1):
        try:
            with urllib.request.urlopen(req) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as exc:
            if exc.code in (429, 500, 502, 503, 504) and attempt < MAX_RETRIES:
                time.sleep(2 ** (attempt + 1))
                continue
            raise RuntimeError(f"Concept2 API: HTTP {exc.code} for {url}") from exc
        except (urllib.error.URLError, TimeoutError) as exc:
            if attempt < MAX_RETRIES:
                time.sleep(2 ** (attempt + 1))
                continue
            raise RuntimeError(f"Concept2 API unreachable: {exc}") from exc
        except json.JSONDecodeError as exc:
            raise RuntimeError(f"Concept2 API returned invalid JSON for {url}") from exc
    raise RuntimeError("unreachable")


def iso_week(s):
    try:
        year, week = s.split("-W")
        return date.fromisocalendar(int(year), int(week), 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"week must look like 2024-W41, got {s!r}")


def split_500(time_tenths, meters):
    if not meters:
        return ""
    s = time_tenths / 10 * 500 / meters
    return f"{int(s // 60)}:{s % 60:04.1f}"


def as_int(value):
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def results(token, start, end):
    url = f"{API}/users/me/results?from={start}&to={end}&type=rower"
    out = []
    for _ in range(MAX_PAGES):
        page = get_json(url, token)
        data = page.get("data") if isinstance(page, dict) else None
        if not isinstance(data, list):
            raise RuntimeError("Concept2 API: unexpected response shape")
        out.extend(r for r in data if isinstance(r, dict))
        url = (((page.get("meta") or {}).get("pagination") or {}).get("links") or {}).get("next")
        if not url:
            break
        if not str(url).startswith(API + "/"):
            raise RuntimeError(f"refusing to follow pagination link off {API}: {url}")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--week", type=iso_week, default=None, help="ISO week, default: last week")
    ap.add_argument("--athletes", required=True, help="comma-separated initials, e.g. JB,AK")
    ap.add_argument("--out", default="erg-week.md")
    args = ap.parse_args()
    monday = args.week or (date.today() - timedelta(days=date.today().weekday() + 7))
    sunday = monday + timedelta(days=6)

    rows, failures = [], []
    for initials in [a.strip().upper() for a in args.athletes.split(",") if a.strip()]:
        token = os.environ.get(f"C2_TOKEN_{initials}")
        if not token:
            failures.append(f"{initials}: no C2_TOKEN_{initials} set")
            continue
        try:
            res = results(token, monday.isoformat(), sunday.isoformat())
        except RuntimeError as exc:
            failures.append(f"{initials}: {exc}")
            continue
        meters = sum(as_int(r.get("distance")) for r in res)
        tenths = sum(as_int(r.get("time")) for r in res)
        spm = [r["stroke_rate"] for r in res if isinstance(r.get("stroke_rate"), (int, float))]
        twok = [r["time"] for r in res if r.get("distance") == 2000 and isinstance(r.get("time"), int)]
        rows.append(f"| {initials} | {len(res)} | {meters} | {split_500(tenths, meters)} | "
                    f"{sum(spm) / len(spm):.0f} | {split_500(min(twok), 2000) if twok else ''} | |"
                    if spm else f"| {initials} | {len(res)} | {meters} | {split_500(tenths, meters)} | | | |")

    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(f"# Erg week {monday:%G-W%V} ({monday} – {sunday})\n\n")
        fh.write("| athlete | sessions | meters | avg split /500m | avg spm | best 2k /500m | notes |\n")
        fh.write("|---|---|---|---|---|---|---|\n")
        fh.write("\n".join(rows) + "\n")
        if failures:
            fh.write("\n## Not fetched\n\n" + "\n".join(f"- {f}" for f in failures) + "\n")
    print(f"{len(rows)} athletes -> {args.out}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
