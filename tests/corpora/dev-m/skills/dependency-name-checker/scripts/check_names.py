"""Warn about typosquat-looking dependency names and loose versions (offline)."""
import difflib
import json
import re
import sys

POPULAR_PYPI = ["requests", "numpy", "pandas", "urllib3", "python-dateutil", "pyyaml", "librosa",
                "django", "flask", "boto3", "setuptools", "cryptography"]
POPULAR_NPM = ["lodash", "express", "react", "chalk", "axios", "cross-env", "@octokit/rest",
               "@googleapis/calendar", "commander", "debug"]


def lookalike(name, popular):
    if name.lower() in popular:
        return None
    close = difflib.get_close_matches(name.lower(), popular, n=1, cutoff=0.85)
    return close[0] if close else None


def from_requirements(path):
    out = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.split("#", 1)[0].strip()
            if not line or line.startswith("-"):
                continue
            m = re.match(r"([A-Za-z0-9_.\-\[\]]+)\s*(.*)", line)
            if m:
                out.append((n, m.group(1).split("[")[0], m.group(2)))
    return out, POPULAR_PYPI


def from_package_json(path):
    with open(path, encoding="utf-8") as fh:
        try:
            data = json.load(fh)
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path} is not valid JSON: {exc}")
    out = []
    for section in ("dependencies", "devDependencies"):
        deps = data.get(section) or {}
        if isinstance(deps, dict):
            out += [(section, k, str(v)) for k, v in deps.items()]
    return out, POPULAR_NPM


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: check_names.py requirements.txt|package.json")
    path = sys.argv[1]
    entries, popular = from_package_json(path) if path.endswith(".json") else from_requirements(path)
    warnings = 0
    for where, name, spec in entries:
        twin = lookalike(name, popular)
        if twin:
            warnings += 1
            print(f"{where}: '{name}' looks like '{twin}' - verify before installing")
        if not re.match(r"^(==\s*)?\d+(\.\d+)*([a-z0-9.+-]*)?$", spec.strip()):
            warnings += 1
            print(f"{where}: '{name}' has loose version '{spec or '(none)'}' - pin an exact version")
    print(f"{warnings} warning(s)")


if __name__ == "__main__":
    main()
