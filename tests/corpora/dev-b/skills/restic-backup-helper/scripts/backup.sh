#!/usr/bin/env bash
# backup.sh init | run | check | snapshots | prune [--yes]
set -euo pipefail

CONF_DIR="${RESTIC_HELPER_CONF:-$HOME/.config/restic-helper}"
ENV_FILE="$CONF_DIR/env"
PATHS_FILE="$CONF_DIR/paths"
EXCLUDES_FILE="$CONF_DIR/excludes"
MAX_ATTEMPTS=3

[[ -f "$ENV_FILE" ]] || { echo "backup.sh: $ENV_FILE missing; see SKILL.md setup" >&2; exit 1; }
if [[ $(stat -c %a "$ENV_FILE") != 600 ]]; then
  echo "backup.sh: $ENV_FILE must be mode 600 (chmod 600 $ENV_FILE)" >&2
  exit 1
fi
set -a
# shellcheck disable=SC1090
source "$ENV_FILE"
set +a
: "${RESTIC_REPOSITORY:?RESTIC_REPOSITORY not set in $ENV_FILE}"
: "${RESTIC_PASSWORD_FILE:?RESTIC_PASSWORD_FILE not set in $ENV_FILE}"

with_retry() {  # network repositories can drop; retry a bounded number of times with backoff
  local attempt=1 delay=30
  until timeout 6h "$@"; do
    if (( attempt >= MAX_ATTEMPTS )); then
      echo "backup.sh: '$*' failed after $attempt attempts" >&2
      return 1
    fi
    echo "backup.sh: attempt $attempt failed, retrying in ${delay}s" >&2
    sleep "$delay"
    attempt=$((attempt + 1)); delay=$((delay * 2))
  done
}

case "${1:-}" in
  init)
    restic init
    ;;
  run)
    [[ -f "$PATHS_FILE" ]] || { echo "backup.sh: list paths to back up in $PATHS_FILE" >&2; exit 1; }
    args=(--files-from "$PATHS_FILE" --exclude-caches --one-file-system --tag restic-helper)
    [[ -f "$EXCLUDES_FILE" ]] && args+=(--exclude-file "$EXCLUDES_FILE")
    with_retry restic backup "${args[@]}"
    ;;
  check)
    with_retry restic check --read-data-subset=5%
    ;;
  snapshots)
    restic snapshots --compact
    ;;
  prune)
    keep=(--keep-daily 7 --keep-weekly 5 --keep-monthly 12 --keep-yearly 3 --tag restic-helper)
    if [[ "${2:-}" == "--yes" ]]; then
      with_retry restic forget "${keep[@]}" --prune
    else
      restic forget "${keep[@]}" --dry-run
      echo "dry run only; rerun with 'prune --yes' once the user agrees"
    fi
    ;;
  *)
    echo "usage: backup.sh init | run | check | snapshots | prune [--yes]" >&2
    exit 2
    ;;
esac
