import { readFileSync } from "node:fs";

const ZONES: Array<[string, number, number]> = [
  ["Z1 Active recovery", 0, 0.55], ["Z2 Endurance", 0.55, 0.75], ["Z3 Tempo", 0.75, 0.9],
  ["Z4 Threshold", 0.9, 1.05], ["Z5 VO2max", 1.05, 1.2], ["Z6 Anaerobic", 1.2, 1.5], ["Z7 Neuromuscular", 1.5, 10],
];

function best20(power: number[]): number {
  const w = 1200;
  if (power.length < w) return 0;
  let sum = power.slice(0, w).reduce((a, b) => a + b, 0);
  let best = sum;
  for (let i = w; i < power.length; i++) {
    sum += power[i] - power[i - w];
    best = Math.max(best, sum);
  }
  return best / w;
}

const [file, ftpArg] = process.argv.slice(2);
const power = readFileSync(file, "utf8").split(/\r?\n/).slice(1)
  .map((l) => Number(l.split(",")[1])).filter((n) => Number.isFinite(n) && n >= 0);
const ftp = ftpArg && /^\d{2,4}$/.test(ftpArg) ? Number(ftpArg) : Math.round(0.95 * best20(power));
console.log(`FTP ${ftp} W`);
for (const [name, lo, hi] of ZONES) {
  const secs = power.filter((p) => p >= lo * ftp && p < hi * ftp).length;
  console.log(`${name.padEnd(20)} ${Math.round(lo * ftp)}-${Math.round(hi * ftp)} W  ${(secs / 60).toFixed(1)} min`);
}
