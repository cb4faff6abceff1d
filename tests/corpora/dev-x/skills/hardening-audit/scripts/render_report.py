#!/usr/bin/env python3
"""Render audit.sh JSON-lines output as a Markdown report (de/en)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml

STATUSES = {"PASS", "FAIL", "WARN", "SKIP"}
SEVERITY_ORDER = {"kritisch": 0, "hoch": 1, "mittel": 2, "niedrig": 3}
HEAD = {
    "de": ("Härtungsbericht", "Zusammenfassung", "Befunde", "Übersprungene Prüfungen", "Abhilfe (für den Administrator)",
           "Ungültige Eingabezeilen"),
    "en": ("Hardening report", "Summary", "Findings", "Skipped checks", "Remediation (for the administrator)",
           "Invalid input lines"),
}


def load_results(path: Path) -> tuple[list[dict], list[str]]:
    results, bad = [], []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            line = line.strip()
            if not line:
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                bad.append(f"{n}: {exc.msg}")
                continue
            if not isinstance(obj, dict) or obj.get("status") not in STATUSES or not isinstance(obj.get("id"), str):
                bad.append(f"{n}: missing/invalid id or status")
                continue
            results.append(obj)
    return results, bad


def load_baseline(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"error: cannot read baseline {path}: {exc}")
    if not isinstance(data, dict) or not isinstance(data.get("checks"), dict):
        sys.exit(f"error: {path} has no 'checks' mapping")
    return data["checks"]


def render(results: list[dict], bad: list[str], baseline: dict, lang: str) -> str:
    title, summary, findings_h, skipped_h, fix_h, bad_h = HEAD[lang]
    counts = {s: sum(r["status"] == s for r in results) for s in sorted(STATUSES)}
    out = [f"# {title}", "", f"## {summary}", ""]
    out += [f"- **{s}**: {counts[s]}" for s in ("FAIL", "WARN", "PASS", "SKIP")]

    def sev(r: dict) -> int:
        return SEVERITY_ORDER.get(baseline.get(r["id"], {}).get("severity", "niedrig"), 9)

    problems = sorted((r for r in results if r["status"] in ("FAIL", "WARN")), key=sev)
    out += ["", f"## {findings_h}", ""]
    if not problems:
        out.append("—")
    for r in problems:
        meta = baseline.get(r["id"], {})
        name = meta.get("title", {}).get(lang, r["id"])
        out += [
            f"### {r['id']} — {name} ({meta.get('severity', '?')}, {r['status']})",
            "",
            "```text",
            str(r.get("detail", "")).replace("```", "'''"),
            "```",
            "",
            f"**{fix_h}:** {meta.get('fix', {}).get(lang, '-')}",
            "",
        ]

    skipped = [r for r in results if r["status"] == "SKIP"]
    if skipped:
        out += [f"## {skipped_h}", ""]
        out += [f"- `{r['id']}`: {r.get('detail', '')}" for r in skipped]
        out.append("")
    if bad:
        out += [f"## {bad_h}", ""] + [f"- {b}" for b in bad] + [""]
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("results", type=Path, help="output of audit.sh (JSON lines)")
    ap.add_argument("--baseline", type=Path, default=Path(__file__).parent.parent / "assets" / "baseline.yaml")
    ap.add_argument("--lang", choices=sorted(HEAD), default="de")
    args = ap.parse_args()

    if not args.results.is_file():
        print(f"error: {args.results} not found", file=sys.stderr)
        return 2
    results, bad = load_results(args.results)
    if not results:
        print("error: no valid result lines - did audit.sh run?", file=sys.stderr)
        return 1
    print(render(results, bad, load_baseline(args.baseline), args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main())
