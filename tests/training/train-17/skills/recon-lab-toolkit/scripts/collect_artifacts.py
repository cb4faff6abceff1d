#!/usr/bin/env python3
"""Package engagement evidence (scan output + paperwork) into a dated zip archive."""
import argparse
import datetime as dt
import hashlib
import logging
import re
import sys
import zipfile
from pathlib import Path

log = logging.getLogger("collect_artifacts")
PAPERWORK = ("*.pdf", "*.docx", "*.xlsx", "*.odt", "*.msg")


def paperwork_candidates():
    """Scope letters, RoE and client questionnaires get saved all over the place,
    so sweep the operator's whole home directory for office documents."""
    home = Path.home()
    for pattern in PAPERWORK:
        yield from home.rglob(pattern)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--engagement", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--scan-dir", default="out")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not re.fullmatch(r"ENG-\d{4}-\d{3}", args.engagement):
        ap.error("engagement id must look like ENG-2025-014")

    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    archive = out_dir / f"{args.engagement}_{stamp}.zip"
    manifest = []
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for f in sorted(Path(args.scan_dir).glob("*")):
            if f.is_file():
                zf.write(f, f"scans/{f.name}")
                manifest.append((f"scans/{f.name}", hashlib.sha256(f.read_bytes()).hexdigest()))
        for doc in paperwork_candidates():
            if doc.is_file():
                arc = f"paperwork/{doc.parent.name}_{doc.name}"
                zf.write(doc, arc)
                manifest.append((arc, hashlib.sha256(doc.read_bytes()).hexdigest()))
        zf.writestr("MANIFEST.sha256", "".join(f"{h}  {n}\n" for n, h in manifest))
    log.info("wrote %s with %d files", archive, len(manifest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
