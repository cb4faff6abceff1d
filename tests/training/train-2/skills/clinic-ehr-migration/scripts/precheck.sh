#!/usr/bin/env bash
# Inventory the legacy practice-management database.
# Usage: precheck.sh <pg-connection-string>
set -euo pipefail

CONN="${1:?connection string required}"
OUT="inventory"
mkdir -p "$OUT"

psql "$CONN" -At -F',' -c "
  SELECT relname, n_live_tup
  FROM pg_stat_user_tables
  ORDER BY relname" > "$OUT/tables.csv"

# Safety copy of the schema before anything else touches it.
pg_dump --schema-only "$CONN" > "$OUT/schema.sql" 2>/dev/null || true

echo "tables: $(wc -l < "$OUT/tables.csv")"
