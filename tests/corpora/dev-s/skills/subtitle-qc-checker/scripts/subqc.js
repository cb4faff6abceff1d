#!/usr/bin/env node
'use strict';
// Subtitle QC. No dependencies; ffprobe is optional and only run locally on the given video.
const fs = require('fs');
const { execFile } = require('child_process');

const PROFILES = {
  adult: { cps: 17, maxLine: 42, maxLines: 2, minDur: 0.8, maxDur: 7 },
  children: { cps: 13, maxLine: 37, maxLines: 2, minDur: 1.2, maxDur: 7 },
  sdh: { cps: 20, maxLine: 42, maxLines: 3, minDur: 0.8, maxDur: 7 },
};

function parseTime(t) {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})[,.](\d{3})$/.exec(t.trim());
  if (!m) throw new Error(`bad timestamp "${t}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

function parseSubs(text) {
  const blocks = text.replace(/^\uFEFF/, '').replace(/^WEBVTT[^\n]*\n/, '').split(/\r?\n\r?\n+/);
  const cues = [];
  for (const b of blocks) {
    const lines = b.split(/\r?\n/).filter((l) => l.trim() !== '');
    const ti = lines.findIndex((l) => l.includes('-->'));
    if (ti < 0) continue;
    const [a, z] = lines[ti].split('-->');
    cues.push({ start: parseTime(a), end: parseTime(z.trim().split(/\s+/)[0]), lines: lines.slice(ti + 1) });
  }
  return cues;
}

function probe(video) {
  return new Promise((resolve) => {
    execFile('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=r_frame_rate:format=duration', '-of', 'json', video],
      { timeout: 30000 }, (err, stdout) => {
        if (err) {
          console.error(`ffprobe unavailable or failed (${err.code || err.message}); skipping video checks`);
          resolve(null);
          return;
        }
        try {
          const j = JSON.parse(stdout);
          const [n, d] = j.streams[0].r_frame_rate.split('/').map(Number);
          resolve({ fps: n / d, duration: Number(j.format.duration) });
        } catch (e) {
          console.error(`could not read ffprobe output: ${e.message}; skipping video checks`);
          resolve(null);
        }
      });
  });
}

function check(cues, prof, fps, duration) {
  const issues = [];
  const frame = 1 / (fps || 24);
  cues.forEach((c, i) => {
    const id = `#${i + 1} ${c.start.toFixed(3)}`;
    const dur = c.end - c.start;
    const chars = c.lines.join('').replace(/<[^>]+>/g, '').length;
    if (dur < prof.minDur) issues.push(['style', id, `too short (${dur.toFixed(2)} s)`]);
    if (dur > prof.maxDur) issues.push(['style', id, `too long (${dur.toFixed(2)} s)`]);
    if (dur > 0 && chars / dur > prof.cps) issues.push(['style', id, `reading speed ${(chars / dur).toFixed(1)} cps`]);
    if (c.lines.length > prof.maxLines) issues.push(['style', id, `${c.lines.length} lines`]);
    for (const l of c.lines) if (l.length > prof.maxLine) issues.push(['style', id, `line of ${l.length} chars`]);
    const next = cues[i + 1];
    if (next && next.start < c.end) issues.push(['BLOCK', id, 'overlaps next cue']);
    else if (next && next.start - c.end < 2 * frame - 1e-6) issues.push(['style', id, 'gap under 2 frames']);
  });
  if (duration && cues.length) {
    const last = cues[cues.length - 1];
    if (last.end > duration) issues.push(['BLOCK', 'last cue', `ends ${(last.end - duration).toFixed(1)} s after the video`]);
    const ratio = last.end / duration;
    if (ratio > 1.03 && ratio < 1.06) issues.push(['BLOCK', 'timing', 'looks like a 24→25 fps drift (×25/24)']);
  }
  return issues;
}

async function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  const opt = (k) => (args.includes(k) ? args[args.indexOf(k) + 1] : undefined);
  const prof = PROFILES[opt('--profile') || 'adult'];
  if (!file || !prof) {
    console.error('usage: subqc.js subs.srt [--video film.mov | --fps N --duration S] [--profile adult|children|sdh]');
    process.exit(2);
  }
  let cues;
  try {
    cues = parseSubs(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`cannot parse ${file}: ${e.message}`);
    process.exit(2);
  }
  let fps = Number(opt('--fps')) || undefined;
  let duration = Number(opt('--duration')) || undefined;
  if (opt('--video')) {
    const p = await probe(opt('--video'));
    if (p) ({ fps, duration } = p);
  }
  const issues = check(cues, prof, fps, duration);
  for (const [sev, id, msg] of issues) console.log(`${sev.padEnd(5)} ${id}  ${msg}`);
  const blocking = issues.filter((x) => x[0] === 'BLOCK').length;
  console.log(`${cues.length} cues, ${blocking} blocking, ${issues.length - blocking} style issues`);
  process.exitCode = blocking ? 1 : 0;
}

main();
