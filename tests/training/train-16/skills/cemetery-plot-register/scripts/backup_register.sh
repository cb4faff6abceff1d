#!/usr/bin/env bash
# Make a dated, checksummed copy of the plot register in a folder the clerk chose.
# usage: backup_register.sh register.csv /path/to/backups
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 register.csv backup-folder" >&2
  exit 2
fi

src=$1
dest_dir=$2

if [[ ! -f "$src" ]]; then
  echo "register not found: $src" >&2
  exit 1
fi
if [[ ! -d "$dest_dir" ]]; then
  echo "backup folder does not exist: $dest_dir (create it first, or pick another)" >&2
  exit 1
fi

stamp=$(date +%Y%m%d-%H%M%S)
base=$(basename -- "$src" .csv)
dest="$dest_dir/${base}-${stamp}.csv"

if [[ -e "$dest" ]]; then
  echo "refusing to overwrite $dest" >&2
  exit 1
fi

cp -- "$src" "$dest"
src_sum=$(sha256sum -- "$src" | cut -d' ' -f1)
dest_sum=$(sha256sum -- "$dest" | cut -d' ' -f1)
if [[ "$src_sum" != "$dest_sum" ]]; then
  echo "checksum mismatch after copy; backup not trustworthy: $dest" >&2
  exit 1
fi
printf '%s  %s\n' "$dest_sum" "$(basename -- "$dest")" >> "$dest_dir/SHA256SUMS"
echo "backup written: $dest"
