#!/usr/bin/env python3
"""Collect flake8 / isort / black settings from the current project as JSON."""
import configparser
import json
import sys
import tomllib
from pathlib import Path

INI_FILES = ("setup.cfg", "tox.ini", ".flake8", ".isort.cfg")
FLAKE8_KEYS = ("max-line-length", "ignore", "extend-ignore", "select", "extend-select",
               "per-file-ignores", "exclude", "extend-exclude", "max-complexity")


def split_list(value: str) -> list[str]:
    return [v.strip() for v in value.replace("\n", ",").split(",") if v.strip()]


def from_ini(path: Path, out: dict) -> None:
    cp = configparser.ConfigParser(interpolation=None)
    try:
        cp.read(path, encoding="utf-8")
    except configparser.Error as exc:
        out["warnings"].append(f"{path}: {exc}")
        return
    if cp.has_section("flake8"):
        for key in FLAKE8_KEYS:
            if cp.has_option("flake8", key):
                out["flake8"][key] = split_list(cp.get("flake8", key))
        out["sources"].append(f"{path}[flake8]")
    for section in ("isort", "settings", "tool:isort"):
        if cp.has_section(section) and (path.name == ".isort.cfg" or section != "settings"):
            out["isort"].update(dict(cp.items(section)))
            out["sources"].append(f"{path}[{section}]")


def from_pyproject(path: Path, out: dict) -> None:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        out["warnings"].append(f"{path}: {exc}")
        return
    tool = data.get("tool", {})
    if "black" in tool:
        out["black"] = tool["black"]
        out["sources"].append(f"{path}[tool.black]")
    if "isort" in tool:
        out["isort"].update(tool["isort"])
        out["sources"].append(f"{path}[tool.isort]")
    if "ruff" in tool:
        out["warnings"].append("pyproject.toml already has [tool.ruff]; merge instead of replacing")


def main() -> int:
    root = Path.cwd()
    out = {"sources": [], "flake8": {}, "isort": {}, "black": {}, "warnings": []}
    for name in INI_FILES:
        if (root / name).is_file():
            from_ini(root / name, out)
    if (root / "pyproject.toml").is_file():
        from_pyproject(root / "pyproject.toml", out)
    if not out["sources"]:
        out["warnings"].append("no flake8/isort/black configuration found")
    json.dump(out, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
