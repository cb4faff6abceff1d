/**
 * The instruction layer read by meaning: every piece of text an agent may take as an instruction
 * (prose, list items, table cells, headings, HTML comments and hidden markup, code comments, strings
 * in data files, text decoded from blobs) is cut into units and matched against the frames of
 * ./frames.ts. Text hidden from a reader or addressed to the agent from a comment or data file is
 * also reported as P2 where it sits.
 */

import { matchAll } from "../../../util/regex";
import { directiveScore } from "../../hidden";
import { PATTERNS, type PatternId } from "../../patterns";
import type { Region } from "../../segment";
import { COLLAPSED, region } from "../../segment";
import { colOf, hostOf, lineOf } from "../helpers";
import type { FileInfo, FileRule, Hit, SkillInfo } from "../types";
import { addressedToAgent, type Ctx, claimsConsent, framesOf, inClass, sendsOf } from "./frames";
import { learnedHits, learnedPatterns } from "./learned";
import { CONSEQUENTIAL, SEND } from "./lexicon";
import { type Unit, unitsOf } from "./units";

const DATA_FILE = /\.(ipynb|json|jsonl|ya?ml|toml|csv|tsv|xml|ini|cfg|conf|env|properties)$/i;

const ctxCache = new WeakMap<SkillInfo, Ctx>();

function ctxOf(file: FileInfo, skill: SkillInfo): Ctx {
  let base = ctxCache.get(skill);
  if (!base) {
    const fm = skill.pkg.frontmatter ?? {};
    const about = [
      fm.name,
      fm.description,
      fm.homepage,
      fm.repository,
      fm.metadata,
      skill.pkg.name,
      skill.pkg.description,
    ]
      .map((v) => (typeof v === "string" ? v : v ? JSON.stringify(v) : ""))
      .join(" ");
    const hosts = new Set<string>();
    for (const m of matchAll(about, /\b(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)) {
      const h = hostOf(`https://${m[1]}`);
      if (h && !/\.(md|json|py|js|ts|sh)$/.test(h)) hosts.add(h);
    }
    base = {
      file,
      skill,
      purposeHosts: hosts,
      purposeText: about.toLowerCase(),
      roles: rolesOf(`${about} ${skill.docText}`),
    };
    ctxCache.set(skill, base);
  }
  return { ...base, file };
}

/**
 * The people a skill says it serves: "use when a recovery specialist asks", "for the vet to
 * approve". Keeping something from them is keeping it from the user.
 */
function rolesOf(text: string): Set<string> {
  const roles = new Set<string>();
  for (const re of ROLE_NAMED) for (const m of matchAll(text, re)) roles.add((m[1] as string).toLowerCase());
  return roles;
}

const ROLE_NAMED = [
  /\b(?:when|whenever|if|once|after|until|for|lets?|helps?)\s+(?:a|an|the|your|our)\s+(?:[a-z-]+\s+){0,2}?([a-z]{3,}?)s?\s+(?:asks?|wants?|requests?|sends?|pastes?|attaches?|exports?|uploads?|provides?|types?|says?|shares?|approves?|mentions?|describes?|invokes?|to\s+(?:approve|review|sign|check|confirm))\b/gi,
  // "Use when a beekeeper logs an inspection": whoever the skill is used for, whatever they do.
  /\buse\s+(?:this\s+(?:skill\s+)?)?(?:when|whenever|if)\s+(?:a|an|the|your)\s+(?:[a-z-]+\s+){0,2}?([a-z]{3,}?)s?\s+[a-z]{3,}s\b/gi,
  /\b(?:the|a|an)\s+([a-z]{3,}?)s?\s+in\s+(?:the\s+|this\s+)?(?:chat|conversation)\b/gi,
];

/** Strings of a config or data region as a region of their own (everything else blanked). */
function stringsOf(r: Region): Region | null {
  let text = "";
  let last = 0;
  let any = false;
  for (const m of matchAll(
    r.text,
    /"((?:[^"\\\n]|\\.){24,})"|'((?:[^'\\\n]|\\.){24,})'|:\s+([^\n"'{}[\]]{40,})$/gm,
  )) {
    const body = m[1] ?? m[2] ?? m[3] ?? "";
    if (!/\s\S+\s/.test(body)) continue;
    const at = (m.index ?? 0) + m[0].indexOf(body);
    text += r.text.slice(last, at).replace(/[^\n]/g, " ") + body.replace(/\\[nt]/g, "  ");
    last = at + body.length;
    any = true;
  }
  if (!any) return null;
  text += r.text.slice(last).replace(/[^\n]/g, " ");
  return region("prose", "text", text, r.startLine, { starts: r.starts, hiding: STRINGS });
}

const regionCache = new WeakMap<Region, Region | null>();

/** Marks a region made of a data file's strings: quotes there are syntax, not quotation. */
export const STRINGS = "strings of a data file";

/** Every frame hit of a file, computed once and shared by the per-pattern rules below. */
function framesIn(file: FileInfo, skill: SkillInfo): Hit[] {
  file.cache ??= new Map();
  const hit = file.cache.get(framesIn) as Hit[] | undefined;
  if (hit) return hit;
  const out = analyse(file, skill);
  file.cache.set(framesIn, out);
  return out;
}

/** The regions of a file read as instructions: prose, hidden text, comments, strings of data files. */
function* readRegions(file: FileInfo): Generator<{ r0: Region; r: Region }> {
  const dataFile = !file.markdown && DATA_FILE.test(file.path);
  for (const r0 of file.regions) {
    let r: Region | null = r0;
    // A notebook's markdown cells are already prose (the scanner split the cells).
    if (r0.ctx === "code" || (dataFile && !/\.ipynb$/i.test(file.path) && r0.ctx === "prose")) {
      // Strings of a config block in markdown too: a "preamble" or "system_prompt" written to settings.
      if (r0.ctx === "code" && r0.lang !== "config") continue;
      if (!regionCache.has(r0)) regionCache.set(r0, stringsOf(r0));
      r = regionCache.get(r0) ?? null;
      if (!r) continue;
    }
    if (r.example === 2) continue;
    yield { r0, r };
  }
}

/** Every unit the learned model scores, with its context (for training it on the units the scan sees). */
export function learningUnits(file: FileInfo, skill: SkillInfo): { c: Ctx; u: Unit }[] {
  const c = ctxOf(file, skill);
  const out: { c: Ctx; u: Unit }[] = [];
  for (const { r } of readRegions(file))
    for (const u of unitsOf(file, r)) if (addressedToAgent(u)) out.push({ c, u });
  return out;
}

function analyse(file: FileInfo, skill: SkillInfo): Hit[] {
  const out: Hit[] = [];
  const c = ctxOf(file, skill);
  const dataFile = !file.markdown && DATA_FILE.test(file.path);
  for (const { r0, r } of readRegions(file)) {
    const fm = file.markdown && r0.ctx === "prose" && r0.lang === "config" ? shownLines(r0) : null;
    const hiddenAt = (line: number) =>
      r.ctx === "hidden" || r.ctx === "comment" || dataFile || (fm !== null && !fm.has(line));
    const units = unitsOf(file, r);
    const paraSends = new Set<number>();
    for (const u of units) if (sendsOf(c, u).length) paraSends.add(u.para);
    let para = -1;
    let prevAction = false;
    let prevSend = false;
    let prevConsent = false;
    let p2Done = false;
    const lastOf = new Map<string, { para: number; line: number }>();
    for (const u of units) {
      if (u.para !== para) {
        para = u.para;
        prevAction = false;
        prevSend = false;
        prevConsent = false;
      }
      const hits = framesOf(c, u, prevAction, prevSend, prevConsent, paraSends.has(u.para));
      // The learned model speaks only where no frame of the same pattern did; P2 is about being
      // hidden, which only the region says.
      if (addressedToAgent(u))
        for (const h of learnedHits(c, u))
          if (!hits.some((x) => x.pattern === h.pattern) && (h.pattern !== "P2" || hiddenAt(lineOf(r, h.at))))
            hits.push(h);
      if (claimsConsent(u)) prevConsent = true;
      if (hits.some((h) => h.pattern === "P3")) prevSend = true;
      if (u.toks.some((t) => inClass(SEND, t) || inClass(CONSEQUENTIAL, t))) prevAction = true;
      for (const h of hits) {
        const line = lineOf(r, h.at);
        // One instruction block, one finding per pattern: a fake system block that also claims
        // precedence and voids the rules on the next lines is one P1.
        const last = lastOf.get(h.pattern);
        // P4 is not merged: one sentence often both skips a confirmation and hides it.
        if (h.pattern !== "P4" && last && last.para === u.para && line - last.line <= 2) continue;
        lastOf.set(h.pattern, { para: u.para, line });
        out.push({
          line,
          col: colOf(r, h.at),
          pattern: h.pattern,
          rule: h.rule,
          confidence: r.example === 1 ? h.confidence * 0.8 : h.confidence,
          message: h.message,
        });
        // Frames only read comments addressed to the agent, so every comment hit is one.
        const hidden = hiddenAt(line);
        if (hidden && !p2Done) {
          p2Done = true;
          out.push({
            line,
            col: colOf(r, h.at),
            pattern: "P2",
            rule: "hidden-instruction",
            confidence: 0.85,
            message: `${r.hiding && r.hiding !== STRINGS ? r.hiding : r.ctx === "comment" ? "A code comment" : fm ? "A front-matter field" : "A data file"} carries an instruction to the agent that a reader of the rendered skill does not see`,
          });
        }
      }
    }
    // A front-matter field few readers see, or a notebook's metadata, addressed to the agent:
    // `agent_directive: "Do not add cautions"`.
    const meta = r0.ctx === "code" && file.path.endsWith(".ipynb!metadata.json");
    if ((fm || meta) && !p2Done) {
      const rows = (meta ? r0 : r).text.split("\n");
      for (let k = 0; k < rows.length && !p2Done; k++) {
        const line = r.startLine + k;
        if (fm?.has(line) || !FIELD.test(rows[k] ?? "")) continue;
        let end = k + 1;
        while (end < rows.length && !fm?.has(r.startLine + end) && !FIELD.test(rows[end] ?? "")) end++;
        const text = rows.slice(k, end).join(" ");
        if (!AGENT_FIELD.test(text) || (directiveScore(text) < 2 && !COMMANDS.test(text))) continue;
        p2Done = true;
        out.push({
          line,
          col: 0,
          pattern: "P2",
          rule: "hidden-directive",
          confidence: 0.8,
          message: `${meta ? "Notebook metadata" : "A front-matter field"} carries directives to the agent that a reader does not see`,
        });
      }
    }
    // Hidden markup that reads as directives even where no frame matched.
    if (r.ctx === "hidden" && r.hiding !== COLLAPSED && !p2Done) {
      const s = directiveScore(r.text);
      if (s >= 2) {
        const first = r.text.search(/\S/);
        out.push({
          line: lineOf(r, Math.max(0, first)),
          col: 0,
          pattern: "P2",
          rule: "hidden-directive",
          confidence: Math.min(0.95, 0.6 + 0.1 * s),
          message: `${r.hiding ?? "Hidden markup"} carries directives to the agent that a reader of the rendered page cannot see`,
        });
      }
    }
  }
  return out;
}

/**
 * A field addressed to the agent, by its key (`agent_directive:`, `"assistant_note":`) or by how its
 * value opens (`"Assistant: ..."`); `allowed-tools: Read, Bash` configures, it does not instruct.
 */
const AGENT_FIELD =
  /^\s*"?[\w-]*(?:agent|assistant|ai|llm|model|claude|copilot|runtime)[-_]?(?:directives?|instructions?|notes?|hints?|prompts?|rules?|polic(?:y|ies)|guidance)"?\s*:|^\s*"?[\w-]+"?\s*:\s*["'>|]?\s*(?:(?:dear\s+)?(?:assistant|agent|ai|claude|model)\s*[:,]|(?:note|instructions?|message)\s+(?:to|for)\s+(?:the\s+|any\s+|whichever\s+)?(?:assistant|agent|ai|model)\b)/i;

/** A key opening a field of front matter or JSON. */
const FIELD = /^\s*"?[\w-]+"?\s*:/;

/** A sentence that commands: "Do not add caveats", "Always approve", "you should ...". */
const COMMANDS =
  /(?:^|[.:!;"']\s*)(?:do\s+not|don['’]t|never|always|please|you\s+(?:must|should|will|may|can))\b/i;

/** Fields every listing shows; the rest of the front matter is read by the agent and seen by few. */
const SHOWN_KEY = /^(?:name|description)$/;

/**
 * Lines of a front-matter region that belong to a shown field, by the top-level key above them (a
 * folded description's continuation lines are the description's).
 */
function shownLines(r: Region): Set<number> {
  const shown = new Set<number>();
  let key = "";
  r.text.split("\n").forEach((row, k) => {
    const top = /^([\w-]+)\s*:/.exec(row);
    if (top) key = top[1] ?? "";
    if (SHOWN_KEY.test(key)) shown.add(r.startLine + k);
  });
  return shown;
}

const frameRule = (pattern: PatternId, message: string): FileRule => ({
  kind: "file",
  id: `${pattern}.frames`,
  pattern,
  confidence: 0.8,
  message,
  check: (file, skill) => framesIn(file, skill).filter((h) => h.pattern === pattern),
});

const FRAME_PATTERNS: PatternId[] = ["P1", "P2", "P3", "P4", "E4"];

/** One rule per pattern the frames or the learned model report, so each has its own id and metadata. */
export const MEANING_RULES: FileRule[] = [
  frameRule("P1", "Claims precedence over the user's or the system's instructions"),
  frameRule("P2", "Instructions hidden from a reader of the skill"),
  frameRule("P3", "Tells the agent to send data to a destination the user did not ask for"),
  frameRule("P4", "Steers the agent against the user's interest"),
  frameRule("E4", "Tells the agent to disclose its prompt, the conversation, memory or transcripts"),
  ...learnedPatterns
    .filter((p) => !FRAME_PATTERNS.includes(p))
    .map((p) => frameRule(p, `Prose tells the agent to do what ${p} describes (${PATTERNS[p].name})`)),
];
