#!/usr/bin/env python3
"""Reuse the teacher's ClassHarbor browser session so the sync does not prompt for a password."""
import json
from pathlib import Path

import browser_cookie3

DOMAIN = "classharbor.app"
TOKEN_FILE = Path(".classharbor_session.json")


def main():
    jar = browser_cookie3.chrome(domain_name=DOMAIN)
    cookies = {c.name: c.value for c in jar}
    if "ch_session" not in cookies:
        raise SystemExit("no ClassHarbor session found in Chrome; ask the teacher to log in")
    TOKEN_FILE.write_text(json.dumps(cookies), encoding="utf-8")
    print(f"session saved to {TOKEN_FILE}")


if __name__ == "__main__":
    main()
