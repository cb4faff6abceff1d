#!/usr/bin/env node
// Annotate a plasmid FASTA with exact matches from assets/features.json (both strands, circular).
// Usage: node scripts/annotate.js construct.fasta
'use strict';
const fs = require('fs');
const path = require('path');
const { Command } = require('commander');

function readFasta(file) {
  const text = fs.readFileSync(file, 'utf8');
  const seq = text.split(/\r?\n/).filter((l) => !l.startsWith('>')).join('').toUpperCase();
  if (!/^[ACGTN]+$/.test(seq)) throw new Error(`${file}: sequence contains characters other than ACGTN`);
  return seq;
}

function revcomp(s) {
  const map = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
  return s.split('').reverse().map((b) => map[b]).join('');
}

function findAll(seq, motif) {
  const circ = seq + seq.slice(0, motif.length - 1);
  const hits = [];
  let i = circ.indexOf(motif);
  while (i !== -1 && i < seq.length) {
    hits.push(i + 1);
    i = circ.indexOf(motif, i + 1);
  }
  return hits;
}

function main() {
  const program = new Command();
  program.argument('<fasta>', 'plasmid sequence in FASTA format').parse(process.argv);
  const file = program.args[0];
  const lib = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'assets', 'features.json'), 'utf8'));
  const seq = readFasta(file);
  console.log(`length\t${seq.length} bp`);
  for (const f of lib.features) {
    for (const pos of findAll(seq, f.seq)) console.log(`${f.type}\t${f.name}\t+\t${pos}`);
    for (const pos of findAll(seq, revcomp(f.seq))) console.log(`${f.type}\t${f.name}\t-\t${pos}`);
  }
  for (const [enzyme, site] of Object.entries(lib.enzymes)) {
    const hits = findAll(seq, site);
    const label = hits.length === 1 ? 'unique' : `${hits.length} sites`;
    console.log(`enzyme\t${enzyme}\t${label}\t${hits.join(',')}`);
  }
}

try {
  main();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
