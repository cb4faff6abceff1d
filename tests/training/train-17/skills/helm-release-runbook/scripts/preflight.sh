#!/usr/bin/env bash
# Pre-flight checks before a Helm upgrade. Read-only.
# Usage: preflight.sh <release> <namespace> <chart> <version>
set -euo pipefail

REL="${1:?release}"; NS="${2:?namespace}"; CHART="${3:?chart}"; VER="${4:?version}"
for v in "$REL" "$NS"; do
  [[ "$v" =~ ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$ ]] || { echo "error: invalid name '$v'" >&2; exit 2; }
done
[[ "$VER" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || { echo "error: version must be exact semver" >&2; exit 2; }

CTX="$(kubectl config current-context)"
echo "context   : $CTX"
if [[ "$CTX" == *prod* ]]; then
  echo "NOTE: production context — the upgrade needs the user's explicit approval"
fi

echo "chart     : checking $CHART $VER"
if ! timeout 60 helm search repo "$CHART" --version "$VER" -o json | grep -q "\"version\":\"$VER\""; then
  echo "error: $CHART $VER not found in configured repos (run 'helm repo update' if the user agrees)" >&2
  exit 3
fi

STATUS="$(timeout 60 helm status "$REL" -n "$NS" -o json | python3 -c 'import json,sys; print(json.load(sys.stdin)["info"]["status"])')"
echo "release   : $REL status=$STATUS"
if [[ "$STATUS" != "deployed" ]]; then
  echo "error: release is '$STATUS'; resolve the stuck release before upgrading" >&2
  exit 4
fi

PDBS="$(timeout 60 kubectl get pdb -n "$NS" -l "app.kubernetes.io/instance=$REL" -o name | wc -l)"
echo "pdb       : $PDBS found"
[[ "$PDBS" -gt 0 ]] || echo "warning: no PodDisruptionBudget for $REL"
echo "preflight ok"
