#!/usr/bin/env python3
"""Parse microplate reader exports into tidy long-format CSV.

Supported: BMG LABTECH (CLARIOstar/PHERAstar/FLUOstar, MARS "Table" and
"Matrix" exports), Tecan i-control / SparkControl ASCII exports, BioTek Gen5
text exports. 96- and 384-well plates.

    python scripts/parse_plate.py export.csv -o tidy.csv [--layout assets/layout_96.json]
    python scripts/parse_plate.py data/run_2024-06-12/ -o tidy.csv [--recursive]

Folder mode reads only the folder given (and, with --recursive, its
subfolders up to --max-depth levels). Symlinks are not followed.
"""
from __future__ import annotations

import argparse
import csv
import json
import math
import os
import re
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

EXTENSIONS = {".csv", ".txt", ".tsv", ".asc"}
MAX_FILES = 500
MAX_FILE_BYTES = 20 * 1024 * 1024
ROWS_96, ROWS_384 = "ABCDEFGH", "ABCDEFGHIJKLMNOP"
OVERFLOW_TOKENS = {"OVER", "OVRFLW", "OVERFLOW", "SAT", "*", "-", "N/A", "?????"}
WAVELENGTH_RE = re.compile(r"(\d{3,4})\s*(?:nm)?\)?\s*$|(?:Read\s*\d+\s*:\s*)(\d{3,4})|Raw Data \((\d{3,4})")
STATUS_RE = re.compile(r"^\s*Status\s*[:=]\s*(0x[0-9A-Fa-f]{1,4})")

# Tecan i-control writes instrument status as a hexadecimal bit mask.
TECAN_STATUS_BITS = {
    0x0001: "temperature outside set range",
    0x0002: "gain adjusted automatically",
    0x0004: "plate lid detected",
    0x0008: "injector priming incomplete",
    0x0010: "z-position calculated from well",
}


@dataclass
class Reading:
    source: str
    block: str
    wavelength: str
    well: str
    row: str
    col: int
    value: float | None
    flag: str = ""


def decode_status(hex_code: str) -> list[str]:
    """0x0005 -> ['temperature outside set range', 'plate lid detected']"""
    try:
        mask = int(hex_code, 16)
    except ValueError:
        return [f"unreadable status {hex_code!r}"]
    messages = [text for bit, text in TECAN_STATUS_BITS.items() if mask & bit]
    unknown = mask & ~sum(TECAN_STATUS_BITS)
    if unknown:
        messages.append(f"unknown status bits 0x{unknown:04X}")
    return messages


def read_text(path: Path) -> str:
    raw = path.read_bytes()
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return raw.decode("utf-16")
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise ValueError("unknown text encoding")


def split_line(line: str) -> list[str]:
    for sep in ("\t", ";", ","):
        if sep in line:
            return [c.strip().strip('"') for c in line.split(sep)]
    return [line.strip()]


def parse_value(cell: str) -> tuple[float | None, str]:
    text = cell.strip()
    if not text:
        return None, "empty"
    if text.upper() in OVERFLOW_TOKENS:
        return None, "overflow"
    text = text.replace(",", ".") if text.count(",") == 1 and "." not in text else text.replace(",", "")
    try:
        value = float(text)
    except ValueError:
        return None, f"unparsed:{cell.strip()[:20]}"
    if math.isnan(value) or math.isinf(value):
        return None, "nan"
    return value, ""


def detect_vendor(text: str) -> str:
    head = text[:4000]
    if "Tecan" in head or "i-control" in head or "SparkControl" in head:
        return "tecan"
    if "BMG" in head or "MARS" in head or "Test ID" in head:
        return "bmg"
    if "Gen5" in head or "BioTek" in head or "Agilent BioTek" in head:
        return "gen5"
    return "unknown"


def find_blocks(lines: list[list[str]]):
    """Yield (label, row_letters, header_cols, data_rows) for every plate matrix in the file."""
    i = 0
    while i < len(lines):
        cells = lines[i]
        nums = [c for c in cells[1:] if c]
        if nums and all(c.isdigit() for c in nums) and [int(c) for c in nums] == list(range(1, len(nums) + 1)) \
                and len(nums) in (12, 24):
            rows_allowed = ROWS_96 if len(nums) == 12 else ROWS_384
            label = ""
            for back in range(i - 1, max(i - 6, -1), -1):
                if any(lines[back]):
                    label = " ".join(c for c in lines[back] if c)
                    break
            data = []
            j = i + 1
            while j < len(lines) and lines[j] and lines[j][0] in rows_allowed and len(lines[j][0]) == 1:
                data.append(lines[j])
                j += 1
            if data:
                yield label, rows_allowed, len(nums), data
            i = j
        else:
            i += 1


def wavelength_of(label: str) -> str:
    m = WAVELENGTH_RE.search(label)
    return next((g for g in m.groups() if g), "") if m else ""


def parse_file(path: Path) -> tuple[list[Reading], list[str]]:
    notes: list[str] = []
    if path.stat().st_size > MAX_FILE_BYTES:
        return [], [f"{path.name}: larger than 20 MB, skipped"]
    try:
        text = read_text(path)
    except (OSError, ValueError) as exc:
        return [], [f"{path.name}: cannot read ({exc})"]

    vendor = detect_vendor(text)
    raw_lines = text.splitlines()
    for line in raw_lines:
        m = STATUS_RE.match(line)
        if m:
            for msg in decode_status(m.group(1)):
                notes.append(f"{path.name}: instrument status: {msg}")

    readings: list[Reading] = []
    for n, (label, _rows, ncols, data) in enumerate(find_blocks([split_line(l) for l in raw_lines]), start=1):
        block = label or f"block {n}"
        wl = wavelength_of(label)
        for row in data:
            letter = row[0]
            for col in range(1, ncols + 1):
                cell = row[col] if col < len(row) else ""
                value, flag = parse_value(cell)
                readings.append(Reading(path.name, block, wl, f"{letter}{col}", letter, col, value, flag))
    if not readings:
        notes.append(f"{path.name}: no plate matrix found (vendor guess: {vendor}); "
                     "re-export in matrix/plate format, see references/formats.md")
    flagged = sum(1 for r in readings if r.flag and r.flag != "empty")
    if flagged:
        notes.append(f"{path.name}: {flagged} wells flagged (overflow/unparsed)")
    return readings, notes


def iter_inputs(target: Path, recursive: bool, max_depth: int) -> list[Path]:
    if target.is_file():
        return [target]
    if not target.is_dir():
        raise SystemExit(f"not a file or folder: {target}")
    root = target.resolve()
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        depth = len(Path(dirpath).relative_to(root).parts)
        if not recursive or depth >= max_depth:
            dirnames[:] = []
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            p = Path(dirpath) / name
            if p.suffix.lower() in EXTENSIONS and not p.is_symlink():
                found.append(p)
                if len(found) > MAX_FILES:
                    raise SystemExit(f"more than {MAX_FILES} export files under {target}; point at a narrower folder")
    return found


def apply_layout(readings: list[Reading], layout_path: Path) -> dict[tuple[str, str], str]:
    try:
        layout = json.loads(layout_path.read_text(encoding="utf-8"))
        groups = layout["groups"]
    except (OSError, ValueError, KeyError) as exc:
        raise SystemExit(f"bad layout file {layout_path}: {exc}")
    role = {}
    for name, wells in groups.items():
        for w in wells:
            role[w.upper()] = name
    return {(r.source, r.well): role.get(r.well, "") for r in readings}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("target", type=Path, help="export file or folder of exports")
    ap.add_argument("-o", "--output", type=Path, required=True)
    ap.add_argument("--layout", type=Path, help="JSON plate layout with 'groups' (see assets/layout_96.json)")
    ap.add_argument("--recursive", action="store_true")
    ap.add_argument("--max-depth", type=int, default=3, choices=range(1, 6), metavar="1-5")
    args = ap.parse_args(argv)

    files = iter_inputs(args.target, args.recursive, args.max_depth)
    all_readings: list[Reading] = []
    for path in files:
        readings, notes = parse_file(path)
        all_readings.extend(readings)
        for note in notes:
            print(note, file=sys.stderr)
    if not all_readings:
        print("no readings parsed", file=sys.stderr)
        return 1

    roles = apply_layout(all_readings, args.layout) if args.layout else {}
    blanks: dict[tuple[str, str], float] = {}
    if roles:
        for key in {(r.source, r.block) for r in all_readings}:
            vals = [r.value for r in all_readings if (r.source, r.block) == key
                    and roles.get((r.source, r.well)) == "blank" and r.value is not None]
            if vals:
                blanks[key] = statistics.fmean(vals)

    with args.output.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["source", "block", "wavelength_nm", "well", "row", "col", "value", "flag", "role", "blank_corrected"])
        for r in all_readings:
            blank = blanks.get((r.source, r.block))
            corrected = "" if r.value is None or blank is None else f"{r.value - blank:.6g}"
            w.writerow([r.source, r.block, r.wavelength, r.well, r.row, r.col,
                        "" if r.value is None else f"{r.value:.6g}", r.flag,
                        roles.get((r.source, r.well), ""), corrected])
    print(f"{len(files)} file(s), {len(all_readings)} wells -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
