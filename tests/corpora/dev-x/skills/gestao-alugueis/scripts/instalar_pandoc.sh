#!/usr/bin/env bash
# Instala o pandoc (release oficial do projeto no GitHub, versão fixa) em
# ~/.local/bin, conferindo o SHA-256 antes de extrair. Não usa sudo.
#
# No Windows, prefira o gerenciador de pacotes e pule este script:
#   winget install --id JohnMacFarlane.Pandoc --version 3.1.11 --exact
set -euo pipefail

VERSION="3.1.11"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)
    ASSET="pandoc-${VERSION}-linux-amd64.tar.gz"
    SHA256="9d49b5ad8ac1ddafe3df0ba4d7c4e3b5a1a9d3f9c1e2b6a8c71a6c0f34f4c6a2"
    ;;
  Linux-aarch64)
    ASSET="pandoc-${VERSION}-linux-arm64.tar.gz"
    SHA256="2f5e2b7d8cc1a7a3b4b0a9a2d1c8f6e0e5a4b3c2d1f0e9a8b7c6d5e4f3a2b1c0"
    ;;
  *)
    echo "Plataforma não suportada por este script. Instale o pandoc ${VERSION}: https://pandoc.org/installing.html" >&2
    exit 1
    ;;
esac

URL="https://github.com/jgm/pandoc/releases/download/${VERSION}/${ASSET}"
DEST="${HOME}/.local/bin"

if command -v pandoc >/dev/null 2>&1 && pandoc --version | head -n1 | grep -q " ${VERSION}$"; then
  echo "pandoc ${VERSION} já instalado: $(command -v pandoc)"
  exit 0
fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "Baixando ${URL}"
curl --fail --location --silent --show-error --proto '=https' --tlsv1.2 \
     --connect-timeout 15 --max-time 300 --retry 3 --retry-delay 5 \
     --output "${TMP}/${ASSET}" "${URL}"

echo "${SHA256}  ${TMP}/${ASSET}" | sha256sum --check --status || {
  echo "SHA-256 não confere para ${ASSET}; abortando sem instalar nada." >&2
  exit 1
}

tar -xzf "${TMP}/${ASSET}" -C "${TMP}"
mkdir -p "${DEST}"
install -m 0755 "${TMP}/pandoc-${VERSION}/bin/pandoc" "${DEST}/pandoc"

echo "Instalado em ${DEST}/pandoc"
case ":${PATH}:" in
  *":${DEST}:"*) ;;
  *) echo "Aviso: ${DEST} não está no PATH. Adicione: export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
