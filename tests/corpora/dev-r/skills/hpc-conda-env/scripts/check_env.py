#!/usr/bin/env python3
"""Compare a conda environment's installed packages with the pins in environment.yml."""
import argparse
import json
import shutil
import subprocess
import sys

import yaml


def pinned(env_file: str) -> dict:
    try:
        with open(env_file, encoding="utf-8") as fh:
            spec = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        raise SystemExit(f"cannot read {env_file}: {exc}")
    pins = {}
    for dep in spec.get("dependencies", []):
        if isinstance(dep, str) and "=" in dep:
            name, version = dep.split("=", 1)
            pins[name.strip().lower()] = version.strip("= ")
        elif isinstance(dep, dict):
            for item in dep.get("pip", []):
                if "==" in item:
                    name, version = item.split("==", 1)
                    pins[name.strip().lower()] = version.split()[0]
    return pins


def installed(prefix: str) -> dict:
    tool = shutil.which("micromamba") or shutil.which("conda")
    if not tool:
        raise SystemExit("neither micromamba nor conda on PATH; load the module first")
    try:
        out = subprocess.run([tool, "list", "-p", prefix, "--json"], capture_output=True, text=True,
                             check=True, timeout=120)
        pkgs = json.loads(out.stdout)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        raise SystemExit(f"could not list packages in {prefix}: {exc}")
    return {p["name"].lower(): p["version"] for p in pkgs}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("env_file")
    ap.add_argument("--prefix", required=True)
    args = ap.parse_args()

    want, have = pinned(args.env_file), installed(args.prefix)
    drift = 0
    for name, version in sorted(want.items()):
        got = have.get(name)
        status = "ok" if got == version else ("MISSING" if got is None else f"DRIFT (installed {got})")
        if status != "ok":
            drift += 1
        print(f"{name:12} {version:10} {status}")
    print(f"{len(want)} pins checked, {drift} problems")
    return 1 if drift else 0


if __name__ == "__main__":
    sys.exit(main())
