#!/usr/bin/env node
// Build a shields.io badge block for a README.
const fs = require("node:fs");
const https = require("node:https");
const path = require("node:path");

const readme = process.argv[2] ?? "README.md";
const pkg = fs.existsSync("package.json") ? JSON.parse(fs.readFileSync("package.json", "utf8")) : {};

function remoteSlug() {
  const cfg = fs.readFileSync(".git/config", "utf8");
  const m = cfg.match(/github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\s/);
  return m ? m[1] : null;
}

function headOk(url) {
  return new Promise((resolve) => {
    https.get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
  });
}

async function main() {
  const slug = remoteSlug();
  const badges = [];
  if (slug && fs.existsSync(".github/workflows")) {
    for (const wf of fs.readdirSync(".github/workflows").filter((f) => /\.ya?ml$/.test(f))) {
      badges.push(`[![${path.parse(wf).name}](https://github.com/${slug}/actions/workflows/${wf}/badge.svg)](https://github.com/${slug}/actions/workflows/${wf})`);
    }
  }
  if (pkg.name && (await headOk(`https://registry.npmjs.org/${pkg.name}`))) {
    badges.push(`[![npm](https://img.shields.io/npm/v/${pkg.name})](https://www.npmjs.com/package/${pkg.name})`);
  }
  if (fs.existsSync("LICENSE")) badges.push("![license](https://img.shields.io/github/license/" + slug + ")");
  const block = `<!-- badges:start -->\n${badges.join("\n")}\n<!-- badges:end -->`;
  let text = fs.readFileSync(readme, "utf8");
  if (text.includes("<!-- badges:start -->")) {
    text = text.replace(/<!-- badges:start -->[\s\S]*?<!-- badges:end -->/, block);
  } else {
    text = text.replace(/^(# .*\n)/m, `$1\n${block}\n`);
  }
  fs.writeFileSync(readme, text);
  console.log(`${badges.length} badges`);
}

main();
