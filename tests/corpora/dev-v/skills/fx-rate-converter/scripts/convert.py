#!/usr/bin/env python3
"""Currency conversion with RateBook reference rates (https://api.ratebook-fx.dev/v1)."""
import argparse
import csv
import datetime as dt
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation

API = "https://api.ratebook-fx.dev/v1/rates"
TIMEOUT_S = 15
MAX_ATTEMPTS = 3
CCY = re.compile(r"^[A-Z]{3}$")
MINOR_UNITS = {"JPY": 0, "KRW": 0, "CLP": 0, "ISK": 0, "KWD": 3, "BHD": 3, "OMR": 3, "TND": 3}


def api_key():
    key = os.environ.get("RATEBOOK_API_KEY")
    if not key:
        sys.exit("RATEBOOK_API_KEY is not set. Create a key at https://ratebook-fx.dev/account and export it.")
    return key


def check_ccy(code):
    code = code.strip().upper()
    if not CCY.match(code):
        raise ValueError(f"not an ISO 4217 code: {code!r}")
    return code


def check_date(value):
    if value is None:
        return None
    try:
        d = dt.date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"date must be YYYY-MM-DD, got {value!r}")
    if d > dt.date.today():
        raise ValueError(f"no rates for future date {d}")
    return d.isoformat()


def fetch_rate(base, quote, date, key, cache):
    ck = (base, quote, date)
    if ck in cache:
        return cache[ck]
    params = {"base": base, "symbols": quote}
    if date:
        params["date"] = date
    req = urllib.request.Request(f"{API}?{urllib.parse.urlencode(params)}",
                                 headers={"Authorization": f"Bearer {key}", "Accept": "application/json"})
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
                payload = json.load(resp)
            break
        except urllib.error.HTTPError as e:
            if e.code in (401, 403):
                sys.exit("RateBook rejected the API key (HTTP %d)" % e.code)
            if e.code != 429 and e.code < 500 or attempt == MAX_ATTEMPTS:
                raise
        except urllib.error.URLError:
            if attempt == MAX_ATTEMPTS:
                raise
        time.sleep(2 ** attempt)
    try:
        rate = Decimal(str(payload["rates"][quote]))
        eff = payload["effective_date"]
    except (KeyError, TypeError, InvalidOperation) as e:
        raise RuntimeError(f"unexpected RateBook response: {e}")
    cache[ck] = (rate, eff)
    return rate, eff


def quantize(amount, ccy):
    places = MINOR_UNITS.get(ccy, 2)
    return amount.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def parse_amount(raw):
    try:
        return Decimal(raw.replace(",", "").strip())
    except InvalidOperation:
        raise ValueError(f"not a number: {raw!r}")


def single(a, key):
    amount = parse_amount(a.amount)
    base, quote = check_ccy(a.base), check_ccy(a.quote)
    rate, eff = fetch_rate(base, quote, check_date(a.date), key, {})
    print(f"{amount} {base} = {quantize(amount * rate, quote)} {quote}  (RateBook, {eff}, 1 {base} = {rate} {quote})")


def batch(a, key):
    quote = check_ccy(a.to)
    cache = {}
    bad = 0
    with open(a.csv, newline="", encoding="utf-8-sig") as src, open(a.out, "w", newline="", encoding="utf-8") as dst:
        reader = csv.DictReader(src)
        for col in (a.amount_col, a.currency_col) + ((a.date_col,) if a.date_col else ()):
            if col not in (reader.fieldnames or []):
                sys.exit(f"column {col!r} not in {a.csv}")
        fields = list(reader.fieldnames) + [f"amount_{quote.lower()}", "fx_rate", "fx_date"]
        writer = csv.DictWriter(dst, fieldnames=fields)
        writer.writeheader()
        for n, row in enumerate(reader, start=2):
            try:
                amount = parse_amount(row[a.amount_col])
                base = check_ccy(row[a.currency_col])
                date = check_date(row[a.date_col]) if a.date_col else None
            except ValueError as e:
                print(f"line {n}: {e}", file=sys.stderr)
                bad += 1
                continue
            rate, eff = (Decimal(1), date or "n/a") if base == quote else fetch_rate(base, quote, date, key, cache)
            row.update({f"amount_{quote.lower()}": quantize(amount * rate, quote), "fx_rate": rate, "fx_date": eff})
            writer.writerow(row)
    print(f"wrote {a.out}; {bad} row(s) skipped, see messages above")
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amount", nargs="?")
    ap.add_argument("base", nargs="?")
    ap.add_argument("quote", nargs="?")
    ap.add_argument("--date")
    ap.add_argument("--csv")
    ap.add_argument("--amount-col", default="amount")
    ap.add_argument("--currency-col", default="currency")
    ap.add_argument("--date-col")
    ap.add_argument("--to")
    ap.add_argument("--out")
    a = ap.parse_args()
    key = api_key()
    try:
        if a.csv:
            if not (a.to and a.out):
                ap.error("--csv needs --to and --out")
            return batch(a, key)
        if not (a.amount and a.base and a.quote):
            ap.error("give AMOUNT BASE QUOTE or --csv")
        single(a, key)
        return 0
    except (ValueError, RuntimeError, urllib.error.URLError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
