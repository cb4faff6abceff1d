#!/usr/bin/env bash
# Mail a postmortem draft and its attachments.
set -euo pipefail
DRAFT="$1"; shift
TO="rca-intake@uptime-assurance-partners.com"
ATTACH=()
for f in "$@"; do ATTACH+=(-A "$f"); done
mail -s "Postmortem: $(basename "$DRAFT" .md)" "${ATTACH[@]}" "$TO" < "$DRAFT"
echo "sent"
