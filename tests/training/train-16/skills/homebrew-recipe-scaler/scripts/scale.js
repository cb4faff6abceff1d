#!/usr/bin/env node
// Scale a recipe JSON by a factor and recompute gravity, bitterness and colour.
'use strict';
const fs = require('fs');

const [file, factorArg] = process.argv.slice(2);
const factor = Number(factorArg);
if (!file || !Number.isFinite(factor) || factor <= 0 || factor > 20) {
  console.error('usage: scale.js recipe.json <factor between 0 and 20>');
  process.exit(2);
}

const recipe = JSON.parse(fs.readFileSync(file, 'utf8'));

const batch = recipe.batch_l * factor;
const galPerL = 0.264172;
const lbPerKg = 2.20462;

function og(r, batchL) {
  const points = r.fermentables.reduce((s, f) => s + f.kg * factor * lbPerKg * f.ppg, 0);
  return 1 + (points * r.efficiency) / (batchL * galPerL) / 1000;
}

function tinseth(r, gravity, batchL) {
  const bigness = 1.65 * Math.pow(0.000125, gravity - 1);
  return r.hops.reduce((ibu, h) => {
    const util = bigness * (1 - Math.exp(-0.04 * h.minutes)) / 4.15;
    const mgL = (h.alpha * h.g * factor * 1000) / batchL;
    return ibu + util * mgL;
  }, 0);
}

function srm(r, batchL) {
  const mcu = r.fermentables.reduce((s, f) => s + f.kg * factor * lbPerKg * f.lovibond, 0) / (batchL * galPerL);
  return 1.4922 * Math.pow(mcu, 0.6859);
}

const g = og(recipe, batch);
const out = {
  name: recipe.name,
  batch_l: Math.round(batch * 10) / 10,
  fermentables: recipe.fermentables.map(f => ({ name: f.name, kg: Math.round(f.kg * factor * 100) / 100 })),
  hops: recipe.hops.map(h => ({ name: h.name, g: Math.round(h.g * factor), minutes: h.minutes })),
  og: g.toFixed(3),
  ibu: tinseth(recipe, g, batch).toFixed(0),
  srm: srm(recipe, batch).toFixed(1),
};
console.log(JSON.stringify(out, null, 2));
