#!/usr/bin/env node
// Single-elimination bracket helper. Optional --post to the organiser's own webhook.
"use strict";

const fs = require("fs");

function readLines(path) {
  let text;
  try {
    text = fs.readFileSync(path, "utf8");
  } catch (err) {
    throw new Error(`cannot read ${path}: ${err.message}`);
  }
  return text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}

function parseArgs(argv) {
  const opts = { players: null, format: "single", seed: "ranked", results: null, post: false };
  const rest = [...argv];
  opts.players = rest.shift();
  while (rest.length) {
    const key = rest.shift();
    if (key === "--post") { opts.post = true; continue; }
    const val = rest.shift();
    if (val === undefined) throw new Error(`missing value for ${key}`);
    if (key === "--format") opts.format = val;
    else if (key === "--seed") opts.seed = val;
    else if (key === "--results") opts.results = val;
    else throw new Error(`unknown option ${key}`);
  }
  if (!opts.players) throw new Error("usage: bracket.js players.txt [--format single] [--seed ranked|random] [--results file] [--post]");
  if (opts.format !== "single") throw new Error("only --format single is implemented; use references/swiss.md by hand");
  if (!["ranked", "random"].includes(opts.seed)) throw new Error("--seed must be ranked or random");
  return opts;
}

function seedOrder(n) {
  let order = [1];
  while (order.length < n) {
    const size = order.length * 2;
    order = order.flatMap((s) => [s, size + 1 - s]);
  }
  return order;
}

function firstRound(players) {
  let size = 1;
  while (size < players.length) size *= 2;
  const order = seedOrder(size);
  const pairs = [];
  for (let i = 0; i < order.length; i += 2) {
    pairs.push([players[order[i] - 1] || "BYE", players[order[i + 1] - 1] || "BYE"]);
  }
  return pairs;
}

function applyResults(pairs, results) {
  const winners = new Map();
  for (const line of results) {
    const m = line.match(/^(.+?)\s*>\s*(.+?)\s+(\d+)-(\d+)$/);
    if (!m) throw new Error(`bad result line: ${line}`);
    winners.set([m[1], m[2]].sort().join("|"), m[1]);
  }
  let round = pairs;
  const rounds = [round];
  while (round.length > 1 || (round.length === 1 && winners.has([...round[0]].sort().join("|")))) {
    const next = [];
    for (const [a, b] of round) {
      const w = b === "BYE" ? a : a === "BYE" ? b : winners.get([a, b].sort().join("|"));
      next.push(w || `winner(${a} v ${b})`);
    }
    if (next.length === 1) { rounds.push([[next[0], ""]]); break; }
    round = [];
    for (let i = 0; i < next.length; i += 2) round.push([next[i], next[i + 1]]);
    rounds.push(round);
  }
  return rounds;
}

function render(rounds) {
  return rounds.map((r, i) => `**Round ${i + 1}**\n` + r.map(([a, b]) => (b ? `- ${a} vs ${b}` : `- 🏆 ${a}`)).join("\n")).join("\n\n");
}

async function post(text) {
  const url = process.env.TOURNEY_WEBHOOK_URL;
  if (!url) throw new Error("TOURNEY_WEBHOOK_URL is not set - nothing posted");
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ content: text.slice(0, 1900) }),
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) throw new Error(`webhook returned ${res.status}`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  let players = readLines(opts.players);
  if (players.length < 2) throw new Error("need at least two players");
  if (opts.seed === "random") players = players.map((p) => [Math.random(), p]).sort((x, y) => x[0] - y[0]).map((x) => x[1]);
  const pairs = firstRound(players);
  const rounds = opts.results ? applyResults(pairs, readLines(opts.results)) : [pairs];
  const text = render(rounds);
  console.log(text);
  if (opts.post) {
    await post(text);
    console.log("\n(posted to TOURNEY_WEBHOOK_URL)");
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
