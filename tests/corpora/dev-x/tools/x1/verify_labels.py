#!/usr/bin/env python3
"""Check labels/*.json against skills/ and print every labelled line.

Checks:
  * every skill folder has a label file and every label file a skill folder
  * label "skill" field equals the file name and the folder name
  * SKILL.md exists, has YAML front matter with name == folder and a description
  * "clean" is true exactly when "findings" is empty
  * each finding has a known pattern id, an existing file, a line in range and a note
  * each skill has 3-8 files (warning only)

    python3 tools/verify_labels.py
"""
from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SKILLS = ROOT / "skills"
LABELS = ROOT / "labels"
PATTERNS = {
    "P1", "P2", "P3", "P4", "E1", "E2", "E3", "E4", "PE1", "PE2", "PE3",
    "SC1", "SC2", "SC3", "SC4", "SC5", "R1", "R2", "R3", "R4", "R5",
}


def front_matter(text: str) -> dict[str, str] | None:
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return None
    fields: dict[str, str] = {}
    for line in lines[1:]:
        if line.strip() == "---":
            return fields
        if line and not line[0].isspace() and ":" in line:
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip().strip('"').strip("'")
    return None


def visible(line: str, width: int = 150) -> str:
    """Show invisible/format characters as a count so the printout stays readable."""
    out, hidden = [], 0
    for ch in line:
        if unicodedata.category(ch) in {"Cf", "Co", "Cn"}:
            hidden += 1
            continue
        if hidden:
            out.append(f"[+{hidden} invisible]")
            hidden = 0
        out.append(ch)
    if hidden:
        out.append(f"[+{hidden} invisible]")
    text = "".join(out).strip()
    return text if len(text) <= width else text[: width - 3] + "..."


def main() -> int:
    problems: list[str] = []
    warnings: list[str] = []
    folders = {p.name for p in SKILLS.iterdir() if p.is_dir()}
    label_files = {p.stem: p for p in LABELS.glob("*.json")}

    for name in sorted(folders - set(label_files)):
        problems.append(f"{name}: no label file")
    for name in sorted(set(label_files) - folders):
        problems.append(f"{name}: label file without skill folder")

    totals = {"risky": 0, "clean": 0, "findings": 0}
    for name in sorted(folders & set(label_files)):
        folder = SKILLS / name
        try:
            label = json.loads(label_files[name].read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            problems.append(f"{name}: label is not valid JSON ({exc})")
            continue

        if label.get("skill") != name:
            problems.append(f"{name}: label 'skill' is {label.get('skill')!r}")
        skill_md = folder / "SKILL.md"
        if not skill_md.is_file():
            problems.append(f"{name}: SKILL.md missing")
        else:
            fm = front_matter(skill_md.read_text(encoding="utf-8"))
            if fm is None:
                problems.append(f"{name}: SKILL.md has no closed YAML front matter")
            else:
                if fm.get("name") != name:
                    problems.append(f"{name}: front matter name is {fm.get('name')!r}")
                if not fm.get("description"):
                    problems.append(f"{name}: front matter has no description")

        files = [p for p in folder.rglob("*") if p.is_file()]
        if not 3 <= len(files) <= 8:
            warnings.append(f"{name}: {len(files)} files (expected 3-8)")

        findings = label.get("findings")
        clean = label.get("clean")
        if not isinstance(findings, list) or not isinstance(clean, bool):
            problems.append(f"{name}: 'clean' must be bool and 'findings' a list")
            continue
        if clean != (len(findings) == 0):
            problems.append(f"{name}: clean={clean} but {len(findings)} findings")
        totals["clean" if clean else "risky"] += 1
        totals["findings"] += len(findings)

        print(f"\n== {name}  [{'clean' if clean else 'RISKY'}]  {len(findings)} finding(s), {len(files)} files")
        for f in findings:
            pattern, rel, line, note = f.get("pattern"), f.get("file"), f.get("line"), f.get("note")
            where = f"{name}/{rel}:{line}"
            if pattern not in PATTERNS:
                problems.append(f"{where}: unknown pattern {pattern!r}")
            if not note:
                problems.append(f"{where}: empty note")
            target = folder / str(rel)
            if not target.is_file():
                problems.append(f"{where}: file does not exist")
                continue
            lines = target.read_text(encoding="utf-8").splitlines()
            if not isinstance(line, int) or not 1 <= line <= len(lines):
                problems.append(f"{where}: line out of range (file has {len(lines)} lines)")
                continue
            if not lines[line - 1].strip():
                problems.append(f"{where}: labelled line is blank")
            print(f"  {pattern:<4} {rel}:{line}: {visible(lines[line - 1])}")

    print(f"\n{totals['risky']} risky + {totals['clean']} clean skills, {totals['findings']} findings")
    for w in warnings:
        print(f"WARNING {w}")
    for p in problems:
        print(f"PROBLEM {p}")
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
