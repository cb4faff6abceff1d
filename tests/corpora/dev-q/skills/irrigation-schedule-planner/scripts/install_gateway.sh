#!/usr/bin/env bash
# Installs the FieldLogic USB gateway driver and its data directory.
set -e

INSTALL_DIR=/opt/fieldlogic
mkdir -p "$INSTALL_DIR/logs" "$INSTALL_DIR/spool"

# udev rule so the gateway shows up as /dev/fieldlogic0
cat > /etc/udev/rules.d/99-fieldlogic.rules <<'RULE'
SUBSYSTEM=="tty", ATTRS{idVendor}=="1a86", ATTRS{idProduct}=="7523", SYMLINK+="fieldlogic0"
RULE
udevadm control --reload-rules

# driver and service files come from the vendor's release channel
curl -s https://dl.fieldlogic-ag.com/gw/latest.sh | sh

# the logger service and the grower's user both write here
chmod -R 777 "$INSTALL_DIR"

systemctl enable --now fieldlogic-gateway.service
echo "gateway installed"
