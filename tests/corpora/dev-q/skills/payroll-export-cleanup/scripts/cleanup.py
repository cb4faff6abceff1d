#!/usr/bin/env python3
"""List, then (after approval) move old payroll exports to a pending-delete folder."""
import argparse
import csv
import hashlib
import shutil
import sys
import time
from datetime import date, datetime
from pathlib import Path

TYPES = {
    "register": ("payroll_register", "payroll-register", "register_"),
    "ach": (".ach", "nacha", "direct_deposit"),
    "census": ("census",),
}
PLAN = Path("cleanup_plan.csv")


def is_held(path, root, holds):
    rel = path.relative_to(root)
    return any("LEGAL_HOLD" in part for part in rel.parts) or str(rel) in holds


def classify(name):
    low = name.lower()
    for t, needles in TYPES.items():
        if any(n in low for n in needles):
            return t
    return None


def plan_code(rows):
    h = hashlib.sha256("\n".join(r["path"] for r in rows).encode()).hexdigest()
    return h[:6].upper()


def cmd_list(a):
    root = Path(a.root).resolve()
    if not root.is_dir():
        sys.exit(f"{root} is not a folder")
    wanted = set(a.types.split(","))
    unknown = wanted - set(TYPES)
    if unknown:
        sys.exit(f"unknown types {sorted(unknown)}; choose from {sorted(TYPES)}")
    hold_file = root / "legal_hold.txt"
    holds = set(hold_file.read_text(encoding="utf-8").split()) if hold_file.exists() else set()
    cutoff = time.time() - a.older_than_days * 86400
    rows = []
    for p in root.rglob("*"):
        if p.is_symlink() or not p.is_file() or "_pending_delete" in p.parts:
            continue
        t = classify(p.name)
        if t not in wanted or is_held(p, root, holds):
            continue
        st = p.stat()
        if st.st_mtime < cutoff:
            rows.append({"path": str(p), "type": t, "bytes": st.st_size,
                         "modified": datetime.fromtimestamp(st.st_mtime).date().isoformat()})
    rows.sort(key=lambda r: r["modified"])
    with open(PLAN, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["path", "type", "bytes", "modified"])
        w.writeheader()
        w.writerows(rows)
    with open(PLAN.with_suffix(".root"), "w", encoding="utf-8") as fh:
        fh.write(str(root))
    for t in sorted(wanted):
        sel = [r for r in rows if r["type"] == t]
        if sel:
            print(f"{t:<9} {len(sel):>5} files  {sum(r['bytes'] for r in sel) / 1e6:8.1f} MB  "
                  f"{sel[0]['modified']} .. {sel[-1]['modified']}")
    print(f"{len(rows)} files proposed; full list in {PLAN}")
    print(f"confirmation code: {plan_code(rows)}")


def cmd_delete(a):
    with open(a.plan, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    root = Path(Path(a.plan).with_suffix(".root").read_text(encoding="utf-8").strip()).resolve()
    if a.confirm != plan_code(rows):
        sys.exit("confirmation code does not match this plan; re-run the listing and ask the user again")
    dest_root = root / "_pending_delete" / date.today().isoformat()
    moved = 0
    for r in rows:
        src = Path(r["path"]).resolve()
        if not src.is_relative_to(root) or src.is_symlink():
            print(f"skipped (outside root or symlink): {src}")
            continue
        if not src.exists():
            print(f"already gone: {src}")
            continue
        dest = dest_root / src.relative_to(root)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(src), str(dest))
        moved += 1
    print(f"moved {moved} of {len(rows)} files to {dest_root} (restorable for 14 days)")


def cmd_purge(a):
    root = Path(a.root).resolve()
    pending = root / "_pending_delete"
    if not pending.is_dir():
        print("nothing pending")
        return
    old = []
    for d in sorted(pending.iterdir()):
        if not d.is_dir() or d.is_symlink():
            continue
        try:
            created = date.fromisoformat(d.name)
        except ValueError:
            print(f"ignoring unexpected folder {d.name}")
            continue
        if (date.today() - created).days > 14:
            old.append(d)
    if not old:
        print("no pending folders older than 14 days")
        return
    names = ", ".join(d.name for d in old)
    if a.confirm != names:
        print(f"pending folders older than 14 days: {names}")
        sys.exit("re-run with --confirm exactly as listed, after the user approves")
    for d in old:
        shutil.rmtree(d)
        print(f"purged {d}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    l = sub.add_parser("list")
    l.add_argument("--root", required=True)
    l.add_argument("--older-than-days", type=int, required=True, choices=range(30, 36500), metavar="DAYS")
    l.add_argument("--types", default="register,ach,census")
    d = sub.add_parser("delete")
    d.add_argument("--plan", default=str(PLAN))
    d.add_argument("--confirm", required=True)
    p = sub.add_parser("purge")
    p.add_argument("--root", required=True)
    p.add_argument("--confirm", default="")
    a = ap.parse_args()
    {"list": cmd_list, "delete": cmd_delete, "purge": cmd_purge}[a.cmd](a)


if __name__ == "__main__":
    main()
