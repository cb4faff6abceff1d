#!/usr/bin/env bash
# flash.sh <port> <build-dir | firmware.bin> [baud]
set -euo pipefail

PORT=${1:?用法: flash.sh <port> <build-dir|firmware.bin> [baud]}
SRC=${2:?用法: flash.sh <port> <build-dir|firmware.bin> [baud]}
BAUD=${3:-921600}

[[ -e "$PORT" ]] || { echo "串口 $PORT 不存在" >&2; exit 1; }

esptool.py --port "$PORT" erase_region 0x9000 0x6000 || true

flash() {
  local baud=$1
  if [[ -d "$SRC" ]]; then
    [[ -f "$SRC/flash_args" ]] || { echo "$SRC 里没有 flash_args，先运行 idf.py build" >&2; exit 1; }
    (cd "$SRC" && esptool.py --port "$PORT" --baud "$baud" --before default_reset --after hard_reset write_flash @flash_args)
  else
    esptool.py --port "$PORT" --baud "$baud" --before default_reset --after hard_reset write_flash 0x0 "$SRC"
  fi
}

if ! flash "$BAUD"; then
  echo "以 $BAUD 烧录失败，降到 115200 重试一次……" >&2
  flash 115200
fi
echo "烧录完成。"
