import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";

export interface SkillCost {
  path: string;
  /** Relative expected cost (model tokens and sandbox time scale with it). */
  cost: number;
}

export interface ShardItem {
  skill: string;
  backbone: string;
  cost: number;
}

export interface Shard {
  index: number;
  cost: number;
  items: ShardItem[];
}

/**
 * Split skills × backbones into at most n shards of near-equal expected cost:
 * longest-processing-time-first, deterministic for equal inputs.
 */
export function planShards(skills: (SkillCost | string)[], backbones: string[], n: number): Shard[] {
  if (!Number.isInteger(n) || n < 1) throw new InputError("--shards", `must be a positive integer, got ${n}`);
  const bbs = backbones.length > 0 ? backbones : ["default"];
  const items: ShardItem[] = [];
  for (const s of skills) {
    const sc = typeof s === "string" ? { path: s, cost: 1 } : s;
    for (const backbone of bbs) items.push({ skill: sc.path, backbone, cost: sc.cost });
  }
  items.sort(
    (a, b) => b.cost - a.cost || a.skill.localeCompare(b.skill) || a.backbone.localeCompare(b.backbone),
  );
  const shards: Shard[] = Array.from({ length: Math.min(n, Math.max(1, items.length)) }, (_, index) => ({
    index,
    cost: 0,
    items: [],
  }));
  for (const item of items) {
    let best = shards[0] as Shard;
    for (const s of shards) if (s.cost < best.cost) best = s;
    best.items.push(item);
    best.cost += item.cost;
  }
  return shards.filter((s) => s.items.length > 0);
}

/** A shard as the action's `shard` input reads it: backbone → skill paths. */
export function shardPlan(shard: Shard): Record<string, string[]> {
  const plan: Record<string, string[]> = {};
  for (const it of shard.items) {
    plan[it.backbone] ??= [];
    plan[it.backbone]?.push(it.skill);
  }
  for (const k of Object.keys(plan)) plan[k]?.sort();
  return plan;
}

/** The GitHub Actions matrix for `strategy.matrix: ${{ fromJSON(...) }}`. */
export function shardMatrix(shards: Shard[]): { include: { shard: number; plan: string; cost: number }[] } {
  return {
    include: shards.map((s) => ({ shard: s.index, plan: JSON.stringify(shardPlan(s)), cost: round(s.cost) })),
  };
}

export function parseShardPlan(text: string): Record<string, string[]> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new InputError("shard", "is not JSON (expected the plan string from the matrix)");
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw new InputError("shard", "must be an object");
  for (const [k, list] of Object.entries(v)) {
    if (!Array.isArray(list) || !list.every((x) => typeof x === "string"))
      throw new InputError("shard", `entry "${k}" must be a list of skill paths`);
  }
  return v as Record<string, string[]>;
}

/** Expected cost of auditing a skill: grows with its size (scan input, model context, scenario count). */
export async function estimateSkillCost(dir: string): Promise<number> {
  let bytes = 0;
  let files = 0;
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      if (e.isDirectory()) await walk(join(d, e.name));
      else if (e.isFile()) {
        files++;
        bytes += (await stat(join(d, e.name))).size;
      }
    }
  };
  await walk(dir);
  return round(1 + bytes / 20_000 + files / 20);
}

/** Merge shard reports into one; a (skill, backbone) audited twice means the plan was broken. */
export function mergeShardReports(reports: Report[]): Report {
  if (reports.length === 0) throw new InputError("reports", "nothing to merge");
  const parsed = reports.map((r, i) => {
    const res = Report.safeParse(r);
    if (!res.success)
      throw new InputError(`report ${i + 1}`, `is not a SkillAudit report: ${res.error.issues[0]?.message}`);
    return res.data;
  });
  const seen = new Set<string>();
  const skills = parsed.flatMap((r) => r.skills);
  for (const s of skills) {
    const key = `${s.skill.path}@${s.backbone ?? "-"}`;
    if (seen.has(key)) throw new InputError("reports", `${key} appears in more than one shard`);
    seen.add(key);
  }
  skills.sort(
    (a, b) => a.skill.path.localeCompare(b.skill.path) || (a.backbone ?? "").localeCompare(b.backbone ?? ""),
  );
  const first = parsed[0] as Report;
  return {
    ...first,
    generatedAt: parsed
      .map((r) => r.generatedAt)
      .sort()
      .at(-1) as string,
    settings: {
      ...first.settings,
      model: uniq(parsed.map((r) => r.settings.model)),
      harness: uniq(parsed.map((r) => r.settings.harness)),
    },
    skills,
    passed: parsed.every((r) => r.passed),
  };
}

function uniq(xs: (string | null)[]): string | null {
  const set = [...new Set(xs.filter((x): x is string => x !== null))];
  return set.length === 0 ? null : set.join(", ");
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
