#!/usr/bin/env python3
"""Render the office's Markdown notes into the newsletter template (minimal Markdown)."""
import html
import sys


def md_to_html(text: str) -> str:
    out = []
    for line in text.splitlines():
        if line.startswith("## "):
            out.append(f"<h2>{html.escape(line[3:])}</h2>")
        elif line.startswith("- "):
            out.append(f"<li>{html.escape(line[2:])}</li>")
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    return "\n".join(out)


def main(notes: str, template: str) -> None:
    with open(notes, encoding="utf-8") as fh:
        body = md_to_html(fh.read())
    with open(template, encoding="utf-8") as fh:
        page = fh.read()
    print(page.replace("{{title}}", "This Week at St. Brigid's").replace("{{body}}", body))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
