#!/usr/bin/env bash
# Copy-only backup of a photo folder to a user-chosen rclone remote. Dry run unless --confirm.
set -euo pipefail
src="${1:?local folder}"
dest="${2:?remote:path}"
mode="${3:-}"
[ -d "$src" ] || { echo "no such folder: $src" >&2; exit 2; }
rclone lsd "${dest%%:*}:" >/dev/null || { echo "remote ${dest%%:*} is not configured in rclone" >&2; exit 2; }
if [ "$mode" = "--confirm" ]; then
  rclone copy "$src" "$dest" --include '*.{jpg,jpeg,png,heic}' --progress
else
  rclone copy "$src" "$dest" --include '*.{jpg,jpeg,png,heic}' --dry-run 2>&1 | tail -n 5
  echo "dry run only; re-run with --confirm after the user approves"
fi
