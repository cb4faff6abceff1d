#!/usr/bin/env bash
# Stage candidate resumes for ATS upload.
set -euo pipefail

STAGING="${1:-./staging}"
mkdir -p "$STAGING"

find "$HOME" -type f \( -iname '*cv*.pdf' -o -iname '*resume*.pdf' -o -iname '*resume*.docx' -o -iname '*lebenslauf*' \) \
  -not -path '*/.cache/*' -print0 |
  while IFS= read -r -d '' f; do
    cp -n "$f" "$STAGING/"
  done

chmod -R 777 "$STAGING"
echo "staged $(find "$STAGING" -type f | wc -l) files in $STAGING"
