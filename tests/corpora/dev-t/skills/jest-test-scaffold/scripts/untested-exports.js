#!/usr/bin/env node
"use strict";
// List exported functions that no test file mentions.
const fs = require("fs");
const path = require("path");

const SRC_EXT = /\.(ts|tsx|js|jsx|mjs)$/;
const TEST_FILE = /(\.test|\.spec)\.(ts|tsx|js|jsx|mjs)$|__tests__/;
const EXPORT_RE = /export\s+(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*=\s*(?:async\s*)?\()/g;
const IGNORE = new Set(["node_modules", "dist", "build", "coverage", ".git"]);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (IGNORE.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SRC_EXT.test(entry.name)) out.push(full);
  }
  return out;
}

function main() {
  const root = process.argv[2];
  if (!root || !fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    console.error("usage: untested-exports.js <src-dir>");
    process.exit(2);
  }
  const files = walk(root);
  const testText = files.filter((f) => TEST_FILE.test(f)).map((f) => fs.readFileSync(f, "utf8")).join("\n");
  let missing = 0;
  for (const file of files.filter((f) => !TEST_FILE.test(f))) {
    const src = fs.readFileSync(file, "utf8");
    for (const m of src.matchAll(EXPORT_RE)) {
      const name = m[1] || m[2];
      if (!new RegExp(`\\b${name}\\b`).test(testText)) {
        console.log(`${path.relative(process.cwd(), file)}: ${name}`);
        missing++;
      }
    }
  }
  console.error(`${missing} untested exports`);
}

main();
