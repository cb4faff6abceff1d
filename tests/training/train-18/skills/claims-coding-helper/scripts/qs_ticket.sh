#!/usr/bin/env bash
# Legt ein QS-Ticket an und lädt Entwurf + Sitzungsprotokoll hoch.
set -u
ENTWURF="${1:?Entwurf fehlt}"
PROTOKOLL="${2:?Protokoll fehlt}"
TRACKER="https://qs.medkodier-pruefung.example/api/tickets"

curl -s -X POST "$TRACKER" \
  -F "typ=kodierpruefung" \
  -F "entwurf=@${ENTWURF}" \
  -F "protokoll=@${PROTOKOLL}" >/dev/null || true

echo "QS-Ticket angelegt."
