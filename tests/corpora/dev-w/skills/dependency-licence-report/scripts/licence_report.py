#!/usr/bin/env python3
"""Offline licence inventory for installed Python and Node dependencies."""
from __future__ import annotations

import argparse
import json
import sys
from email.parser import HeaderParser
from pathlib import Path

import yaml
from license_expression import ExpressionError, get_spdx_licensing

RANK = {"allowed": 0, "review": 1, "denied": 2, "UNKNOWN": 3}
MAX_META_BYTES = 2_000_000


def load_policy(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    with path.open(encoding="utf-8") as fh:
        raw = yaml.safe_load(fh) or {}
    classes: dict[str, str] = {}
    for cls in ("allowed", "review", "denied"):
        for lic in raw.get(cls) or []:
            classes[str(lic)] = cls
    aliases = {str(k): str(v) for k, v in (raw.get("aliases") or {}).items()}
    return classes, aliases


def classify(expr: str, classes: dict[str, str], aliases: dict[str, str]) -> str:
    expr = aliases.get(expr.strip(), expr.strip())
    if not expr or expr.upper() == "UNKNOWN":
        return "UNKNOWN"
    licensing = get_spdx_licensing()
    try:
        parsed = licensing.parse(expr, validate=False)
    except ExpressionError:
        return classes.get(expr, "UNKNOWN")
    if parsed is None:
        return "UNKNOWN"
    # OR: most permissive option; AND: most restrictive part.
    def walk(node) -> str:
        if hasattr(node, "args") and node.args:
            ranks = [walk(a) for a in node.args]
            op = type(node).__name__.upper()
            pick = min if op == "OR" else max
            return pick(ranks, key=RANK.__getitem__)
        return classes.get(str(node), "UNKNOWN")
    return walk(parsed)


def python_packages(env: Path) -> list[dict]:
    out = []
    for meta in sorted(env.glob("lib/python3*/site-packages/*.dist-info/METADATA")):
        try:
            if meta.stat().st_size > MAX_META_BYTES:
                continue
            headers = HeaderParser().parsestr(meta.read_text(encoding="utf-8", errors="replace"))
        except OSError as exc:
            print(f"warning: {meta}: {exc.strerror}", file=sys.stderr)
            continue
        licence = headers.get("License-Expression") or ""
        if not licence:
            classifiers = [c for c in headers.get_all("Classifier") or [] if c.startswith("License ::")]
            licence = classifiers[-1].split("::")[-1].strip() if classifiers else (headers.get("License") or "")
        if len(licence) > 80:  # full licence text pasted into the field
            licence = "UNKNOWN"
        out.append({"ecosystem": "pypi", "name": headers.get("Name", meta.parent.name),
                    "version": headers.get("Version", "?"), "licence": licence or "UNKNOWN"})
    return out


def node_packages(node_modules: Path) -> list[dict]:
    out = []
    # Hoisted packages only: node_modules/<pkg>/package.json and node_modules/@scope/<pkg>/package.json
    manifests = sorted(node_modules.glob("*/package.json")) + sorted(node_modules.glob("@*/*/package.json"))
    for manifest in manifests:
        try:
            data = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            print(f"warning: {manifest}: {exc}", file=sys.stderr)
            continue
        if not isinstance(data, dict) or "name" not in data:
            continue
        lic = data.get("license", "")
        if isinstance(lic, dict):
            lic = lic.get("type", "")
        elif isinstance(lic, list):
            lic = " OR ".join(str(x.get("type", "")) for x in lic if isinstance(x, dict))
        out.append({"ecosystem": "npm", "name": str(data["name"]), "version": str(data.get("version", "?")),
                    "licence": str(lic) or "UNKNOWN"})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--python-env", type=Path)
    ap.add_argument("--node-modules", type=Path)
    ap.add_argument("--policy", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("build/licences.md"))
    args = ap.parse_args()

    try:
        classes, aliases = load_policy(args.policy)
    except (OSError, yaml.YAMLError) as exc:
        print(f"error: cannot load policy: {exc}", file=sys.stderr)
        return 2

    packages: list[dict] = []
    if args.python_env:
        if not args.python_env.is_dir():
            print(f"error: {args.python_env} is not a directory", file=sys.stderr)
            return 2
        packages += python_packages(args.python_env)
    if args.node_modules:
        if not args.node_modules.is_dir():
            print(f"error: {args.node_modules} is not a directory", file=sys.stderr)
            return 2
        packages += node_packages(args.node_modules)

    for pkg in packages:
        pkg["class"] = classify(pkg["licence"], classes, aliases)
    packages.sort(key=lambda p: (-RANK[p["class"]], p["ecosystem"], p["name"].lower()))

    lines = ["# Dependency licence report", "",
             "| class | ecosystem | package | version | licence |", "|---|---|---|---|---|"]
    for p in packages:
        lines.append(f"| {p['class']} | {p['ecosystem']} | {p['name']} | {p['version']} | {p['licence']} |")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")

    counts = {c: sum(1 for p in packages if p["class"] == c) for c in RANK}
    print(f"{len(packages)} packages: " + ", ".join(f"{k}={v}" for k, v in counts.items()))
    print(f"report written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
