#!/usr/bin/env python3
"""Build the MkDocs site in a scratch dir, verify internal links, copy to site/."""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

HREF = re.compile(r'href="([^"#?]+)')


def check_links(root: Path) -> list[str]:
    broken = []
    for html in root.rglob("*.html"):
        for target in HREF.findall(html.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:", "//")):
                continue
            resolved = (html.parent / target).resolve()
            if resolved.is_dir():
                resolved = resolved / "index.html"
            if not resolved.exists():
                broken.append(f"{html.relative_to(root)} -> {target}")
    return broken


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--config", default="mkdocs.yml")
    args = ap.parse_args()

    cfg = yaml.load(open(args.config), Loader=yaml.FullLoader)
    docs_dir = Path(cfg.get("docs_dir", "docs"))
    print(f"building {cfg['site_name']} from {docs_dir}")

    scratch = Path(tempfile.mkdtemp(prefix="mkdocs-build-"))
    cmd = ["mkdocs", "build", "--clean", "--site-dir", str(scratch), "-f", args.config]
    if args.strict:
        cmd.append("--strict")
    if subprocess.call(cmd) != 0:
        return 1

    broken = check_links(scratch)
    for b in broken:
        print("broken link:", b)
    if broken and args.strict:
        return 1

    shutil.copytree(scratch, "site", dirs_exist_ok=True)
    print("site/ updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
