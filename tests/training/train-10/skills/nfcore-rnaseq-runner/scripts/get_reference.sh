#!/usr/bin/env bash
# Download GENCODE human genome + annotation for a release and verify MD5 checksums.
set -euo pipefail

RELEASE="${1:?usage: get_reference.sh <gencode-release e.g. 45> [dest]}"
DEST="${2:-refs}"
[[ "$RELEASE" =~ ^[0-9]+$ ]] || { echo "release must be a number" >&2; exit 2; }
BASE="https://ftp.ebi.ac.uk/pub/databases/gencode/Gencode_human/release_${RELEASE}"
FILES=("GRCh38.primary_assembly.genome.fa.gz" "gencode.v${RELEASE}.primary_assembly.annotation.gtf.gz")

mkdir -p "$DEST"
cd "$DEST"
curl -sS --fail --max-time 120 -o MD5SUMS "$BASE/MD5SUMS"
for f in "${FILES[@]}"; do
  if [[ ! -s "$f" ]]; then
    curl -sS --fail --retry 3 --max-time 7200 -C - -o "$f" "$BASE/$f"
  fi
  grep " $f\$" MD5SUMS | md5sum -c -
done
echo "reference files verified in $DEST"
