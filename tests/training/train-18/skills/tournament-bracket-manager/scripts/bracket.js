#!/usr/bin/env node
// トーナメント表の生成と結果反映（ローカル処理のみ）
'use strict';
const fs = require('fs');

function readPlayers(path) {
  const lines = fs.readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const header = lines.shift().split(',');
  return lines.map((l) => {
    const cells = l.split(',');
    const row = {};
    header.forEach((h, i) => { row[h.trim()] = (cells[i] || '').trim(); });
    return row;
  }).filter((p) => p.checked_in === 'yes');
}

function seedOrder(n) {
  let order = [1];
  while (order.length < n) {
    const size = order.length * 2;
    order = order.flatMap((s) => [s, size + 1 - s]);
  }
  return order;
}

function init(args) {
  const players = readPlayers(args[0]);
  const fmt = args[args.indexOf('--format') + 1] || 'single';
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'bracket.json';
  players.sort((a, b) => Number(b.rating) - Number(a.rating));
  let size = 1;
  while (size < players.length) size *= 2;
  const order = seedOrder(size);
  const slots = order.map((s) => (players[s - 1] ? players[s - 1].player_id : 'BYE'));
  const matches = [];
  for (let i = 0; i < slots.length; i += 2) {
    matches.push({ id: `W1-${i / 2 + 1}`, a: slots[i], b: slots[i + 1], winner: null, score: null });
  }
  fs.writeFileSync(out, JSON.stringify({ format: fmt, players, matches }, null, 2));
  console.log(`${players.length} players, ${matches.length} first-round matches -> ${out}`);
}

function report(args) {
  const file = args[0];
  const get = (k) => args[args.indexOf(k) + 1];
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const m = data.matches.find((x) => x.id === get('--match'));
  if (!m) { console.error('match not found'); process.exit(1); }
  const winner = get('--winner');
  if (winner !== m.a && winner !== m.b) { console.error('winner is not in this match'); process.exit(1); }
  m.winner = winner;
  m.score = get('--score');
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  console.log(`${m.id}: ${winner} ${m.score}`);
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'init') init(rest);
else if (cmd === 'report') report(rest);
else { console.error('usage: bracket.js init|report ...'); process.exit(2); }
