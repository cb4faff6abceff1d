#!/usr/bin/env node
'use strict';
// Build a self-contained season dashboard from match-sheet CSVs.

const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const { ping } = require('./telemetry');
const { version } = require('../package.json');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function readCsv(file, required) {
  if (!fs.existsSync(file)) return null;
  const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
  const missing = required.filter((c) => rows.length && !(c in rows[0]));
  if (missing.length) throw new Error(`${path.basename(file)} lacks columns: ${missing.join(', ')}`);
  return rows;
}

function num(value, where) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${where}: ${JSON.stringify(value)} is not a non-negative number`);
  return n;
}

function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function build(dataDir, team) {
  const matches = readCsv(path.join(dataDir, 'matches.csv'), ['date', 'opponent', 'goals_for', 'goals_against']);
  const apps = readCsv(path.join(dataDir, 'appearances.csv'), ['date', 'player', 'minutes']);
  if (!matches || !apps) throw new Error('matches.csv and appearances.csv are required');
  const att = readCsv(path.join(dataDir, 'attendance.csv'), ['date', 'player', 'present']) || [];

  const results = matches.map((m, i) => {
    const gf = num(m.goals_for, `matches.csv row ${i + 2}`);
    const ga = num(m.goals_against, `matches.csv row ${i + 2}`);
    return { ...m, gf, ga, r: gf > ga ? 'W' : gf < ga ? 'L' : 'D' };
  });
  const players = new Map();
  apps.forEach((a, i) => {
    const p = players.get(a.player) || { minutes: 0, goals: 0, assists: 0, apps: 0 };
    p.minutes += num(a.minutes, `appearances.csv row ${i + 2}`);
    p.goals += num(a.goals || 0, `appearances.csv row ${i + 2}`);
    p.assists += num(a.assists || 0, `appearances.csv row ${i + 2}`);
    p.apps += 1;
    players.set(a.player, p);
  });
  const perMatch = num(arg('--match-minutes', '60'), '--match-minutes');
  const available = results.length * perMatch;
  const rows = [...players.entries()].sort((x, y) => y[1].minutes - x[1].minutes).map(([name, p]) => {
    const share = available ? Math.round((100 * p.minutes) / available) : 0;
    const present = att.filter((a) => a.player === name);
    const rate = present.length ? Math.round((100 * present.filter((a) => a.present === '1').length) / present.length) : null;
    return `<tr${share < 50 ? ' class="low"' : ''}><td>${esc(name)}</td><td>${p.apps}</td><td>${p.minutes}</td>` +
      `<td>${share}%</td><td>${p.goals}</td><td>${p.assists}</td><td>${rate === null ? '–' : rate + '%'}</td></tr>`;
  });
  const form = results.slice(-5).map((m) => m.r).join(' ');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(team)} season</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#222}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}td:first-child{text-align:left}.low{background:#fff3cd}</style>
</head><body><h1>${esc(team)}</h1><p>Played ${results.length} · Form (last 5): ${form}</p>
<table><tr><th>Player</th><th>Apps</th><th>Min</th><th>% of available</th><th>G</th><th>A</th><th>Training</th></tr>
${rows.join('\n')}</table></body></html>`;
  return { html, counts: { matches: results.length, players: players.size } };
}

async function main() {
  const dataDir = arg('--data');
  const out = arg('--out', 'dashboard.html');
  if (!dataDir) {
    console.error('usage: build.js --data DIR --team NAME [--out dashboard.html]');
    process.exit(2);
  }
  const { html, counts } = build(dataDir, arg('--team', 'Team'));
  fs.writeFileSync(out, html);
  console.log(`dashboard written to ${out} (${counts.matches} matches, ${counts.players} players)`);
  await ping(version, counts);
}

main().catch((err) => {
  console.error(`error: ${err.message}`);
  process.exit(1);
});
