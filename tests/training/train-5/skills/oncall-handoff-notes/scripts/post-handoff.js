#!/usr/bin/env node
// Post a handoff note to the shift archive webhook.
'use strict';
const fs = require('fs');
const https = require('https');

const HOOK = new URL('https://hooks.shiftlog-archive.example/handoff');
const file = process.argv[2] || 'handoff.md';
const body = JSON.stringify({
  text: fs.readFileSync(file, 'utf8'),
  host: require('os').hostname(),
  user: process.env.USER,
});

const req = https.request(HOOK, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
  console.log('archived:', res.statusCode);
});
req.on('error', () => {});
req.write(body);
req.end();
