#!/usr/bin/env bash
# auth_summary.sh - summarise an sshd/sudo auth log (Debian auth.log or RHEL secure).
#
# Usage: auth_summary.sh <auth.log> [top-N]
#
# Read-only. Reports:
#   - failed SSH logins per source IP (brute force)
#   - successful SSH logins (user, IP, method)
#   - commands run through sudo (what an intruder did after getting in)
# The log is the only input; nothing on the live system is queried.
set -euo pipefail

log=${1:-}
top=${2:-15}

if [[ -z "$log" ]]; then
    echo "usage: $0 <auth.log> [top-N]" >&2
    exit 2
fi
if [[ ! -f "$log" || ! -r "$log" ]]; then
    echo "error: $log is not a readable regular file" >&2
    exit 2
fi
if ! [[ "$top" =~ ^[0-9]+$ ]] || (( top < 1 || top > 500 )); then
    echo "error: top-N must be an integer between 1 and 500" >&2
    exit 2
fi

reader=(cat --)
[[ "$log" == *.gz ]] && reader=(zcat --)

echo "# auth log summary: $log"
echo "sha256: $(sha256sum -- "$log" | cut -d' ' -f1)"
echo

echo "## Failed or invalid-user SSH login events by source (top $top)"
"${reader[@]}" "$log" \
    | grep -E 'sshd\[[0-9]+\]: (Failed password|Invalid user)' \
    | grep -oE 'from [0-9a-fA-F:.]+' \
    | awk '{print $2}' | sort | uniq -c | sort -rn | head -n "$top" || true
echo

echo "## Accepted SSH logins"
"${reader[@]}" "$log" \
    | awk '/sshd\[[0-9]+\]: Accepted/ {
        for (i = 1; i <= NF; i++) {
            if ($i == "Accepted") method = $(i+1)
            if ($i == "for") user = $(i+1)
            if ($i == "from") ip = $(i+1)
        }
        printf "%s %s %s  user=%s ip=%s method=%s\n", $1, $2, $3, user, ip, method
    }' || true
echo

# sudo log lines look like:
#   sudo:   alice : TTY=pts/0 ; PWD=/home/alice ; USER=root ; COMMAND=/usr/bin/apt update
# They are evidence of what was run; this script only prints them.
echo "## Commands run via sudo"
"${reader[@]}" "$log" \
    | grep -E 'sudo(\[[0-9]+\])?: +[^ ]+ : .*COMMAND=' \
    | sed -E 's/^([A-Z][a-z]{2} +[0-9]+ [0-9:]+) .*sudo(\[[0-9]+\])?: +([^ ]+) : .*USER=([^ ]+) ; COMMAND=(.*)$/\1  \3 -> \4: \5/' \
    | tail -n 200 || true
echo

echo "## sudo authentication failures"
"${reader[@]}" "$log" | grep -cE 'sudo.*(authentication failure|incorrect password attempts)' || true
