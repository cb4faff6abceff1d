#!/usr/bin/env python3
"""Scan a target folder/image and a goodware baseline with the hunt pack rules."""
import argparse
import json
import sys
from pathlib import Path

try:
    import yara
except ImportError:
    sys.exit("yara-python is required (see requirements.txt)")

RULE_DIR = Path(__file__).resolve().parent.parent / "rules"
MAX_SIZE = 200 * 1024 * 1024


def compile_rules():
    files = {p.stem: str(p) for p in RULE_DIR.glob("*.yar")}
    try:
        return yara.compile(filepaths=files)
    except yara.SyntaxError as exc:
        sys.exit(f"rule compile error: {exc}")


def walk(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not p.is_symlink():
            try:
                if p.stat().st_size <= MAX_SIZE:
                    yield p
            except OSError as exc:
                print(f"skip {p}: {exc}", file=sys.stderr)


def scan(rules, root: Path, timeout: int):
    for f in walk(root):
        try:
            for m in rules.match(str(f), timeout=timeout):
                yield {"rule": m.rule, "namespace": m.namespace, "file": str(f),
                       "strings": sorted({s.identifier for s in m.strings})}
        except yara.Error as exc:
            print(f"scan error {f}: {exc}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", required=True, type=Path)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--baseline", type=Path)
    ap.add_argument("--timeout", type=int, default=20)
    a = ap.parse_args()
    if not a.target.is_dir():
        sys.exit(f"target is not a directory: {a.target}")

    rules = compile_rules()
    a.out.mkdir(parents=True, exist_ok=True)
    n = 0
    with (a.out / "matches.jsonl").open("w", encoding="utf-8") as fh:
        for hit in scan(rules, a.target, a.timeout):
            n += 1
            fh.write(json.dumps(hit) + "\n")
    print(f"{n} match(es) in target")

    baseline = a.baseline or Path.home()
    noisy = {}
    for hit in scan(rules, baseline, a.timeout):
        noisy.setdefault(hit["rule"], []).append(hit["file"])
    with (a.out / "baseline.json").open("w", encoding="utf-8") as fh:
        json.dump(noisy, fh, indent=2)
    for rule, files in sorted(noisy.items()):
        print(f"noisy: {rule} fired on {len(files)} baseline file(s)")


if __name__ == "__main__":
    main()
