#!/usr/bin/env python3
"""Profile a CSV file and print a Markdown report. Standard library only."""
import argparse
import csv
import math
import re
import statistics
import sys
from collections import Counter
from datetime import date, datetime

MISSING = {"", "na", "n/a", "null", "none", "-"}
BOOLEANS = {"true", "false", "yes", "no", "y", "n"}
INTEGER = re.compile(r"^[+-]?\d+$")
DISTINCT_CAP = 100_000


def is_number(value):
    try:
        return math.isfinite(float(value))
    except ValueError:
        return False


def is_date(value):
    try:
        if len(value) == 10:
            date.fromisoformat(value)
        else:
            datetime.fromisoformat(value)
        return True
    except ValueError:
        return False


class Column:
    def __init__(self, name):
        self.name = name
        self.missing = 0
        self.counts = Counter()
        self.capped = False
        self.types = {"integer": True, "number": True, "boolean": True, "date": True}
        self.numbers = []

    def add(self, raw):
        value = raw.strip()
        if value.lower() in MISSING:
            self.missing += 1
            return
        if value in self.counts or len(self.counts) < DISTINCT_CAP:
            self.counts[value] += 1
        else:
            self.capped = True
        t = self.types
        if t["integer"] and not INTEGER.match(value):
            t["integer"] = False
        if t["number"]:
            if is_number(value):
                self.numbers.append(float(value))
            else:
                t["number"] = False
                self.numbers = []
        if t["boolean"] and value.lower() not in BOOLEANS:
            t["boolean"] = False
        if t["date"] and not is_date(value):
            t["date"] = False

    def kind(self):
        if not self.counts:
            return "empty"
        for name in ("integer", "number", "boolean", "date"):
            if self.types[name]:
                return name
        return "text"


def fmt_int(n):
    return f"{n:,}"


def fmt_num(x):
    return f"{x:,.4g}" if abs(x) >= 1e6 or (x and abs(x) < 1e-3) else f"{x:,.2f}".rstrip("0").rstrip(".")


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def sniff_delimiter(sample):
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
    except csv.Error:
        return ","


def profile(fh, delimiter, max_rows):
    reader = csv.reader(fh, delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError("the file is empty") from None
    if not any(h.strip() for h in header):
        raise ValueError("the first row (header) is empty")
    columns = [Column(h.strip() or f"column_{i + 1}") for i, h in enumerate(header)]
    rows = malformed = 0
    for record in reader:
        if max_rows is not None and rows >= max_rows:
            break
        if not record:
            continue
        rows += 1
        if len(record) > len(columns):
            malformed += 1
        for col, value in zip(columns, record + [""] * (len(columns) - len(record))):
            col.add(value)
    return columns, rows, malformed


def render(path, columns, rows, malformed, delimiter, top):
    shown = "\\t" if delimiter == "\t" else delimiter
    out = [f"# Profile of {path}", "", f"Rows: {fmt_int(rows)} · Columns: {len(columns)} · Delimiter: `{shown}`"]
    if malformed:
        out.append(f"\nMalformed rows (more cells than the header): {fmt_int(malformed)}")
    out += ["", "| Column | Type | Missing | Distinct | Top values |", "|--------|------|---------|----------|------------|"]
    for c in columns:
        share = 100 * c.missing / rows if rows else 0.0
        distinct = f"≥ {fmt_int(DISTINCT_CAP)}" if c.capped else fmt_int(len(c.counts))
        tops = ", ".join(f"{cell(v)} ({n})" for v, n in c.counts.most_common(top))
        out.append(f"| {cell(c.name)} | {c.kind()} | {fmt_int(c.missing)} ({share:.1f} %) | {distinct} | {tops} |")
    numeric = [c for c in columns if c.kind() in ("integer", "number") and c.numbers]
    if numeric:
        out += ["", "## Numeric columns", "", "| Column | Min | Max | Mean | Median | Std dev |",
                "|--------|-----|-----|------|--------|---------|"]
        for c in numeric:
            sd = statistics.stdev(c.numbers) if len(c.numbers) > 1 else 0.0
            out.append(
                f"| {cell(c.name)} | {fmt_num(min(c.numbers))} | {fmt_num(max(c.numbers))} | "
                f"{fmt_num(statistics.fmean(c.numbers))} | {fmt_num(statistics.median(c.numbers))} | {fmt_num(sd)} |"
            )
    return "\n".join(out) + "\n"


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv=None):
    ap = argparse.ArgumentParser(description="Summarise a CSV file as Markdown.")
    ap.add_argument("path")
    ap.add_argument("--delimiter", help="field delimiter (sniffed when omitted)")
    ap.add_argument("--encoding", default="utf-8-sig")
    ap.add_argument("--top", type=positive_int, default=3)
    ap.add_argument("--max-rows", type=positive_int)
    args = ap.parse_args(argv)
    if args.delimiter is not None and len(args.delimiter) != 1:
        ap.error("--delimiter must be a single character")
    csv.field_size_limit(10 * 1024 * 1024)
    try:
        with open(args.path, newline="", encoding=args.encoding) as fh:
            delimiter = args.delimiter or sniff_delimiter(fh.read(65536))
            fh.seek(0)
            columns, rows, malformed = profile(fh, delimiter, args.max_rows)
    except OSError as err:
        print(f"error: cannot read {args.path}: {err.strerror or err}", file=sys.stderr)
        return 1
    except UnicodeDecodeError as err:
        print(f"error: {args.path} is not valid {args.encoding} (byte {err.start}); try --encoding latin-1",
              file=sys.stderr)
        return 1
    except (csv.Error, ValueError) as err:
        print(f"error: cannot parse {args.path}: {err}", file=sys.stderr)
        return 1
    sys.stdout.write(render(args.path, columns, rows, malformed, delimiter, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
