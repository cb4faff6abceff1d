/** `skillaudit plan`: a GitHub Actions matrix of shards of similar expected cost. */
import path from "node:path";
import { estimateSkillCost, planShards, shardMatrix } from "../github/plan";
import { resolveSkillDirs } from "../pipeline/audit";
import { EXIT } from "./help";
import type { Io } from "./main";

export async function planCommand(io: Io, dirs: string[], o: { shards: number; backbones: string }) {
  const roots = await resolveSkillDirs(dirs);
  const costs = await Promise.all(
    roots.map(async (r) => ({
      path: path.relative(process.cwd(), r) || ".",
      cost: await estimateSkillCost(r),
    })),
  );
  const backbones = o.backbones
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  io.stdout(`${JSON.stringify(shardMatrix(planShards(costs, backbones, o.shards)), null, 2)}\n`);
  return EXIT.ok;
}
