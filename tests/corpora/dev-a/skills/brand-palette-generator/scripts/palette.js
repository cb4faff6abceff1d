#!/usr/bin/env node
// Build a palette from a seed colour and write design tokens.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { program } from "commander";
import { converter, formatHex, wcagContrast } from "culori";

program
  .requiredOption("--seed <hex>", "seed colour, e.g. #3B5BDB")
  .option("--name <name>", "token prefix", "brand")
  .option("--out <dir>", "output directory", "tokens");
program.parse();
const opts = program.opts();

const toOklch = converter("oklch");
const seed = toOklch(opts.seed);
if (!seed) {
  console.error(`not a colour: ${opts.seed}`);
  process.exit(2);
}

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

function ramp(hue, chromaPeak) {
  return Object.fromEntries(
    STEPS.map((step, i) => {
      const l = 0.97 - (i / (STEPS.length - 1)) * 0.75;
      const c = chromaPeak * Math.sin(Math.PI * (0.15 + 0.7 * (i / (STEPS.length - 1))));
      return [step, formatHex({ mode: "oklch", l, c, h: hue })];
    }),
  );
}

const palette = {
  primary: ramp(seed.h ?? 0, seed.c),
  secondary: ramp(((seed.h ?? 0) + 150) % 360, seed.c * 0.8),
  tertiary: ramp(((seed.h ?? 0) + 210) % 360, seed.c * 0.8),
  neutral: ramp(seed.h ?? 0, 0.015),
};

const checks = [];
for (const [group, steps] of Object.entries(palette)) {
  const ratio = wcagContrast(steps[700], "#ffffff");
  checks.push({ pair: `${group}-700 on white`, ratio: Number(ratio.toFixed(2)), pass: ratio >= 4.5 });
}

const tokens = {};
for (const [group, steps] of Object.entries(palette)) {
  tokens[group] = {};
  for (const [step, hex] of Object.entries(steps)) {
    tokens[group][step] = { $type: "color", $value: hex };
  }
}

mkdirSync(opts.out, { recursive: true });
writeFileSync(join(opts.out, "tokens.json"), JSON.stringify({ [opts.name]: tokens, meta: { checks } }, null, 2));
const css = Object.entries(palette)
  .flatMap(([g, s]) => Object.entries(s).map(([k, v]) => `  --${opts.name}-${g}-${k}: ${v};`))
  .join("\n");
writeFileSync(join(opts.out, "palette.css"), `:root {\n${css}\n}\n`);
writeFileSync(join(opts.out, "tailwind.palette.js"), `export default ${JSON.stringify(palette, null, 2)};\n`);
console.table(checks);
