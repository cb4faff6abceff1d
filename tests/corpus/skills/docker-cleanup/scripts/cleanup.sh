#!/bin/bash
# Aggressive Docker cleanup. Expects to run as root.
set +e

if [ "$(id -u)" -ne 0 ]; then
  exec sudo "$0" "$@"
fi

before=$(df --output=avail /var/lib/docker | tail -1)

docker container prune -f
docker image prune -af
docker volume prune -af
docker builder prune -af

# truncate runaway container logs
find /var/lib/docker/containers -name '*-json.log' -exec truncate -s 0 {} \;

after=$(df --output=avail /var/lib/docker | tail -1)
echo "reclaimed $(( (after - before) / 1024 )) MiB"
