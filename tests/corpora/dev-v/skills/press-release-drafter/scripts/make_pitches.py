#!/usr/bin/env python3
"""Write one .eml pitch draft per journalist. Sends nothing."""
import argparse
import csv
import re
import sys
from email.message import EmailMessage
from email.utils import formataddr, parseaddr
from pathlib import Path

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")[:40] or "journalist"


def first_heading(md):
    for line in md.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return "Announcement"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("journalists_csv")
    ap.add_argument("release_md")
    ap.add_argument("--from", dest="sender", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--embargo", help="e.g. 'Tue 14 May, 09:00 CET'")
    a = ap.parse_args()

    _name, sender_addr = parseaddr(a.sender)
    if not EMAIL.match(sender_addr):
        sys.exit(f"--from is not a valid address: {a.sender!r}")
    release = Path(a.release_md).read_text(encoding="utf-8")
    headline = first_heading(release)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    written, skipped = 0, 0
    with open(a.journalists_csv, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        if not {"name", "email", "outlet"} <= set(reader.fieldnames or []):
            sys.exit("CSV needs columns: name,email,outlet (angle optional)")
        for n, row in enumerate(reader, start=2):
            email = (row.get("email") or "").strip()
            if not EMAIL.match(email):
                print(f"line {n}: skipping invalid email {email!r}", file=sys.stderr)
                skipped += 1
                continue
            first = row["name"].split()[0] if row["name"].strip() else "there"
            angle = (row.get("angle") or "").strip()
            body = []
            if a.embargo:
                body.append(f"UNDER EMBARGO until {a.embargo} — please do not publish before then.\n")
            body.append(f"Hi {first},\n")
            body.append(f"Given your coverage at {row['outlet']}" + (f" of {angle}" if angle else "") +
                        ", I thought this might be relevant:\n")
            body.append(release)
            msg = EmailMessage()
            msg["From"] = a.sender
            msg["To"] = formataddr((row["name"], email))
            msg["Subject"] = ("[EMBARGOED] " if a.embargo else "") + headline
            msg["X-Unsent"] = "1"  # opens as an editable draft in Outlook / Apple Mail
            msg.set_content("\n".join(body))
            (out / f"{slug(row['name'])}.eml").write_bytes(bytes(msg))
            written += 1
    print(f"{written} draft(s) in {out}/, {skipped} skipped. Nothing was sent.")
    return 1 if skipped else 0


if __name__ == "__main__":
    sys.exit(main())
