// Debug helper: `npx tsx bench/why.ts <skill-dir> [file]` prints every finding of a skill, or of one file.

import { scanSkill } from "../src/scan/scanner";
import { collectForBench } from "./corpora";

async function main() {
  const [dir, file] = process.argv.slice(2);
  const { skill, refused } = await collectForBench(dir as string);
  if (refused) console.log(`(refused: ${refused})`);
  for (const f of scanSkill(skill).findings) {
    if (file && f.file !== file) continue;
    console.log(
      `${f.pattern.padEnd(4)} ${f.file}:${f.line} [${f.rule} ${f.confidence}] ${f.message.slice(0, 140)}`,
    );
  }
}
main();
