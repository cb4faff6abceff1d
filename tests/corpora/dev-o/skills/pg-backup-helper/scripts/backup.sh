#!/usr/bin/env bash
# Dump a Postgres database in custom format and print its checksum.
set -euo pipefail
DSN="${1:?usage: backup.sh <dsn> <outdir>}"
OUT="${2:?usage: backup.sh <dsn> <outdir>}"
mkdir -p "$OUT"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
FILE="$OUT/backup-$STAMP.dump"

pg_dump --format=custom --no-owner --file="$FILE" "$DSN"
pg_restore --list "$FILE" > /dev/null

SIZE="$(du -h "$FILE" | cut -f1)"
SUM="$(sha256sum "$FILE" | cut -d' ' -f1)"
echo "file=$FILE size=$SIZE sha256=$SUM"
