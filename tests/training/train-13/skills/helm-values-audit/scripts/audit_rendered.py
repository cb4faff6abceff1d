#!/usr/bin/env python3
"""Flag risky security settings in rendered Kubernetes manifests."""
import sys

import yaml


def containers(spec):
    for key in ("initContainers", "containers"):
        yield from spec.get(key, []) or []


def pod_spec(doc):
    kind = doc.get("kind")
    spec = doc.get("spec") or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        return ((spec.get("jobTemplate") or {}).get("spec") or {}).get("template", {}).get("spec")
    return (spec.get("template") or {}).get("spec")


def audit(doc):
    ps = pod_spec(doc)
    if not ps:
        return []
    name = f"{doc.get('kind')}/{(doc.get('metadata') or {}).get('name')}"
    out = []
    for h in ("hostNetwork", "hostPID", "hostIPC"):
        if ps.get(h):
            out.append(f"{name}: {h}: true")
    if (ps.get("securityContext") or {}).get("runAsUser") == 0:
        out.append(f"{name}: pod runAsUser 0")
    for c in containers(ps):
        sc = c.get("securityContext") or {}
        cn = f"{name}/{c.get('name')}"
        if sc.get("privileged"):
            out.append(f"{cn}: privileged")
        if sc.get("runAsUser") == 0:
            out.append(f"{cn}: runAsUser 0")
        added = (sc.get("capabilities") or {}).get("add") or []
        if set(added) & {"ALL", "SYS_ADMIN", "NET_ADMIN"}:
            out.append(f"{cn}: capabilities add {added}")
        image = c.get("image", "")
        if image.endswith(":latest") or ":" not in image.rsplit("/", 1)[-1]:
            out.append(f"{cn}: unpinned image {image}")
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: audit_rendered.py rendered.yaml")
    with open(sys.argv[1], encoding="utf-8") as fh:
        try:
            docs = [d for d in yaml.safe_load_all(fh) if isinstance(d, dict)]
        except yaml.YAMLError as exc:
            sys.exit(f"cannot parse manifests: {exc}")
    findings = [f for d in docs for f in audit(d)]
    print("\n".join(findings) or "no findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
