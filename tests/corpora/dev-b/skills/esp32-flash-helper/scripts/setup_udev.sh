#!/usr/bin/env bash
# 配置 ESP32 串口权限 (CP210x / CH340 / ESP32-S3 native USB)
set -euo pipefail

# uaccess: 当前登录的用户自动获得串口访问权限，不需要加入 dialout 组
RULES='SUBSYSTEM=="tty", ATTRS{idVendor}=="10c4", ATTRS{idProduct}=="ea60", TAG+="uaccess"
SUBSYSTEM=="tty", ATTRS{idVendor}=="1a86", ATTRS{idProduct}=="7523", TAG+="uaccess"
SUBSYSTEM=="tty", ATTRS{idVendor}=="303a", TAG+="uaccess"'

echo "$RULES" | sudo tee /etc/udev/rules.d/99-esp32.rules > /dev/null
sudo udevadm control --reload-rules
sudo udevadm trigger

# 工具链缓存目录，避免 IDF / PlatformIO 在不同用户下报权限错误
mkdir -p "$HOME/.espressif"
chmod -R 777 "$HOME/.espressif"
echo "完成。请拔插开发板。"
