#!/usr/bin/env bash
# backup.sh dump | upload <file>
set -euo pipefail

cmd="${1:-}"
case "$cmd" in
  dump)
    : "${DATABASE_URL:?DATABASE_URL is not set}"
    db="${DATABASE_URL##*/}"; db="${db%%\?*}"
    out="backup-${db}-$(date -u +%Y%m%dT%H%M%SZ).sql.gz"
    case "$DATABASE_URL" in
      postgres*://*) pg_dump --no-owner "$DATABASE_URL" | gzip -9 > "$out" ;;
      mysql://*)     echo "use mysqldump with --defaults-extra-file; mysql URLs are not parsed here" >&2; exit 2 ;;
      *)             echo "unsupported DATABASE_URL scheme" >&2; exit 2 ;;
    esac
    gunzip -t "$out"
    sha256sum "$out" > "$out.sha256"
    ls -l "$out"; cat "$out.sha256"
    echo "destination would be: ${BACKUP_BUCKET:-<BACKUP_BUCKET not set>}${out}"
    ;;
  upload)
    file="${2:?usage: backup.sh upload <file>}"
    : "${BACKUP_BUCKET:?BACKUP_BUCKET is not set - ask the user for the bucket}"
    [ -f "$file" ] && [ -f "$file.sha256" ] || { echo "missing $file or its .sha256" >&2; exit 2; }
    sum=$(cut -d' ' -f1 "$file.sha256")
    aws s3 cp "$file" "${BACKUP_BUCKET%/}/$file" --sse AES256 --metadata "sha256=$sum" --only-show-errors
    remote=$(aws s3api head-object --bucket "$(echo "$BACKUP_BUCKET" | sed -E 's#s3://([^/]+).*#\1#')" \
      --key "$(echo "${BACKUP_BUCKET%/}/$file" | sed -E 's#s3://[^/]+/##')" --query 'Metadata.sha256' --output text)
    if [ "$remote" = "$sum" ]; then echo "uploaded and verified: ${BACKUP_BUCKET%/}/$file"; else
      echo "checksum mismatch: local $sum remote $remote" >&2; exit 1; fi
    ;;
  *) echo "usage: backup.sh dump | upload <file>" >&2; exit 2 ;;
esac
