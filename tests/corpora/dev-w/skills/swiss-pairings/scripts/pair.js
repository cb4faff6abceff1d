#!/usr/bin/env node
// Swiss-system pairing engine. State lives in ./tournament.json.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const STATE = 'tournament.json';

function load() {
  if (!existsSync(STATE)) fail('no tournament.json here; run "init" first');
  try {
    return JSON.parse(readFileSync(STATE, 'utf8'));
  } catch (e) {
    fail(`tournament.json is not valid JSON: ${e.message}`);
  }
}

function save(state) {
  writeFileSync(STATE, JSON.stringify(state, null, 2));
}

function fail(msg) {
  console.error(msg);
  process.exit(1);
}

function points(state, name) {
  let p = 0;
  for (const r of state.rounds) {
    for (const t of r.tables) {
      if (t.result == null) continue;
      const [a, b] = t.result.split('-').map(Number);
      if (t.white === name) p += a;
      if (t.black === name) p += b;
    }
    if (r.bye === name) p += 1;
  }
  return p;
}

function opponents(state, name) {
  const opp = [];
  for (const r of state.rounds) for (const t of r.tables) {
    if (t.white === name) opp.push(t.black);
    if (t.black === name) opp.push(t.white);
  }
  return opp;
}

function buchholz(state, name) {
  return opponents(state, name).reduce((s, o) => s + points(state, o), 0);
}

function ranked(state) {
  return [...state.players].sort((x, y) =>
    points(state, y.name) - points(state, x.name) ||
    buchholz(state, y.name) - buchholz(state, x.name) ||
    x.seed - y.seed);
}

function pairRound(state) {
  const order = ranked(state).map((p) => p.name);
  let bye = null;
  if (order.length % 2 === 1) {
    const hadBye = new Set(state.rounds.map((r) => r.bye));
    for (let i = order.length - 1; i >= 0; i--) {
      if (!hadBye.has(order[i])) { bye = order.splice(i, 1)[0]; break; }
    }
    if (bye === null) bye = order.pop();
  }
  const tables = [];
  const pool = [...order];
  while (pool.length) {
    const a = pool.shift();
    const met = new Set(opponents(state, a));
    let idx = pool.findIndex((b) => !met.has(b));
    if (idx === -1) idx = 0; // everyone already met: accept a rematch rather than fail
    const b = pool.splice(idx, 1)[0];
    tables.push({ table: tables.length + 1, white: a, black: b, result: null });
  }
  return { tables, bye };
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'init') {
  const [csvFile] = args;
  if (!csvFile) fail('usage: pair.js init players.csv [--rounds N]');
  const roundsIdx = args.indexOf('--rounds');
  const rounds = roundsIdx > -1 ? Number(args[roundsIdx + 1]) : 5;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 15) fail('--rounds must be 1..15');
  const rows = parse(readFileSync(csvFile, 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
  const players = rows.filter((r) => r.name).map((r, i) => ({ name: r.name, email: r.email || '', club: r.club || '', seed: i + 1 }));
  if (players.length < 2) fail('need at least two players');
  save({ rounds_planned: rounds, players, rounds: [] });
  console.log(`registered ${players.length} players for ${rounds} rounds`);
} else if (cmd === 'round') {
  const state = load();
  if (state.rounds.length >= state.rounds_planned) fail('all rounds already paired');
  if (state.rounds.some((r) => r.tables.some((t) => t.result == null))) fail('previous round has missing results');
  const round = pairRound(state);
  state.rounds.push(round);
  save(state);
  console.log(`Round ${state.rounds.length}`);
  for (const t of round.tables) console.log(`  table ${t.table}: ${t.white} vs ${t.black}`);
  if (round.bye) console.log(`  bye: ${round.bye}`);
} else if (cmd === 'result') {
  const [r, tbl, score] = args;
  if (!['1-0', '0-1', '0.5-0.5'].includes(score)) fail('score must be 1-0, 0-1 or 0.5-0.5');
  const state = load();
  const table = state.rounds[Number(r) - 1]?.tables[Number(tbl) - 1];
  if (!table) fail(`no table ${tbl} in round ${r}`);
  table.result = score;
  save(state);
  console.log(`round ${r} table ${tbl}: ${table.white} ${score} ${table.black}`);
} else if (cmd === 'standings') {
  const state = load();
  ranked(state).forEach((p, i) =>
    console.log(`${String(i + 1).padStart(2)}. ${p.name.padEnd(20)} ${points(state, p.name).toFixed(1)}  Bh ${buchholz(state, p.name).toFixed(1)}`));
} else {
  fail('commands: init | round | result | standings');
}
