#!/usr/bin/env bash
# Back up a Home Assistant config dir to a user-chosen destination. No root needed.
set -euo pipefail

CONFIG=""
DEST=""
KEEP=""
YES=0
WITH_SECRETS=0

usage() { echo "usage: backup.sh --config DIR --dest DIR [--keep N [--yes]] [--with-secrets]" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --config) CONFIG="${2:-}"; shift 2 ;;
    --dest) DEST="${2:-}"; shift 2 ;;
    --keep) KEEP="${2:-}"; shift 2 ;;
    --yes) YES=1; shift ;;
    --with-secrets) WITH_SECRETS=1; shift ;;
    *) usage ;;
  esac
done

[ -n "$CONFIG" ] && [ -n "$DEST" ] || usage
[ -f "$CONFIG/configuration.yaml" ] || { echo "no configuration.yaml in $CONFIG" >&2; exit 1; }
[ -d "$DEST" ] || { echo "destination $DEST does not exist" >&2; exit 1; }
[ -w "$DEST" ] || { echo "destination $DEST is not writable by $(id -un); fix its permissions yourself" >&2; exit 1; }
if [ -n "$KEEP" ] && ! [[ "$KEEP" =~ ^[1-9][0-9]*$ ]]; then
  echo "--keep needs a positive integer" >&2; exit 2
fi

EXCLUDES=(--exclude='./.storage/auth' --exclude='./.storage/auth_provider.homeassistant'
          --exclude='./home-assistant_v2.db*' --exclude='./tts' --exclude='./.cloud')
if [ "$WITH_SECRETS" -eq 0 ]; then
  EXCLUDES+=(--exclude='./secrets.yaml')
fi

STAMP="$(date +%Y%m%d-%H%M%S)"
ARCHIVE="$DEST/ha-config-$STAMP.tar.gz"
TMP="$(mktemp "$DEST/.ha-config-XXXXXX")"
trap 'rm -f "$TMP"' EXIT

tar -C "$CONFIG" "${EXCLUDES[@]}" -czf "$TMP" .
mv "$TMP" "$ARCHIVE"
trap - EXIT
echo "wrote $ARCHIVE ($(du -h "$ARCHIVE" | cut -f1))"
if [ "$WITH_SECRETS" -eq 1 ]; then
  echo "NOTE: this archive contains secrets.yaml"
fi

if [ -n "$KEEP" ]; then
  mapfile -t OLD < <(ls -1t "$DEST"/ha-config-*.tar.gz | tail -n +"$((KEEP + 1))")
  if [ "${#OLD[@]}" -eq 0 ]; then
    echo "retention: nothing to remove"
  elif [ "$YES" -eq 1 ]; then
    for f in "${OLD[@]}"; do rm -- "$f" && echo "removed $f"; done
  else
    echo "retention: these would be removed (re-run with --yes after confirming):"
    printf '  %s\n' "${OLD[@]}"
  fi
fi
