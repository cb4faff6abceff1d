#!/usr/bin/env python3
"""Minimal local matcher for Sigma rules against JSON-lines samples.

Supports the subset used in this skill (contains, endswith, contains|all, re, equality).
For full semantics convert with sigma-cli; this is a fast sanity check.
"""
import json
import re
import sys
from pathlib import Path

import yaml


def match_value(field_val, mods, expected):
    vals = expected if isinstance(expected, list) else [expected]
    s = "" if field_val is None else str(field_val)
    if "all" in mods:
        return all(match_value(field_val, [m for m in mods if m != "all"], v) for v in vals)
    for v in vals:
        v = str(v)
        if "contains" in mods and v in s:
            return True
        if "endswith" in mods and s.endswith(v):
            return True
        if "re" in mods and re.search(v, s):
            return True
        if not mods and s == v:
            return True
    return False


def match_selection(sel, event):
    if isinstance(sel, list):
        return any(match_selection(s, event) for s in sel)
    for key, expected in sel.items():
        field, *mods = key.split("|")
        if not match_value(event.get(field), mods, expected):
            return False
    return True


def evaluate(rule, event):
    det = rule["detection"]
    results = {k: match_selection(v, event) for k, v in det.items() if k != "condition"}
    cond = det["condition"]
    cond = re.sub(r"1 of (\w+)\*", lambda m: "(" + " or ".join(
        k for k in results if k.startswith(m.group(1))) + ")", cond)
    tokens = re.findall(r"\(|\)|\w+", cond)
    expr = " ".join(t if t in ("and", "or", "not", "(", ")") else str(results.get(t, False))
                    for t in tokens)
    if not re.fullmatch(r"[\s()a-zA-Z]*", expr) or set(re.findall(r"\w+", expr)) - {
            "and", "or", "not", "True", "False"}:
        raise ValueError(f"unsupported condition: {det['condition']}")
    return eval(expr, {"__builtins__": {}}, {})  # only True/False/and/or/not remain


def load_jsonl(path):
    events = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                try:
                    events.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    sys.exit(f"{path}:{n}: invalid JSON ({exc})")
    return events


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: test_rules.py <rules_dir> <samples_dir>")
    rules_dir, samples = Path(sys.argv[1]), Path(sys.argv[2])
    failures = 0
    for rf in sorted(rules_dir.glob("*.yml")):
        try:
            rule = yaml.safe_load(rf.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            sys.exit(f"{rf}: {exc}")
        det = rule.get("detection") if isinstance(rule, dict) else None
        if not isinstance(det, dict) or "condition" not in det:
            sys.exit(f"{rf}: missing detection/condition block")
        stem = rf.stem
        for kind, expect in (("malicious", True), ("benign", False)):
            sf = samples / f"{stem}.{kind}.jsonl"
            if not sf.exists():
                print(f"{stem}: no {kind} samples")
                continue
            for i, ev in enumerate(load_jsonl(sf), 1):
                got = evaluate(rule, ev)
                if got != expect:
                    failures += 1
                    print(f"FAIL {stem} {kind} event {i}: expected {expect}, got {got}")
    print("all rules behave as expected" if not failures else f"{failures} failure(s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
