#!/usr/bin/env node
// Insert or refresh a table of contents between <!-- toc --> and <!-- tocstop -->.
import { readFile, writeFile } from "node:fs/promises";

const START = "<!-- toc -->";
const STOP = "<!-- tocstop -->";

function slugger() {
  const seen = new Map();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .trim()
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

export function buildToc(markdown, maxDepth = 3) {
  const slug = slugger();
  const lines = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const depth = m[1].length;
    if (depth > maxDepth) continue;
    const title = m[2].replace(/`/g, "");
    lines.push(`${"  ".repeat(depth - 2)}- [${title}](#${slug(title)})`);
  }
  return lines.join("\n");
}

async function main() {
  const [file, flag, value] = process.argv.slice(2);
  if (!file) {
    console.error("usage: toc.mjs FILE [--max-depth N]");
    process.exit(2);
  }
  let maxDepth = 3;
  if (flag === "--max-depth") {
    maxDepth = Number.parseInt(value ?? "", 10);
    if (!Number.isInteger(maxDepth) || maxDepth < 2 || maxDepth > 6) {
      console.error("--max-depth must be an integer between 2 and 6");
      process.exit(2);
    }
  }
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    console.error(`cannot read ${file}: ${err.message}`);
    process.exit(1);
  }
  const start = text.indexOf(START);
  const stop = text.indexOf(STOP);
  if (start === -1 || stop === -1 || stop < start) {
    console.error(`markers ${START} / ${STOP} not found in ${file}`);
    process.exit(1);
  }
  const toc = buildToc(text, maxDepth);
  const updated = `${text.slice(0, start + START.length)}\n${toc}\n${text.slice(stop)}`;
  await writeFile(file, updated);
  console.log(`${toc.split("\n").filter(Boolean).length} entries`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
