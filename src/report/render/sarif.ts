import { createHash } from "node:crypto";
import type { Log, ReportingDescriptor, Result, Run } from "sarif";
import type { Finding } from "../../scan/finding";
import { PATTERN_IDS, PATTERNS, type Severity } from "../../scan/patterns";
import type { Report, SkillReport } from "../schema";

/** Where users read about the tool; one place to change it. */
export const INFORMATION_URI = "https://github.com/skillaudit/skillaudit-action";

const SECURITY_SEVERITY: Record<Severity, string> = { H: "8.0", M: "5.5", L: "3.0" };
const LEVEL: Record<Severity, Result.level> = { H: "error", M: "warning", L: "note" };
const SEVERITY_WORD: Record<Severity, string> = { H: "high", M: "medium", L: "low" };

function rule(id: (typeof PATTERN_IDS)[number]): ReportingDescriptor {
  const p = PATTERNS[id];
  return {
    id,
    name: p.name.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : "")),
    shortDescription: { text: `${p.name} (${id})` },
    fullDescription: { text: p.description },
    help: {
      text: `${p.description}\n\nRemediation: ${p.remediation}`,
      markdown: `**${p.name}** (${id}, ${SEVERITY_WORD[p.severity]} severity)\n\n${p.description}\n\n**Remediation:** ${p.remediation}`,
    },
    defaultConfiguration: { level: LEVEL[p.severity] },
    properties: {
      "security-severity": SECURITY_SEVERITY[p.severity],
      tags: ["security", p.family, "agent-skill"],
      precision: "medium",
    },
  };
}

/** Repository-relative URI of a file in a skill, percent-encoded per path segment. */
export function artifactUri(skillPath: string, file: string): string {
  const joined = [skillPath, file]
    .join("/")
    .split("/")
    .filter((seg) => seg !== "" && seg !== ".");
  return joined.map(encodeURIComponent).join("/");
}

function result(skill: SkillReport, f: Finding, suppression?: { reason: string; by: string }): Result {
  const r: Result = {
    ruleId: f.pattern,
    ruleIndex: PATTERN_IDS.indexOf(f.pattern),
    level: LEVEL[f.severity],
    message: { text: `${f.message} (skill ${skill.skill.name})` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: artifactUri(skill.skill.path, f.file) },
          region: { startLine: f.line, snippet: { text: f.snippet } },
        },
      },
    ],
    // The finding id hashes pattern, file and normalised snippet, so it survives line shifts; the skill's
    // path keeps skills built from one template apart (their alerts must not merge).
    partialFingerprints: { "skillauditFinding/v2": fingerprint(skill.skill.path, f.id) },
    properties: {
      skill: skill.skill.name,
      confidence: f.confidence,
      source: f.source,
      rule: f.rule,
      probe: f.probe
        ? { verdict: f.probe.verdict, exploitConfidence: f.probe.exploitConfidence }
        : "no probe",
    },
  };
  if (suppression) r.suppressions = [{ kind: "external", justification: suppression.reason }];
  return r;
}

export function fingerprint(skillPath: string, findingId: string): string {
  return createHash("sha256").update(`${skillPath}\0${findingId}`).digest("hex").slice(0, 32);
}

/**
 * GitHub code scanning rejects a run with more results than this (and a file with more than 20
 * runs); only the first 5,000 of a run are shown, by severity. docs.github.com: "SARIF results
 * exceed one or more limits".
 */
export const MAX_RESULTS_PER_RUN = 25_000;
export const MAX_RUNS_PER_FILE = 20;

const SEV_RANK = { H: 0, M: 1, L: 2 } as const;

/** The code scanning category of a backbone: one run, one `automationDetails.id`, one set of alerts. */
export function sarifCategory(backbone: string | null): string {
  const slug = (backbone ?? "static")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-|-$/g, "");
  return `skillaudit/${slug || "static"}`;
}

function run(report: Report, skills: readonly SkillReport[], category: string, informationUri: string): Run {
  const all: { result: Result; rank: number }[] = [];
  for (const skill of skills) {
    for (const f of skill.findings) all.push({ result: result(skill, f), rank: SEV_RANK[f.severity] });
    for (const s of skill.suppressed)
      all.push({ result: result(skill, s.finding, s), rank: 3 + SEV_RANK[s.finding.severity] });
  }
  // Over the limit, the most severe stay (suppressed ones last); what was left out is said in the run.
  const kept =
    all.length > MAX_RESULTS_PER_RUN
      ? [...all].sort((a, b) => a.rank - b.rank).slice(0, MAX_RESULTS_PER_RUN)
      : all;
  const omitted = all.length - kept.length;
  return {
    tool: {
      driver: {
        name: "skillaudit",
        version: report.tool.version,
        semanticVersion: /^\d+\.\d+\.\d+/.test(report.tool.version) ? report.tool.version : undefined,
        informationUri,
        rules: PATTERN_IDS.map(rule),
      },
    },
    // upload-sarif keeps an id it finds here, so each backbone is its own analysis (no `category` input needed).
    automationDetails: { id: `${category}/` },
    results: kept.map((k) => k.result),
    ...(omitted
      ? {
          invocations: [
            {
              executionSuccessful: true,
              toolExecutionNotifications: [
                {
                  level: "warning",
                  message: {
                    text: `${omitted} of ${all.length} results left out (GitHub accepts at most ${MAX_RESULTS_PER_RUN} per run); the report lists them all`,
                  },
                },
              ],
            },
          ],
        }
      : {}),
    properties: {
      skills: skills.map((s) => ({
        name: s.skill.name,
        path: s.skill.path,
        backbone: s.backbone,
        safety: s.safety,
      })),
      ...(omitted ? { omittedResults: omitted } : {}),
    },
  };
}

/** Skills grouped by their code scanning category, in report order. */
export function sarifCategories(report: Report): Map<string, SkillReport[]> {
  const by = new Map<string, SkillReport[]>();
  for (const s of report.skills) {
    const c = sarifCategory(s.backbone);
    by.set(c, [...(by.get(c) ?? []), s]);
  }
  return by;
}

/**
 * SARIF 2.1.0, every pattern as a rule, one run per backbone (category). `category` renders only
 * that backbone's run, for one file per backbone.
 */
export function renderSarif(report: Report, informationUri = INFORMATION_URI, category?: string): string {
  const groups = sarifCategories(report);
  if (groups.size === 0) groups.set(sarifCategory(null), []);
  const runs = [...groups]
    .filter(([c]) => category === undefined || c === category)
    .map(([c, skills]) => run(report, skills, c, informationUri));
  if (runs.length > MAX_RUNS_PER_FILE)
    throw new Error(
      `${runs.length} backbones need ${runs.length} SARIF runs; GitHub accepts ${MAX_RUNS_PER_FILE} per file: write one file per backbone`,
    );
  const log: Log = { $schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs };
  return `${JSON.stringify(log, null, 2)}\n`;
}
