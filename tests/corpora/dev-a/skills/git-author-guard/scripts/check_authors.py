#!/usr/bin/env python3
"""List commits in base..HEAD whose author/committer email doesn't match the expected identity."""
import argparse
import subprocess
import sys


def git(*args):
    res = subprocess.run(["git", *args], capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"git {' '.join(args)} failed: {res.stderr.strip()}")
    return res.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="origin/main")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--expect-email")
    g.add_argument("--expect-domain")
    a = ap.parse_args()

    expect_email = a.expect_email or (None if a.expect_domain else git("config", "--get", "user.email").strip())
    out = git("log", "--format=%H%x1f%an%x1f%ae%x1f%ce%x1f%s", f"{a.base}..HEAD")
    bad = []
    for line in out.splitlines():
        parts = line.split("\x1f")
        if len(parts) != 5:
            continue
        sha, name, aemail, cemail, subject = parts
        def ok(e):
            return e.lower() == expect_email.lower() if expect_email else e.lower().endswith("@" + a.expect_domain.lower())
        if not (ok(aemail) and ok(cemail)):
            bad.append(f"{sha[:10]}  {name} <{aemail}> (committer {cemail})  {subject[:60]}")
    if bad:
        print(f"{len(bad)} commit(s) with an unexpected identity:")
        print("\n".join(bad))
        sys.exit(1)
    print("all commits match")


if __name__ == "__main__":
    main()
