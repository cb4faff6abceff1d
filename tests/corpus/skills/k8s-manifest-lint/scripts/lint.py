#!/usr/bin/env python3
"""Lint Kubernetes manifests for common production pitfalls."""
import sys

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "Pod"}


def pod_spec(doc):
    kind = doc.get("kind")
    spec = doc.get("spec") or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        spec = ((spec.get("jobTemplate") or {}).get("spec")) or {}
    return ((spec.get("template") or {}).get("spec")) or {}


def lint_doc(doc, where):
    problems = []
    spec = pod_spec(doc)
    for c in spec.get("containers") or []:
        name = c.get("name", "?")
        image = c.get("image", "")
        if ":" not in image.rsplit("/", 1)[-1] or image.endswith(":latest"):
            problems.append(f"{where}: container {name}: image '{image}' is not pinned to a tag")
        if not (c.get("resources") or {}).get("limits"):
            problems.append(f"{where}: container {name}: no resources.limits")
        sc = c.get("securityContext") or {}
        if sc.get("privileged"):
            problems.append(f"{where}: container {name}: privileged: true")
        if sc.get("runAsUser") == 0:
            problems.append(f"{where}: container {name}: runs as UID 0")
        if doc.get("kind") == "Deployment" and not c.get("readinessProbe"):
            problems.append(f"{where}: container {name}: no readinessProbe")
    for v in spec.get("volumes") or []:
        if "hostPath" in v:
            problems.append(f"{where}: volume {v.get('name', '?')}: hostPath mount")
    return problems


def main(paths):
    if not paths:
        sys.exit("usage: lint.py FILE...")
    problems = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                docs = list(yaml.safe_load_all(fh))
        except OSError as err:
            problems.append(f"{path}: cannot read: {err}")
            continue
        except yaml.YAMLError as err:
            problems.append(f"{path}: invalid YAML: {err}")
            continue
        for i, doc in enumerate(docs):
            if isinstance(doc, dict) and doc.get("kind") in WORKLOADS:
                problems.extend(lint_doc(doc, f"{path}#{i}"))
    print("\n".join(problems) if problems else "no problems found")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
