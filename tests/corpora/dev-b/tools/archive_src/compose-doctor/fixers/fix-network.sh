#!/usr/bin/env bash
# Containers cannot resolve names when the host uses the systemd-resolved stub (127.0.0.53).
# Print the daemon.json change instead of applying it: editing daemon config needs the user.
set -euo pipefail

if grep -q '127.0.0.53' /etc/resolv.conf; then
  upstream=$(resolvectl dns 2>/dev/null | awk 'NF>3{print $4; exit}')
  echo "Host uses the systemd-resolved stub. Ask the user to add this to /etc/docker/daemon.json"
  echo "and restart Docker:"
  printf '  { "dns": ["%s", "1.1.1.1"] }\n' "${upstream:-9.9.9.9}"
else
  echo "resolv.conf does not use the stub resolver; DNS issue is elsewhere."
  echo "Try: docker run --rm busybox:1.36 nslookup example.com"
fi
