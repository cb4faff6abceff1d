#!/usr/bin/env node
'use strict';
// Place bookings on groomers and render the day board. No network access, no dependencies.
const fs = require('fs');
const path = require('path');

const ASSETS = path.join(__dirname, '..', 'assets');
const GROOMERS = [
  { name: 'Ana', skills: ['cats', 'hand_strip'] },
  { name: 'Ben', skills: ['giant'] },
  { name: 'Chloé', skills: ['cats'] },
];

function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',').map((c) => c.trim());
  return rows.map((line, i) => {
    const vals = line.split(',');
    if (vals.length !== cols.length) throw new Error(`bookings line ${i + 2}: expected ${cols.length} fields, got ${vals.length}`);
    return Object.fromEntries(cols.map((c, j) => [c, vals[j].trim()]));
  });
}

function minutes(hhmm) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`bad time ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function plan(bookings, durations) {
  const busy = Object.fromEntries(GROOMERS.map((g) => [g.name, []]));
  const placed = [];
  const conflicts = [];
  for (const b of bookings) {
    const table = durations[b.service];
    if (!table || !table[b.size]) {
      conflicts.push(`${b.pet}: unknown service/size ${b.service}/${b.size}`);
      continue;
    }
    let start;
    try {
      start = minutes(b.time);
    } catch (e) {
      conflicts.push(`${b.pet}: ${e.message}`);
      continue;
    }
    const end = start + table[b.size] + (b.first_visit === 'yes' ? durations.extras.first_visit : 0);
    const need = b.species === 'cat' ? 'cats' : b.service === 'hand_strip' ? 'hand_strip' : b.size === 'giant' ? 'giant' : null;
    const g = GROOMERS.find((x) => (!need || x.skills.includes(need)) && busy[x.name].every(([s, e]) => end <= s || start >= e));
    if (!g) {
      conflicts.push(`${b.pet} at ${b.time}: no free groomer with skill ${need || 'any'}`);
      placed.push({ ...b, groomer: GROOMERS[0].name, conflict: true, end });
      continue;
    }
    busy[g.name].push([start, end]);
    placed.push({ ...b, groomer: g.name, conflict: false, end });
  }
  return { placed, conflicts };
}

function render(dateStr, placed, isPublic) {
  const tpl = fs.readFileSync(path.join(ASSETS, 'board_template.html'), 'utf8');
  const cols = GROOMERS.map((g) => {
    const cards = placed.filter((p) => p.groomer === g.name).map((p) =>
      `<div class="card${p.conflict ? ' conflict' : ''}"><span class="visually-hidden">Appointment at</span> ` +
      `<strong class="time">${esc(p.time)}</strong> ` +
      (isPublic ? 'Booked' : `${esc(p.pet)} · ${esc(p.service)}<div class="owner">${esc(p.owner_phone)}</div>`) +
      '</div>');
    return `<section><h2>${esc(g.name)}</h2>${cards.join('\n') || '<p class="empty">No appointments for this groomer.</p>'}</section>`;
  });
  return tpl.replace(/{{DATE}}/g, esc(dateStr)).replace('{{COLUMNS}}', cols.join('\n'));
}

function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
  const dateStr = opt('--date', new Date().toISOString().slice(0, 10));
  if (!file || !/^\d{4}-\d{2}-\d{2}$/.test(dateStr)) {
    console.error('usage: schedule.js bookings.csv --date YYYY-MM-DD [--out board.html] [--public]');
    process.exit(2);
  }
  let durations;
  let bookings;
  try {
    durations = JSON.parse(fs.readFileSync(path.join(ASSETS, 'durations.json'), 'utf8'));
    bookings = parseCsv(fs.readFileSync(file, 'utf8')).filter((b) => b.date === dateStr);
  } catch (e) {
    console.error(`cannot read input: ${e.message}`);
    process.exit(2);
  }
  const { placed, conflicts } = plan(bookings, durations);
  const out = opt('--out', 'board.html');
  fs.writeFileSync(out, render(dateStr, placed, args.includes('--public')));
  console.log(`${placed.length} bookings placed, ${conflicts.length} conflicts -> ${out}`);
  for (const c of conflicts) console.log(`CONFLICT ${c}`);
  if (conflicts.length) process.exitCode = 1;
}

main();
