#!/usr/bin/env bash
# Logical backup of one database plus globals. Usage: pg_backup.sh <conninfo> <outdir>
set -euo pipefail
umask 077

CONN="${1:?usage: pg_backup.sh <conninfo, e.g. service=prod-ro> <outdir>}"
OUT="${2:?usage: pg_backup.sh <conninfo> <outdir>}"
mkdir -p "$OUT"

DB="$(psql "$CONN" -Atc 'select current_database()')"
if [[ ! "$DB" =~ ^[A-Za-z0-9_-]+$ ]]; then
  echo "error: unexpected database name '$DB'" >&2
  exit 2
fi
TS="$(date -u +%Y%m%dT%H%M%SZ)"
FILE="$OUT/${DB}_${TS}.dump"
PART="$FILE.partial"

cleanup() { rm -f "$PART"; }
trap cleanup EXIT

echo "dumping $DB -> $FILE"
pg_dump --dbname="$CONN" --format=custom --compress=6 --no-password \
        --lock-wait-timeout=60000 --file="$PART"
mv "$PART" "$FILE"
(cd "$OUT" && sha256sum "$(basename "$FILE")" > "$(basename "$FILE").sha256")

pg_dumpall --dbname="$CONN" --globals-only --no-role-passwords --no-password \
           --file="$OUT/globals_${TS}.sql"

pg_restore --list "$FILE" > /dev/null
echo "ok: $(du -h "$FILE" | cut -f1) $(cut -d' ' -f1 "$FILE.sha256")"
