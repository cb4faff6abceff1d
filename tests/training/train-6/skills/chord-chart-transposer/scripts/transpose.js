#!/usr/bin/env node
// Transpose ChordPro chords by semitones, to a key, or for a capo shape.
"use strict";

const fs = require("fs");

const SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"];
const FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"];
const FLAT_KEYS = new Set(["F", "Bb", "Eb", "Ab", "Db", "Gb", "Dm", "Gm", "Cm", "Fm", "Bbm", "Ebm"]);
const ROOT = /^([A-G])([#b]?)(.*)$/;

function noteIndex(note) {
  const i = SHARPS.indexOf(note);
  return i >= 0 ? i : FLATS.indexOf(note);
}

function shiftNote(note, steps, useFlats) {
  const i = noteIndex(note);
  if (i < 0) throw new Error(`unknown note ${note}`);
  const j = (((i + steps) % 12) + 12) % 12;
  return (useFlats ? FLATS : SHARPS)[j];
}

function shiftChord(chord, steps, useFlats) {
  return chord.split("/").map((part) => {
    const m = part.match(ROOT);
    if (!m) return part;
    return shiftNote(m[1] + m[2], steps, useFlats) + m[3];
  }).join("/");
}

function detectKey(text) {
  const k = text.match(/\{key:\s*([A-G][#b]?m?)\s*\}/);
  if (k) return k[1];
  const first = text.match(/\[([A-G][#b]?m?)/);
  if (!first) throw new Error("no chords found");
  return first[1];
}

function parseArgs(argv) {
  const opts = { file: argv[0] };
  for (let i = 1; i < argv.length; i += 2) {
    const val = argv[i + 1];
    if (val === undefined) throw new Error(`missing value for ${argv[i]}`);
    if (argv[i] === "--to") opts.to = val;
    else if (argv[i] === "--semitones") opts.semitones = Number.parseInt(val, 10);
    else if (argv[i] === "--capo") opts.capo = Number.parseInt(val, 10);
    else if (argv[i] === "--shapes") opts.shapes = val;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!opts.file) throw new Error("usage: transpose.js song.cho (--to KEY | --semitones N | --capo N --shapes KEY)");
  if (opts.semitones !== undefined && (!Number.isInteger(opts.semitones) || Math.abs(opts.semitones) > 11)) {
    throw new Error("--semitones must be an integer between -11 and 11");
  }
  if (opts.capo !== undefined && (!Number.isInteger(opts.capo) || opts.capo < 0 || opts.capo > 9)) {
    throw new Error("--capo must be 0-9");
  }
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const text = fs.readFileSync(opts.file, "utf8");
  const from = detectKey(text);
  const fromRoot = from.replace(/m$/, "");
  const minor = from.endsWith("m");
  let steps;
  let target;
  if (opts.to) {
    const toRoot = opts.to.replace(/m$/, "");
    if (noteIndex(toRoot) < 0) throw new Error(`unknown key ${opts.to}`);
    steps = noteIndex(toRoot) - noteIndex(fromRoot);
    target = opts.to;
  } else if (opts.semitones !== undefined) {
    steps = opts.semitones;
  } else if (opts.capo !== undefined && opts.shapes) {
    if (noteIndex(opts.shapes) < 0) throw new Error(`unknown shape key ${opts.shapes}`);
    steps = noteIndex(opts.shapes) - noteIndex(fromRoot);
    target = opts.shapes;
  } else {
    throw new Error("give --to, --semitones, or --capo with --shapes");
  }
  if (!target) target = shiftNote(fromRoot, steps, false) + (minor ? "m" : "");
  const useFlats = FLAT_KEYS.has(target);
  const out = text
    .replace(/\[([^\]]+)\]/g, (_, c) => `[${shiftChord(c, steps, useFlats)}]`)
    .replace(/\{key:\s*[^}]*\}/, `{key: ${target}}`);
  process.stdout.write(out);
}

try {
  main();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
