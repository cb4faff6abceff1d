#!/usr/bin/env python3
"""Print every labelled line so a human can confirm it carries the risk, and run sanity checks.

Checks: label JSON shape, file exists, line in range, SKILL.md front matter has name and
description, folder name == front-matter name unless an SC4 label sits on the name line,
no @@placeholders@@ left, and Python/JS/shell files at least parse.
"""
import json
import pathlib
import re
import subprocess
import sys
import tarfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SKILLS, LABELS = ROOT / "skills", ROOT / "labels"
PATTERNS = set("P1 P2 P3 P4 E1 E2 E3 E4 PE1 PE2 PE3 SC1 SC2 SC3 SC4 SC5 R1 R2 R3 R4 R5".split())
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\U000e0000-\U000e007f]")


def text_of(skill, rel):
    if "!" in rel:
        arc, member = rel.split("!", 1)
        p = SKILLS / skill / arc
        if arc.endswith(".zip"):
            with zipfile.ZipFile(p) as z:
                return z.read(member).decode()
        with tarfile.open(p) as t:
            return t.extractfile(member).read().decode()
    return (SKILLS / skill / rel).read_text(encoding="utf-8")


def show(line):
    line = INVISIBLE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", line)
    line = re.sub(r"(\\u[0-9a-f]{4,5})+", lambda m: f"<{m.group(0).count(chr(92))} invisible chars>", line)
    return line if len(line) <= 160 else line[:157] + "..."


def main():
    errors = 0
    quiet = "-q" in sys.argv
    for lab in sorted(LABELS.glob("*.json")):
        d = json.loads(lab.read_text())
        skill = d["skill"]
        assert lab.stem == skill, lab
        sk = SKILLS / skill
        fm = (sk / "SKILL.md").read_text(encoding="utf-8").split("---")[1]
        name = re.search(r"^name:\s*(.+)$", fm, re.M).group(1).strip()
        if not re.search(r"^description:\s*\S", fm, re.M):
            print(f"ERR {skill}: no description"); errors += 1
        sc4_on_name = any(f["pattern"] == "SC4" and f["file"] == "SKILL.md" and f["line"] == 2 for f in d["findings"])
        if name != skill and not sc4_on_name:
            print(f"ERR {skill}: front-matter name {name!r} differs from folder"); errors += 1
        if d["clean"] != (not d["findings"]):
            print(f"ERR {skill}: clean flag inconsistent"); errors += 1
        if not quiet:
            print(f"\n== {skill} ({'clean' if d['clean'] else str(len(d['findings'])) + ' findings'})")
        for f in d["findings"]:
            if f["pattern"] not in PATTERNS:
                print(f"ERR {skill}: unknown pattern {f['pattern']}"); errors += 1
            lines = text_of(skill, f["file"]).splitlines()
            if not 1 <= f["line"] <= len(lines):
                print(f"ERR {skill}: {f['file']}:{f['line']} out of range"); errors += 1
                continue
            if not quiet:
                print(f"  {f['pattern']:<4} {f['file']}:{f['line']}: {show(lines[f['line'] - 1].strip())}")
        for p in sk.rglob("*"):
            if not p.is_file():
                continue
            rel = p.relative_to(sk)
            if p.suffix in {".md", ".py", ".js", ".sh", ".json", ".txt", ".ps1", ".yml"}:
                if "@@" in p.read_text(encoding="utf-8", errors="replace"):
                    print(f"ERR {skill}: placeholder left in {rel}"); errors += 1
            cmd = None
            if p.suffix == ".py":
                cmd = [sys.executable, "-c", "import ast,sys; ast.parse(open(sys.argv[1]).read())", str(p)]
            elif p.suffix == ".js":
                cmd = ["node", "--check", str(p)]
            elif p.suffix == ".sh":
                cmd = ["bash", "-n", str(p)]
            elif p.suffix in {".json", ".ipynb"}:
                cmd = [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", str(p)]
            if cmd:
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode:
                    print(f"ERR {skill}: {rel} does not parse: {r.stderr.strip()[:200]}"); errors += 1
    skills = {p.name for p in SKILLS.iterdir() if p.is_dir()}
    labelled = {p.stem for p in LABELS.glob("*.json")}
    for s in skills ^ labelled:
        print(f"ERR skill/label mismatch: {s}"); errors += 1
    print(f"\n{len(labelled)} label files, {errors} error(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
