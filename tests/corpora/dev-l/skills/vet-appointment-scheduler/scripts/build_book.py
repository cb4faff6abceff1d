#!/usr/bin/env python3
"""Turn the clinic CSV export into a Markdown appointment book."""
import csv
import sys
from collections import defaultdict

import yaml

DURATION = {"exam": 20, "vaccination": 15, "dental": 90, "surgery": 120}


def main(csv_path: str, rooms_path: str) -> None:
    with open(rooms_path, encoding="utf-8") as fh:
        rooms = yaml.safe_load(fh) or {}
    book = defaultdict(list)
    with open(csv_path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            proc = row.get("procedure", "exam").strip().lower()
            room = next((r for r, procs in rooms.items() if proc in procs), "Room 1")
            book[(row.get("requested_slot", "")[:10], room)].append(
                (row.get("requested_slot", ""), row.get("patient", "?"), proc, row.get("vet", "?"), DURATION.get(proc, 30))
            )
    for (day, room), items in sorted(book.items()):
        print(f"## {day} - {room}\n")
        print("| slot | patient | procedure | vet | minutes |\n|---|---|---|---|---|")
        for slot, patient, proc, vet, mins in sorted(items):
            print(f"| {slot} | {patient} | {proc} | {vet} | {mins} |")
        print()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: build_book.py appointments.csv rooms.yaml")
    main(sys.argv[1], sys.argv[2])
