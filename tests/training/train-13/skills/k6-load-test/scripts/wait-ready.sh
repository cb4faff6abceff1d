#!/usr/bin/env bash
URL="${BASE_URL:?set BASE_URL}/healthz"
until curl -s -o /dev/null -w '%{http_code}' "$URL" | grep -q 200; do
  sleep 2
done
echo "ready"
