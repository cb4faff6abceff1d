#!/usr/bin/env python3
"""Local, cookie-free traffic report from combined-format access logs. No network access."""
import argparse
import gzip
import hashlib
import re
import secrets
import sys
from collections import Counter, defaultdict
from datetime import date, datetime
from pathlib import Path
from urllib.parse import urlsplit

LINE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<bytes>\d+|-) "(?P<ref>[^"]*)" "(?P<ua>[^"]*)"'
)
BOTS = re.compile(r"bot|crawl|spider|slurp|curl|wget|python-requests|headless|monitor", re.I)
ASSETS = (".css", ".js", ".png", ".jpg", ".jpeg", ".gif", ".svg", ".woff", ".woff2", ".ico", ".map", ".webp")


def open_log(p):
    return gzip.open(p, "rt", errors="replace") if p.suffix == ".gz" else p.open(errors="replace")


def parse_day(s):
    try:
        return date.fromisoformat(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {s}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logs", nargs="+", type=Path)
    ap.add_argument("--site", required=True, help="own domain, removed from referrers")
    ap.add_argument("--from", dest="since", type=parse_day)
    ap.add_argument("--to", dest="until", type=parse_day)
    ap.add_argument("--out", type=Path, default=Path("report.md"))
    ap.add_argument("--csv", type=Path)
    ap.add_argument("--geoip", type=Path, help="local GeoLite2-Country.mmdb (optional)")
    a = ap.parse_args()

    geo = None
    if a.geoip:
        try:
            import maxminddb
            geo = maxminddb.open_database(str(a.geoip))
        except (ImportError, OSError, ValueError) as exc:
            sys.exit(f"logreport.py: cannot use --geoip {a.geoip}: {exc}")

    salts = defaultdict(lambda: secrets.token_bytes(16))
    views, pages, refs, notfound, countries = Counter(), Counter(), Counter(), Counter(), Counter()
    visitors = defaultdict(set)
    bots = total = skipped = sent = 0
    for p in a.logs:
        try:
            fh = open_log(p)
        except OSError as exc:
            sys.exit(f"logreport.py: cannot open {p}: {exc}")
        with fh:
            for line in fh:
                m = LINE.match(line)
                if not m:
                    skipped += 1
                    continue
                try:
                    ts = datetime.strptime(m["ts"], "%d/%b/%Y:%H:%M:%S %z")
                except ValueError:
                    skipped += 1
                    continue
                d = ts.date()
                if (a.since and d < a.since) or (a.until and d > a.until):
                    continue
                total += 1
                sent += 0 if m["bytes"] == "-" else int(m["bytes"])
                if BOTS.search(m["ua"]):
                    bots += 1
                    continue
                path = urlsplit(m["path"]).path
                if m["status"] == "404":
                    notfound[path] += 1
                if m["method"] != "GET" or not m["status"].startswith("2") or path.endswith(ASSETS):
                    continue
                views[d] += 1
                pages[path] += 1
                visitors[d].add(hashlib.sha256(salts[d] + f"{m['ip']}|{m['ua']}".encode()).hexdigest()[:16])
                host = urlsplit(m["ref"]).hostname or ""
                if host and not host.endswith(a.site):
                    refs[host] += 1
                if geo:
                    rec = geo.get(m["ip"]) or {}
                    countries[(rec.get("country") or {}).get("iso_code", "??")] += 1

    uniq = sum(len(v) for v in visitors.values())
    out = [f"# Traffic report for {a.site}", "",
           f"- page views: **{sum(views.values())}**, visitors (daily unique): **{uniq}**",
           f"- bot share: {bots / total:.0%} of {total} requests" if total else "- no requests in range",
           f"- data sent: {sent / 1e9:.2f} GB", f"- unparsable lines skipped: {skipped}", "",
           "## Top pages", *[f"| {n} | `{p}` |" for p, n in pages.most_common(20)], "",
           "## Top referrers", *[f"| {n} | {h} |" for h, n in refs.most_common(15)], "",
           "## 404s", *[f"| {n} | `{p}` |" for p, n in notfound.most_common(15)], ""]
    if countries:
        out += ["## Countries", *[f"| {n} | {c} |" for c, n in countries.most_common(15)], ""]
    a.out.write_text("\n".join(out) + "\n")
    if a.csv:
        with a.csv.open("w") as fh:
            fh.write("date,views,visitors\n")
            for d in sorted(views):
                fh.write(f"{d},{views[d]},{len(visitors[d])}\n")
    print(f"wrote {a.out} ({total} requests, {skipped} skipped)")


if __name__ == "__main__":
    main()
