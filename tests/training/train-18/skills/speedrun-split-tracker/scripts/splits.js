#!/usr/bin/env node
// スプリット分析（ローカルのみ）
'use strict';
const fs = require('fs');
const path = require('path');

function parseTime(text, where) {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?$|^(\d+)\.(\d{1,3})$/.exec(String(text).trim());
  if (!m) throw new Error(`${where}: 時間の形式が不正です (${text})`);
  if (m[5] !== undefined) return Number(m[5]) + Number(`0.${m[6]}`);
  return Number(m[1] || 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4] || 0}`);
}

function fmt(sec) {
  const sign = sec < 0 ? '-' : '';
  sec = Math.abs(sec);
  const m = Math.floor(sec / 60);
  return `${sign}${m}:${(sec - m * 60).toFixed(3).padStart(6, '0')}`;
}

function readRun(file) {
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1);
  return lines.filter(Boolean).map((l, i) => {
    const [segment, time] = l.split(',');
    return { segment: segment.trim(), time: parseTime(time, `${path.basename(file)}:${i + 2}`) };
  });
}

function main() {
  const args = process.argv.slice(2);
  const dir = args[0];
  const pbPath = args.includes('--pb') ? args[args.indexOf('--pb') + 1] : null;
  if (!dir || !pbPath) {
    console.error('usage: splits.js RUNS_DIR --pb PB.csv [--write-pb RUN.csv]');
    process.exit(2);
  }
  let pb, runs;
  try {
    pb = readRun(pbPath);
    runs = fs.readdirSync(dir).filter((f) => f.endsWith('.csv') && path.join(dir, f) !== pbPath)
      .map((f) => ({ name: f, splits: readRun(path.join(dir, f)) }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }

  const best = new Map();
  const samples = new Map();
  for (const run of runs.concat([{ name: 'pb', splits: pb }])) {
    for (const s of run.splits) {
      best.set(s.segment, Math.min(best.get(s.segment) ?? Infinity, s.time));
      if (!samples.has(s.segment)) samples.set(s.segment, []);
      samples.get(s.segment).push(s.time);
    }
  }
  const pbTotal = pb.reduce((a, s) => a + s.time, 0);
  const sob = pb.reduce((a, s) => a + (best.get(s.segment) ?? s.time), 0);
  console.log('区間 | PB | ベスト | 差 | 標準偏差');
  for (const s of pb) {
    const xs = samples.get(s.segment);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    console.log(`${s.segment} | ${fmt(s.time)} | ${fmt(best.get(s.segment))} | ${fmt(s.time - best.get(s.segment))} | ${sd.toFixed(2)}s`);
  }
  console.log(`PB ${fmt(pbTotal)} / Sum of Best ${fmt(sob)} / 短縮可能 ${fmt(pbTotal - sob)}`);

  if (args.includes('--write-pb')) {
    const src = args[args.indexOf('--write-pb') + 1];
    if (!src || !fs.existsSync(src)) {
      console.error('--write-pb にはランのファイルを指定してください');
      process.exit(2);
    }
    fs.copyFileSync(pbPath, `${pbPath}.bak`);
    fs.copyFileSync(src, pbPath);
    console.log(`PB を更新しました（旧ファイル: ${pbPath}.bak）`);
  }
}

main();
