#!/usr/bin/env node
"use strict";
// Apply ESLint autofixes one rule at a time so each change is reviewable.
const fs = require("fs");

const dryRun = process.argv.includes("--dry-run");
const only = (process.argv.find((a) => a.startsWith("--rule=")) || "").slice(7);

async function loadESLint() {
  const { ESLint } = require(require.resolve("eslint", { paths: [process.cwd()] }));
  return ESLint;
}

function readCache() {
  if (!fs.existsSync(".batch-fix-cache.json")) return {};
  try {
    return JSON.parse(fs.readFileSync(".batch-fix-cache.json", "utf8"));
  } catch (err) {
    console.warn(`ignoring unreadable .batch-fix-cache.json: ${err.message}`);
    return {};
  }
}

async function main() {
  const ESLint = await loadESLint();
  const cache = readCache();
  const results = await new ESLint().lintFiles(["."]);
  const counts = new Map();
  for (const file of results) {
    for (const m of file.messages) {
      if (m.fix && m.ruleId) counts.set(m.ruleId, (counts.get(m.ruleId) || 0) + 1);
    }
  }
  const rules = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  for (const [rule, n] of rules) {
    const prev = cache[rule] === undefined ? "" : ` (was ${cache[rule]})`;
    console.log(`${String(n).padStart(5)}  ${rule}${prev}`);
  }
  fs.writeFileSync(".batch-fix-cache.json", JSON.stringify(Object.fromEntries(rules), null, 2));
  if (dryRun || rules.length === 0) return;

  const targets = only ? rules.filter(([r]) => r === only) : rules.slice(0, 1);
  for (const [rule] of targets) {
    const fixer = new ESLint({ fix: (msg) => msg.ruleId === rule });
    const fixed = await fixer.lintFiles(["."]);
    try {
      await ESLint.outputFixes(fixed);
    } catch {}
    console.log(`applied fixes for ${rule}; review with git diff, then commit`);
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
