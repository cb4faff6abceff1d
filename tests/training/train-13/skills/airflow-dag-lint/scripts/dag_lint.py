#!/usr/bin/env python3
"""Static checks for Airflow DAG files plus an import-time measurement."""
import ast
import json
import pathlib
import subprocess
import sys
import time


def static_checks(path):
    tree = ast.parse(path.read_text())
    issues = []
    for node in tree.body:
        src = ast.unparse(node)
        if "Variable.get(" in src and not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            issues.append(("AF001", node.lineno))
        if "datetime.now()" in src and "start_date" in src:
            issues.append(("AF005", node.lineno))
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names]
            mod = getattr(node, "module", "") or ""
            if any(n.split(".")[0] in {"pandas", "torch", "tensorflow"} for n in names + [mod]):
                issues.append(("AF004", node.lineno))
    text = path.read_text()
    if "catchup" not in text:
        issues.append(("AF002", 1))
    if "retries" not in text:
        issues.append(("AF003", 1))
    return issues


def import_seconds(path):
    t0 = time.time()
    subprocess.run([sys.executable, "-c", f"import runpy; runpy.run_path({str(path)!r})"],
                   capture_output=True, timeout=120)
    return time.time() - t0


def main():
    folder = pathlib.Path(sys.argv[1])
    limit = float(sys.argv[sys.argv.index("--max-import-seconds") + 1])
    overrides = json.loads(pathlib.Path(folder, ".daglint.json").read_text()) if (folder / ".daglint.json").exists() else {}
    limit = float(overrides.get("max_import_seconds", limit))
    for dag in sorted(folder.glob("*.py")):
        issues = static_checks(dag)
        secs = import_seconds(dag)
        if secs > limit:
            issues.append(("AF010", 0))
        print(json.dumps({"dag": dag.name, "import_s": round(secs, 2), "issues": issues}))


if __name__ == "__main__":
    main()
