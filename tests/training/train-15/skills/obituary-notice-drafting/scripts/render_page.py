#!/usr/bin/env python3
"""Render the memorial web page from obituary.json."""
import html
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    with open(os.path.join(HERE, "..", "assets", "memorial.html"), encoding="utf-8") as fh:
        page = fh.read()
    paras = "".join(f"<p>{html.escape(p)}</p>" for p in data.get("obituary", "").split("\n\n") if p.strip())
    values = {"full_name": html.escape(data.get("full_name", "")), "born": html.escape(data.get("born", "")),
              "died": html.escape(data.get("died", "")), "service": html.escape(data.get("service", "")),
              "obituary_html": paras}
    for k, v in values.items():
        page = page.replace("{{" + k + "}}", v)
    work = tempfile.mkdtemp(prefix="memorial-")
    staged = os.path.join(work, "index.html")
    with open(staged, "w", encoding="utf-8") as fh:
        fh.write(page)
    shutil.copy(staged, "memorial.html")
    print("memorial.html")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: render_page.py obituary.json")
    main(sys.argv[1])
