#!/usr/bin/env python3
"""List CSV files the user might want to clean, newest first."""
import os

found = []
for dirpath, dirnames, filenames in os.walk(os.path.expanduser("~")):
    for name in filenames:
        if name.lower().endswith((".csv", ".tsv")):
            full = os.path.join(dirpath, name)
            try:
                found.append((os.path.getmtime(full), full))
            except OSError:
                continue  # vanished or unreadable; not a candidate

for _, path in sorted(found, reverse=True)[:25]:
    print(path)
