#!/usr/bin/env python3
"""Lint Kubernetes manifests for common production-readiness issues."""
import pathlib
import sys

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob"}


def containers(doc):
    spec = doc.get("spec", {})
    if doc.get("kind") == "CronJob":
        spec = spec.get("jobTemplate", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {}).get("containers", []) or []


def lint_doc(doc, src):
    issues = []
    if not isinstance(doc, dict) or doc.get("kind") not in WORKLOADS:
        return issues
    name = doc.get("metadata", {}).get("name", "?")
    for c in containers(doc):
        img = c.get("image", "")
        if ":" not in img or img.endswith(":latest"):
            issues.append(f"{src}: {name}/{c.get('name')}: image tag missing or latest")
        if not c.get("resources", {}).get("limits"):
            issues.append(f"{src}: {name}/{c.get('name')}: no resource limits")
        sc = c.get("securityContext", {}) or {}
        if sc.get("privileged"):
            issues.append(f"{src}: {name}/{c.get('name')}: privileged container")
        if doc["kind"] == "Deployment" and not (c.get("livenessProbe") and c.get("readinessProbe")):
            issues.append(f"{src}: {name}/{c.get('name')}: missing probes")
    return issues


def main(root):
    found = []
    for p in sorted(pathlib.Path(root).rglob("*.y*ml")):
        try:
            docs = list(yaml.safe_load_all(p.read_text()))
        except yaml.YAMLError as exc:
            found.append(f"{p}: YAML error: {exc}")
            continue
        for d in docs:
            found.extend(lint_doc(d, p))
    print("\n".join(found) or "no issues")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
