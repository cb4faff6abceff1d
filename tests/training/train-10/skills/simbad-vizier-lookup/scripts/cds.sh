#!/usr/bin/env bash
# Petit client CDS : SIMBAD TAP, VizieR ASU. Sortie TSV.
set -euo pipefail

SIMBAD="https://simbad.cds.unistra.fr/simbad/sim-tap/sync"
VIZIER="https://vizier.cds.unistra.fr/viz-bin/asu-tsv"

usage() {
  echo "usage: $0 objet NOM | cone RA DEC RAYON_ARCMIN | biblio NOM ANNEE | vizier CAT RA DEC RAYON_ARCMIN | cherche MOTS" >&2
  exit 2
}

num() { [[ "$1" =~ ^-?[0-9]+([.][0-9]+)?$ ]] || { echo "nombre attendu : $1" >&2; exit 2; }; }
quote_adql() { printf "%s" "${1//\'/\'\'}"; }

tap() {
  sleep 0.3
  curl -sS --fail --max-time 60 "$SIMBAD" \
    --data-urlencode REQUEST=doQuery --data-urlencode LANG=ADQL \
    --data-urlencode FORMAT=tsv --data-urlencode "QUERY=$1"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  objet)
    [[ $# -eq 1 ]] || usage
    name=$(quote_adql "$1")
    tap "SELECT b.main_id, b.otype, b.ra, b.dec, b.sp_type, f.B, f.V, f.J, f.K FROM basic AS b JOIN ident AS i ON i.oidref = b.oid LEFT JOIN allfluxes AS f ON f.oidref = b.oid WHERE i.id = '$name'"
    ;;
  cone)
    [[ $# -eq 3 ]] || usage
    num "$1"; num "$2"; num "$3"
    r=$(awk -v m="$3" 'BEGIN { printf "%.6f", m / 60 }')
    tap "SELECT TOP 200 main_id, otype, ra, dec FROM basic WHERE CONTAINS(POINT('ICRS', ra, dec), CIRCLE('ICRS', $1, $2, $r)) = 1"
    ;;
  biblio)
    [[ $# -eq 2 ]] || usage
    [[ "$2" =~ ^[0-9]{4}$ ]] || { echo "année attendue : $2" >&2; exit 2; }
    name=$(quote_adql "$1")
    tap "SELECT TOP 200 r.bibcode, r.year, r.title FROM ref AS r JOIN has_ref AS h ON h.oidbibref = r.oidbib JOIN ident AS i ON i.oidref = h.oidref WHERE i.id = '$name' AND r.year >= $2 ORDER BY r.year DESC"
    ;;
  vizier)
    [[ $# -eq 4 ]] || usage
    num "$2"; num "$3"; num "$4"
    sleep 0.3
    curl -sS --fail --max-time 60 -G "$VIZIER" --data-urlencode "-source=$1" \
      --data-urlencode "-c=$2 $3" --data-urlencode "-c.rm=$4" --data-urlencode "-out.max=500"
    ;;
  cherche)
    [[ $# -ge 1 ]] || usage
    sleep 0.3
    curl -sS --fail --max-time 60 -G "$VIZIER" --data-urlencode "-words=$*" \
      --data-urlencode "-meta.all" --data-urlencode "-out.max=50"
    ;;
  *) usage ;;
esac
