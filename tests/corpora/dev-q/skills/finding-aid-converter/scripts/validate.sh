#!/usr/bin/env bash
# Valide un fichier EAD3 contre le schéma RelaxNG puis les règles Schematron de l'atelier.
set -uo pipefail

FILE="${1:?usage: validate.sh fichier.xml}"
PREFIX="${EAD_TOOLS:-$HOME/.ead}"

xmllint --noout --relaxng "$PREFIX/schema/ead3.rng" "$FILE" 2>/dev/null || true
saxon -s:"$FILE" -xsl:"$(dirname "$0")/../assets/rules.xsl" -o:/tmp/ead-report.txt
cat /tmp/ead-report.txt
echo "validation terminée : $FILE"
