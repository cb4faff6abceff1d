#!/usr/bin/env python3
"""Static audit of GitHub Actions workflow files."""
import argparse
import glob
import json
import logging
import os
import re
import sys

import yaml

log = logging.getLogger("audit_workflows")
SHA_RE = re.compile(r"@[0-9a-f]{40}$")
EXPR_RE = re.compile(r"\$\{\{\s*([^}]+?)\s*\}\}")
UNTRUSTED = re.compile(r"github\.(event\.(issue|pull_request|comment|review|review_comment|head_commit|commits|pages)\b[\w.*\[\]]*(title|body|ref|label|message|name|email|page_name)|head_ref)")
PIPE_SH = re.compile(r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba)?sh\b")


def line_of(text, needle):
    idx = text.find(needle)
    return text.count("\n", 0, idx) + 1 if idx >= 0 else None


def audit_file(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    try:
        wf = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        log.error("%s: invalid YAML: %s", path, exc)
        raise
    if not isinstance(wf, dict):
        return [{"file": path, "id": "GHA00", "severity": "info", "msg": "not a workflow mapping"}]
    out = []

    def add(fid, sev, msg, needle=None):
        out.append({"file": path, "id": fid, "severity": sev, "msg": msg,
                    "line": line_of(text, needle) if needle else None})

    triggers = wf.get(True, wf.get("on"))  # YAML 1.1 parses bare `on` as True
    trig_names = set(triggers) if isinstance(triggers, (dict, list)) else {triggers}
    perms = wf.get("permissions")
    if perms is None:
        add("GHA04", "high", "no top-level permissions block")
    elif perms == "write-all":
        add("GHA04", "high", "permissions: write-all", "write-all")

    for job_id, job in (wf.get("jobs") or {}).items():
        if not isinstance(job, dict):
            continue
        if "timeout-minutes" not in job and "uses" not in job:
            add("GHA08", "low", f"job {job_id} has no timeout-minutes")
        runs_on = job.get("runs-on")
        if runs_on == "self-hosted" or (isinstance(runs_on, list) and "self-hosted" in runs_on):
            add("GHA07", "medium", f"job {job_id} uses a self-hosted runner")
        if job.get("secrets") == "inherit":
            add("GHA06", "medium", f"job {job_id} passes secrets: inherit", "secrets: inherit")
        checks_out_head = False
        for step in job.get("steps") or []:
            if not isinstance(step, dict):
                continue
            uses = step.get("uses")
            if isinstance(uses, str) and not uses.startswith(("./", "docker://")) and not SHA_RE.search(uses):
                add("GHA01", "high", f"action not pinned to a SHA: {uses}", uses)
            if isinstance(uses, str) and uses.startswith("actions/checkout") and "head" in json.dumps(step.get("with", {})):
                checks_out_head = True
            run = step.get("run")
            if isinstance(run, str):
                for expr in EXPR_RE.findall(run):
                    if UNTRUSTED.search(expr):
                        add("GHA02", "critical", f"untrusted expression in run: {expr}", expr)
                if PIPE_SH.search(run):
                    add("GHA05", "high", "download piped into shell", PIPE_SH.search(run).group(0))
        if "pull_request_target" in trig_names and checks_out_head:
            add("GHA03", "critical", f"job {job_id}: pull_request_target checks out PR head")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("workflows_dir")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    files = sorted(glob.glob(os.path.join(args.workflows_dir, "*.y*ml")))
    if not files:
        ap.error(f"no workflow files in {args.workflows_dir}")
    findings = []
    for f in files:
        findings.extend(audit_file(f))
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(findings, fh, indent=2)
    for fnd in findings:
        print(f"{fnd['severity'].upper():8} {fnd['id']} {fnd['file']}:{fnd.get('line') or '-'} {fnd['msg']}")
    return 1 if any(f["severity"] in ("critical", "high") for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
