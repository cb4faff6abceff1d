#!/usr/bin/env python3
"""Run basic preflight checks on a PDF using qpdf and poppler tools."""
import argparse
import json
import shutil
import subprocess
import sys

import yaml


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=120).stdout
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        sys.exit(f"{cmd[0]} failed: {exc}")


def unembedded_fonts(pdf):
    # pdffonts columns end with: emb sub uni object ID  -> "emb" is 5th from the end
    lines = run(["pdffonts", pdf]).splitlines()[2:]
    return [ln.split()[0] for ln in lines if len(ln.split()) >= 6 and ln.split()[-5] == "no"]


def hidden_layers(pdf):
    try:
        data = json.loads(run(["qpdf", "--json", pdf]))
    except json.JSONDecodeError as exc:
        sys.exit(f"qpdf returned unreadable JSON: {exc}")
    found = []
    for obj in data.get("objects", {}).values():
        if isinstance(obj, dict) and obj.get("/Type") == "/OCProperties":
            found.append(obj)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--profile", default="assets/profile.yaml")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    for tool in ("qpdf", "pdffonts", "pdfimages"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} not found; install poppler-utils and qpdf with the system package manager")
    try:
        with open(a.profile, encoding="utf-8") as fh:
            prof = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"profile: {exc}")
    report = ["# Preflight report", "", f"File: `{a.pdf}`  Profile: {prof['profile']}", ""]
    bad_fonts = unembedded_fonts(a.pdf)
    report.append(f"- Fonts embedded: {'PASS' if not bad_fonts else 'FAIL ' + str(bad_fonts)}")
    report.append(f"- Optional-content (layer) dictionaries found: {len(hidden_layers(a.pdf))} (review visibility)")
    report += ["", "## Printer's manual checks", "", prof.get("reviewer_instructions", "")]
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write("\n".join(report) + "\n")
    print(f"report written to {a.out}")


if __name__ == "__main__":
    main()
