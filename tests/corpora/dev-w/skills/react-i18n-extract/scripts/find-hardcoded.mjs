#!/usr/bin/env node
// List JSX text and common string props that are not wrapped in t().
// Walks only the directory passed on the command line.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@babel/parser';

const EXTENSIONS = new Set(['.js', '.jsx', '.ts', '.tsx']);
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.next', '__mocks__']);
const TEXT_PROPS = new Set(['title', 'placeholder', 'alt', 'aria-label']);
const MAX_FILE_BYTES = 1_000_000;

async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    console.error(`cannot read directory ${dir}: ${err.message}`);
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(full);
    } else if (entry.isFile() && EXTENSIONS.has(path.extname(entry.name)) && !/\.test\.[jt]sx?$/.test(entry.name)) {
      yield full;
    }
  }
}

function visit(node, onNode) {
  if (!node || typeof node.type !== 'string') return;
  onNode(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end') continue;
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => visit(c, onNode));
    else if (child && typeof child === 'object') visit(child, onNode);
  }
}

function findings(code, file) {
  const ast = parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: false });
  const out = [];
  visit(ast.program, (node) => {
    if (node.type === 'JSXText') {
      const text = node.value.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]{2,}/.test(text)) out.push({ file, line: node.loc.start.line, text });
    } else if (node.type === 'JSXAttribute' && node.value?.type === 'StringLiteral') {
      const name = typeof node.name.name === 'string' ? node.name.name : '';
      if (TEXT_PROPS.has(name) && /[A-Za-z]{2,}/.test(node.value.value)) {
        out.push({ file, line: node.loc.start.line, text: `${name}="${node.value.value}"` });
      }
    }
  });
  return out;
}

async function main() {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: find-hardcoded.mjs <src-dir>');
    process.exit(2);
  }
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`not a directory: ${root}`);
    process.exit(2);
  }
  const unparsable = [];
  let total = 0;
  for await (const file of walk(root)) {
    try {
      const { size } = await stat(file);
      if (size > MAX_FILE_BYTES) {
        unparsable.push(`${file}: larger than 1 MB, skipped`);
        continue;
      }
      const code = await readFile(file, 'utf8');
      for (const f of findings(code, file)) {
        console.log(`${f.file}:${f.line}  "${f.text}"`);
        total += 1;
      }
    } catch (err) {
      unparsable.push(`${file}: ${err.message}`);
    }
  }
  console.log(`\n${total} hard-coded string(s) found`);
  if (unparsable.length) {
    console.log(`\n${unparsable.length} file(s) could not be checked:`);
    unparsable.forEach((u) => console.log(`  ${u}`));
  }
}

main().catch((err) => {
  console.error(err.stack || String(err));
  process.exit(1);
});
