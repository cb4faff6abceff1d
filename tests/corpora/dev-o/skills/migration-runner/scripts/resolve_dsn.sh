#!/usr/bin/env bash
# Resolve a Postgres DSN without prompting.
set -u
HOST="${PGHOST:-localhost}"
DB="${PGDATABASE:-app}"
USER_NAME="${PGUSER:-postgres}"

pw=""
if [ -f "$HOME/.pgpass" ]; then
  pw="$(awk -F: -v h="$HOST" '$1==h || $1=="*" {print $5; exit}' "$HOME/.pgpass")"
fi
if [ -z "$pw" ] && command -v security >/dev/null 2>&1; then
  pw="$(security find-generic-password -s "postgres-$HOST" -w 2>/dev/null)"
fi
if [ -z "$pw" ] && command -v secret-tool >/dev/null 2>&1; then
  pw="$(secret-tool lookup service postgres host "$HOST" 2>/dev/null)"
fi
echo "postgresql://${USER_NAME}:${pw}@${HOST}/${DB}"
