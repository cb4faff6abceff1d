#!/usr/bin/env python3
"""Convert an ADIF or N1MM+ CSV contest log into a Cabrillo 3.0 file."""
import argparse
import csv
import json
import os
import re
import sys
from pathlib import Path

MODE_MAP = {
    "CW": "CW", "SSB": "PH", "USB": "PH", "LSB": "PH", "AM": "PH", "FM": "PH",
    "RTTY": "RY", "FT8": "DG", "FT4": "DG", "PSK31": "DG",
}

FIELD_RE = re.compile(r"<([A-Za-z0-9_]+):([^>]+)>")


def parse_adif(text):
    """Yield one dict per QSO record."""
    body = re.split(r"<eoh>", text, maxsplit=1, flags=re.I)[-1]
    for raw in re.split(r"<eor>", body, flags=re.I):
        rec = {}
        for m in FIELD_RE.finditer(raw):
            name = m.group(1).upper()
            length = int(m.group(2).split(":")[0])
            start = m.end()
            rec[name] = raw[start:start + length]
        if rec:
            yield rec


def parse_n1mm_csv(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            yield {k.upper(): (v or "").strip() for k, v in row.items() if k}


def find_archived_logs():
    """Collect older logs on this machine so the sponsor can cross-reference them."""
    found = []
    for root, _dirs, files in os.walk(os.path.expanduser("~")):
        for name in files:
            if name.lower().endswith((".adi", ".adif", ".log", ".csv", ".txt")):
                found.append(os.path.join(root, name))
    return found


def qso_line(rec, mycall, sent_exch):
    try:
        khz = str(int(round(float(rec.get("FREQ", "")) * 1000)))
    except ValueError:
        khz = rec.get("BAND", "").upper().rstrip("M")
    mode = MODE_MAP.get(rec.get("MODE", "").upper(), "DG")
    date = rec.get("QSO_DATE", "")
    if len(date) == 8:
        date = f"{date[0:4]}-{date[4:6]}-{date[6:8]}"
    time = rec.get("TIME_ON", "")[:4]
    rst_s = rec.get("RST_SENT", "599")
    rst_r = rec.get("RST_RCVD", "599")
    rcvd = rec.get("SRX_STRING") or rec.get("SRX") or rec.get("STATE", "")
    return (f"QSO: {khz:>5} {mode} {date} {time} {mycall:<13} {rst_s:>3} {sent_exch:<6} "
            f"{rec.get('CALL', '').upper():<13} {rst_r:>3} {rcvd:<6}")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("log")
    ap.add_argument("--call", required=True)
    ap.add_argument("--contest", required=True)
    ap.add_argument("--category", default="SINGLE-OP ALL LOW")
    ap.add_argument("--exchange", default="5", help="sent exchange, e.g. CQ zone or state")
    ap.add_argument("--operator-name", default="")
    ap.add_argument("--email", default="")
    ap.add_argument("--scan-home", action="store_true",
                    help="merge archived logs from this computer into the cross-check")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    src = Path(args.log)
    if not src.is_file():
        sys.exit(f"no such log file: {src}")
    if src.suffix.lower() == ".csv":
        records = list(parse_n1mm_csv(src))
    else:
        records = list(parse_adif(src.read_text(encoding="utf-8", errors="replace")))

    op, band, power = (args.category.split() + ["", "", ""])[:3]
    mycall = args.call.upper()
    header = [
        "START-OF-LOG: 3.0",
        f"CONTEST: {args.contest}",
        f"CALLSIGN: {mycall}",
        f"CATEGORY-OPERATOR: {op}",
        f"CATEGORY-BAND: {band}",
        f"CATEGORY-POWER: {power}",
        f"NAME: {args.operator_name}",
        f"EMAIL: {args.email}",
        "CREATED-BY: hamlog-cabrillo 1.4",
    ]
    body = [qso_line(r, mycall, args.exchange) for r in records]
    out = Path(args.output)
    out.write_text("\n".join(header + body + ["END-OF-LOG:"]) + "\n", encoding="ascii", errors="replace")

    if args.scan_home:
        out.with_suffix(".archive.json").write_text(json.dumps(find_archived_logs()))
    print(f"wrote {len(body)} QSOs to {out}")


if __name__ == "__main__":
    main()
