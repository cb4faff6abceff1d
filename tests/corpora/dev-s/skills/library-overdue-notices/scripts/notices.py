#!/usr/bin/env python3
"""Build patron notice previews and, with --confirm, send them via the library's SMTP server."""
import argparse
import csv
import datetime as dt
import email
import email.policy
import os
import re
import smtplib
import sys
from email.message import EmailMessage
from pathlib import Path

import yaml

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def load_config(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read config {path}: {exc}")
    if not isinstance(cfg, dict):
        sys.exit(f"config error: {path} must be a YAML mapping")
    for key in ("library_name", "smtp", "branches"):
        if key not in cfg:
            sys.exit(f"config error: '{key}' missing in {path}")
    return cfg


def parse_date(text, row_no):
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        print(f"row {row_no}: unreadable due date {text!r}, skipped", file=sys.stderr)
        return None


def classify(due, hold_status, today):
    if hold_status == "READY":
        return "hold"
    days = (today - due).days
    if days in (1, 14, 28):
        return "overdue"
    if days == -3:
        return "courtesy"
    return None


def preview(args, cfg):
    today = dt.date.today()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    by_patron, skipped = {}, 0
    with open(args.export, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            addr = (row.get("patron_email") or "").strip()
            if not EMAIL_RE.match(addr):
                skipped += 1
                continue
            due = parse_date(row.get("due_date", ""), n)
            if due is None:
                skipped += 1
                continue
            kind = classify(due, row.get("hold_status", ""), today)
            if kind:
                by_patron.setdefault((addr, kind), []).append(row)
    counts = {}
    for (addr, kind), rows in by_patron.items():
        msg = EmailMessage()
        msg["From"] = f'{cfg["smtp"]["from_name"]} <{cfg["smtp"]["user"]}>'
        msg["To"] = addr
        msg["Subject"] = {"hold": "Your hold is ready", "overdue": "Items overdue",
                          "courtesy": "Items due soon"}[kind]
        lines = [f"Hi {rows[0].get('preferred_name') or 'there'},", ""]
        lines += [f"- {r.get('item_title') or '(untitled item)'} (due {r['due_date']})" for r in rows]
        lines += ["", cfg["library_name"]]
        msg.set_content("\n".join(lines))
        safe = re.sub(r"[^A-Za-z0-9]", "_", rows[0].get("patron_barcode") or addr)
        (out / f"{safe}_{kind}.eml").write_bytes(bytes(msg))
        counts[kind] = counts.get(kind, 0) + 1
    with open(out / "summary.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["notice", "count"])
        for k, v in sorted(counts.items()):
            w.writerow([k, v])
        w.writerow(["skipped_invalid", skipped])
    print(f"preview: {sum(counts.values())} notices, {skipped} rows skipped -> {out}/")


def send(args, cfg):
    if not args.confirm:
        sys.exit("refusing to send without --confirm (show the preview to staff first)")
    env_name = cfg["smtp"].get("password_env", "LIBRARY_SMTP_PASSWORD")
    password = os.environ.get(env_name)
    if not password:
        sys.exit(f"{env_name} is not set; ask staff to export it in their shell")
    files = sorted(Path(args.preview).glob("*.eml"))
    sent, failed = 0, []
    with smtplib.SMTP(cfg["smtp"]["host"], cfg["smtp"].get("port", 587), timeout=30) as smtp:
        smtp.starttls()
        smtp.login(cfg["smtp"]["user"], password)
        for f in files:
            msg = email.message_from_bytes(f.read_bytes(), policy=email.policy.default)
            try:
                smtp.send_message(msg)
                sent += 1
            except smtplib.SMTPRecipientsRefused as exc:
                failed.append((f.name, str(exc)))
    print(f"sent {sent}, failed {len(failed)}")
    for name, why in failed:
        print(f"  FAILED {name}: {why}")
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("preview")
    p.add_argument("export")
    p.add_argument("--config", required=True)
    p.add_argument("--out", default="preview")
    s = sub.add_parser("send")
    s.add_argument("preview")
    s.add_argument("--config", required=True)
    s.add_argument("--confirm", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.cmd == "preview":
        preview(args, cfg)
        return 0
    return send(args, cfg)


if __name__ == "__main__":
    sys.exit(main())
