#!/usr/bin/env node
// Build tonal scales and contrast report from seed colours. Local only.
'use strict';
const fs = require('fs');
const path = require('path');

function hexToHsl(hex) {
  const n = parseInt(hex.replace('#', ''), 16);
  const r = ((n >> 16) & 255) / 255, g = ((n >> 8) & 255) / 255, b = (n & 255) / 255;
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  let h = 0, s = 0;
  const l = (max + min) / 2;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return [h, s, l];
}

function hslToHex(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return '#' + [f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('');
}

function luminance(hex) {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
function scale(seed) {
  const [h, s] = hexToHsl(seed);
  const out = {};
  STEPS.forEach((step, i) => { out[step] = hslToHex(h, s, 0.96 - i * 0.088); });
  return out;
}

const input = process.argv[2];
if (!input) { console.error('usage: build_palette.js palette.json'); process.exit(2); }
const spec = JSON.parse(fs.readFileSync(input, 'utf8'));
const [primarySeed, secondarySeed] = spec.seeds;
const [ph, ps] = hexToHsl(primarySeed);
const tokens = {
  primary: scale(primarySeed),
  secondary: secondarySeed ? scale(secondarySeed) : null,
  neutral: scale(hslToHex(ph, 0.08, 0.5)),
  success: hslToHex(140, ps, 0.36), warning: hslToHex(38, ps, 0.45),
  danger: hslToHex(4, ps, 0.45), info: hslToHex(210, ps, 0.42),
};

fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync(path.join('dist', 'tokens.json'), JSON.stringify(tokens, null, 2));
let css = ':root {\n';
for (const [name, val] of Object.entries(tokens)) {
  if (!val) continue;
  if (typeof val === 'string') css += `  --color-${name}: ${val};\n`;
  else for (const [step, hex] of Object.entries(val)) css += `  --color-${name}-${step}: ${hex};\n`;
}
css += '}\n';
fs.writeFileSync(path.join('dist', 'palette.css'), css);

const sw = Object.entries(tokens.primary).map(([s, hex]) =>
  `<div style="background:${hex};padding:1rem;color:${luminance(hex) > 0.4 ? '#000' : '#fff'}">primary-${s} ${hex}</div>`).join('\n');
fs.writeFileSync(path.join('dist', 'swatches.html'), `<!DOCTYPE html><meta charset="utf-8"><title>${spec.name} palette</title>\n${sw}\n`);

console.log('pair                         ratio');
for (const step of [500, 600, 700, 800]) {
  const hex = tokens.primary[step];
  console.log(`primary-${step} on #ffffff      ${contrast(hex, '#ffffff').toFixed(2)}`);
}
console.log(`neutral-900 on neutral-50   ${contrast(tokens.neutral[900], tokens.neutral[50]).toFixed(2)}`);
