/**
 * What a pull request changed, per skill: findings it introduced, findings it resolved, the ones
 * it kept, and S / PRG before → after, against an audit of the base branch's version of the same
 * skill. Pure: the caller supplies both reports. Findings are matched by their fingerprint
 * (pattern, file and normalised snippet), which survives line shifts.
 */
import type { Finding } from "../scan/finding";
import type { Report, SkillReport } from "./schema";

export interface SkillDelta {
  skill: string;
  name: string;
  /** "added": the base branch has no such skill. */
  kind: "added" | "changed";
  before: {
    score: number;
    status: SkillReport["safety"]["status"];
    prg: number | null;
    /** "stored": PRG from an earlier run's stored audit of the base version (same settings). */
    prgFrom: "stored" | "base audit" | null;
  } | null;
  after: { score: number; status: SkillReport["safety"]["status"]; prg: number | null };
  introduced: Finding[];
  resolved: Finding[];
  existing: Finding[];
}

export interface Delta {
  baseSha: string;
  skills: SkillDelta[];
}

const summary = (s: SkillReport) => ({
  score: s.safety.score,
  status: s.safety.status,
  prg: s.utility?.prg ?? null,
});

/** `stored`: earlier runs' stored audits of the base versions, by the head skill's path. */
export function computeDelta(
  head: Report,
  base: Report | null,
  baseSha: string,
  stored: ReadonlyMap<string, SkillReport> = new Map(),
): Delta {
  const byPath = new Map((base?.skills ?? []).map((s) => [s.skill.path, s]));
  return {
    baseSha,
    skills: head.skills.map((s) => {
      const b = byPath.get(s.skill.path);
      const before = new Set((b?.findings ?? []).map((f) => f.id));
      const after = new Set(s.findings.map((f) => f.id));
      return {
        skill: s.skill.path,
        name: s.skill.name,
        kind: b ? "changed" : "added",
        before: b ? beforeOf(b, stored.get(s.skill.path)) : null,
        after: summary(s),
        introduced: s.findings.filter((f) => !before.has(f.id)),
        resolved: (b?.findings ?? []).filter((f) => !after.has(f.id)),
        existing: s.findings.filter((f) => before.has(f.id)),
      };
    }),
  };
}

function beforeOf(b: SkillReport, stored: SkillReport | undefined): NonNullable<SkillDelta["before"]> {
  const own = b.utility?.prg ?? null;
  const kept = stored?.utility?.prg ?? null;
  if (own !== null) return { ...summary(b), prgFrom: "base audit" };
  return { ...summary(b), prg: kept, prgFrom: kept === null ? null : "stored" };
}

/** Ids of findings the PR introduced: the only ones that get annotations. */
export function introducedIds(d: Delta): Set<string> {
  return new Set(d.skills.flatMap((s) => s.introduced.map((f) => `${s.skill}\0${f.id}`)));
}
