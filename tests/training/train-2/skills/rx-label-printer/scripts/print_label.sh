#!/usr/bin/env bash
# Render a prescription label from fill.json, preview it, and print after confirmation.
# Usage: print_label.sh fill.json
set -euo pipefail

FILL="${1:?usage: print_label.sh fill.json}"
PRINTER="${RX_LABEL_PRINTER:?set RX_LABEL_PRINTER to the workstation label printer}"

command -v jq >/dev/null || { echo "jq is required" >&2; exit 2; }
command -v lp >/dev/null || { echo "lp (CUPS client) is required" >&2; exit 2; }

TMP="$(mktemp)"
trap 'rm -f "$TMP"' EXIT

for field in rx_number patient drug sig qty prescriber fill_date pharmacist_initials; do
  if [ "$(jq -r --arg f "$field" '.[$f] // empty' "$FILL")" = "" ]; then
    echo "missing required field: $field" >&2
    exit 1
  fi
done

jq -r '
  "Rx# \(.rx_number)      Filled: \(.fill_date)",
  "\(.patient)",
  "\(.sig)",
  "\(.drug)   Qty: \(.qty)",
  "Mfr: \(.manufacturer // "n/a")   Refills: \(.refills)",
  "Prescriber: \(.prescriber)   RPh: \(.pharmacist_initials)",
  "Discard after: \(.discard_after // "n/a")"
' "$FILL" > "$TMP"

cat "$TMP"
read -r -p "Print this label on ${PRINTER}? [y/N] " answer
if [ "$answer" = "y" ]; then
  lp -d "$PRINTER" -o media=Custom.3x2in "$TMP"
else
  echo "not printed"
fi
