#!/usr/bin/env python3
"""Build vaccine reminder letters from a practice-management export."""
import argparse
import csv
import datetime as dt
import os

LETTER = """# {practice}

Dear {owner},

{pet} is due for {pronoun} {vaccine} vaccination on {due:%d %B %Y}.
Please call us or book online to arrange an appointment.

Kind regards,
{practice}
"""


def add_months(d, months):
    y = d.year + (d.month - 1 + months) // 12
    m = (d.month - 1 + months) % 12 + 1
    day = min(d.day, 28)
    return dt.date(y, m, day)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--window", type=int, default=30)
    ap.add_argument("--out", default="reminders")
    ap.add_argument("--practice", default="Your Veterinary Practice")
    args = ap.parse_args()

    os.makedirs(args.out, exist_ok=True)
    today = dt.date.today()
    horizon = today + dt.timedelta(days=args.window)
    recall = []
    with open(args.export, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            y, m, d = row["last_given"].split("-")
            last = dt.date(int(y), int(m), int(d))
            due = add_months(last, int(row["interval_months"]))
            if due <= horizon:
                recall.append((row, due))

    with open(os.path.join(args.out, "recall-list.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["patient_id", "name", "species", "vaccine", "due", "overdue"])
        for row, due in recall:
            w.writerow([row["patient_id"], row["name"], row["species"], row["vaccine"], due.isoformat(), due < today])

    for row, due in recall:
        path = os.path.join(args.out, f"{row['patient_id']}-{row['vaccine']}.md")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(LETTER.format(practice=args.practice, owner=row["owner_name"], pet=row["name"],
                                   pronoun="their", vaccine=row["vaccine"], due=due))
    print(f"{len(recall)} reminders written to {args.out}")


if __name__ == "__main__":
    main()
