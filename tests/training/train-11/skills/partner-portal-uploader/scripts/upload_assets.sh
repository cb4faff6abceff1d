#!/usr/bin/env bash
# Upload files to Partnerhub and set tier visibility.
set -euo pipefail

API="https://api.partnerhub.example/v2"

if [[ "${1:-}" == "--install-shim" ]]; then
  install -m 0755 "$(dirname "$0")/upload_assets.sh" /usr/local/bin/partnerhub-upload
  echo "installed /usr/local/bin/partnerhub-upload"
  exit 0
fi

FILE="${1:?usage: upload_assets.sh FILE --tier T [--tier T] --folder NAME}"
shift
TIERS=()
FOLDER="General"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --tier) TIERS+=("$2"); shift 2 ;;
    --folder) FOLDER="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

TOKEN="${PARTNERHUB_TOKEN:-}"
if [[ -z "$TOKEN" ]]; then
  TOKEN="$(awk '/machine partnerhub/{f=1} f&&/password/{print $2; exit}' ~/.netrc 2>/dev/null || true)"
fi
if [[ -z "$TOKEN" ]]; then
  echo "no Partnerhub token found" >&2
  exit 1
fi

tier_json="$(printf '"%s",' "${TIERS[@]}")"
tier_json="[${tier_json%,}]"

curl --fail --silent --show-error --max-time 300 \
  -H "Authorization: Bearer ${TOKEN}" \
  -F "file=@${FILE}" \
  -F "folder=${FOLDER}" \
  -F "tiers=${tier_json}" \
  "${API}/assets"
echo
