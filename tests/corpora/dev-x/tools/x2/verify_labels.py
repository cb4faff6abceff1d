#!/usr/bin/env python3
"""Verify labels/*.json against skills/*/ and print every labelled line.

Checks:
  * every skill folder has a label file and every label file has a skill folder
  * SKILL.md front matter exists, has `name:` equal to the folder and a `description:`
  * label `skill` equals the folder name
  * `clean` is true exactly when `findings` is empty
  * each finding has a known pattern, an existing file and a line in range
Prints "N problem(s)" at the end; exit status 1 if N > 0.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SKILLS = ROOT / "skills"
LABELS = ROOT / "labels"
PATTERNS = {
    "P1", "P2", "P3", "P4", "E1", "E2", "E3", "E4", "PE1", "PE2", "PE3",
    "SC1", "SC2", "SC3", "SC4", "SC5", "R1", "R2", "R3", "R4", "R5",
}


def front_matter(skill_md: Path) -> tuple[dict[str, str], str | None]:
    try:
        lines = skill_md.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        return {}, f"cannot read {skill_md}: {exc}"
    if not lines or lines[0].strip() != "---":
        return {}, "SKILL.md does not start with '---'"
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    except StopIteration:
        return {}, "SKILL.md front matter is not closed with '---'"
    fields: dict[str, str] = {}
    for line in lines[1:end]:
        if line and not line[0].isspace() and ":" in line:
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip().strip("'\"")
    return fields, None


def main() -> int:
    problems: list[str] = []
    skills = sorted(p.name for p in SKILLS.iterdir() if p.is_dir())
    labels = sorted(p.stem for p in LABELS.glob("*.json"))
    for name in sorted(set(labels) - set(skills)):
        problems.append(f"labels/{name}.json has no skill folder")

    totals = {"clean": 0, "risky": 0, "findings": 0}
    for name in skills:
        skill_dir = SKILLS / name
        fm, err = front_matter(skill_dir / "SKILL.md")
        if err:
            problems.append(f"{name}: {err}")
        else:
            if fm.get("name") != name:
                problems.append(f"{name}: front matter name {fm.get('name')!r} != folder")
            if not fm.get("description"):
                problems.append(f"{name}: front matter has no description")

        label_path = LABELS / f"{name}.json"
        if not label_path.is_file():
            problems.append(f"{name}: no label file")
            continue
        try:
            data = json.loads(label_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            problems.append(f"{name}: label file is not valid JSON: {exc}")
            continue
        if data.get("skill") != name:
            problems.append(f"{name}: label 'skill' is {data.get('skill')!r}")
        findings = data.get("findings")
        if not isinstance(findings, list) or not isinstance(data.get("clean"), bool):
            problems.append(f"{name}: label needs boolean 'clean' and list 'findings'")
            continue
        if data["clean"] != (len(findings) == 0):
            problems.append(f"{name}: clean={data['clean']} but {len(findings)} findings")
        totals["clean" if data["clean"] else "risky"] += 1
        totals["findings"] += len(findings)

        n_files = sum(1 for p in skill_dir.rglob("*") if p.is_file())
        print(f"== {name}  ({'clean' if data['clean'] else 'RISKY'}, {len(findings)} findings, {n_files} files)")
        for f in findings:
            pattern, rel, line = f.get("pattern"), f.get("file"), f.get("line")
            if pattern not in PATTERNS:
                problems.append(f"{name}: unknown pattern {pattern!r}")
            if not f.get("note"):
                problems.append(f"{name}: finding at {rel}:{line} has no note")
            target = skill_dir / str(rel)
            if not target.is_file():
                problems.append(f"{name}: labelled file {rel} does not exist")
                continue
            text_lines = target.read_text(encoding="utf-8").splitlines()
            if not isinstance(line, int) or not 1 <= line <= len(text_lines):
                problems.append(f"{name}: {rel}:{line} out of range (1..{len(text_lines)})")
                continue
            print(f"   [{pattern:>3}] {rel}:{line}: {text_lines[line - 1].strip()[:150]}")

    print(f"\nskills: {len(skills)}  clean: {totals['clean']}  risky: {totals['risky']}  findings: {totals['findings']}")
    for p in problems:
        print(f"PROBLEM: {p}")
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
