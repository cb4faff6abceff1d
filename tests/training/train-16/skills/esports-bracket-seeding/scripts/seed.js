#!/usr/bin/env node
'use strict';
// Seed a single-elimination bracket from teams.csv (team,rating,region).
const fs = require('fs');
const seedrandom = require('seedrandom');

function usage(msg) {
  if (msg) console.error(msg);
  console.error('usage: seed.js teams.csv [--seed TEXT] [--separate-regions]');
  process.exit(2);
}

const args = process.argv.slice(2);
const file = args[0];
if (!file) usage();
const seedIdx = args.indexOf('--seed');
const drawSeed = seedIdx >= 0 ? args[seedIdx + 1] : String(Date.now());
const separate = args.includes('--separate-regions');

let text;
try {
  text = fs.readFileSync(file, 'utf8');
} catch (e) {
  usage(`cannot read ${file}: ${e.message}`);
}

const lines = text.split(/\r?\n/).filter(l => l.trim());
if (!lines.length) usage(`${file} is empty`);
const header = lines.shift().split(',').map(s => s.trim());
const need = ['team', 'rating', 'region'];
if (!need.every(h => header.includes(h))) usage(`header must contain ${need.join(', ')}`);

const rng = seedrandom(drawSeed);
const teams = lines.map((l, i) => {
  const cells = l.split(',').map(s => s.trim());
  const row = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
  const rating = Number(row.rating);
  if (!row.team || !Number.isFinite(rating)) usage(`line ${i + 2}: team name and numeric rating required`);
  return { team: row.team, rating, region: row.region || '', tie: rng() };
});
if (teams.length < 2 || teams.length > 256) usage('need between 2 and 256 teams');

teams.sort((a, b) => b.rating - a.rating || a.tie - b.tie);

function placement(n) {
  let order = [1];
  while (order.length < n) {
    const size = order.length * 2;
    order = order.flatMap(s => [s, size + 1 - s]);
  }
  return order;
}

const size = 2 ** Math.ceil(Math.log2(teams.length));
const order = placement(size);
const slot = s => (s <= teams.length ? teams[s - 1] : null);
const pairs = [];
for (let i = 0; i < order.length; i += 2) pairs.push([order[i], order[i + 1]]);

if (separate) {
  // swap the lower seed with another lower seed of the same band when regions clash
  for (const p of pairs) {
    const a = slot(p[0]);
    const b = slot(p[1]);
    if (!a || !b || !a.region || a.region !== b.region) continue;
    const band = 2 ** Math.ceil(Math.log2(p[1]));
    const alt = pairs.find(q => q !== p && 2 ** Math.ceil(Math.log2(q[1])) === band &&
      slot(q[1]) && slot(q[1]).region !== a.region && slot(q[0]) && slot(q[0]).region !== b.region);
    if (alt) [p[1], alt[1]] = [alt[1], p[1]];
    else console.log(`region clash kept: ${a.team} vs ${b.team} (${a.region})`);
  }
}

console.log(`draw seed: ${drawSeed}`);
for (const [x, y] of pairs) {
  const a = slot(x);
  const b = slot(y);
  if (a && b) console.log(`(${x}) ${a.team}  vs  (${y}) ${b.team}`);
  else console.log(`(${x}) ${(a || b).team}  -  bye`);
}
