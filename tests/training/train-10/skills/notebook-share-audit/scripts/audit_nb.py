#!/usr/bin/env python3
"""Audit notebooks for secrets, personal data, hidden/injected text and risky code.

Read-only on inputs; redaction writes a separate output file."""
import argparse
import copy
import json
import re
import sys
from pathlib import Path

SEV = {"credentials": "high", "injected instructions": "high", "environment dump": "high",
       "hidden content": "med", "risky code": "med", "personal data": "med"}
PATTERNS = {
    "credentials": [r"\bAKIA[0-9A-Z]{16}\b", r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
                    r"Authorization:\s*Bearer\s+[A-Za-z0-9._\-]{20,}",
                    r"[?&](?:api_key|apikey|token)=[A-Za-z0-9._\-]{16,}",
                    r"-----BEGIN [A-Z ]*PRIVATE KEY-----"],
    "environment dump": [r"environ\(\{", r"^PATH=.*\nHOME=", r"%env\b"],
    "injected instructions": [r"ignore (?:all )?previous instructions", r"disregard (?:the )?(?:system|above)",
                              r"you are now in .{0,30} mode", r"do not (?:tell|inform) the user",
                              r"[\u200b-\u200d\u2060\ufeff]", r"[\U000e0000-\U000e007f]"],
    "hidden content": [r"<!--.*?-->", r"display\s*:\s*none", r"color\s*:\s*(?:#fff(?:fff)?|white)\b"],
    "risky code": [r"curl[^|\n]*\|\s*(?:ba)?sh", r"wget[^|\n]*\|\s*(?:ba)?sh", r"pip install\s+(?:https?://|git\+)",
                   r"--extra-index-url", r"--trusted-host", r"exec\(.*b64decode", r"\.ssh/", r"\.aws/credentials",
                   r"169\.254\.169\.254"],
    "personal data": [r"[\w.+-]+@[\w-]+\.[\w.]+"],
}
COMPILED = {k: [re.compile(p, re.I | re.S | re.M) for p in v] for k, v in PATTERNS.items()}
STD_META = {"tags", "collapsed", "scrolled", "jupyter", "execution", "editable", "deletable", "name",
            "slideshow", "id", "trusted"}


def mask(s):
    s = s.strip()
    return s if len(s) <= 8 else s[:4] + "*" * (len(s) - 6) + s[-2:]


def texts(cell):
    yield "source", "".join(cell.get("source", []))
    for out in cell.get("outputs", []):
        if "text" in out:
            yield "output", "".join(out["text"])
        for mime, val in out.get("data", {}).items():
            if mime.startswith("text/"):
                yield "output", "".join(val) if isinstance(val, list) else str(val)
    if cell.get("metadata"):
        yield "metadata", json.dumps(cell["metadata"], ensure_ascii=False)


def scan_nb(path):
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return [("med", "-", "unreadable", f"{path}: {exc}")], None
    findings = []
    for i, cell in enumerate(nb.get("cells", []), 1):
        extra = set(cell.get("metadata", {})) - STD_META
        if extra:
            findings.append(("med", f"{i} (metadata)", "hidden content", f"non-standard keys: {sorted(extra)}"))
        for where, text in texts(cell):
            for cat, regs in COMPILED.items():
                for rx in regs:
                    for m in rx.finditer(text):
                        excerpt = mask(m.group(0)) if cat == "credentials" else m.group(0)[:60].encode("unicode_escape").decode()
                        findings.append((SEV[cat], f"{i} ({where})", cat, excerpt))
    return findings, nb


def redact(nb, findings_cells):
    out = copy.deepcopy(nb)
    for i, cell in enumerate(out.get("cells", []), 1):
        if i in findings_cells and cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--report", default="audit.md")
    ap.add_argument("--redact", action="store_true", help="write a copy with flagged outputs cleared")
    ap.add_argument("--out", help="output path for the redacted copy (required with --redact)")
    a = ap.parse_args()
    target = Path(a.target)
    files = sorted(target.rglob("*.ipynb")) if target.is_dir() else [target]
    if not files:
        sys.exit("no notebooks found")
    lines = []
    for f in files:
        findings, nb = scan_nb(f)
        lines.append(f"## audit of {f}\n| sev | cell | category | excerpt |\n|---|---|---|---|")
        lines += [f"| {s} | {c} | {cat} | {e.replace('|', '¦')} |" for s, c, cat, e in findings] or ["| - | - | none | - |"]
        if a.redact and nb is not None:
            if not a.out or Path(a.out).resolve() == f.resolve():
                sys.exit("--redact needs --out pointing to a new file")
            cells = {int(c.split()[0]) for _, c, _, _ in findings if c[0].isdigit()}
            Path(a.out).write_text(json.dumps(redact(nb, cells), indent=1, ensure_ascii=False), encoding="utf-8")
            print(f"redacted copy -> {a.out}")
    Path(a.report).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(files)} notebook(s) audited -> {a.report}")


if __name__ == "__main__":
    main()
