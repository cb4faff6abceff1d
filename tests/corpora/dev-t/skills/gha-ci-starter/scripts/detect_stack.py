#!/usr/bin/env python3
"""Detect language stack, package manager and test command of the current repo."""
import json
import sys
from pathlib import Path


def node_info(root: Path) -> dict | None:
    pkg = root / "package.json"
    if not pkg.exists():
        return None
    try:
        data = json.loads(pkg.read_text())
    except json.JSONDecodeError as exc:
        sys.exit(f"package.json is not valid JSON: {exc}")
    if (root / "pnpm-lock.yaml").exists():
        pm = "pnpm"
    elif (root / "yarn.lock").exists():
        pm = "yarn"
    else:
        pm = "npm"
    test = data.get("scripts", {}).get("test")
    return {"stack": "node", "pm": pm, "test": f"{pm} test" if test else None}


def python_info(root: Path) -> dict | None:
    if (root / "uv.lock").exists():
        pm = "uv"
    elif (root / "poetry.lock").exists():
        pm = "poetry"
    elif (root / "requirements.txt").exists() or (root / "pyproject.toml").exists():
        pm = "pip"
    else:
        return None
    has_pytest = any((root / p).exists() for p in ("pytest.ini", "conftest.py", "tests"))
    return {"stack": "python", "pm": pm, "test": "pytest -q" if has_pytest else "python -m unittest"}


def main() -> None:
    root = Path.cwd()
    found = [i for i in (node_info(root), python_info(root)) if i]
    if not found:
        sys.exit("no package.json / pyproject.toml / requirements.txt found")
    label = "both" if len(found) == 2 else found[0]["stack"]
    print(label)
    for info in found:
        print(f"  {info['stack']}: package manager={info['pm']} test={info['test']}")


if __name__ == "__main__":
    main()
