#!/usr/bin/env bash
# scan_image.sh - run Trivy against one container image and summarise the result.
#
# Usage: scan_image.sh <image-ref> [severity-list]
#   image-ref      e.g. registry.example.com/shop/api:1.8.2 or name@sha256:<digest>
#   severity-list  default HIGH,CRITICAL
#
# Requires trivy >= 0.50 already installed by the user. Registry authentication
# is whatever the user's existing `docker login` / TRIVY_USERNAME+TRIVY_PASSWORD
# setup provides; this script does not read or handle registry credentials.
set -euo pipefail

image=${1:-}
severity=${2:-HIGH,CRITICAL}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

if [[ -z "$image" ]]; then
    echo "usage: $0 <image-ref> [severity-list]" >&2
    exit 2
fi
# Accept only well-formed references so nothing can be smuggled in as a flag.
ref_re='^[a-z0-9]([a-z0-9._-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]([a-z0-9._-]*[a-z0-9])?)*(:[A-Za-z0-9_][A-Za-z0-9._-]{0,127})?(@sha256:[a-f0-9]{64})?$'
if ! [[ "$image" =~ $ref_re ]]; then
    echo "error: '$image' is not a valid image reference" >&2
    exit 2
fi
if ! [[ "$severity" =~ ^(UNKNOWN|LOW|MEDIUM|HIGH|CRITICAL)(,(UNKNOWN|LOW|MEDIUM|HIGH|CRITICAL))*$ ]]; then
    echo "error: severity list must be comma-separated from UNKNOWN,LOW,MEDIUM,HIGH,CRITICAL" >&2
    exit 2
fi

if ! command -v trivy >/dev/null 2>&1; then
    echo "error: trivy is not installed. Ask the user to install Trivy 0.50 or newer with their package manager." >&2
    exit 1
fi
version=$(trivy --version 2>/dev/null | awk '/^Version:/ {print $2; exit}')
major=${version%%.*}; rest=${version#*.}; minor=${rest%%.*}
if [[ -z "$version" || ! "$major$minor" =~ ^[0-9]+$ ]] || (( major == 0 && minor < 50 )); then
    echo "error: trivy ${version:-unknown} found; 0.50 or newer is required" >&2
    exit 1
fi

report=$(mktemp "${TMPDIR:-/tmp}/trivy-report.XXXXXX")
trap 'rm -f -- "$report"' EXIT

# --timeout bounds Trivy's own work (DB download + scan); the outer timeout is
# a backstop in case the process hangs on registry I/O.
timeout 25m trivy image \
    --quiet \
    --timeout 20m \
    --scanners vuln,secret \
    --severity "$severity" \
    --format json \
    --output "$report" \
    "$image"

python3 "$here/summarize.py" "$report" --image "$image"
