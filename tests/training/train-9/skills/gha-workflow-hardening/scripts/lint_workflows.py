#!/usr/bin/env python3
"""Static checks for GitHub Actions workflow files. Reads YAML only."""
import re
import sys
from pathlib import Path

import yaml

SHA_RE = re.compile(r"@[0-9a-f]{40}$")
EVENT_EXPR = re.compile(r"\$\{\{\s*github\.event\.[^}]+\}\}")
PIPE_SH = re.compile(r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba)?sh")


def check(path: Path):
    out = []
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        return [("parse", f"cannot parse: {exc}")]
    if not isinstance(doc, dict):
        return [("parse", "not a workflow mapping")]
    if "permissions" not in doc:
        out.append(("permissions", "no top-level permissions block"))
    triggers = doc.get(True, doc.get("on", {}))  # YAML 1.1 parses 'on' as True
    prt = "pull_request_target" in (triggers if isinstance(triggers, (dict, list)) else [triggers])
    for job_name, job in (doc.get("jobs") or {}).items():
        for step in (job or {}).get("steps", []) or []:
            uses = step.get("uses", "")
            if uses and not uses.startswith(("./", "docker://")) and not SHA_RE.search(uses):
                out.append(("unpinned", f"{job_name}: {uses}"))
            run = step.get("run", "") or ""
            if EVENT_EXPR.search(run):
                out.append(("injection", f"{job_name}: event field interpolated in run"))
            if PIPE_SH.search(run):
                out.append(("remote-installer", f"{job_name}: download piped to shell"))
            if prt and uses.startswith("actions/checkout") and \
                    "head" in str((step.get("with") or {}).get("ref", "")):
                out.append(("pwn-request", f"{job_name}: checks out PR head under pull_request_target"))
    return out


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    if not root.is_dir():
        sys.exit(f"no workflow directory at {root}")
    total = 0
    for f in sorted(list(root.glob("*.yml")) + list(root.glob("*.yaml"))):
        for kind, msg in check(f):
            total += 1
            print(f"{f.name:30} {kind:16} {msg}")
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
