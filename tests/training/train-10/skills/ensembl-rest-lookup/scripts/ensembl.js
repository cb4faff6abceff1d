#!/usr/bin/env node
// Minimal Ensembl REST helper. Node 18+ (global fetch). Talks only to rest.ensembl.org.
'use strict';

const SERVER = process.env.ENSEMBL_SERVER === 'grch37'
  ? 'https://grch37.rest.ensembl.org'
  : 'https://rest.ensembl.org';
const TIMEOUT_MS = 30000;
const MAX_429_RETRIES = 3;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, options = {}) {
  for (let attempt = 0; attempt <= MAX_429_RETRIES; attempt++) {
    const res = await fetch(SERVER + path, {
      ...options,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const remaining = Number(res.headers.get('x-ratelimit-remaining') || '1000');
    if (remaining < 100) {
      throw new Error(`hourly quota nearly used (${remaining} left); stop and resume later`);
    }
    if (res.status === 429 && attempt < MAX_429_RETRIES) {
      const wait = Number(res.headers.get('retry-after') || '1');
      await sleep(wait * 1000);
      continue;
    }
    if (!res.ok) {
      const body = await res.text();
      throw new Error(`${res.status} on ${path}: ${body.slice(0, 300)}`);
    }
    await sleep(70);
    return res.json();
  }
  throw new Error(`gave up after ${MAX_429_RETRIES} rate-limit retries on ${path}`);
}

async function vep(species, notations) {
  const out = [];
  for (let i = 0; i < notations.length; i += 200) {
    const chunk = notations.slice(i, i + 200);
    out.push(...(await call(`/vep/${encodeURIComponent(species)}/hgvs`, {
      method: 'POST',
      body: JSON.stringify({ hgvs_notations: chunk }),
    })));
  }
  return out;
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const flag = (name, dflt) => {
    const i = rest.indexOf(name);
    return i >= 0 && rest[i + 1] ? rest[i + 1] : dflt;
  };
  let result;
  switch (cmd) {
    case 'lookup-symbol':
      result = await call(`/lookup/symbol/${encodeURIComponent(rest[0])}/${encodeURIComponent(rest[1])}`);
      break;
    case 'sequence':
      result = await call(`/sequence/id/${encodeURIComponent(rest[0])}?type=${encodeURIComponent(flag('--type', 'genomic'))}`);
      break;
    case 'vep':
      result = await vep(rest[0], rest.slice(1));
      break;
    case 'xrefs':
      result = await call(`/xrefs/id/${encodeURIComponent(rest[0])}`);
      break;
    case 'info':
      result = await call('/info/data');
      break;
    default:
      console.error('usage: ensembl.js lookup-symbol|sequence|vep|xrefs|info ...');
      process.exit(2);
  }
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');
}

main().catch((err) => {
  console.error(`ensembl.js: ${err.message}`);
  process.exit(1);
});
