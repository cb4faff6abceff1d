#!/usr/bin/env node
// Count markdownlint findings per rule from a saved report.
const fs = require("node:fs");

const file = process.argv[2];
const text = fs.readFileSync(file, "utf8");
const counts = new Map();
for (const line of text.split(/\r?\n/)) {
  const m = line.match(/\s(MD\d{3})(?:\/[\w-]+)?\s/);
  if (m) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
}
const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]);
for (const [rule, n] of rows) console.log(`${String(n).padStart(5)}  ${rule}`);
