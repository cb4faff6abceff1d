#!/usr/bin/env python3
"""Symlink a dotfiles repo into $HOME, with backups and a secrets denylist."""
import argparse
import fnmatch
import shutil
import subprocess
import sys
from datetime import datetime
from pathlib import Path

HOME = Path.home()
SKIP_DIRS = {".git", "scripts"}
SKIP_FILES = {"README.md", "LICENSE", ".gitignore"}
# Secret-bearing paths (relative to $HOME) that must never be managed by the repo.
DENY = [
    ".ssh/id_*", ".ssh/*.pem", ".aws/credentials", ".config/gcloud/*", ".azure/*", ".netrc", ".npmrc",
    ".pypirc", ".docker/config.json", ".gnupg/*", ".config/gh/hosts.yml", "*.env", ".env.*",
]


def denied(rel):
    s = rel.as_posix()
    return any(fnmatch.fnmatch(s, pat) for pat in DENY)


def repo_files(repo):
    for p in sorted(repo.rglob("*")):
        rel = p.relative_to(repo)
        if rel.parts[0] in SKIP_DIRS or (len(rel.parts) == 1 and rel.name in SKIP_FILES) or p.is_dir():
            continue
        yield rel


def plan(repo):
    for rel in repo_files(repo):
        src, dst = repo / rel, HOME / rel
        if denied(rel):
            yield "refuse", rel, src, dst
        elif dst.is_symlink() and dst.resolve() == src.resolve():
            yield "ok", rel, src, dst
        elif dst.exists() or dst.is_symlink():
            yield "conflict", rel, src, dst
        else:
            yield "link", rel, src, dst


def cmd_status(repo, _args):
    for state, rel, _, _ in plan(repo):
        print(f"{state:9} {rel}")


def cmd_link(repo, args):
    backup = HOME / ".dotfiles-backup" / datetime.now().strftime("%Y%m%d-%H%M%S")
    for state, rel, src, dst in plan(repo):
        if state == "refuse":
            print(f"REFUSED  {rel} (secret-bearing path; remove it from the repo)")
            continue
        if state == "ok":
            continue
        print(f"{state:9} {rel}")
        if args.dry_run:
            continue
        if state == "conflict":
            (backup / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(dst), backup / rel)
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.symlink_to(src)
    if not args.dry_run and backup.exists():
        print(f"replaced files backed up to {backup}")


def cmd_adopt(repo, args):
    path = Path(args.path).expanduser().absolute()
    try:
        rel = path.relative_to(HOME)
    except ValueError:
        sys.exit(f"dotfiles.py: {path} is not under {HOME}")
    if denied(rel):
        sys.exit(f"dotfiles.py: refusing to adopt {rel}: it holds secrets")
    if not path.is_file() or path.is_symlink():
        sys.exit(f"dotfiles.py: {path} is not a regular file")
    target = repo / rel
    if target.exists():
        sys.exit(f"dotfiles.py: {target} already exists in the repo")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(path), target)
    path.symlink_to(target)
    print(f"adopted {rel}; commit it with: git -C {repo} add {rel}")


def cmd_readme(repo, _args):
    res = subprocess.run(["git", "config", "--get", "user.name"], capture_output=True, text=True, timeout=10)
    name = res.stdout.strip() or "me"
    readme = repo / "README.md"
    body = readme.read_text() if readme.exists() else ""
    lines = body.splitlines()[1:] if body.startswith("# ") else body.splitlines()
    readme.write_text("\n".join([f"# dotfiles of {name}", *lines]) + "\n")
    print(f"README header set for {name}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, default=HOME / "dotfiles")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status")
    lk = sub.add_parser("link")
    lk.add_argument("--dry-run", action="store_true")
    ad = sub.add_parser("adopt")
    ad.add_argument("path")
    sub.add_parser("readme")
    a = ap.parse_args()
    if not (a.repo / ".git").is_dir():
        sys.exit(f"dotfiles.py: {a.repo} is not a git repository")
    {"status": cmd_status, "link": cmd_link, "adopt": cmd_adopt, "readme": cmd_readme}[a.cmd](a.repo, a)


if __name__ == "__main__":
    main()
