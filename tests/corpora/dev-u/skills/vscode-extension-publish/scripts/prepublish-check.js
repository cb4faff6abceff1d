#!/usr/bin/env node
// Static pre-publish checks for a VS Code extension. Reads files, changes nothing.
"use strict";
const fs = require("fs");
const path = require("path");

const root = process.argv[2] || ".";
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    console.error(`cannot parse ${file}: ${err.message}`);
    process.exit(2);
  }
}

const pkg = readJson(path.join(root, "package.json"));
for (const field of ["publisher", "version", "repository", "license"]) {
  if (!pkg[field]) problems.push(`package.json: missing "${field}"`);
}
if (!pkg.engines || !pkg.engines.vscode) problems.push('package.json: missing "engines.vscode"');

const changelog = path.join(root, "CHANGELOG.md");
if (!fs.existsSync(changelog)) {
  problems.push("CHANGELOG.md missing");
} else if (pkg.version && !fs.readFileSync(changelog, "utf8").includes(pkg.version)) {
  problems.push(`CHANGELOG.md has no entry for ${pkg.version}`);
}

const ignoreFile = path.join(root, ".vscodeignore");
const ignore = fs.existsSync(ignoreFile) ? fs.readFileSync(ignoreFile, "utf8") : "";
for (const pattern of ["src/**", "**/*.map"]) {
  if (!ignore.includes(pattern)) problems.push(`.vscodeignore: consider adding ${pattern}`);
}

if (problems.length) {
  console.log(problems.map((p) => `- ${p}`).join("\n"));
  process.exit(1);
}
console.log("pre-publish checks passed");
