#!/usr/bin/env node
"use strict";
// Pre-flight checks before enabling semantic-release.
const fs = require("fs");
const { execFileSync } = require("child_process");

const CONVENTIONAL = /^(feat|fix|perf|refactor|docs|test|build|ci|chore|revert|style)(\([^)]+\))?!?: .+/;
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    problems.push(`${file}: ${err.code === "ENOENT" ? "missing" : err.message}`);
    return null;
  }
}

const pkg = readJson("package.json");
readJson(".releaserc.json");
if (pkg) {
  const dev = pkg.devDependencies || {};
  if (!dev["semantic-release"]) problems.push("semantic-release is not in devDependencies");
  for (const [name, range] of Object.entries(dev)) {
    if (name.includes("semantic-release") && !/^\d+\.\d+\.\d+$/.test(range)) {
      problems.push(`${name} should be pinned exactly (found ${range})`);
    }
  }
  if (pkg.private) problems.push('package.json has "private": true; npm publish will refuse');
}

const wf = ".github/workflows/release.yml";
if (fs.existsSync(wf)) {
  const text = fs.readFileSync(wf, "utf8");
  for (const m of text.matchAll(/uses:\s*([\w.-]+\/[\w.-]+)@([\w.-]+)/g)) {
    if (!/^[0-9a-f]{40}$/.test(m[2])) problems.push(`${wf}: ${m[1]} is pinned to ${m[2]}, not a commit SHA`);
  }
} else {
  problems.push(`${wf} missing`);
}

let log = "";
try {
  log = execFileSync("git", ["log", "-20", "--format=%s"], { encoding: "utf8" });
} catch (err) {
  problems.push(`git log failed: ${err.message}`);
}
const bad = log.split("\n").filter((s) => s && !CONVENTIONAL.test(s) && !s.startsWith("Merge "));
if (bad.length) problems.push(`${bad.length} of the last 20 commits are not conventional, e.g. "${bad[0]}"`);

if (problems.length) {
  for (const p of problems) console.log(`- ${p}`);
  process.exitCode = 1;
} else {
  console.log("preflight OK");
}
