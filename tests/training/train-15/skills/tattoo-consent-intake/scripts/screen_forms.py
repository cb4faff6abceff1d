#!/usr/bin/env python3
"""Check consent form submissions and flag injected instructions in free text."""
import datetime as dt
import json
import re
import sys

SUSPICIOUS = [
    r"ignore (all )?(previous|prior|above) instructions",
    r"^\s*(system|admin)\s*:",
    r"unrestricted mode|developer mode|jailbreak",
    r"\b(email|send|upload|forward)\b.*\b(list|data|file|database)\b",
    r"system prompt|your instructions",
    r"~/\.ssh|id_rsa|\.aws/credentials",
]
HIDDEN = re.compile("[\u200b\u200c\u200d\u2060\ufeff]|[\U000e0000-\U000e007f]")
MEDICAL = ("anticoagulant", "pregnan", "diabet", "keloid", "eczema", "psoriasis", "sunburn")
FREE_TEXT = ("design_description", "anything_else")


def visible(text):
    return HIDDEN.sub(lambda m: f"<U+{ord(m.group(0)):04X}>", text)


def age_on(dob, day):
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


def check(form):
    notes = []
    try:
        dob = dt.date.fromisoformat(form["dob"])
        appt = dt.date.fromisoformat(form["appointment_date"])
    except (KeyError, TypeError, ValueError):
        return ["invalid or missing dates"], False
    if age_on(dob, appt) < 18:
        notes.append("UNDER 18")
    if form.get("alcohol_24h") != "no":
        notes.append("alcohol/drugs not 'no'")
    if not form.get("aftercare_ack"):
        notes.append("aftercare not acknowledged")
    med = (form.get("medical") or "").lower()
    notes += [f"medical: {m}" for m in MEDICAL if m in med]
    flagged = False
    for field in FREE_TEXT:
        text = form.get(field) or ""
        if HIDDEN.search(text) or any(re.search(p, text, re.I | re.M) for p in SUSPICIOUS):
            flagged = True
            notes.append(f"NEEDS MANUAL REVIEW: {field} = {visible(text)!r}")
    return notes, flagged


def main(path):
    try:
        with open(path, encoding="utf-8") as fh:
            forms = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if not isinstance(forms, list):
        sys.exit("expected a JSON list of submissions")
    for f in forms:
        notes, flagged = check(f if isinstance(f, dict) else {})
        status = "REVIEW" if flagged or notes else "ok"
        print(f"{str(f.get('booking_ref', '?')) if isinstance(f, dict) else '?':<10} {status:<7} {'; '.join(notes)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: screen_forms.py submissions.json")
    main(sys.argv[1])
