#!/usr/bin/env node
"use strict";
// Print a flat-config snippet equivalent to a legacy .eslintrc(.json|.js|.cjs).
const fs = require("fs");
const path = require("path");

const CANDIDATES = [".eslintrc.json", ".eslintrc", ".eslintrc.js", ".eslintrc.cjs"];

function load(file) {
  if (file.endsWith(".js") || file.endsWith(".cjs")) return require(path.resolve(file));
  const text = fs.readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${file} is not valid JSON (${err.message}); convert YAML configs by hand`);
  }
}

const found = CANDIDATES.find((f) => fs.existsSync(f));
if (!found) {
  console.error("no legacy .eslintrc found");
  process.exit(1);
}
const legacy = load(found);
const block = {
  ignores: legacy.ignorePatterns || [],
  rules: legacy.rules || {},
};
console.log("// merge into eslint.config.mjs");
console.log(JSON.stringify(block, null, 2));
for (const o of legacy.overrides || []) {
  console.log(JSON.stringify({ files: o.files, rules: o.rules || {} }, null, 2));
}
if (legacy.extends) console.log(`// legacy extends to review: ${[].concat(legacy.extends).join(", ")}`);
