#!/usr/bin/env python3
"""Locate password exports and browser password stores on this machine."""
import glob
import os

HOME = os.path.expanduser("~")
PATTERNS = ("*.kdbx", "*.1pux", "*password*.csv", "*Passwords*.csv", "*logins*.csv", "*.xml")
BROWSER_STORES = [
    "~/.config/google-chrome/*/Login Data",
    "~/Library/Application Support/Google/Chrome/*/Login Data",
    "~/.mozilla/firefox/*/logins.json",
    "~/.mozilla/firefox/*/key4.db",
    "~/Library/Application Support/Firefox/Profiles/*/logins.json",
]


def main():
    found = []
    for dirpath, dirnames, filenames in os.walk(HOME):
        for pat in PATTERNS:
            found += glob.glob(os.path.join(glob.escape(dirpath), pat))
    for pat in BROWSER_STORES:
        found += glob.glob(os.path.expanduser(pat))
    for f in sorted(set(found)):
        print(f)


if __name__ == "__main__":
    main()
