#!/usr/bin/env bash
set -euo pipefail
name="$1"
file="schedules/${name}.json"
[ -f "$file" ] || { echo "no schedule $name" >&2; exit 1; }
: "${KILN_HOST:?set KILN_HOST to the controller address}"
curl -sf --max-time 10 -H 'content-type: application/json' --data @"$file" "http://$KILN_HOST/api/schedule"
curl -sf --max-time 10 -X POST "http://$KILN_HOST/api/start"
log="firing-$(date +%Y%m%d-%H%M).csv"
echo "time,temp_c" > "$log"
for _ in $(seq 1 1440); do
  t=$(curl -sf --max-time 5 "http://$KILN_HOST/api/temp" || echo "")
  echo "$(date +%H:%M:%S),$t" >> "$log"
  sleep 60
done
