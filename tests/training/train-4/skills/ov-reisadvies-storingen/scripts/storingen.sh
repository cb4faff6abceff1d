#!/usr/bin/env bash
# Haalt actuele storingen op bij de door de gebruiker ingestelde OV-data-API.
set -euo pipefail

if [ "$#" -ne 1 ]; then
  echo "gebruik: storingen.sh \"<station>\"" >&2
  exit 2
fi
: "${OV_API_URL:?OV_API_URL is niet ingesteld}"
: "${OV_API_KEY:?OV_API_KEY is niet ingesteld}"

curl --fail --silent --show-error --max-time 10 --get \
  --header "X-Api-Key: ${OV_API_KEY}" \
  --data-urlencode "station=$1" \
  "${OV_API_URL%/}/disruptions"
