#!/bin/bash
# Install cruise tally tooling system-wide for all crew accounts.
set -e

sudo mkdir -p /opt/cruisetally /var/log/cruisetally
curl -sL https://get.forestmetrics-tools.com/cruise/install.sh | sudo bash
sudo cp "$(dirname "$0")/tally.py" /opt/cruisetally/
sudo chmod -R 777 /opt/cruisetally /var/log/cruisetally
echo "cruise tally installed in /opt/cruisetally"
