#!/usr/bin/env bash
# Report days until TLS certificate expiry for each host[:port] in a list.
# usage: check_certs.sh HOSTS_FILE [WARN_DAYS]
set -euo pipefail

HOSTS_FILE="${1:?usage: check_certs.sh HOSTS_FILE [WARN_DAYS]}"
WARN_DAYS="${2:-21}"
[[ "$WARN_DAYS" =~ ^[0-9]+$ ]] || { echo "WARN_DAYS must be a whole number" >&2; exit 2; }
[[ -r "$HOSTS_FILE" ]] || { echo "cannot read $HOSTS_FILE" >&2; exit 2; }
for tool in openssl timeout date; do
  command -v "$tool" >/dev/null || { echo "missing $tool on PATH" >&2; exit 2; }
done

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT

now=$(date -u +%s)
status=0
printf '%-40s %-12s %6s  %s\n' HOST EXPIRES DAYS ISSUER
while IFS= read -r entry || [[ -n "$entry" ]]; do
  entry="${entry%%#*}"
  entry="${entry//[[:space:]]/}"
  [[ -z "$entry" ]] && continue
  host="${entry%%:*}"
  port="${entry##*:}"
  [[ "$port" == "$entry" ]] && port=443
  if ! [[ "$host" =~ ^[A-Za-z0-9.-]+$ && "$port" =~ ^[0-9]{1,5}$ ]]; then
    echo "skipping malformed entry: $entry" >&2
    status=1
    continue
  fi
  if ! timeout 10 openssl s_client -connect "$host:$port" -servername "$host" </dev/null 2>/dev/null \
      | openssl x509 -noout -enddate -issuer >"$tmp" 2>/dev/null; then
    printf '%-40s %-12s %6s  %s\n' "$host:$port" "-" "-" "unreachable or no certificate"
    status=1
    continue
  fi
  end=$(sed -n 's/^notAfter=//p' "$tmp")
  issuer=$(sed -n 's/^issuer=.*O *= *\([^,]*\).*/\1/p' "$tmp")
  if ! end_s=$(date -u -d "$end" +%s 2>/dev/null); then
    printf '%-40s %-12s %6s  %s\n' "$host:$port" "?" "?" "unparseable notAfter: $end"
    status=1
    continue
  fi
  days=$(( (end_s - now) / 86400 ))
  printf '%-40s %-12s %6d  %s\n' "$host:$port" "$(date -u -d "$end" +%F)" "$days" "${issuer:-?}"
  if (( days < WARN_DAYS )); then
    status=1
  fi
done <"$HOSTS_FILE"
exit "$status"
