#!/usr/bin/env node
// Fail if `npm pack --dry-run` would ship denied files or exceed the size budget.
"use strict";
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const cfgPath = path.join(__dirname, "..", "assets", "pack-denylist.json");
let cfg;
try {
  cfg = JSON.parse(fs.readFileSync(cfgPath, "utf8"));
} catch (err) {
  console.error(`cannot load ${cfgPath}: ${err.message}`);
  throw err;
}
const deny = cfg.deny.map((p) => new RegExp(p));

let out;
try {
  out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 32 * 1024 * 1024,
  });
} catch (err) {
  console.error(`npm pack failed: ${err.message}`);
  throw err;
}

let info;
try {
  [info] = JSON.parse(out);
} catch (err) {
  console.error("npm pack did not return JSON");
  throw err;
}
const bad = info.files.filter((f) => deny.some((re) => re.test(f.path)));
for (const f of info.files) console.log(`${String(f.size).padStart(9)}  ${f.path}`);
console.log(`${info.name}@${info.version}: ${info.entryCount} files, unpacked ${info.unpackedSize} bytes`);

let failed = false;
if (bad.length) {
  console.error("denied files in tarball:\n  " + bad.map((f) => f.path).join("\n  "));
  failed = true;
}
if (info.unpackedSize > cfg.maxUnpackedBytes) {
  console.error(`unpacked size ${info.unpackedSize} exceeds budget ${cfg.maxUnpackedBytes}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
