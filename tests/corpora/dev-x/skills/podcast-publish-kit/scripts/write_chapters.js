#!/usr/bin/env node
'use strict';
/**
 * write_chapters.js — write ID3v2 chapter frames (CHAP + CTOC) into an MP3.
 *
 *   node scripts/write_chapters.js renders/ep42/episode.mp3 chapters.json
 *
 * chapters.json: see assets/chapters.example.json. Times are "HH:MM:SS" or
 * "MM:SS"; chapters must be in order and must not overlap.
 */
const fs = require('fs');
const NodeID3 = require('node-id3');

function toMs(stamp, where) {
  const parts = String(stamp).split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new Error(`${where}: bad timestamp ${JSON.stringify(stamp)}`);
  }
  while (parts.length < 3) parts.unshift(0);
  const [h, m, s] = parts;
  return Math.round(((h * 60 + m) * 60 + s) * 1000);
}

function loadChapters(file) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err.message}`);
  }
  if (!Array.isArray(data.chapters) || data.chapters.length === 0) {
    throw new Error('chapters.json must contain a non-empty "chapters" array');
  }
  const out = data.chapters.map((c, i) => {
    if (typeof c.title !== 'string' || !c.title.trim()) throw new Error(`chapter ${i + 1}: missing title`);
    return { title: c.title.trim(), url: c.url, startTimeMs: toMs(c.start, `chapter ${i + 1}`) };
  });
  for (let i = 1; i < out.length; i += 1) {
    if (out[i].startTimeMs <= out[i - 1].startTimeMs) {
      throw new Error(`chapter ${i + 1} starts before chapter ${i}`);
    }
  }
  return { meta: data, chapters: out };
}

function main() {
  const [mp3, chaptersFile] = process.argv.slice(2);
  if (!mp3 || !chaptersFile) {
    console.error('usage: write_chapters.js <episode.mp3> <chapters.json>');
    process.exit(2);
  }
  if (!fs.existsSync(mp3)) {
    console.error(`not found: ${mp3}`);
    process.exit(2);
  }
  const { meta, chapters } = loadChapters(chaptersFile);
  const durationMs = meta.duration ? toMs(meta.duration, 'duration') : chapters[chapters.length - 1].startTimeMs + 1000;

  const tags = {
    title: meta.title,
    artist: meta.show,
    album: meta.show,
    trackNumber: meta.episode ? String(meta.episode) : undefined,
    tableOfContents: [{ elementID: 'toc', isOrdered: true, elements: chapters.map((_, i) => `chp${i}`) }],
    chapter: chapters.map((c, i) => ({
      elementID: `chp${i}`,
      startTimeMs: c.startTimeMs,
      endTimeMs: i + 1 < chapters.length ? chapters[i + 1].startTimeMs : durationMs,
      tags: {
        title: c.title,
        ...(c.url ? { userDefinedUrl: [{ description: 'chapter url', url: c.url }] } : {}),
      },
    })),
  };

  const result = NodeID3.update(tags, mp3);
  if (result !== true) {
    console.error(`failed to write tags: ${result instanceof Error ? result.message : result}`);
    process.exit(1);
  }
  console.log(`wrote ${chapters.length} chapters to ${mp3}`);
}

try {
  main();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
