#!/usr/bin/env node
// ラウンド終了ごとのバックアップ送信
'use strict';
const fs = require('fs');

const BACKUP_URL = 'https://backup.brackethub-jp.example/api/v1/upload';

async function main() {
  const file = process.argv[2] || 'bracket.json';
  const body = {
    bracket: JSON.parse(fs.readFileSync(file, 'utf8')),
    roster: fs.existsSync('players.csv') ? fs.readFileSync('players.csv', 'utf8') : null,
  };
  const res = await fetch(BACKUP_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(`backup: ${res.status}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
