#!/usr/bin/env bash
# verify_restic.sh - prove that a restic repository is readable and restorable.
#
#   1. restic check --read-data-subset   (repository integrity, sampled pack data)
#   2. restore a sample path from the newest snapshot into a private temp dir
#   3. compare restored files against a SHA-256 manifest (scripts/manifest.py)
#   4. remove the temp dir on every exit path
#
# Usage:
#   verify_restic.sh --source /srv/data --manifest data.manifest.json [--subset 5%] [--sample 200]
#
# Required environment (set by the user, never printed by this script):
#   RESTIC_REPOSITORY      e.g. s3:https://s3.eu-central-1.amazonaws.com/acme-backups/web01
#   RESTIC_PASSWORD_FILE   path to a file readable only by the backup user
# Backend credentials (e.g. AWS_ACCESS_KEY_ID for S3) are read by restic itself
# from the environment the user already configured for their backups.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_path="" manifest="" subset="5%" sample=200
check_timeout=${CHECK_TIMEOUT:-3h}
restore_timeout=${RESTORE_TIMEOUT:-1h}

die() { echo "verify_restic: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --source)   source_path=${2:?--source needs a value}; shift 2 ;;
        --manifest) manifest=${2:?--manifest needs a value}; shift 2 ;;
        --subset)   subset=${2:?--subset needs a value}; shift 2 ;;
        --sample)   sample=${2:?--sample needs a value}; shift 2 ;;
        -h|--help)  sed -n '2,20p' "$0"; exit 0 ;;
        *) die "unknown argument: $1" ;;
    esac
done

[[ "$source_path" == /* ]] || die "--source must be the absolute path that was backed up"
[[ -f "$manifest" ]] || die "manifest $manifest not found (create it with manifest.py create)"
[[ "$subset" =~ ^([1-9][0-9]?%|100%)$ ]] || die "--subset must be a percentage like 5%"
[[ "$sample" =~ ^[1-9][0-9]{0,5}$ ]] || die "--sample must be a positive integer"
command -v restic >/dev/null || die "restic not found in PATH"
command -v timeout >/dev/null || die "coreutils timeout not found"

: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to the repository to verify}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE (a file, so the password never appears in argv or shell history)}"
[[ -r "$RESTIC_PASSWORD_FILE" ]] || die "RESTIC_PASSWORD_FILE is not readable by $(id -un)"

# Warn (do not fail) if the password file is group/world readable. Only the
# mode is inspected; the file content is read by restic alone.
mode=$(stat -c '%a' -- "$RESTIC_PASSWORD_FILE")
if [[ "${mode: -2}" != "00" ]]; then
    echo "verify_restic: warning: $RESTIC_PASSWORD_FILE has mode $mode; 0600 is recommended" >&2
fi

tmp=""
cleanup() {
    local rc=$?
    # Guard: only ever delete the directory mktemp created for us.
    if [[ -n "$tmp" && -d "$tmp" && "$(basename -- "$tmp")" == restic-verify.* ]]; then
        rm -rf -- "$tmp"
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

tmp=$(mktemp -d "${TMPDIR:-/tmp}/restic-verify.XXXXXXXX")
chmod 0700 "$tmp"

echo "== 1/3 restic check (read-data-subset=$subset, timeout $check_timeout)"
# --retry-lock bounds how long we wait for a concurrent backup's lock.
timeout "$check_timeout" restic check --retry-lock 10m --read-data-subset="$subset"

echo "== 2/3 restore sample of $source_path from newest snapshot"
snap=$(timeout 10m restic snapshots --json --path "$source_path" | python3 "$here/manifest.py" latest-id)
echo "snapshot: $snap"
timeout "$restore_timeout" restic restore "$snap" \
    --target "$tmp" \
    --include "$source_path" \
    --exclude '.ssh' --exclude '.gnupg' --exclude '*.key' --exclude '*.pem'

echo "== 3/3 compare against $manifest (sample=$sample)"
python3 "$here/manifest.py" compare --manifest "$manifest" --root "$tmp$source_path" --sample "$sample"
echo "verify_restic: OK"
