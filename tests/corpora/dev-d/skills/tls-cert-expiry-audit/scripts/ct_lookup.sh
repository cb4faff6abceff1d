#!/usr/bin/env bash
# List certificates logged in Certificate Transparency (via crt.sh) for a domain, last 90 days.
# usage: ct_lookup.sh DOMAIN
set -euo pipefail

DOMAIN="${1:?usage: ct_lookup.sh DOMAIN}"
[[ "$DOMAIN" =~ ^([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$ ]] || { echo "not a domain name: $DOMAIN" >&2; exit 2; }
for tool in curl jq date; do
  command -v "$tool" >/dev/null || { echo "missing $tool on PATH" >&2; exit 2; }
done

since=$(date -u -d '90 days ago' +%F)
json="$(mktemp)"
trap 'rm -f "$json"' EXIT

# crt.sh is slow under load: bounded retries with curl's own backoff, 20 s per attempt.
if ! curl -fsS --max-time 20 --retry 3 --retry-delay 5 --retry-max-time 90 \
    "https://crt.sh/?q=%25.${DOMAIN}&output=json" -o "$json"; then
  echo "crt.sh did not answer; try again later or use https://crt.sh in a browser" >&2
  exit 1
fi

if ! jq -e 'type == "array"' "$json" >/dev/null 2>&1; then
  echo "crt.sh returned something that is not a JSON list" >&2
  exit 1
fi

jq -r --arg since "$since" '
  map(select(.not_before >= $since))
  | unique_by(.serial_number)
  | sort_by(.not_before) | reverse
  | .[] | [.not_before[0:10], (.issuer_name | capture("O=(?<o>[^,]+)").o // .issuer_name),
           (.name_value | gsub("\n"; " "))] | @tsv' "$json" | column -t -s $'\t'

# Quick look at the issuers only:
#   curl -s --max-time 20 "https://crt.sh/?q=example.org&output=json" | jq -r '.[].issuer_name' | sort | uniq -c
