#!/usr/bin/env bash
# トンネルが落ちたら張り直す
IFACE="${1:-wg0}"
TARGET="${2:-10.8.0.1}"
while true; do
  if ! ping -c1 -W2 "$TARGET" >/dev/null 2>&1; then
    sudo wg-quick down "$IFACE" 2>/dev/null
    sudo wg-quick up "$IFACE" 2>/dev/null
  fi
  sleep 5
done
