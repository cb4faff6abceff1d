import { z } from "zod";
import type { CollectedSkill } from "../collect/schema";
import { dataBlock, renderSkillPackage, systemPrompt } from "../model/prompt";
import { structured } from "../model/structured";
import type { ModelProvider } from "../model/types";
import type { Logger } from "../util/logger";
import { checkLeakage } from "./leakage";
import {
  type LeakageReport,
  type Scenario,
  type ScenarioDraft,
  ScenarioDraft as ScenarioDraftSchema,
  type Scheme,
} from "./types";

const ROLE = `You design evaluation scenarios for an agent skill (a folder with SKILL.md, scripts and references).
Following the baseline-comparison method, each scenario is run twice by the same agent, once with the skill installed and once without, and both results are graded against the same hidden rubric.
For each scenario write:
- instruction: a realistic business request a user would send, stating the goal and the deliverables (file names, formats). Target the gap between what the skill provides and what a capable agent already knows. NEVER describe the skill's procedure, conventions, tools or steps, and never mention the rubric, the skill, evaluation or testing.
- materials: every input file the agent needs (complete contents), written into the workspace.
- rubric: concrete pass/fail assertions, split into kind "goal" (the requested outcome is correct and complete) and kind "instruction" (the result follows the conventions and steps the skill prescribes). Include both kinds.
- checks: mechanical checks where an outcome can be verified by a program (file_exists, file_contains, file_matches, command_succeeds run in the workspace); reference them from rubric items via "checks". A check must fail on the materials alone.
- reference: a reference solution, the files a correct solution that follows the skill would leave in the workspace (complete contents). It is never shown to the agent; every check must pass on the materials with these files added.
Paths are relative to the agent's workspace. The sandbox has no network.`;

const SchemeAnswer = z.object({ scenarios: z.array(ScenarioDraftSchema).min(1).max(10) });
const OneScenario = z.object({ scenario: ScenarioDraftSchema });

export interface SchemeOptions {
  count?: number;
  maxTokens?: number;
  logger?: Logger;
}

function skillMdOf(skill: CollectedSkill): string {
  return skill.contents.get("SKILL.md")?.toString("utf8") ?? "";
}

/** Every other text file of the skill (references, scripts): leakage is checked against them too. */
function otherTextsOf(skill: CollectedSkill): string[] {
  return skill.pkg.files
    .filter((f) => f.kind === "text" && f.path !== "SKILL.md")
    .map((f) => skill.contents.get(f.path)?.toString("utf8") ?? "")
    .filter((t) => t.trim().length > 0);
}

const normText = (t: string) => t.replace(/\s+/g, " ").trim();

/**
 * The QA step's static checks (Tessl paper): both rubric kinds present, materials unique,
 * and no material that is one of the skill's own files. Duplicate material paths are merged
 * (first kept); the rest are problems that send the scenario back for one regeneration.
 */
export function qaProblems(
  draft: ScenarioDraft,
  skill: CollectedSkill,
): { draft: ScenarioDraft; problems: string[] } {
  const problems: string[] = [];
  const kinds = new Set(draft.rubric.map((r) => r.kind));
  if (!kinds.has("goal")) problems.push("no goal-completion rubric item");
  if (!kinds.has("instruction")) problems.push("no instruction-following rubric item");
  const seen = new Set<string>();
  const materials = draft.materials.filter((m) => {
    const k = m.path.replace(/^\.\//, "");
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const skillTexts = new Map(
    skill.pkg.files
      .filter((f) => f.kind === "text")
      .map((f) => [normText(skill.contents.get(f.path)?.toString("utf8") ?? ""), f.path] as const)
      .filter(([t]) => t.length > 0),
  );
  for (const m of materials) {
    const own = skillTexts.get(normText(m.content));
    if (own) problems.push(`material ${m.path} is the skill's own file ${own}`);
  }
  return { draft: { ...draft, materials }, problems };
}

/** Makes ids unique and prefixes them so rubric, checks and scenarios can be cited. */
export function normaliseDraft(d: ScenarioDraft): ScenarioDraft {
  const checkIds = new Map<string, string>();
  const checks = d.checks.map((c, i) => {
    const id = `c${i + 1}`;
    checkIds.set(c.id, id);
    return { ...c, id };
  });
  const rubric = d.rubric.map((r, i) => {
    const refs = (r.checks ?? []).map((x) => checkIds.get(x)).filter((x): x is string => !!x);
    return { id: `r${i + 1}`, kind: r.kind, text: r.text, ...(refs.length ? { checks: refs } : {}) };
  });
  return { ...d, checks, rubric };
}

export async function generateScheme(
  provider: ModelProvider,
  skill: CollectedSkill,
  opts: SchemeOptions = {},
): Promise<Scheme> {
  const count = opts.count ?? 3;
  const skillMd = skillMdOf(skill);
  const pkg = renderSkillPackage(skill, { maxTotalBytes: 150_000 });
  const system = systemPrompt(ROLE);
  const skillPart = { type: "text" as const, text: pkg, cache: true };
  const others = otherTextsOf(skill);
  const first = await structured(provider, {
    schema: SchemeAnswer,
    toolName: "utility_scheme",
    toolDescription: "Record the evaluation scenarios.",
    system,
    messages: [
      {
        role: "user",
        content: [
          skillPart,
          { type: "text", text: `Write ${count} diverse scenarios for this skill. Call utility_scheme.` },
        ],
      },
    ],
    maxTokens: opts.maxTokens ?? 16_000,
    purpose: "scheme",
  });
  if (!first.ok) throw new Error(`scheme generation returned no valid answer: ${first.error}`);
  const drafts = first.value.scenarios.slice(0, count);
  const qa: NonNullable<Scheme["qa"]> = [];
  // A model that returns fewer scenarios than asked is asked once for the rest.
  if (drafts.length < count) {
    const more = await structured(provider, {
      schema: SchemeAnswer,
      toolName: "utility_scheme",
      toolDescription: "Record the additional evaluation scenarios.",
      system,
      messages: [
        {
          role: "user",
          content: [
            skillPart,
            {
              type: "text",
              text: `${dataBlock("existing_titles", {}, drafts.map((d) => d.title).join("\n"))}\n\nWrite ${count - drafts.length} more scenario(s) for this skill, different from the ones titled above. Call utility_scheme.`,
            },
          ],
        },
      ],
      maxTokens: opts.maxTokens ?? 16_000,
      purpose: "scheme",
    });
    const added = more.ok ? more.value.scenarios.slice(0, count - drafts.length) : [];
    drafts.push(...added);
    qa.push({
      scenarioId: "*",
      note: `the model wrote ${first.value.scenarios.length} of ${count} scenarios; topped up with ${added.length}${more.ok ? "" : ` (top-up failed: ${more.error})`}`,
    });
  }

  // Each scenario's leakage check (and its one regeneration) is independent: checked side by side,
  // assembled in order.
  type Outcome = { reports: LeakageReport[]; scenario?: Scenario; dropped?: Scheme["dropped"][number] };
  const checkOne = async (raw: (typeof first.value.scenarios)[number], i: number): Promise<Outcome> => {
    const id = `s${i + 1}`;
    const reports: LeakageReport[] = [];
    const q = qaProblems(normaliseDraft(raw), skill);
    let draft = q.draft;
    let problems = q.problems;
    let report = await checkLeakage(provider, id, draft, skillMd, others, pkg);
    reports.push(report);
    if (report.leak || problems.length) {
      const why = [...(report.leak ? [leakWhy(report)] : []), ...problems].join("; ");
      opts.logger?.info(`scheme: scenario ${id} rejected (${why}); regenerating once`);
      const again = await structured(provider, {
        schema: OneScenario,
        toolName: "replacement_scenario",
        toolDescription: "Record one replacement scenario.",
        system,
        messages: [
          {
            role: "user",
            content: [
              skillPart,
              {
                type: "text",
                // The reasons quote model text (the leakage check's reason, material paths): data too.
                text: `${dataBlock("rejected_instruction", {}, draft.instruction)}\n\n${dataBlock("rejection_reasons", {}, why)}\n\nThis scenario was rejected for the reasons above. Write one replacement scenario for the same capability whose instruction states only the business goal and deliverables, with both rubric kinds and input materials that are not the skill's own files. Call replacement_scenario.`,
              },
            ],
          },
        ],
        maxTokens: opts.maxTokens ?? 8000,
        purpose: "scheme",
      });
      if (!again.ok) {
        return {
          reports,
          dropped: { title: draft.title, reason: `rejected (${why}); replacement invalid: ${again.error}` },
        };
      }
      const q2 = qaProblems(normaliseDraft(again.value.scenario), skill);
      draft = q2.draft;
      problems = q2.problems;
      report = await checkLeakage(provider, id, draft, skillMd, others, pkg);
      reports.push(report);
      if (report.leak)
        return {
          reports,
          dropped: {
            title: draft.title,
            reason: report.model?.unknown
              ? `leakage unknown twice: ${report.model.reason}`
              : `leaked twice (${explain(report)})`,
          },
        };
      if (problems.length)
        return {
          reports,
          dropped: { title: draft.title, reason: `failed QA twice: ${problems.join("; ")}` },
        };
    }
    return { reports, scenario: { id, ...draft } };
  };
  const outcomes = await Promise.all(drafts.map(checkOne));
  const scenarios = outcomes.flatMap((o) => (o.scenario ? [o.scenario] : []));
  const leakage = outcomes.flatMap((o) => o.reports);
  const dropped = outcomes.flatMap((o) => (o.dropped ? [o.dropped] : []));
  return {
    skillHash: skill.pkg.contentHash,
    scenarios,
    dropped,
    leakage,
    source: "generated",
    ...(qa.length ? { qa } : {}),
  };
}

/** Why a scenario goes back for a replacement: what it reveals, or that the check could not tell. */
function leakWhy(r: LeakageReport): string {
  return r.model?.unknown && !r.lexical.leak ? r.model.reason : `it reveals ${explain(r)}`;
}

function explain(r: LeakageReport): string {
  const parts: string[] = [];
  if (r.lexical.skillOverlap > 0.2 || r.lexical.longestRun >= 12) parts.push("text copied from SKILL.md");
  if (r.lexical.rubricOverlap >= 0.5) parts.push("hidden rubric items");
  if ((r.lexical.materialOverlap ?? 0) >= 0.5) parts.push("skill text in the materials");
  if (r.model?.leak) parts.push(r.model.reason);
  return parts.join("; ") || "the procedure";
}
