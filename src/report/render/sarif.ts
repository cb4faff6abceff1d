import type { Log, ReportingDescriptor, Result } from "sarif";
import type { Finding } from "../../scan/finding";
import { PATTERN_IDS, PATTERNS, type Severity } from "../../scan/patterns";
import { encodePath, skillFilePath, skillMdPath } from "../paths";
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

/**
 * Repository-relative URI of the file a finding lives in (an archive for its members),
 * percent-encoded per segment; never outside the skill's tree (then the skill's SKILL.md).
 */
export function artifactUri(skillPath: string, file: string): string {
  return encodePath(skillFilePath(skillPath, file) ?? skillMdPath(skillPath));
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
    // The finding id hashes pattern, file and normalised snippet, so it survives line shifts.
    partialFingerprints: { "skillauditFinding/v1": f.id },
    properties: {
      skill: skill.skill.name,
      // The finding's own path in the skill (an archive member's name is only data).
      file: f.file,
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

/** SARIF 2.1.0 with every pattern as a rule, one run for the whole report. */
export function renderSarif(report: Report, informationUri = INFORMATION_URI): string {
  const results: Result[] = [];
  for (const skill of report.skills) {
    for (const f of skill.findings) results.push(result(skill, f));
    for (const s of skill.suppressed) results.push(result(skill, s.finding, s));
  }
  const log: Log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "skillaudit",
            version: report.tool.version,
            semanticVersion: /^\d+\.\d+\.\d+/.test(report.tool.version) ? report.tool.version : undefined,
            informationUri,
            rules: PATTERN_IDS.map(rule),
          },
        },
        results,
        properties: {
          skills: report.skills.map((s) => ({ name: s.skill.name, path: s.skill.path, safety: s.safety })),
        },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
