#!/usr/bin/env node
// Classify schema changes between two SDL files.
const fs = require("fs");
const { buildSchema, findBreakingChanges, findDangerousChanges } = require("graphql");

function load(p) {
  try {
    return buildSchema(fs.readFileSync(p, "utf8"));
  } catch (e) {
    console.error(`cannot load ${p}: ${e.message}`);
    process.exit(2);
  }
}

const [oldPath, newPath] = process.argv.slice(2);
if (!oldPath || !newPath) {
  console.error("usage: diff-schema.js old.graphql new.graphql");
  process.exit(2);
}
const oldS = load(oldPath);
const newS = load(newPath);
const breaking = findBreakingChanges(oldS, newS);
const dangerous = findDangerousChanges(oldS, newS);
for (const c of breaking) console.log(`BREAKING  ${c.type}  ${c.description}`);
for (const c of dangerous) console.log(`DANGEROUS ${c.type}  ${c.description}`);
console.log(`\n${breaking.length} breaking, ${dangerous.length} dangerous`);
process.exit(breaking.length ? 1 : 0);
