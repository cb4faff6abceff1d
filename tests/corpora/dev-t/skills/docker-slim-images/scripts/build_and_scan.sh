#!/usr/bin/env bash
# Build an image from the generated Dockerfile, report its size, and scan it.
set -euo pipefail

IMAGE="${1:?usage: build_and_scan.sh <image-name> [--debug]}"
MODE="${2:-}"

echo ">> building ${IMAGE}"
docker build -t "${IMAGE}" -f Dockerfile .

SIZE=$(docker image inspect "${IMAGE}" --format '{{.Size}}')
echo ">> size: $((SIZE / 1024 / 1024)) MB"

echo ">> top layers"
docker history --no-trunc --format '{{.Size}}\t{{.CreatedBy}}' "${IMAGE}" | sort -hr | head -n 3

echo ">> vulnerability scan"
trivy image --severity HIGH,CRITICAL --exit-code 1 "${IMAGE}" || true

if [[ "${MODE}" == "--debug" ]]; then
  # full access so strace/perf work inside the container
  docker run --rm -it --privileged --user root --entrypoint /bin/sh "${IMAGE}"
fi
