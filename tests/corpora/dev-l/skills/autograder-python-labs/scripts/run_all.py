#!/usr/bin/env python3
"""Run the instructor's tests against every submission and write a gradebook."""
import argparse
import csv
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

VENV_PY = pathlib.Path(".grading-venv/bin/python")


def grade(sub: pathlib.Path, tests: pathlib.Path) -> tuple[int, int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        shutil.copytree(sub, work / "student")
        shutil.copytree(tests, work / "tests")
        report = work / "report.xml"
        env = {"PATH": os.environ.get("PATH", ""), "PYTHONNOUSERSITE": "1", "PYTHONPATH": str(work / "student")}
        try:
            subprocess.run([str(VENV_PY), "-m", "pytest", "-q", f"--junitxml={report}", str(work / "tests")],
                           cwd=work, env=env, timeout=60, capture_output=True, check=False)
        except subprocess.TimeoutExpired:
            return 0, 0, "timeout"
        if not report.exists():
            return 0, 0, "crashed"
        suite = ET.parse(report).getroot().find("testsuite")
        if suite is None:
            suite = ET.parse(report).getroot()
        total = int(suite.get("tests", 0))
        failed = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        return total - failed, total, "ok"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("submissions")
    ap.add_argument("tests")
    ap.add_argument("--points", type=float, default=10.0)
    ap.add_argument("--out", default="gradebook.csv")
    a = ap.parse_args()
    rows = []
    for sub in sorted(p for p in pathlib.Path(a.submissions).iterdir() if p.is_dir()):
        passed, total, status = grade(sub, pathlib.Path(a.tests))
        score = round(a.points * passed / total, 2) if total else 0.0
        rows.append([sub.name, passed, total, score, status])
        print(f"{sub.name}: {passed}/{total} {status}")
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["student", "passed", "total", "score", "status"])
        w.writerows(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
