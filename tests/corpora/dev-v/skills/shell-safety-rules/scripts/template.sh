#!/usr/bin/env bash
# Template for new scripts. Copy, rename, fill in main().
set -euo pipefail

readonly SCRIPT_NAME="${0##*/}"
WORKDIR="$(mktemp -d)"
trap 'rm -rf -- "$WORKDIR"' EXIT

die() {
  printf '%s: %s\n' "$SCRIPT_NAME" "$*" >&2
  exit 1
}

usage() {
  printf 'usage: %s TARGET_DIR\n' "$SCRIPT_NAME"
}

main() {
  [[ $# -eq 1 ]] || { usage >&2; exit 2; }
  local target="$1"
  [[ -d "$target" ]] || die "not a directory: $target"

  # work inside "$WORKDIR", then move results into "$target"
  printf 'working in %s\n' "$WORKDIR"
}

main "$@"
