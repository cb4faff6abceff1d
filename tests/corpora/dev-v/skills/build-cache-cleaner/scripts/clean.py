#!/usr/bin/env python3
"""List and (after confirmation) remove regenerable build directories in one project."""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

CANDIDATES = {
    "node_modules", ".next", ".nuxt", "dist", "build", ".venv", "venv", "__pycache__",
    ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", "target", ".gradle",
    "coverage", ".parcel-cache",
}
TARGET_MARKERS = ("Cargo.toml", "pom.xml")


def human(n):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024
    return f"{n:.1f} PB"


def dir_size(path):
    total = 0
    for root, dirs, files in os.walk(path, followlinks=False):
        for f in files:
            fp = os.path.join(root, f)
            if not os.path.islink(fp):
                try:
                    total += os.path.getsize(fp)
                except FileNotFoundError:
                    continue  # removed while we were counting
    return total


def tracked(project, rel):
    res = subprocess.run(["git", "-C", str(project), "ls-files", "--", str(rel)],
                         capture_output=True, text=True, check=False)
    return res.returncode == 0 and bool(res.stdout.strip())


def find_candidates(project):
    found = []
    for root, dirs, _files in os.walk(project, followlinks=False):
        if ".git" in dirs:
            dirs.remove(".git")
        for d in list(dirs):
            if d not in CANDIDATES:
                continue
            full = Path(root) / d
            if full.is_symlink():
                continue
            if d == "target" and not any((Path(root) / m).exists() for m in TARGET_MARKERS):
                continue
            found.append(full)
            dirs.remove(d)  # don't descend into a candidate
    return found


def confirm(total, count):
    if not sys.stdin.isatty():
        sys.exit("refusing to delete without an interactive confirmation")
    answer = input(f"Delete {count} director(ies), {human(total)}? Type 'yes' to continue: ")
    return answer.strip() == "yes"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--delete", nargs="+", metavar="REL_PATH")
    g.add_argument("--delete-all", action="store_true")
    a = ap.parse_args()

    project = Path(a.project).expanduser().resolve()
    if not project.is_dir():
        sys.exit(f"not a directory: {project}")
    if project == Path.home().resolve() or project == Path(project.anchor):
        sys.exit("point this at a project directory, not the home directory or filesystem root")

    cands = [c for c in find_candidates(project) if not tracked(project, c.relative_to(project))]
    sizes = {c: dir_size(c) for c in cands}

    if not (a.delete or a.delete_all):
        for c in sorted(cands, key=sizes.get, reverse=True):
            print(f"{human(sizes[c]):>10}  {c.relative_to(project)}")
        print(f"total {human(sum(sizes.values()))} in {len(cands)} directories (dry run, nothing deleted)")
        return 0

    if a.delete_all:
        chosen = cands
    else:
        by_rel = {str(c.relative_to(project)): c for c in cands}
        unknown = [r for r in a.delete if r not in by_rel]
        if unknown:
            sys.exit(f"not in the candidate list: {', '.join(unknown)}")
        chosen = [by_rel[r] for r in a.delete]

    total = sum(sizes[c] for c in chosen)
    if not confirm(total, len(chosen)):
        print("nothing deleted")
        return 0
    freed, errors = 0, 0
    for c in chosen:
        resolved = c.resolve()
        if project not in resolved.parents:
            print(f"skip {c}: resolves outside the project", file=sys.stderr)
            errors += 1
            continue
        try:
            shutil.rmtree(resolved)
            freed += sizes[c]
            print(f"removed {c.relative_to(project)}")
        except OSError as e:
            print(f"could not remove {c}: {e}", file=sys.stderr)
            errors += 1
    print(f"freed {human(freed)}; {errors} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
