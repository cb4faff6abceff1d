#!/usr/bin/env python3
"""Write pytest stubs for every public function in a module."""
import ast
import pathlib
import sys


def public_functions(path: pathlib.Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
            yield node.name


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: scaffold.py <module.py>", file=sys.stderr)
        return 2
    src = pathlib.Path(sys.argv[1])
    mod = src.stem
    out = pathlib.Path("tests") / f"test_{mod}.py"
    out.parent.mkdir(exist_ok=True)
    if out.exists():
        print(f"{out} exists; not overwriting", file=sys.stderr)
        return 1
    lines = ["import pytest", f"from {mod} import *  # noqa: F401,F403", ""]
    for fn in public_functions(src):
        lines += [f"def test_{fn}_basic():", f"    pytest.skip('TODO: test {fn}')", ""]
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
