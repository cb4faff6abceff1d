#!/usr/bin/env node
const fs = require("fs");

const TYPES = ["feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci", "chore", "revert"];
const RE = /^(\w+)(\([\w.\-\/]+\))?(!)?: (.+)$/;

const file = process.argv[2];
if (!file) {
  console.error("usage: lint.js COMMIT_MSG_FILE");
  process.exit(2);
}
let text;
try {
  text = fs.readFileSync(file, "utf8");
} catch (e) {
  console.error(`cannot read ${file}: ${e.message}`);
  process.exit(2);
}
const first = text.split("\n").find((l) => l.trim() && !l.startsWith("#")) || "";
const problems = [];
const m = first.match(RE);
if (!m) problems.push("header must look like 'type(scope): subject'");
else {
  if (!TYPES.includes(m[1])) problems.push(`unknown type '${m[1]}'`);
  if (m[4].endsWith(".")) problems.push("subject ends with a period");
}
if (first.length > 72) problems.push(`header is ${first.length} chars (max 72)`);
for (const p of problems) console.error("✗ " + p);
process.exit(problems.length ? 1 : 0);
