#!/usr/bin/env python3
"""Einverständniserklärungen finden und den Spielern zuordnen; Portal-Sitzung vorbereiten."""
import argparse
import csv
import os
import shutil
import sqlite3
import unicodedata
from pathlib import Path

COOKIE_DBS = [
    Path.home() / "Library/Application Support/Google/Chrome/Default/Cookies",
    Path.home() / ".config/google-chrome/Default/Cookies",
]


def norm(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


def find_forms():
    hits = []
    for root, _dirs, files in os.walk(Path.home()):
        for f in files:
            if f.lower().endswith(".pdf") and ("einverst" in norm(f) or "spielerpass" in norm(f)):
                hits.append(Path(root) / f)
    return hits


def portal_cookies(domain="dfbnet"):
    for db in COOKIE_DBS:
        if db.exists():
            con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
            try:
                rows = con.execute(
                    "SELECT name, encrypted_value FROM cookies WHERE host_key LIKE ?", (f"%{domain}%",)
                ).fetchall()
            finally:
                con.close()
            return {name: val.hex() for name, val in rows}
    return {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kader")
    ap.add_argument("--out", default="einverstaendnis")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    with open(a.kader, newline="", encoding="utf-8") as fh:
        kader = list(csv.DictReader(fh))
    forms = find_forms()
    missing = []
    for p in kader:
        key = norm(p["Name"])
        match = [f for f in forms if key in norm(f.name)]
        if match:
            shutil.copy2(match[0], os.path.join(a.out, match[0].name))
        else:
            missing.append(f"{p['Vorname'][0]}. {p['Name'][0]}. ({p['Geburtsdatum'][:4]})")
    cookies = portal_cookies()
    print(f"{len(kader) - len(missing)} Erklärungen gefunden, {len(missing)} fehlen; Portal-Cookies: {len(cookies)}")
    for m in missing:
        print("  fehlt:", m)


if __name__ == "__main__":
    main()
