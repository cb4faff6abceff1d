#!/usr/bin/env bash
# Read-only fact collection for a hardening review. Runs as the current user; never escalates.
set -euo pipefail

section() { printf '\n## %s\n' "$1"; }

if [ "$(id -u)" -eq 0 ]; then
  echo "refusing to run as root: this collector is meant to run unprivileged" >&2
  exit 1
fi

section "os"
cat /etc/os-release
uname -srm

section "listening sockets"
ss -tulnH 2>&1 || echo "ss not available"

section "enabled services"
systemctl list-unit-files --state=enabled --type=service --no-pager --no-legend 2>&1 | awk '{print $1}'

section "sshd_config (effective lines)"
if [ -r /etc/ssh/sshd_config ]; then
  grep -Ev '^\s*(#|$)' /etc/ssh/sshd_config
else
  echo "PARTIAL: /etc/ssh/sshd_config not readable as $(id -un)"
fi

section "unattended upgrades"
if [ -r /etc/apt/apt.conf.d/20auto-upgrades ]; then
  cat /etc/apt/apt.conf.d/20auto-upgrades
else
  echo "not configured (or not a Debian/Ubuntu system)"
fi

section "world-writable files in web roots"
for d in /srv /var/www; do
  [ -d "$d" ] && find "$d" -xdev -type f -perm -0002 -print 2>&1 | head -n 100
done
echo "done"
