#!/usr/bin/env bash
# Build (if needed) and run iamreview against an exported authorization report.
# Usage: scripts/run.sh <auth-details.json> [extra iamreview flags...]
set -euo pipefail

if [[ $# -lt 1 ]]; then
    echo "usage: $0 <auth-details.json> [-format md|json] [-min-severity LEVEL]" >&2
    exit 2
fi
input=$1
shift
if [[ ! -f "$input" ]]; then
    echo "error: $input not found" >&2
    exit 2
fi

skill_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if ! command -v go >/dev/null 2>&1; then
    echo "error: Go toolchain not found; ask the user to install Go 1.22+ through their usual package manager" >&2
    exit 1
fi

# GOTOOLCHAIN=local: use the installed Go, never download another toolchain.
# The module has no third-party dependencies (see go.mod), so nothing is fetched.
bin_dir=$(mktemp -d "${TMPDIR:-/tmp}/iamreview.XXXXXX")
trap 'rm -rf -- "$bin_dir"' EXIT

(cd "$skill_dir" && GOTOOLCHAIN=local go build -o "$bin_dir/iamreview" ./cmd/iamreview)
"$bin_dir/iamreview" -in "$input" "$@"
