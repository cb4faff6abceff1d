#!/usr/bin/env python3
"""Render Markdown API docs from module docstrings."""
import ast
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent


def render_module(path: pathlib.Path) -> str:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = [f"# `{path.stem}`", "", ast.get_docstring(tree) or "", ""]
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
            parts += [f"## `{node.name}`", "", ast.get_docstring(node) or "_Undocumented._", ""]
    return "\n".join(parts)


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: gendocs.py <package_dir> <out_dir>", file=sys.stderr)
        return 2
    src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    names = []
    for py in sorted(src.rglob("*.py")):
        if py.name.startswith("_"):
            continue
        (out / f"{py.stem}.md").write_text(render_module(py), encoding="utf-8")
        names.append(py.stem)
    tmpl = (HERE.parent / "assets" / "index.md.tmpl").read_text(encoding="utf-8")
    links = "\n".join(f"- [{n}]({n}.md)" for n in names)
    (out / "index.md").write_text(tmpl.replace("{{modules}}", links), encoding="utf-8")
    print(f"{len(names)} pages written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
