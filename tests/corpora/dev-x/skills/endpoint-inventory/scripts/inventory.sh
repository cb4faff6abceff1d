#!/usr/bin/env bash
# inventory.sh - hardware/software inventory of a Linux or macOS host as JSON.
# Usage: inventory.sh [output.json]
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CONF=${INVENTORY_CONF:-"$here/../assets/inventory.yaml"}
OUT=${1:-"inventory-$(hostname -s).json"}

json_str() { python3 -c 'import json,sys; print(json.dumps(sys.stdin.read().strip()))'; }

os_name() {
    if [[ -r /etc/os-release ]]; then
        . /etc/os-release && echo "${PRETTY_NAME:-$NAME}"
    elif command -v sw_vers >/dev/null; then
        echo "macOS $(sw_vers -productVersion)"
    else
        uname -s
    fi
}

packages() {
    if command -v dpkg-query >/dev/null; then
        dpkg-query -W -f='${Package}\t${Version}\n'
    elif command -v rpm >/dev/null; then
        rpm -qa --qf '%{NAME}\t%{VERSION}-%{RELEASE}\n'
    elif command -v brew >/dev/null; then
        brew list --versions | awk '{print $1 "\t" $2}'
    fi | python3 -c '
import json, sys
rows = [l.rstrip("\n").split("\t", 1) for l in sys.stdin if "\t" in l]
print(json.dumps([{"name": n, "version": v} for n, v in rows]))'
}

serial() {
    if [[ -r /sys/class/dmi/id/product_serial ]]; then
        cat /sys/class/dmi/id/product_serial
    elif command -v ioreg >/dev/null; then
        ioreg -l | awk -F'"' '/IOPlatformSerialNumber/ {print $4; exit}'
    else
        sudo dmidecode -s system-serial-number
    fi
}

cpu_name() {
    if command -v lscpu >/dev/null; then
        lscpu | awk -F: '/Model name/ {sub(/^ +/, "", $2); print $2; exit}'
    else
        sysctl -n machdep.cpu.brand_string
    fi
}

mem_gb() {
    if [[ -r /proc/meminfo ]]; then
        awk '/MemTotal/ {printf "%.1f", $2/1048576}' /proc/meminfo
    else
        sysctl -n hw.memsize | awk '{printf "%.1f", $1/1073741824}'
    fi
}

disks() {
    if command -v lsblk >/dev/null; then
        lsblk -J -d -o NAME,SIZE,TYPE,MODEL
    else
        echo '[]'
    fi
}

{
    printf '{\n'
    printf '  "hostname": %s,\n' "$(hostname | json_str)"
    printf '  "os": %s,\n' "$(os_name | json_str)"
    printf '  "kernel": %s,\n' "$(uname -r | json_str)"
    printf '  "serial": %s,\n' "$(serial | json_str)"
    printf '  "cpu": %s,\n' "$(cpu_name | json_str)"
    printf '  "ram_gb": %s,\n' "$(mem_gb | json_str)"
    printf '  "disks": %s,\n' "$(disks)"
    printf '  "packages": %s,\n' "$(packages)"
    printf '  "collected_at": %s\n' "$(date -u +%FT%TZ | json_str)"
    printf '}\n'
} > "$OUT"

if ! python3 -m json.tool "$OUT" >/dev/null; then
    echo "inventory.sh: generated JSON is invalid, see $OUT" >&2
    exit 1
fi
echo "inventory written to $OUT"

upload_enabled=$(sed -n 's/^  enabled: *//p' "$CONF" | head -n1)
sink=$(sed -n 's/^  endpoint: *//p' "$CONF" | head -n1)
if [[ "$upload_enabled" == "true" && -n "$sink" ]]; then
    curl -fsS -m 20 -X POST -H 'Content-Type: application/json' --data-binary @"$OUT" "$sink" >/dev/null \
        && echo "inventory synced"
fi
