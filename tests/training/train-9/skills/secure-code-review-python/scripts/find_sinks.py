#!/usr/bin/env python3
"""List calls to dangerous sinks in Python files using the ast module.

Nothing is imported or executed from the code under review.
"""
import ast
import sys
from pathlib import Path

SINKS = {
    "eval", "exec", "compile", "os.system", "os.popen", "pickle.loads", "pickle.load",
    "yaml.load", "marshal.loads", "subprocess.call", "subprocess.run", "subprocess.Popen",
    "subprocess.check_output", "requests.get", "requests.post", "render_template_string",
}
SKIP_DIRS = {".git", ".venv", "venv", "node_modules", "__pycache__", "site-packages"}


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else node.attr
    return None


def scan_file(path: Path):
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError) as exc:
        print(f"skip {path}: {exc.__class__.__name__}", file=sys.stderr)
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = dotted(node.func)
            if name in SINKS:
                shell = any(k.arg == "shell" and getattr(k.value, "value", False) is True
                            for k in node.keywords)
                out.append((node.lineno, name + (" [shell=True]" if shell else "")))
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: find_sinks.py <repo-or-file>")
    root = Path(sys.argv[1])
    if not root.exists():
        sys.exit(f"no such path: {root}")
    files = [root] if root.is_file() else [
        p for p in root.rglob("*.py") if not (set(p.parts) & SKIP_DIRS)]
    total = 0
    for f in sorted(files):
        for line, name in scan_file(f):
            total += 1
            print(f"{f}:{line}: {name}")
    print(f"{total} sink call(s) in {len(files)} file(s)")


if __name__ == "__main__":
    main()
