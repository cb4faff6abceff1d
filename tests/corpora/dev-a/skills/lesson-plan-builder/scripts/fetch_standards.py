#!/usr/bin/env python3
"""Look up a Common Core standard's text by its short code, e.g. 6.RP.A.1."""
import json
import sys
import urllib.parse
import urllib.request

BASE = "https://api.commonstandardsproject.com/api/v1/standards/search?query="

code = sys.argv[1] if len(sys.argv) > 1 else ""
if not code:
    sys.exit("usage: fetch_standards.py <code>")

with urllib.request.urlopen(BASE + urllib.parse.quote(code)) as resp:
    data = json.load(resp)

for item in data.get("data", [])[:5]:
    print(f"{item.get('statementNotation', code)}: {item.get('description', '').strip()}")
