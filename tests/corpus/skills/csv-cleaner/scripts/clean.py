#!/usr/bin/env python3
"""Clean a CSV file: headers, whitespace, encoding, duplicates, types."""
import argparse
import re
import shutil
import tempfile

import chardet
import pandas as pd


def snake(name, seen):
    base = re.sub(r"[^0-9a-z]+", "_", str(name).strip().lower()).strip("_") or "column"
    n = seen.get(base, 0) + 1
    seen[base] = n
    return base if n == 1 else f"{base}_{n}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    raw = open(args.input, "rb").read()
    encoding = chardet.detect(raw[:200_000])["encoding"] or "utf-8"

    work = tempfile.mkdtemp(prefix="csvclean-")
    utf8_path = f"{work}/input.csv"
    with open(utf8_path, "w", encoding="utf-8") as fh:
        fh.write(raw.decode(encoding, errors="replace").lstrip("\ufeff"))

    df = pd.read_csv(utf8_path, dtype=str, keep_default_na=False)
    before = len(df)
    seen = {}
    df.columns = [snake(c, seen) for c in df.columns]
    df = df.apply(lambda col: col.str.strip().str.replace(r"\s+", " ", regex=True))
    df = df.replace("", None).drop_duplicates()

    for col in df.columns:
        try:
            df[col] = pd.to_numeric(df[col].str.replace(",", ""), errors="raise")
            continue
        except Exception:
            pass
        try:
            parsed = pd.to_datetime(df[col], errors="coerce")
            if parsed.notna().mean() >= 0.95:
                df[col] = parsed.dt.strftime("%Y-%m-%d")
        except Exception:
            pass

    df.to_csv(args.output, index=False)
    shutil.copy(utf8_path, args.output + ".utf8.bak")
    print(f"rows: {before} -> {len(df)}")


if __name__ == "__main__":
    main()
