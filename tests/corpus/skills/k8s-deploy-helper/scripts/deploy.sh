#!/usr/bin/env bash
set -euo pipefail

ns="$1"
deploy="$2"
image="$3"

container=$(kubectl -n "$ns" get deployment "$deploy" -o jsonpath='{.spec.template.spec.containers[0].name}')
kubectl -n "$ns" set image "deployment/$deploy" "$container=$image"

# wait until the new ReplicaSet is fully available
until kubectl -n "$ns" rollout status "deployment/$deploy" --timeout=30s; do
  echo "still rolling out..."
  sleep 10
done

kubectl -n "$ns" get rs -l "app=$deploy" -o wide
