#!/usr/bin/env python3
"""Flag risky RBAC and workload settings in rendered Kubernetes manifests (files only)."""
import sys
from pathlib import Path

import yaml

DANGEROUS_HOSTPATHS = ("/", "/var/run/docker.sock", "/var/lib/kubelet", "/etc")
WORKLOAD_KINDS = {"Pod", "Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "ReplicaSet"}


def pod_spec(doc):
    spec = doc.get("spec") or {}
    if doc.get("kind") == "Pod":
        return spec
    if doc.get("kind") == "CronJob":
        spec = ((spec.get("jobTemplate") or {}).get("spec") or {})
    return ((spec.get("template") or {}).get("spec") or {})


def rbac_findings(doc):
    out = []
    kind, name = doc.get("kind"), (doc.get("metadata") or {}).get("name", "?")
    if kind == "ClusterRoleBinding" and (doc.get("roleRef") or {}).get("name") == "cluster-admin":
        out.append(("RB-1", f"{kind}/{name} binds cluster-admin"))
    if kind in ("Role", "ClusterRole"):
        for rule in doc.get("rules") or []:
            verbs, res = rule.get("verbs") or [], rule.get("resources") or []
            if "*" in verbs or "*" in res:
                out.append(("RB-2", f"{kind}/{name} wildcard verbs/resources"))
            if "secrets" in res and set(verbs) & {"get", "list", "watch"} and kind == "ClusterRole":
                out.append(("RB-3", f"{kind}/{name} reads secrets cluster-wide"))
            if set(res) & {"pods/exec", "pods/attach"} and "create" in verbs:
                out.append(("RB-4", f"{kind}/{name} can exec into pods"))
            if set(verbs) & {"escalate", "bind", "impersonate"}:
                out.append(("RB-5", f"{kind}/{name} has escalation verbs"))
    return out


def workload_findings(doc):
    out = []
    if doc.get("kind") not in WORKLOAD_KINDS:
        return out
    name = f"{doc['kind']}/{(doc.get('metadata') or {}).get('name', '?')}"
    spec = pod_spec(doc)
    if spec.get("hostNetwork") or spec.get("hostPID"):
        out.append(("WL-3", f"{name} uses host namespaces"))
    for vol in spec.get("volumes") or []:
        hp = (vol.get("hostPath") or {}).get("path")
        if hp in DANGEROUS_HOSTPATHS:
            out.append(("WL-2", f"{name} mounts hostPath {hp}"))
    if spec.get("automountServiceAccountToken") is not False:
        out.append(("WL-5", f"{name} automounts service account token"))
    for c in (spec.get("containers") or []) + (spec.get("initContainers") or []):
        sc = c.get("securityContext") or {}
        if sc.get("privileged"):
            out.append(("WL-1", f"{name}/{c.get('name')} privileged"))
        if sc.get("runAsUser") == 0 or not sc.get("runAsNonRoot"):
            out.append(("WL-4", f"{name}/{c.get('name')} may run as root"))
        if sc.get("allowPrivilegeEscalation") is not False:
            out.append(("WL-7", f"{name}/{c.get('name')} allowPrivilegeEscalation not false"))
        image = c.get("image", "")
        if "@sha256:" not in image and (image.endswith(":latest") or ":" not in image.split("/")[-1]):
            out.append(("WL-6", f"{name}/{c.get('name')} image {image} not pinned"))
    return out


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "rendered")
    files = [root] if root.is_file() else sorted(root.rglob("*.y*ml"))
    if not files:
        sys.exit(f"no YAML files under {root}")
    total = 0
    for f in files:
        try:
            docs = list(yaml.safe_load_all(f.read_text(encoding="utf-8")))
        except (OSError, yaml.YAMLError) as exc:
            print(f"{f}: cannot parse ({exc.__class__.__name__})", file=sys.stderr)
            continue
        for doc in docs:
            if not isinstance(doc, dict):
                continue
            for fid, msg in rbac_findings(doc) + workload_findings(doc):
                total += 1
                print(f"{fid:5} {f.name}: {msg}")
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main()
