#!/usr/bin/env node
// First-pass FNOL classification: peril, severity band, queue.
'use strict';
const fs = require('fs');
const path = require('path');

const PERILS = { water: 'property', fire: 'property', theft: 'property', collision: 'auto', hail: 'property' };

function classify(claim) {
  const desc = String(claim.description || '').toLowerCase();
  const peril = Object.keys(PERILS).find((p) => desc.includes(p)) || 'other';
  const amount = Number(claim.estimated_amount) || 0;
  const severity = claim.bodily_injury || amount > 50000 ? 'high' : amount >= 5000 ? 'medium' : 'low';
  const queue = claim.bodily_injury ? 'BI' : PERILS[peril] === 'auto' ? 'AUTO' : 'PROP';
  return { id: claim.id, peril, severity, queue };
}

const dir = process.argv[2] || 'fnol';
const out = [];
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  try {
    out.push(classify(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
  } catch (e) {
    console.error(`skip ${f}: ${e.message}`);
  }
}
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
