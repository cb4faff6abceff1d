import { z } from "zod";
import { dataBlock, systemPrompt } from "../model/prompt";
import { structured } from "../model/structured";
import type { ModelProvider } from "../model/types";
import type { LeakageReport, ScenarioDraft } from "./types";

/**
 * An instruction must state a business goal without handing the agent the skill's procedure
 * or the hidden rubric (Tessl paper, task validation). The lexical check catches copying; the
 * model check catches paraphrase.
 */

export const LEAK_THRESHOLDS = {
  /** Share of the instruction's word 5-grams that also occur in SKILL.md. */
  skillOverlap: 0.2,
  /** A run of this many consecutive words shared with SKILL.md. */
  longestRun: 12,
  /** Share of an instruction-following rubric item's word 3-grams found in the instruction. */
  rubricOverlap: 0.5,
  /** Share of a material's word 5-grams found in one skill file. */
  materialOverlap: 0.5,
} as const;

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9_][a-z0-9_.\-/]*/g) ?? [];
}

function ngrams(ws: string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= ws.length; i++) out.add(ws.slice(i, i + n).join(" "));
  return out;
}

/** Share of `a`'s n-grams that occur in `b` (0 when `a` has none). */
export function containment(a: string[], b: string[], n: number): number {
  const ga = ngrams(a, n);
  if (ga.size === 0) return 0;
  const gb = ngrams(b, n);
  let hit = 0;
  for (const g of ga) if (gb.has(g)) hit++;
  return hit / ga.size;
}

/** Longest run of consecutive words shared by a and b. */
export function longestCommonRun(a: string[], b: string[]): number {
  let best = 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        cur[j] = (prev[j - 1] ?? 0) + 1;
        if ((cur[j] ?? 0) > best) best = cur[j] ?? 0;
      }
    }
    prev = cur;
  }
  return best;
}

/** SKILL.md without its front matter: the procedure an instruction must not reveal. */
export function skillProcedure(skillMd: string): string {
  return skillMd.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
}

/**
 * Copying checked against every text file of the skill (references and scripts too, not only
 * SKILL.md), and the materials against them as well: a material that carries the skill's
 * text hands the no-skill agent the skill.
 */
export function lexicalLeak(
  draft: ScenarioDraft,
  skillMd: string,
  otherFiles: readonly string[] = [],
): LeakageReport["lexical"] {
  const iw = words(draft.instruction);
  const texts = [skillProcedure(skillMd), ...otherFiles].map(words);
  let skillOverlap = 0;
  let longestRun = 0;
  for (const sw of texts) {
    skillOverlap = Math.max(skillOverlap, containment(iw, sw, 5));
    longestRun = Math.max(longestRun, longestCommonRun(iw.slice(0, 2000), sw.slice(0, 20_000)));
  }
  let materialOverlap = 0;
  for (const m of draft.materials) {
    const mw = words(m.content);
    if (mw.length < 20) continue;
    for (const sw of texts) materialOverlap = Math.max(materialOverlap, containment(mw, sw, 5));
  }
  let rubricOverlap = 0;
  for (const item of draft.rubric) {
    if (item.kind !== "instruction") continue;
    const rw = words(item.text);
    if (rw.length < 3) continue;
    rubricOverlap = Math.max(rubricOverlap, containment(rw, iw, 3));
  }
  const leak =
    skillOverlap > LEAK_THRESHOLDS.skillOverlap ||
    longestRun >= LEAK_THRESHOLDS.longestRun ||
    rubricOverlap >= LEAK_THRESHOLDS.rubricOverlap ||
    materialOverlap >= LEAK_THRESHOLDS.materialOverlap;
  return { skillOverlap, longestRun, rubricOverlap, materialOverlap, leak };
}

const LeakVerdict = z.object({
  leak: z.boolean().describe("true if the instruction reveals the skill's procedure or the hidden rubric"),
  reason: z.string(),
});

/** Each material as the leakage reviewer sees it (the lexical check reads them whole). */
const MATERIAL_CHARS = 4000;

/**
 * The model's leakage verdict on the instruction and the materials. `skillText` is the skill
 * as data: the whole rendered package when the caller has it (references too), else SKILL.md.
 */
export async function modelLeak(
  provider: ModelProvider,
  draft: ScenarioDraft,
  skillMd: string,
  skillText?: string,
): Promise<{ leak: boolean; reason: string } | null> {
  const materials = draft.materials.map((m) =>
    dataBlock(
      "task_material",
      { path: m.path },
      m.content.length > MATERIAL_CHARS ? `${m.content.slice(0, MATERIAL_CHARS)}\n[cut]` : m.content,
    ),
  );
  const res = await structured(provider, {
    schema: LeakVerdict,
    toolName: "leakage_verdict",
    toolDescription: "Record whether the task instruction leaks the skill procedure or the rubric.",
    system: systemPrompt(
      "You review evaluation tasks for an agent-skill benchmark. A task instruction may state the business goal and deliverables, but it must not tell the agent HOW the skill does it (its specific steps, tools, conventions) nor reveal the hidden rubric items; the input materials the agent receives must not carry the skill's procedure either. Decide whether the instruction or the materials leak either.",
    ),
    messages: [
      {
        role: "user",
        content: [
          // The same skill bytes for every scenario's check: one cached prefix.
          {
            type: "text",
            text: skillText ?? dataBlock("skill_file", { path: "SKILL.md" }, skillMd),
            cache: true,
          },
          {
            type: "text",
            text: [
              dataBlock("task_instruction", {}, draft.instruction),
              ...materials,
              dataBlock("hidden_rubric", {}, draft.rubric.map((r) => `- [${r.kind}] ${r.text}`).join("\n")),
              "Call leakage_verdict.",
            ].join("\n\n"),
          },
        ],
      },
    ],
    maxTokens: 1024,
    purpose: "scheme",
  });
  return res.ok ? res.value : null;
}

export async function checkLeakage(
  provider: ModelProvider | null,
  scenarioId: string,
  draft: ScenarioDraft,
  skillMd: string,
  otherFiles: readonly string[] = [],
  skillText?: string,
): Promise<LeakageReport> {
  const lexical = lexicalLeak(draft, skillMd, otherFiles);
  // A lexical leak is decisive; the model is only asked when the text looks clean.
  let model: LeakageReport["model"] =
    lexical.leak || !provider ? null : await modelLeak(provider, draft, skillMd, skillText);
  // A check that gave no answer is "unknown", never "clean": the scenario is regenerated.
  if (!lexical.leak && provider && model === null)
    model = { leak: true, unknown: true, reason: "the model leakage check gave no valid answer (unknown)" };
  return { scenarioId, lexical, model, leak: lexical.leak || (model?.leak ?? false) };
}
