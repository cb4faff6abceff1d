#!/usr/bin/env python3
"""Convert an ADIF contest log to Cabrillo 3.0 with validation."""
import argparse
import re
import sys

CALL = re.compile(r"^([A-Z0-9]{1,3}/)?[A-Z0-9]{1,3}[0-9][A-Z0-9]{0,3}[A-Z](/(P|M|QRP|MM|AM|[A-Z0-9]{1,3}))?$")
BANDS = {"160M": (1800, 2000), "80M": (3500, 4000), "40M": (7000, 7300), "20M": (14000, 14350),
         "15M": (21000, 21450), "10M": (28000, 29700)}
MODES = {"CW": "CW", "SSB": "PH", "USB": "PH", "LSB": "PH", "RTTY": "RY", "FT8": "DG"}
FIELD = re.compile(r"<(\w+):(\d+)(?::\w)?>", re.I)


def parse_adif(text):
    eoh = re.search(r"<eoh>", text, re.I)
    body = text[eoh.end():] if eoh else text
    records, cur, pos = [], {}, 0
    while True:
        m = FIELD.search(body, pos)
        end = re.search(r"<eor>", body[pos:], re.I)
        if end and (not m or pos + end.start() < m.start()):
            records.append(cur)
            cur, pos = {}, pos + end.end()
            continue
        if not m:
            break
        n = int(m.group(2))
        cur[m.group(1).upper()] = body[m.end():m.end() + n]
        pos = m.end() + n
    return records


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("adif")
    ap.add_argument("--contest", required=True)
    ap.add_argument("--call", required=True)
    ap.add_argument("--exchange-sent", required=True)
    a = ap.parse_args()
    mycall = a.call.upper()
    if not CALL.match(mycall):
        sys.exit(f"own callsign {mycall} does not look valid")
    with open(a.adif, encoding="utf-8", errors="replace") as fh:
        qsos = parse_adif(fh.read())

    out = ["START-OF-LOG: 3.0", f"CONTEST: {a.contest}", f"CALLSIGN: {mycall}", "CREATED-BY: cabrillo-contest-log skill"]
    seen, warnings = set(), []
    for i, q in enumerate(qsos, start=1):
        call = q.get("CALL", "").upper()
        mode = MODES.get(q.get("MODE", "").upper())
        try:
            khz = round(float(q.get("FREQ", "")) * 1000)
        except ValueError:
            warnings.append(f"QSO {i}: missing or bad frequency")
            continue
        band = next((b for b, (lo, hi) in BANDS.items() if lo <= khz <= hi), None)
        if not CALL.match(call):
            warnings.append(f"QSO {i}: callsign {call!r} invalid")
        if band is None:
            warnings.append(f"QSO {i}: {khz} kHz outside contest bands")
        if mode is None:
            warnings.append(f"QSO {i}: unsupported mode {q.get('MODE')!r}")
            continue
        date, time = q.get("QSO_DATE", ""), q.get("TIME_ON", "")[:4]
        if not (re.fullmatch(r"\d{8}", date) and re.fullmatch(r"\d{4}", time)):
            warnings.append(f"QSO {i}: bad date/time")
            continue
        key = (call, band, mode)
        dupe = key in seen
        seen.add(key)
        if dupe:
            warnings.append(f"QSO {i}: duplicate {call} on {band} {mode} (kept, marked)")
        line = (f"QSO: {khz:>5} {mode} {date[:4]}-{date[4:6]}-{date[6:]} {time} "
                f"{mycall:<13} {q.get('RST_SENT', '599'):<3} {a.exchange_sent:<6} "
                f"{call:<13} {q.get('RST_RCVD', '599'):<3} {q.get('SRX_STRING', q.get('SRX', '')):<6}")
        out.append(line + ("  X-DUPE" if dupe else ""))
    out.append("END-OF-LOG:")

    fname = mycall.replace("/", "_") + ".log"
    with open(fname, "w", encoding="ascii", errors="replace") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"{len(qsos)} QSOs read, {len(out) - 5} written to {fname}")
    for w in warnings:
        print("WARN", w)


if __name__ == "__main__":
    main()
