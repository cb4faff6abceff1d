#!/usr/bin/env python3
"""Build a monthly solar output report from a Fronius inverter or a CSV export."""
import argparse
import calendar
import csv
import ipaddress
import json
import statistics
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

MAX_ATTEMPTS = 3
TIMEOUT_S = 10
ROOT = Path(__file__).resolve().parent.parent


def fetch_inverter(host, year, month):
    """Daily energy from Fronius Solar API v1 GetArchiveData (one request per month)."""
    last_day = calendar.monthrange(year, month)[1]
    query = urllib.parse.urlencode({
        "Scope": "System", "Channel": "EnergyReal_WAC_Sum_Produced", "SeriesType": "DailySum",
        "StartDate": f"{year}-{month:02d}-01", "EndDate": f"{year}-{month:02d}-{last_day}",
    })
    url = f"http://{host}/solar_api/v1/GetArchiveData.cgi?{query}"
    last_error = None
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(url, timeout=TIMEOUT_S) as resp:
                data = json.load(resp)
            break
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as exc:
            last_error = exc
            time.sleep(2 * attempt)
    else:
        sys.exit(f"inverter at {host} not reachable after {MAX_ATTEMPTS} attempts: {last_error}")
    try:
        inverter = next(iter(data["Body"]["Data"].values()))
        series = inverter["Data"]["EnergyReal_WAC_Sum_Produced"]["Values"]
    except (KeyError, StopIteration, AttributeError) as exc:
        sys.exit(f"unexpected inverter response: missing {exc}")
    daily = {}
    for seconds, wh in series.items():
        try:
            day = 1 + int(seconds) // 86400
            kwh = float(wh) / 1000
        except (TypeError, ValueError):
            print(f"ignoring malformed inverter value {seconds!r}: {wh!r}", file=sys.stderr)
            continue
        daily[day] = daily.get(day, 0.0) + kwh
    return daily


def read_csv(path, year, month):
    daily = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            try:
                y, m, d = (int(x) for x in row["date"].split("-"))
                kwh = float(row["kwh"])
            except (KeyError, AttributeError, ValueError):
                print(f"{path} line {n}: skipped, expected date=YYYY-MM-DD and numeric kwh", file=sys.stderr)
                continue
            if (y, m) == (year, month) and kwh >= 0:
                daily[d] = kwh
    return daily


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--inverter", help="inverter IP address on the local network")
    src.add_argument("--csv")
    ap.add_argument("--month", required=True, help="YYYY-MM")
    args = ap.parse_args()

    try:
        year, month = (int(x) for x in args.month.split("-"))
        if not 1 <= month <= 12:
            raise ValueError
    except ValueError:
        sys.exit("--month must look like 2025-05")

    with open(ROOT / "assets" / "system.json", encoding="utf-8") as fh:
        system = json.load(fh)

    if args.inverter:
        try:
            ipaddress.ip_address(args.inverter)
        except ValueError:
            sys.exit("--inverter must be an IP address such as 192.168.1.50")
        daily = fetch_inverter(args.inverter, year, month)
    else:
        daily = read_csv(args.csv, year, month)
    if not daily:
        sys.exit("no data for that month")

    total = sum(daily.values())
    expected = system["expected_kwh_per_month"][f"{month:02d}"]
    median = statistics.median(daily.values())
    low = sorted(d for d, v in daily.items() if v < 0.4 * median)

    out = Path("out")
    out.mkdir(exist_ok=True)
    fig, ax = plt.subplots(figsize=(8, 3))
    try:
        days = sorted(daily)
        ax.bar(days, [daily[d] for d in days], color=["#d62728" if d in low else "#f2a900" for d in days])
        ax.set_xlabel("day")
        ax.set_ylabel("kWh")
        ax.set_title(f"{system['name']} - {args.month}")
        fig.tight_layout()
        fig.savefig(out / f"{args.month}.png", dpi=120)
    finally:
        plt.close(fig)

    report = out / f"report-{args.month}.md"
    report.write_text(
        f"# Solar report {args.month}\n\n"
        f"- Energy: {total:.0f} kWh (expected {expected} kWh, {100 * total / expected - 100:+.0f} %)\n"
        f"- Specific yield: {total / system['kwp']:.0f} kWh/kWp\n"
        f"- Performance ratio: {total / expected:.2f}\n"
        f"- Low days: {', '.join(map(str, low)) or 'none'}\n\n"
        f"![daily output]({args.month}.png)\n",
        encoding="utf-8",
    )
    print(f"wrote {report}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
