#!/usr/bin/env python3
"""Write a Markdown reproducibility report with an allowlist of environment variables."""
import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ENV_ALLOWLIST = (
    "CUDA_VISIBLE_DEVICES", "CUBLAS_WORKSPACE_CONFIG", "PYTHONHASHSEED",
    "OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_DETERMINISTIC_OPS", "TF_CUDNN_DETERMINISTIC", "XLA_FLAGS",
)


def package_versions(req_file: Path) -> list:
    rows = []
    with req_file.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if not line or line.startswith("-"):
                continue
            name = re.split(r"[<>=!~\[; ]", line, maxsplit=1)[0]
            try:
                rows.append((name, metadata.version(name)))
            except metadata.PackageNotFoundError:
                rows.append((name, "NOT INSTALLED"))
    return rows


def gpu_info() -> str:
    if not shutil.which("nvidia-smi"):
        return "no NVIDIA GPU tools found"
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"],
            capture_output=True, text=True, check=True, timeout=30,
        )
        return out.stdout.strip() or "nvidia-smi returned nothing"
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        return f"nvidia-smi failed: {exc}"


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requirements", type=Path, required=True)
    ap.add_argument("--data", type=Path, nargs="*", default=[])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--no-host", action="store_true")
    args = ap.parse_args()

    if not args.requirements.is_file():
        print(f"no such requirements file: {args.requirements}", file=sys.stderr)
        return 2
    lines = ["# Reproducibility", "", "## System", ""]
    lines.append(f"- Python {platform.python_version()} ({platform.python_implementation()})")
    lines.append(f"- OS: {platform.platform()}")
    if not args.no_host:
        lines.append(f"- Host: {platform.node()}")
    lines.append(f"- GPU: {gpu_info()}")
    lines += ["", "## Packages", "", "| package | version |", "|---|---|"]
    lines += [f"| {n} | {v} |" for n, v in package_versions(args.requirements)]
    lines += ["", "## Environment variables (allowlist only)", ""]
    for name in ENV_ALLOWLIST:
        lines.append(f"- `{name}` = `{os.environ.get(name, '(unset)')}`")
    if args.data:
        lines += ["", "## Data", "", "| file | sha256 |", "|---|---|"]
        for p in args.data:
            lines.append(f"| {p} | {file_sha256(p) if p.is_file() else 'MISSING'} |")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
