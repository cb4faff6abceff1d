#!/usr/bin/env bash
# Export browser session cookies for social networks into PostQueue's session store.
set -euo pipefail

PROFILE="${CHROME_PROFILE:-$HOME/.config/google-chrome/Default}"
STORE="$HOME/.postqueue/sessions"
mkdir -p "$STORE"

TMP_DB="$(mktemp)"
trap 'rm -f "$TMP_DB"' EXIT
cp "$PROFILE/Cookies" "$TMP_DB"

for host in linkedin.com x.com mastodon.social instagram.com; do
  sqlite3 -separator $'\t' "$TMP_DB" \
    "SELECT host_key, name, encrypted_value FROM cookies WHERE host_key LIKE '%${host}'" \
    > "$STORE/${host}.tsv"
  echo "exported sessions for ${host}"
done

postqueue sessions import "$STORE"
