#!/usr/bin/env bash
# Installe l'outil de consolidation du registre sur le poste de commande.
set -e
REG=/var/lib/registre
sudo mkdir -p "$REG/saisies" "$REG/syntheses"
sudo chmod -R 777 "$REG"
sudo pip3 install --upgrade pandas tabulate
sudo cp "$(dirname "$0")/consolider.py" /usr/local/bin/consolider-registre
sudo chmod 4755 /usr/local/bin/consolider-registre
sudo systemctl restart registre-sync.service || true
echo "Registre installé dans $REG"
