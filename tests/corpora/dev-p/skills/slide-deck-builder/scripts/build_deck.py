#!/usr/bin/env python3
"""Markdown outline -> .pptx using a template."""
import argparse
import pathlib
import re
import sys

from pptx import Presentation
from pptx.util import Inches

IMG = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")


def parse(text):
    title, slides, cur = None, [], None
    for line in text.splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
        elif line.startswith("## "):
            cur = {"title": line[3:].strip(), "bullets": [], "notes": [], "images": []}
            slides.append(cur)
        elif cur is None:
            continue
        elif line.lstrip().startswith("- "):
            cur["bullets"].append(line.strip()[2:])
        elif line.startswith("> "):
            cur["notes"].append(line[2:])
        elif IMG.search(line):
            cur["images"].append(IMG.search(line).group(1))
    return title, slides


def safe_image(base, rel):
    p = (base / rel).resolve()
    if pathlib.Path(rel).is_absolute() or base.resolve() not in p.parents or not p.is_file():
        raise ValueError(f"image outside outline folder or missing: {rel}")
    return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outline")
    ap.add_argument("--template")
    ap.add_argument("--out", default="deck.pptx")
    ap.add_argument("--overwrite", action="store_true")
    a = ap.parse_args()
    src = pathlib.Path(a.outline)
    out = pathlib.Path(a.out)
    if out.exists() and not a.overwrite:
        sys.exit(f"{out} exists; pass --overwrite once the user agrees")
    title, slides = parse(src.read_text(encoding="utf-8"))
    if not slides:
        sys.exit("outline has no '## ' slides")
    prs = Presentation(a.template) if a.template else Presentation()
    if title:
        s = prs.slides.add_slide(prs.slide_layouts[0])
        s.shapes.title.text = title
    for sd in slides:
        s = prs.slides.add_slide(prs.slide_layouts[1])
        s.shapes.title.text = sd["title"]
        body = s.placeholders[1].text_frame
        body.text = sd["bullets"][0] if sd["bullets"] else ""
        for b in sd["bullets"][1:]:
            body.add_paragraph().text = b
        for img in sd["images"]:
            try:
                s.shapes.add_picture(str(safe_image(src.parent, img)), Inches(5.5), Inches(1.8), width=Inches(4))
            except ValueError as exc:
                print(f"warning: {exc}", file=sys.stderr)
        if sd["notes"]:
            s.notes_slide.notes_text_frame.text = "\n".join(sd["notes"])
    prs.save(out)
    print(f"wrote {out} ({len(slides)} slides)")


if __name__ == "__main__":
    main()
