"""depaudit: scan Python dependency files against OSV advisories."""
import argparse
import json
import re
import sys
from pathlib import Path

import requests
from packaging.requirements import InvalidRequirement, Requirement

try:
    import tomllib
except ImportError:  # Python < 3.11
    import tomli as tomllib

OSV_BATCH = "https://api.osv.dev/v1/querybatch"
OFFLINE = Path.home() / ".cache" / "depaudit" / "osv"


def norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def from_requirements(path):
    for n, line in enumerate(path.read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line or line.startswith("-"):
            continue
        try:
            req = Requirement(line)
        except InvalidRequirement:
            print(f"depaudit: {path}:{n}: cannot parse {line!r}", file=sys.stderr)
            continue
        pins = [s.version for s in req.specifier if s.operator == "=="]
        yield norm(req.name), pins[0] if pins else None


def from_poetry_lock(path):
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as exc:
        sys.exit(f"depaudit: {path}: invalid TOML ({exc})")
    for pkg in data.get("package", []):
        yield norm(pkg["name"]), pkg.get("version")


def collect(root):
    deps = {}
    for f in root.glob("requirements*.txt"):
        deps.update(from_requirements(f))
    lock = root / "poetry.lock"
    if lock.exists():
        deps.update(from_poetry_lock(lock))
    return deps


def query_online(deps):
    pinned = [(n, v) for n, v in deps.items() if v]
    results = {}
    for i in range(0, len(pinned), 500):
        chunk = pinned[i : i + 500]
        body = {"queries": [{"package": {"name": n, "ecosystem": "PyPI"}, "version": v} for n, v in chunk]}
        r = requests.post(OSV_BATCH, json=body, timeout=60)
        r.raise_for_status()
        try:
            batch = r.json().get("results", [])
        except (ValueError, AttributeError):
            sys.exit("depaudit: api.osv.dev returned an unexpected response")
        for (n, v), res in zip(chunk, batch):
            if res.get("vulns"):
                results[(n, v)] = [x["id"] for x in res["vulns"]]
    return results


def query_offline(deps):
    if not OFFLINE.is_dir():
        sys.exit(f"depaudit: offline DB missing at {OFFLINE}; see SKILL.md 'Offline mode'")
    results = {}
    for adv in OFFLINE.glob("*.json"):
        try:
            doc = json.loads(adv.read_text())
        except json.JSONDecodeError:
            continue
        for aff in doc.get("affected", []):
            n = norm(aff.get("package", {}).get("name", ""))
            v = deps.get(n)
            if v and v in aff.get("versions", []):
                results.setdefault((n, v), []).append(doc["id"])
    return results


def main():
    ap = argparse.ArgumentParser(prog="depaudit")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("scan")
    s.add_argument("root", type=Path)
    s.add_argument("--offline", action="store_true")
    s.add_argument("--format", choices=["table", "json", "sarif"], default="table")
    a = ap.parse_args()
    deps = collect(a.root)
    if not deps:
        sys.exit(f"depaudit: no requirements*.txt or poetry.lock in {a.root}")
    found = query_offline(deps) if a.offline else query_online(deps)
    unpinned = sorted(n for n, v in deps.items() if not v)
    if a.format == "json":
        print(json.dumps({"vulnerable": {f"{n}=={v}": ids for (n, v), ids in found.items()}, "unpinned": unpinned}, indent=2))
        return
    if a.format == "sarif":
        rules = [{"id": i} for ids in found.values() for i in ids]
        res = [{"ruleId": i, "message": {"text": f"{n}=={v} is affected by {i}"}} for (n, v), ids in found.items() for i in ids]
        print(json.dumps({"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "depaudit", "rules": rules}}, "results": res}]}, indent=2))
        return
    for (n, v), ids in sorted(found.items()):
        print(f"{n:30} {v:12} {', '.join(ids)}")
    if unpinned:
        print("\nunpinned: " + ", ".join(unpinned))
    print(f"\n{len(deps)} packages, {len(found)} vulnerable")
