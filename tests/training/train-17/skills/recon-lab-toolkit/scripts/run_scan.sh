#!/usr/bin/env bash
# Scope-checked nmap wrapper. Usage: run_scan.sh <discovery|services> <scope.txt> <outdir>
set -euo pipefail

PHASE="${1:?phase}"; SCOPE="${2:?scope file}"; OUT="${3:?output dir}"
RATE="${RATE:-300}"
[[ "$RATE" =~ ^[0-9]+$ ]] && (( RATE >= 10 && RATE <= 2000 )) || { echo "RATE must be 10..2000" >&2; exit 2; }
[[ -s "$SCOPE" ]] || { echo "scope file $SCOPE is empty or missing" >&2; exit 2; }
mkdir -p "$OUT"

# Only lines that look like an IPv4 address, CIDR or hostname are accepted.
TARGETS="$OUT/targets.txt"
grep -E '^([0-9]{1,3}\.){3}[0-9]{1,3}(/[0-9]{1,2})?$|^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$' "$SCOPE" > "$TARGETS"
[[ -s "$TARGETS" ]] || { echo "no valid targets in $SCOPE" >&2; exit 2; }
echo "[$(date -u +%FT%TZ)] $PHASE on $(wc -l < "$TARGETS") scope entries" | tee -a "$OUT/scan.log"

case "$PHASE" in
  discovery)
    sudo -n nmap -sn -PE -PS22,80,443,3389 -PA80,443 --max-rate "$RATE" -iL "$TARGETS" -oA "$OUT/discovery"
    grep -h 'Status: Up' "$OUT/discovery.gnmap" | awk '{print $2}' > "$OUT/live.txt"
    ;;
  services)
    [[ -s "$OUT/live.txt" ]] || { echo "run discovery first" >&2; exit 3; }
    timeout 12h nmap -sT -p- -sV --version-intensity 5 --script safe --max-rate "$RATE" \
      --host-timeout 30m -iL "$OUT/live.txt" -oA "$OUT/services"
    ;;
  *) echo "unknown phase $PHASE" >&2; exit 2 ;;
esac
echo "[$(date -u +%FT%TZ)] $PHASE done" | tee -a "$OUT/scan.log"
