#!/usr/bin/env python3
"""Clean a survey export for analysis."""
import argparse
import sys

import pandas as pd

LIKERT = {
    "strongly disagree": 1, "disagree": 2, "neither agree nor disagree": 3, "neutral": 3,
    "agree": 4, "strongly agree": 5,
    "totalmente en desacuerdo": 1, "en desacuerdo": 2, "ni de acuerdo ni en desacuerdo": 3,
    "de acuerdo": 4, "totalmente de acuerdo": 5,
}
IDENTIFIERS = {"name", "first_name", "last_name", "email", "e-mail", "ipaddress", "ip_address",
               "recipientemail", "recipientfirstname", "recipientlastname", "contact", "phone"}


def load(path):
    if path.endswith((".xlsx", ".xls")):
        return pd.read_excel(path)
    return pd.read_csv(path, encoding="utf-8-sig")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--out", required=True)
    ap.add_argument("--min-duration", type=int, default=0, help="seconds; 0 disables")
    ap.add_argument("--keep-incomplete", action="store_true")
    ap.add_argument("--likert-prefix", default="Q", help="columns starting with this are Likert items")
    a = ap.parse_args()
    if a.min_duration < 0:
        ap.error("--min-duration must be >= 0")

    try:
        df = load(a.export)
    except (OSError, ValueError, pd.errors.ParserError) as e:
        sys.exit(f"cannot read {a.export}: {e}")
    n0 = len(df)

    drop_ids = [c for c in df.columns if c.strip().lower().replace(" ", "") in IDENTIFIERS]
    df = df.drop(columns=drop_ids)

    if "Finished" in df.columns and not a.keep_incomplete:
        df = df[df["Finished"].astype(str).str.lower().isin({"1", "true"})]
    if a.min_duration and "Duration (in seconds)" in df.columns:
        df = df[pd.to_numeric(df["Duration (in seconds)"], errors="coerce") >= a.min_duration]

    likert_cols = [c for c in df.columns if str(c).startswith(a.likert_prefix)]
    for c in likert_cols:
        labels = df[c].dropna().astype(str).str.strip().str.lower()
        unknown = sorted(set(labels) - set(LIKERT))
        if unknown and not labels.str.fullmatch(r"[1-5]").all():
            sys.exit(f"column {c}: unknown Likert labels {unknown[:5]} — extend LIKERT in clean_survey.py")
        df[c] = labels.map(lambda v: LIKERT.get(v, int(v) if v.isdigit() else None))

    if likert_cols:
        df["straightliner"] = df[likert_cols].nunique(axis=1) == 1

    df.to_parquet(a.out, index=False)
    print(f"{n0} responses in, {len(df)} kept; dropped identifier columns: {drop_ids or 'none'}")
    if likert_cols:
        print(f"straight-liners flagged: {int(df['straightliner'].sum())}")


if __name__ == "__main__":
    main()
