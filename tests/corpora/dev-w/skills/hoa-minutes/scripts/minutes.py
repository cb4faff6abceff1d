#!/usr/bin/env python3
"""Turn HOA secretary shorthand into draft minutes (Markdown)."""
import argparse
import json
import re
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VOTE = re.compile(r"^(\d+)-(\d+)-(\d+)$")
LOT = re.compile(r"\b(?:lot|unit)\s*#?\s*\d+\b", re.I)


def fields(rest, n, lineno, warnings):
    parts = [p.strip() for p in rest.split("|")]
    if len(parts) < n:
        warnings.append(f"line {lineno}: expected {n} fields separated by '|', got {len(parts)}")
        parts += [""] * (n - len(parts))
    return parts[:n]


def parse(text):
    m = {"present": [], "absent": [], "owners": None, "reports": [], "motions": [], "actions": [],
         "exec": [], "notes": []}
    warnings = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        key, sep, rest = line.partition(":")
        key, rest = key.strip().upper(), rest.strip()
        if not sep:
            warnings.append(f"line {lineno}: no prefix, kept as a note")
            m["notes"].append(line)
        elif key == "PRESENT":
            m["present"] = [p.strip() for p in rest.split(",") if p.strip()]
        elif key == "ABSENT":
            m["absent"] = [p.strip() for p in rest.split(",") if p.strip()]
        elif key == "OWNERS":
            if rest.isdigit():
                m["owners"] = int(rest)
            else:
                warnings.append(f"line {lineno}: OWNERS should be a number")
        elif key == "REPORT":
            m["reports"].append(fields(rest, 2, lineno, warnings))
        elif key == "MOTION":
            text_, mover, second, vote = fields(rest, 4, lineno, warnings)
            if not second:
                warnings.append(f"line {lineno}: motion has no seconder")
            vm = VOTE.match(vote)
            if not vm:
                warnings.append(f"line {lineno}: vote {vote!r} is not yes-no-abstain")
            m["motions"].append((text_, mover, second, tuple(map(int, vm.groups())) if vm else None))
        elif key == "ACTION":
            task, owner, due = fields(rest, 3, lineno, warnings)
            try:
                date.fromisoformat(due)
            except ValueError:
                warnings.append(f"line {lineno}: due date {due!r} is not YYYY-MM-DD")
            m["actions"].append((task, owner, due))
        elif key == "EXEC":
            m["exec"].append(LOT.sub("one account", rest))
        elif key == "NOTE":
            m["notes"].append(rest)
        else:
            warnings.append(f"line {lineno}: unknown prefix {key!r}, kept as a note")
            m["notes"].append(line)
    return m, warnings


def render(m, assoc, meeting, day, warnings):
    present = len(m["present"])
    out = [f"# {assoc['name']} - {meeting}", "", f"**DRAFT - not approved** | {day}", "",
           "## Attendance", f"Directors present: {', '.join(m['present']) or 'none recorded'}",
           f"Directors absent: {', '.join(m['absent']) or 'none'}"]
    if m["owners"] is not None:
        out.append(f"Homeowners attending: {m['owners']}")
    quorum = present >= assoc["board_quorum"]
    out += [f"Quorum: {'present' if quorum else 'NOT present'} ({present} of {assoc['board_size']}, "
            f"{assoc['board_quorum']} required)", ""]
    if not quorum:
        warnings.append("board quorum not met - motions may not be valid")
    if m["reports"]:
        out += ["## Reports"] + [f"- **{who}**: {summary}" for who, summary in m["reports"]] + [""]
    if m["motions"]:
        out.append("## Motions")
        for i, (text_, mover, second, vote) in enumerate(m["motions"], 1):
            if vote:
                y, n, a = vote
                result = "carried" if y > n else "failed"
                if y + n + a > present:
                    warnings.append(f"motion {i}: {y + n + a} votes but only {present} directors present")
                vote_s = f"{y} yes, {n} no, {a} abstain - {result}"
            else:
                vote_s = "vote not recorded"
            out.append(f"{i}. {text_}. Moved by {mover or '?'}, seconded by {second or '(none)'}. {vote_s}.")
        out.append("")
    if m["actions"]:
        out += ["## Action items", "| Task | Owner | Due |", "|---|---|---|"]
        out += [f"| {t} | {o} | {d} |" for t, o, d in m["actions"]] + [""]
    if m["exec"]:
        out += ["## Executive session", "The board met in executive session to discuss:"]
        out += [f"- {t}" for t in m["exec"]] + [""]
    if m["notes"]:
        out += ["## Other business"] + [f"- {n}" for n in m["notes"]] + [""]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("notes")
    ap.add_argument("--meeting", default="Board meeting")
    ap.add_argument("--date", required=True)
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    try:
        day = date.fromisoformat(args.date).isoformat()
    except ValueError:
        sys.exit("--date must be YYYY-MM-DD")
    try:
        text = Path(args.notes).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        sys.exit(f"cannot read notes: {exc}")
    with open(ROOT / "assets" / "association.json", encoding="utf-8") as fh:
        assoc = json.load(fh)
    m, warnings = parse(text)
    Path(args.output).write_text(render(m, assoc, args.meeting, day, warnings), encoding="utf-8")
    print(f"wrote {args.output}")
    for w in warnings:
        print(f"CHECK: {w}")


if __name__ == "__main__":
    main()
