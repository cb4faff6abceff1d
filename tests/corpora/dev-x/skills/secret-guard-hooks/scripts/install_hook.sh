#!/usr/bin/env bash
# Install the secret-guard pre-commit hook into the current git repository.
# Usage: install_hook.sh [--force]
set -euo pipefail

force=0
case "${1:-}" in
    "") ;;
    --force) force=1 ;;
    -h|--help) echo "usage: $0 [--force]"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
esac

skill_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "error: not inside a git work tree" >&2
    exit 1
fi

hooks_dir=$(git rev-parse --git-path hooks)
target="$hooks_dir/pre-commit"
mkdir -p "$hooks_dir/secretguard"

if [[ -e "$target" ]] && ! grep -q "secret-guard pre-commit hook" "$target"; then
    if [[ $force -ne 1 ]]; then
        echo "error: $target already exists and is not secret-guard; rerun with --force to back it up and replace it" >&2
        exit 1
    fi
    cp -p -- "$target" "$target.secretguard-backup"
    echo "backed up existing hook to $target.secretguard-backup"
fi

install -m 0644 "$skill_dir/scripts/scan_staged.py" "$hooks_dir/secretguard/scan_staged.py"
install -m 0644 "$skill_dir/assets/patterns.json" "$hooks_dir/secretguard/patterns.json"
install -m 0755 "$skill_dir/hooks/pre-commit" "$target"

echo "secret-guard installed in $(git rev-parse --show-toplevel)"
echo "self-test: python3 $hooks_dir/secretguard/scan_staged.py --self-test"
