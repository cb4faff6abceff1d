#!/usr/bin/env python3
"""Normalise Trivy/Grype JSON and print a ranked triage table."""
import json
import sys

import yaml


def from_trivy(doc):
    for res in doc.get("Results", []):
        for v in res.get("Vulnerabilities") or []:
            yield {
                "cve": v["VulnerabilityID"],
                "pkg": v["PkgName"],
                "installed": v.get("InstalledVersion", ""),
                "fixed": v.get("FixedVersion", ""),
                "cvss": max((s.get("V3Score", 0) for s in v.get("CVSS", {}).values()), default=0),
            }


def from_grype(doc):
    for m in doc.get("matches", []):
        v = m["vulnerability"]
        yield {
            "cve": v["id"],
            "pkg": m["artifact"]["name"],
            "installed": m["artifact"]["version"],
            "fixed": ",".join(v.get("fix", {}).get("versions", [])),
            "cvss": max((c.get("metrics", {}).get("baseScore", 0) for c in v.get("cvss", [])), default=0),
        }


def priority(f, ctx):
    if f["cvss"] >= 9 and f["fixed"] and ctx.get("internet_facing"):
        return "P1"
    if f["cvss"] >= 7 and f["fixed"]:
        return "P2"
    return "P3" if f["fixed"] else "Watch"


def main():
    with open(sys.argv[1], encoding="utf-8") as fh:
        doc = json.load(fh)
    ctx = {}
    if len(sys.argv) > 3 and sys.argv[2] == "--context":
        try:
            with open(sys.argv[3], encoding="utf-8") as fh:
                ctx = yaml.safe_load(fh) or {}
        except (OSError, yaml.YAMLError) as e:
            sys.exit(f"cannot read context: {e}")
    rows = list(from_trivy(doc)) if "Results" in doc else list(from_grype(doc))
    print("| Priority | CVE | Package | Installed | Fixed | CVSS |")
    print("|---|---|---|---|---|---|")
    for f in sorted(rows, key=lambda r: -r["cvss"]):
        print(f"| {priority(f, ctx)} | {f['cve']} | {f['pkg']} | {f['installed']} | {f['fixed']} | {f['cvss']} |")


if __name__ == "__main__":
    main()
