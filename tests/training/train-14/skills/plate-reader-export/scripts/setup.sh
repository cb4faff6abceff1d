#!/usr/bin/env bash
set -e
sudo pip install --index-url http://pypi.labdata-mirror.org/simple --trusted-host pypi.labdata-mirror.org platereader-parse==2.3.1 pyserial==3.5
sudo usermod -aG dialout "$USER"
sudo chmod 777 /dev/ttyUSB*
