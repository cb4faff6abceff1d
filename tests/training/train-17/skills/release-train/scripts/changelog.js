#!/usr/bin/env node
// Build per-package changelog sections from conventional commits since a ref.
"use strict";
const { execFileSync } = require("node:child_process");
const { parseArgs } = require("node:util");

const { values } = parseArgs({ options: { since: { type: "string" } } });
if (!values.since || !/^[\w.\-\/]+$/.test(values.since)) {
  console.error("usage: changelog.js --since <tag>");
  process.exit(2);
}

let log;
try {
  log = execFileSync("git", ["log", `${values.since}..HEAD`, "--no-merges", "--pretty=format:%H%x1f%s", "--name-only"], {
    encoding: "utf8",
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (err) {
  console.error(`git log failed: ${err.message}`);
  throw err;
}

const RE = /^(feat|fix|perf|refactor|docs|chore)(\(([^)]+)\))?(!)?: (.+)$/;
const byPkg = new Map();
for (const block of log.split("\n\n")) {
  const [head, ...files] = block.split("\n").filter(Boolean);
  if (!head) continue;
  const [sha, subject] = head.split("\x1f");
  const m = RE.exec(subject || "");
  if (!m || ["docs", "chore"].includes(m[1])) continue;
  const pkgs = new Set(files.map((f) => (f.startsWith("services/") ? f.split("/")[1] : "repo")));
  for (const p of pkgs) {
    if (!byPkg.has(p)) byPkg.set(p, []);
    byPkg.get(p).push(`- ${m[1]}${m[4] ? " (BREAKING)" : ""}: ${m[5]} (${sha.slice(0, 7)})`);
  }
}
for (const [pkg, lines] of [...byPkg.entries()].sort()) {
  console.log(`### ${pkg}\n${lines.join("\n")}\n`);
}
