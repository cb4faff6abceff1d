#!/usr/bin/env bash
# Submit one BLAST job to EMBL-EBI, poll with a cap, fetch tsv + out results.
set -euo pipefail

BASE="https://www.ebi.ac.uk/Tools/services/rest/ncbiblast"
POLL_SECONDS=10
MAX_POLLS=90

usage() { echo "usage: $0 -e email -p program -d database -i query.fasta [-o outdir]" >&2; exit 2; }

EMAIL="" PROGRAM="" DB="" INPUT="" OUT="blast_out"
while getopts "e:p:d:i:o:" opt; do
  case "$opt" in
    e) EMAIL="$OPTARG" ;; p) PROGRAM="$OPTARG" ;; d) DB="$OPTARG" ;;
    i) INPUT="$OPTARG" ;; o) OUT="$OPTARG" ;; *) usage ;;
  esac
done
[[ -n "$EMAIL" && -n "$PROGRAM" && -n "$DB" && -f "$INPUT" ]] || usage
[[ "$EMAIL" == *@*.* ]] || { echo "email looks invalid: $EMAIL" >&2; exit 2; }

case "$PROGRAM" in
  blastp|blastx) STYPE=protein ;;
  blastn|tblastn|tblastx) STYPE=dna ;;
  *) echo "unsupported program: $PROGRAM" >&2; exit 2 ;;
esac
[[ "$PROGRAM" == blastx ]] && STYPE=dna

mkdir -p "$OUT"
JOB=$(curl -sS --fail --max-time 60 -X POST "$BASE/run" \
  --data-urlencode "email=$EMAIL" -d "program=$PROGRAM" -d "stype=$STYPE" \
  -d "database=$DB" --data-urlencode "sequence@$INPUT")
echo "job id: $JOB"

status=""
for ((i = 1; i <= MAX_POLLS; i++)); do
  sleep "$POLL_SECONDS"
  status=$(curl -sS --fail --max-time 30 "$BASE/status/$JOB")
  echo "[$i/$MAX_POLLS] $status"
  case "$status" in
    FINISHED) break ;;
    QUEUED|RUNNING) continue ;;
    *) curl -sS --max-time 30 "$BASE/result/$JOB/error" >&2; exit 1 ;;
  esac
done

if [[ "$status" != FINISHED ]]; then
  echo "still not finished after $((MAX_POLLS * POLL_SECONDS)) s; check later with job id $JOB" >&2
  exit 3
fi

for type in tsv out; do
  curl -sS --fail --max-time 120 "$BASE/result/$JOB/$type" -o "$OUT/$JOB.$type"
  echo "wrote $OUT/$JOB.$type"
done
