#!/usr/bin/env python3
"""Static inventory of a research artifact for artifact-evaluation (AE) review.

    python3 scripts/scan_artifact.py path/to/artifact [--json report.json] [--md report.md]

Reads files under the given folder only: symlinks are not followed, paths that
resolve outside the folder are skipped, at most MAX_FILES files and MAX_BYTES
per file are read. Nothing in the artifact is executed, imported or installed.

Two kinds of output:
  * reproducibility checks (README, license, pinned dependencies, data DOI, seeds ...)
  * risky setup steps, which a reviewer should not run on their own machine
    (pipe-to-shell installers, sudo, world-writable chmod, decoded-and-executed
    payloads, unverified package indexes, downloads from bare IP addresses)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

MAX_FILES = 20_000
MAX_BYTES = 2 * 1024 * 1024
SKIP_DIRS = {".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache"}
TEXT_EXT = {".sh", ".bash", ".zsh", ".py", ".ipynb", ".r", ".R", ".jl", ".md", ".txt", ".cfg", ".toml", ".yml",
            ".yaml", ".json", ".ps1", ".bat", ".cmd", ".mk", ".dockerfile", ".js", ".ts", ".c", ".cpp", ".h", ".rs", ".go"}
TEXT_NAMES = {"Makefile", "Dockerfile", "Containerfile", "Vagrantfile", "requirements.txt", "environment.yml",
              "setup.py", "setup.cfg", "pyproject.toml", "Pipfile", "package.json", "install", "run", "build"}


@dataclass(frozen=True)
class Rule:
    id: str
    severity: str
    pattern: re.Pattern
    advice: str


# Patterns the reviewer should see before running anything. They are matched as
# text; the scanner never evaluates them.
RISK_RULES = [
    Rule("pipe-to-shell", "high",
         re.compile(r"\b(?:curl|wget)\b[^\n|;]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"),
         "Downloads a script and runs it unseen. Ask authors for a pinned, checksummed installer or a container."),
    Rule("powershell-download-exec", "high",
         re.compile(r"(?:iex|Invoke-Expression)\b[^\n]*(?:DownloadString|Invoke-WebRequest|iwr)", re.I),
         "PowerShell download-and-execute. Same concern as pipe-to-shell."),
    Rule("decode-and-exec", "high",
         re.compile(r"(?:\b(?:exec|eval)\s*\([^\n]*(?:b64decode|fromhex|decompress)|base64\s+(?:-d|--decode)[^\n]*\|\s*(?:ba)?sh)"),
         "Executes encoded content. Ask authors to ship the plain source."),
    Rule("sudo", "medium", re.compile(r"(?:^|[;&|(]\s*|\s)sudo\s+", re.M),
         "Needs root. Evaluate in the AE VM, not on a personal machine."),
    Rule("world-writable", "medium", re.compile(r"\bchmod\s+(?:-R\s+)?(?:0?777|a\+w)\b"),
         "Makes files world-writable; usually unnecessary."),
    Rule("untrusted-index", "medium",
         re.compile(r"--(?:trusted-host|extra-index-url)\b|--index-url\s+http://"),
         "Installs from a non-default or unencrypted package index."),
    Rule("bare-ip-download", "medium",
         re.compile(r"\b(?:curl|wget|Invoke-WebRequest|urlretrieve|requests\.get)\b[^\n]*https?://\d{1,3}(?:\.\d{1,3}){3}"),
         "Downloads from a bare IP address; provenance cannot be checked."),
    Rule("home-dir-write", "low", re.compile(r"(?:>>?|cp|mv|tee)\s+[^\n]*~/\.(?:bashrc|zshrc|profile|ssh)"),
         "Modifies the reviewer's shell profile or SSH config."),
]

PIN_RE = re.compile(r"^\s*([A-Za-z0-9_.\-\[\]]+)\s*(==|===)\s*[\w.+!-]+")


@dataclass
class Finding:
    rule: str
    severity: str
    file: str
    line: int
    excerpt: str
    advice: str


def iter_files(root: Path):
    count = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if path.is_symlink():
                continue
            try:
                path.resolve().relative_to(root)
            except ValueError:
                continue
            count += 1
            if count > MAX_FILES:
                raise SystemExit(f"more than {MAX_FILES} files; point the scanner at the artifact's source folder")
            yield path


def is_text_candidate(path: Path) -> bool:
    return path.suffix in TEXT_EXT or path.name in TEXT_NAMES


def read_text(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return None


def scan_risks(root: Path, files: list[Path]) -> list[Finding]:
    findings: list[Finding] = []
    for path in files:
        if not is_text_candidate(path):
            continue
        text = read_text(path)
        if text is None:
            continue
        for lineno, line in enumerate(text.splitlines(), start=1):
            for rule in RISK_RULES:
                if rule.pattern.search(line):
                    findings.append(Finding(rule.id, rule.severity, str(path.relative_to(root)), lineno,
                                            line.strip()[:160], rule.advice))
    return findings


def check_requirements(root: Path, files: list[Path]) -> list[str]:
    notes = []
    for path in files:
        if path.name != "requirements.txt":
            continue
        text = read_text(path) or ""
        loose = [l.strip() for l in text.splitlines()
                 if l.strip() and not l.strip().startswith(("#", "-r", "-c", "--")) and not PIN_RE.match(l)]
        rel = path.relative_to(root)
        if loose:
            notes.append(f"{rel}: {len(loose)} unpinned requirement(s), e.g. {', '.join(loose[:5])}")
        else:
            notes.append(f"{rel}: all requirements pinned")
    return notes


def reproducibility_checks(root: Path, files: list[Path]) -> dict[str, bool | str]:
    names = {p.name.lower() for p in files}
    rels = [str(p.relative_to(root)).lower() for p in files]
    readme = next((p for p in files if p.name.lower().startswith("readme") and p.parent == root), None)
    readme_text = (read_text(readme) or "").lower() if readme else ""
    all_text_sample = " ".join((read_text(p) or "")[:20000] for p in files if p.suffix in {".py", ".r", ".R", ".jl"})[:2_000_000]
    return {
        "readme_present": readme is not None,
        "license_present": any(n.startswith(("license", "licence", "copying")) for n in names),
        "container_or_env": any(n in names for n in ("dockerfile", "containerfile", "environment.yml", "flake.nix"))
                            or any(r.endswith(".def") for r in rels),
        "dockerfile_base_pinned_by_digest": any("@sha256:" in (read_text(p) or "") for p in files if p.name.lower() in ("dockerfile", "containerfile")),
        "expected_runtime_documented": bool(re.search(r"\b(?:takes|runtime|hours?|minutes?)\b", readme_text)),
        "hardware_documented": bool(re.search(r"\b(?:gpu|cuda|ram|cores|cpu)\b", readme_text)),
        "data_doi_or_archive": bool(re.search(r"(?:doi\.org/|zenodo\.org|figshare\.com|10\.\d{4,9}/)", readme_text)),
        "random_seed_set": bool(re.search(r"(?:seed\s*\(|set\.seed\(|random_state\s*=|manual_seed\()", all_text_sample)),
        "claims_to_results_map": bool(re.search(r"(?:table|figure|fig\.)\s*\d", readme_text)),
    }


def to_markdown(root: Path, checks: dict, req_notes: list[str], findings: list[Finding]) -> str:
    out = [f"# Artifact scan: `{root.name}`", "", "## Reproducibility checks", ""]
    for k, v in checks.items():
        out.append(f"- [{'x' if v else ' '}] {k.replace('_', ' ')}")
    out += ["", "## Dependencies", ""] + [f"- {n}" for n in req_notes or ["no requirements.txt found"]]
    out += ["", "## Setup steps to review before running anything", ""]
    if not findings:
        out.append("None found.")
    for f in sorted(findings, key=lambda f: ({"high": 0, "medium": 1, "low": 2}[f.severity], f.file, f.line)):
        out.append(f"- **{f.severity}** `{f.rule}` — `{f.file}:{f.line}`: `{f.excerpt}`  \n  {f.advice}")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("artifact", type=Path)
    ap.add_argument("--json", type=Path, help="write the full report as JSON")
    ap.add_argument("--md", type=Path, help="write a Markdown summary")
    args = ap.parse_args(argv)

    if not args.artifact.is_dir():
        print(f"not a folder: {args.artifact}", file=sys.stderr)
        return 2
    root = args.artifact.resolve()
    files = list(iter_files(root))
    findings = scan_risks(root, files)
    req_notes = check_requirements(root, files)
    checks = reproducibility_checks(root, files)

    report = {"artifact": root.name, "files_scanned": len(files), "checks": checks,
              "dependencies": req_notes, "findings": [asdict(f) for f in findings]}
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    md = to_markdown(root, checks, req_notes, findings)
    if args.md:
        args.md.write_text(md, encoding="utf-8")
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
