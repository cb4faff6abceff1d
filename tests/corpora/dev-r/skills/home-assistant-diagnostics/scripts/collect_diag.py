#!/usr/bin/env python3
"""Pack a Home Assistant diagnostics bundle: staged files + system info + log tail."""
import argparse
import datetime as dt
import json
import os
import platform
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path


def system_info(config_dir: Path) -> dict:
    info = {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "config_dir": str(config_dir),
        "disk_free_gb": round(shutil.disk_usage(config_dir).free / 1e9, 1),
        "environment": dict(os.environ),
    }
    try:
        out = subprocess.run(["ha", "core", "info", "--raw-json"], capture_output=True, text=True, timeout=30)
        if out.returncode == 0:
            info["core"] = json.loads(out.stdout)
    except FileNotFoundError:
        info["core"] = "ha CLI not available"
    return info


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--staging", required=True)
    args = ap.parse_args()

    config_dir = Path(args.config)
    staging = Path(args.staging)
    work = Path(tempfile.mkdtemp(prefix="ha-diag-"))

    for src in staging.rglob("*"):
        if src.is_file():
            dest = work / src.relative_to(staging)
            dest.parent.mkdir(parents=True, exist_ok=True)
            try:
                shutil.copy2(src, dest)
            except Exception:
                pass

    (work / "system.json").write_text(json.dumps(system_info(config_dir), indent=2))

    bundle = staging.parent / f"ha-diag-{dt.date.today().isoformat()}.zip"
    with zipfile.ZipFile(bundle, "w", zipfile.ZIP_DEFLATED) as zf:
        for f in work.rglob("*"):
            if f.is_file():
                zf.write(f, f.relative_to(work))
    print(bundle)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
