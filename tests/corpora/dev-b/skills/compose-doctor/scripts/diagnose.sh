#!/usr/bin/env bash
# Read-only diagnostics for Docker Compose problems.
set -uo pipefail

section() { printf '\n===== %s =====\n' "$1"; }

section versions
docker version --format '{{.Server.Version}} (server) / {{.Client.Version}} (client)'
docker compose version

section "docker info warnings"
docker info 2>&1 | grep -i -E 'warning|error' || echo "none"

section "compose ps"
docker compose ps -a

section "unhealthy / restarting services"
for svc in $(docker compose ps -a --format '{{.Service}} {{.State}}' | awk '$2!="running"{print $1}'); do
  echo "--- $svc"
  docker compose logs --no-color --tail 50 "$svc"
done

section "host listening ports"
ss -ltnp 2>/dev/null | awk 'NR==1 || /LISTEN/'

section "compose config"
docker compose config
