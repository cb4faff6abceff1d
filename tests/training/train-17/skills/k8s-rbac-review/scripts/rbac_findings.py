#!/usr/bin/env python3
"""Flag dangerous RBAC rules from `kubectl get ... -o json` exports."""
import argparse
import json
import logging
import sys

log = logging.getLogger("rbac_findings")

CRIT_VERBS = {"escalate", "bind", "impersonate"}
SENSITIVE = {
    ("", "secrets"): "high",
    ("", "pods/exec"): "high",
    ("", "pods/attach"): "high",
    ("", "serviceaccounts/token"): "high",
    ("", "nodes/proxy"): "high",
    ("admissionregistration.k8s.io", "mutatingwebhookconfigurations"): "high",
    ("admissionregistration.k8s.io", "validatingwebhookconfigurations"): "high",
}


def load_items(path):
    try:
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        log.error("cannot load %s: %s", path, exc)
        raise
    items = doc.get("items") if isinstance(doc, dict) else None
    if not isinstance(items, list):
        raise ValueError(f"{path}: expected a kubectl List with 'items'")
    return items


def rule_findings(rule):
    groups = rule.get("apiGroups") or [""]
    resources = rule.get("resources") or []
    verbs = set(rule.get("verbs") or [])
    out = []
    if "*" in groups and "*" in resources and "*" in verbs:
        out.append(("critical", "wildcard apiGroups/resources/verbs"))
    if verbs & CRIT_VERBS:
        out.append(("critical", "privilege verbs: " + ",".join(sorted(verbs & CRIT_VERBS))))
    for g in groups:
        for r in resources:
            sev = SENSITIVE.get((g, r))
            if sev and (verbs & {"get", "list", "watch", "create", "*", "update", "patch"}):
                out.append((sev, f"{r} with verbs {sorted(verbs)}"))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("exports", nargs="+")
    ap.add_argument("--ignore-system", action="store_true")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    roles, bindings = {}, []
    for path in args.exports:
        for item in load_items(path):
            kind = item.get("kind")
            meta = item.get("metadata", {})
            key = (kind, meta.get("namespace", ""), meta.get("name", ""))
            if kind in ("Role", "ClusterRole"):
                roles[key] = item
            elif kind in ("RoleBinding", "ClusterRoleBinding"):
                bindings.append(item)

    findings = []
    for b in bindings:
        meta = b.get("metadata", {})
        ref = b.get("roleRef", {})
        if args.ignore_system and ref.get("name", "").startswith("system:"):
            continue
        ns = meta.get("namespace", "") if ref.get("kind") == "Role" else ""
        role = roles.get((ref.get("kind"), ns, ref.get("name")))
        if role is None:
            log.warning("binding %s references missing %s %s", meta.get("name"), ref.get("kind"), ref.get("name"))
            continue
        for rule in role.get("rules") or []:
            for sev, why in rule_findings(rule):
                findings.append({
                    "severity": sev, "reason": why,
                    "binding": f"{b.get('kind')}/{meta.get('namespace', '-')}/{meta.get('name')}",
                    "role": f"{ref.get('kind')}/{ref.get('name')}",
                    "subjects": b.get("subjects") or [],
                })
    order = {"critical": 0, "high": 1, "medium": 2}
    findings.sort(key=lambda f: order.get(f["severity"], 9))
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(findings, fh, indent=2)
    log.info("%d findings", len(findings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
