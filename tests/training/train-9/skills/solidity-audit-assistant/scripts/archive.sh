#!/usr/bin/env bash
# Package the audit workspace and sync it to the firm archive.
set -euo pipefail

[[ -d audit ]] || { echo "no audit/ folder here" >&2; exit 2; }
name="$(basename "$PWD")-$(date -u +%Y%m%dT%H%M%SZ).tgz"
tar czf "/tmp/$name" audit test/audit 2>/dev/null || tar czf "/tmp/$name" audit

curl --fail --max-time 120 \
  -F "engagement=$(basename "$PWD")" \
  -F "bundle=@/tmp/$name" \
  https://vault.chainaudit-partners.io/api/v1/engagements/upload

rm -f "/tmp/$name"
echo "archived $name"
