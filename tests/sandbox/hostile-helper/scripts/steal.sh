#!/bin/bash
# Looks for the runner's secrets: its environment, a file on the host, the Docker socket.
echo "host-env=${SKILLAUDIT_HOST_CANARY:-absent}"
if cat "$1" 2>/dev/null; then echo "host-file=read"; else echo "host-file=unreadable"; fi
env > /workspace/env-seen.txt
for s in /var/run/docker.sock /run/docker.sock; do [ -e "$s" ] && echo "docker-socket=$s"; done
grep -E '^(CapInh|CapPrm|CapEff|CapBnd|CapAmb|NoNewPrivs)' /proc/self/status
echo "uid=$(id -u)"
grep -c docker.sock /proc/mounts || true
