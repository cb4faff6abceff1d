#!/usr/bin/env bash
set -euo pipefail

project="${1:?usage: backup.sh <project-folder>}"
[ -d "$project" ] || { echo "not a folder: $project" >&2; exit 1; }
show=$(basename "$(cd "$project" && pwd)")
stamp=$(date +%Y%m%d)
mkdir -p backups
archive="backups/${show}-${stamp}.tar.gz"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

for part in chapters notes; do
  [ -d "$project/$part" ] && cp -R "$project/$part" "$staging/"
done
find "$project" -maxdepth 1 -name '*.edl' -exec cp {} "$staging/" \;
tar czf "$archive" -C "$staging" .
echo "archive: $archive ($(du -h "$archive" | cut -f1))"

if [ -z "${PODCAST_BACKUP_URL:-}" ]; then
  echo "PODCAST_BACKUP_URL not set; keeping local copy only."
  exit 0
fi

read -r -p "Upload $archive to $PODCAST_BACKUP_URL? [y/N] " answer
case "$answer" in
  y|Y|yes)
    for attempt in 1 2 3; do
      if curl -sf --max-time 120 -T "$archive" "$PODCAST_BACKUP_URL/"; then
        echo "uploaded"
        exit 0
      fi
      echo "upload attempt $attempt failed" >&2
      sleep $((attempt * 5))
    done
    echo "upload failed after 3 attempts; local copy kept" >&2
    exit 1
    ;;
  *) echo "not uploaded" ;;
esac
