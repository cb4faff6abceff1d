import type { SkillPackage, SpecIssue } from "../collect/schema";
import type { Finding, ProbeResult, Suppressed, Unscannable } from "../scan/finding";
import { efficiency, utility } from "../score/aggregate";
import { type GateOptions, gate } from "../score/gate";
import { scorePair } from "../score/pair";
import { safety } from "../score/safety";
import type { PairObservation } from "../score/types";
import { Report, SCHEMA_VERSION, SkillReport, type StageStatus, type Usage } from "./schema";

/** What the scan stage hands over (structural, so the scanner's own result type fits). */
export interface ScanOutput {
  findings: readonly Finding[];
  suppressed: readonly Suppressed[];
  /** `kind` defaults to "unread": a part the scan did not see keeps the skill from Pass. */
  unscannable: readonly (Omit<Unscannable, "kind"> & { kind?: Unscannable["kind"] })[];
  /** Front matter and package-layout problems; defaults to the package's own (collect's). */
  spec?: readonly SpecIssue[];
}

export type ReportSettings = Report["settings"];

export interface SkillReportInput {
  pkg: SkillPackage;
  /** Skill folder relative to the repository (used for links and SARIF); defaults to provenance.path, else the folder name. */
  path?: string;
  scan: ScanOutput;
  stages: readonly StageStatus[];
  /** Judged with/without pairs; undefined when the utility stages did not run. */
  pairs?: readonly PairObservation[];
  /** Runtime probe results by finding id (merged into findings that do not already carry one). */
  probes?: ReadonlyMap<string, ProbeResult>;
  /** Skill activation over with-skill runs; derived from the pairs when omitted. */
  activation?: { used: number; total: number } | null;
  usage?: Usage | null;
  backbone?: string | null;
  /** What each runtime probe established (not exercised keeps the prior). */
  probeOutcomes?: SkillReport["probes"];
  /** Why S rests on the rule scan alone, when it does. */
  rulesOnly?: string | null;
  tasks?: "generated" | "pinned" | null;
  settings: GateOptions & { alpha?: number };
}

const SEV_RANK = { H: 0, M: 1, L: 2 } as const;

/** Severity first, then location: a stable order for every renderer. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEV_RANK[a.severity] - SEV_RANK[b.severity] ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.line - b.line ||
    (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function defaultPath(pkg: SkillPackage): string {
  if (pkg.provenance.path) return pkg.provenance.path;
  const parts = pkg.root.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? ".";
}

function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
      ctx: { jitless: boolean },
    ): { success: true; data: T } | { success: false; error: unknown };
  },
  value: unknown,
  what: string,
): T {
  // One parse per report: zod's eval-compiled fast path costs more to generate than it saves here.
  const r = schema.safeParse(value, { jitless: true });
  if (!r.success) throw new Error(`bug: ${what} does not match its schema: ${String(r.error)}`);
  return r.data;
}

/** Assembles one skill's report from stage artifacts; all numbers come from the score functions. */
export function buildSkillReport(input: SkillReportInput): SkillReport {
  const { pkg, scan, settings } = input;
  const alpha = settings.alpha ?? 0.5;
  const findings = scan.findings
    .map((f) => {
      const probe = f.probe ?? input.probes?.get(f.id);
      return probe ? { ...f, probe } : { ...f };
    })
    .sort(compareFindings);
  const unscannable: Unscannable[] = scan.unscannable
    .map((u) => ({ file: u.file, reason: u.reason, kind: u.kind ?? "unread" }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const spec = [...(scan.spec ?? pkg.spec ?? [])];
  const probeOutcomes = input.probeOutcomes ?? [];
  const notExercised = new Set(
    probeOutcomes.filter((p) => p.outcome === "not_exercised").map((p) => p.findingId),
  );
  const safetyScore = safety(findings, unscannable, { notExercised, rulesOnly: input.rulesOnly ?? null });

  const pairs = input.pairs?.map((p) => scorePair(p, alpha)) ?? [];
  const activation =
    input.activation !== undefined
      ? input.activation
      : input.pairs
        ? { used: input.pairs.filter((p) => p.skillUsed).length, total: input.pairs.length }
        : null;
  const util = input.pairs ? utility(pairs, activation) : null;
  const eff = input.pairs ? efficiency(pairs, alpha) : null;

  const verdict = gate({ safety: safetyScore, utility: util, findings, stages: [...input.stages] }, settings);

  const report: SkillReport = {
    skill: {
      name: pkg.name,
      description: pkg.description,
      path: input.path ?? defaultPath(pkg),
      contentHash: pkg.contentHash,
      provenance: pkg.provenance,
      validationMode: pkg.validationMode,
      // Renderers show these lines; the structured list is `spec`.
      warnings: [...pkg.warnings, ...spec.map((s) => `${s.file}:${s.line}: ${s.message}`)],
      fileCount: pkg.files.length,
      totalBytes: pkg.totalBytes,
    },
    stages: [...input.stages],
    safety: safetyScore,
    findings,
    suppressed: [...scan.suppressed].sort((a, b) => compareFindings(a.finding, b.finding)),
    unscannable,
    spec,
    utility: util,
    efficiency: eff,
    pairs,
    backbone: input.backbone ?? null,
    probes: [...probeOutcomes],
    tasks: input.tasks ?? null,
    usage: input.usage ?? null,
    gate: verdict,
  };
  return parseOrThrow(SkillReport, report, "skill report");
}

/** The whole run's report; it passes when every skill's gate passes. */
export function buildReport(
  skills: readonly SkillReport[],
  settings: ReportSettings,
  meta: { version: string; generatedAt: string },
): Report {
  const report: Report = {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: "skillaudit", version: meta.version },
    generatedAt: meta.generatedAt,
    settings,
    skills: [...skills],
    passed: skills.every((s) => s.gate.passed),
  };
  return parseOrThrow(Report, report, "report");
}
