import { isMap, isScalar, parseDocument, visit } from "yaml";
import type { SpecIssue, ValidationMode } from "./schema";

/** Keys of the open Agent Skills specification. */
const SPEC_KEYS = ["name", "description", "license", "allowed-tools", "metadata", "compatibility"] as const;
/** Keys Claude Code also understands in SKILL.md front matter. */
const CLAUDE_CODE_KEYS = [
  "argument-hint",
  "disable-model-invocation",
  "user-invocable",
  "model",
  "context",
  "agent",
  "hooks",
  "version",
  "when_to_use",
] as const;

const NAME_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words the Agent Skills name rules reserve for Anthropic's own skills. */
const RESERVED = /anthropic|claude/i;
/** Publishers a skill might pretend to come from: names that are only ever a company. */
const VENDORS =
  "anthropic|claude|openai|chatgpt|github|gitlab|microsoft|google|amazon|aws|stripe|atlassian|salesforce|shopify|cloudflare|vercel|twilio|paypal|hashicorp|mongodb|adobe|figma|hubspot|dropbox|dependabot";
const OFFICIAL = new RegExp(`\\b(${VENDORS})\\b`, "i");
/**
 * A description that presents the skill itself as a vendor's: "Official Anthropic toolkit for ...",
 * "Official GitHub Dependabot companion skill", "Official Stripe-maintained skill", "... skill
 * published by Google LLC", "published by Acme Instruments Corp.".
 */
const SELF_CLAIM = new RegExp(
  [
    `\\b(?:official|verified|certified|authori[sz]ed)\\s+(?:${VENDORS})\\b(?:-(?:maintained|published|built|made|approved|endorsed))?\\s+(?:[\\w-]+\\s+){0,2}(?:skill|toolkit|kit|extension|plugin|add-?on|integration|companion|release|package|tools?)\\b`,
    `\\b(?:${VENDORS})(?:['’]s)?\\s+(?:own\\s+)?official\\s+(?:[\\w-]+\\s+)?(?:skill|toolkit|kit|extension|plugin|integration|companion|package|tool)\\b`,
    `\\b(?:skill|plugin|extension|toolkit|package)\\s+(?:published|maintained|authored|released)\\s+by\\s+(?:${VENDORS})\\b`,
    // "(published by Davis Instruments Corp.)": any company, named by its legal form.
    `\\b(?:published|maintained|released|distributed)\\s+by\\s+(?:[A-Z][\\w&'-]*\\s+){1,4}(?:Corp(?:oration)?|Inc|LLC|Ltd|GmbH|AG|S\\.A|Co)\\b\\.?`,
  ].join("|"),
  "i",
);
const PUBLISHER_KEYS =
  /^(author|authors|publisher|vendor|maintainer|maintainers|owner|organi[sz]ation|company|provider|creator|org)$/i;
/** Temporary or generated folder names say nothing about the skill's name. */
const NEUTRAL_FOLDER = /^[0-9a-f]{8,}$|^tmp|^skill$/i;

export interface ParsedSkillMd {
  /** What parsed; {} when the front matter is missing or broken. */
  frontmatter: Record<string, unknown>;
  /** A name safe to use as a folder and in run paths: the declared one when valid, else the folder's. */
  name: string;
  description: string;
  /** Every problem found, with its SKILL.md line; none stops the scan. */
  issues: SpecIssue[];
}

const FILE = "SKILL.md";
const MAX_FRONT_MATTER = 64 * 1024;
const MAX_DEPTH = 32;

/** Splits SKILL.md and checks its front matter against the Agent Skills format. Never throws. */
export function parseSkillMd(text: string, folderName: string, mode: ValidationMode): ParsedSkillMd {
  const issues: SpecIssue[] = [];
  const issue = (
    rule: string,
    severity: SpecIssue["severity"],
    line: number,
    message: string,
    pattern?: "SC4",
  ) => issues.push({ rule, severity, file: FILE, line, message, ...(pattern ? { pattern } : {}) });

  const src = text.replace(/^\uFEFF/, "");
  const open = /^---[ \t]*\r?\n/.exec(src);
  const rest = open ? src.slice(open[0].length) : "";
  const close = open ? /^---[ \t]*$/m.exec(rest) : null;
  if (!open || !close) {
    issue(
      open ? "spec.front-matter-unclosed" : "spec.no-front-matter",
      "error",
      1,
      open
        ? "front matter is not closed by a '---' line; the whole file was scanned as the body"
        : "no YAML front matter: the file does not start with a '---' line; the whole file was scanned as the body",
    );
    return finish({}, { lines: new Map() }, issues, issue, folderName, mode, 1);
  }
  const yamlText = rest.slice(0, close.index);
  // Line numbers in SKILL.md: the opening '---' is line 1, so front matter line n is line n + 1.
  const lineAt = (offset: number) => 2 + countNewlines(yamlText, offset);

  if (yamlText.length > MAX_FRONT_MATTER) {
    issue(
      "spec.front-matter-too-large",
      "error",
      2,
      `front matter is over ${MAX_FRONT_MATTER} characters; not parsed`,
    );
    return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
  }
  // Checked before parsing: deep nesting exhausts the parser's stack and can abort the process.
  if (nestingDepth(yamlText) > MAX_DEPTH) {
    issue(
      "spec.front-matter-nesting",
      "error",
      2,
      `front matter nests deeper than ${MAX_DEPTH} levels; not parsed`,
    );
    return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
  }
  const doc = parseDocument(yamlText, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    // An error at the very end (an unclosed bracket) belongs to the last line that has text.
    const line = lineAt(Math.min(e?.pos?.[0] ?? 0, yamlText.trimEnd().length));
    issue(
      "spec.yaml-syntax",
      "error",
      line,
      `front matter is not valid YAML (front matter line ${line - 1}): ${firstLine(e?.message ?? "parse error")}`,
    );
    return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
  }
  // Anchors and aliases have no use in front matter and are how YAML bombs and cycles are built.
  let aliasAt = -1;
  visit(doc, {
    Alias: (_k, node) => {
      aliasAt = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  if (aliasAt >= 0) {
    issue(
      "spec.yaml-alias",
      "error",
      lineAt(aliasAt),
      "front matter uses a YAML alias (*name); not expanded: write the value out instead",
    );
    return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
  }
  const data = doc.toJS() as unknown;
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    issue("spec.not-a-mapping", "error", 2, "front matter must be a YAML mapping of keys to values");
    return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
  }
  // Key lines, and duplicates: readers disagree on which copy wins, so a duplicate is never benign.
  const keyLines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
      const line = lineAt((item.key as { range?: number[] } | null)?.range?.[0] ?? 0);
      if (keyLines.has(key))
        issue("spec.duplicate-key", "error", line, `front matter key ${keyName(key)} appears more than once`);
      else keyLines.set(key, line);
    }
  }
  return finish(data as Record<string, unknown>, null, issues, issue, folderName, mode, 2, keyLines);
}

type Issue = (
  rule: string,
  severity: SpecIssue["severity"],
  line: number,
  message: string,
  pattern?: "SC4",
) => void;

/** Field checks on whatever parsed (or, for broken YAML, the simple `name:`/`description:` lines). */
function finish(
  fm: Record<string, unknown>,
  fallback: { name?: string; description?: string; lines: Map<string, number> } | null,
  issues: SpecIssue[],
  issue: Issue,
  folder: string,
  mode: ValidationMode,
  fmLine: number,
  keyLines: Map<string, number> = fallback?.lines ?? new Map(),
): ParsedSkillMd {
  const at = (k: string) => keyLines.get(k) ?? fmLine;
  const parsed = !fallback && Object.keys(fm).length > 0;
  const rawName: unknown = fallback ? fallback.name : fm.name;
  const rawDesc: unknown = fallback ? fallback.description : fm.description;
  // When the front matter did not parse, its problem is already reported: a missing name is not news.
  const broken = fallback !== null;

  let name: string | null = null;
  if (rawName === undefined) {
    if (!broken) issue("spec.name-missing", "error", fmLine, "`name` is required");
  } else if (typeof rawName !== "string") {
    issue("spec.name-invalid", "error", at("name"), "`name` must be a string", "SC4");
  } else {
    name = rawName;
    const shown = JSON.stringify(rawName.slice(0, 80));
    if (rawName.length > 64)
      issue("spec.name-invalid", "error", at("name"), `name ${shown}… is over 64 characters`, "SC4");
    else if (!NAME_RE.test(rawName))
      issue(
        "spec.name-invalid",
        "error",
        at("name"),
        `name ${shown} may contain only lowercase letters, digits and single hyphens`,
        "SC4",
      );
    if (RESERVED.test(rawName))
      issue(
        "spec.name-reserved",
        "error",
        at("name"),
        `name ${shown} uses a word reserved for Anthropic's own skills ("anthropic", "claude")`,
        "SC4",
      );
    if (rawName !== folder && !NEUTRAL_FOLDER.test(folder))
      issue(
        "spec.name-folder-mismatch",
        "error",
        at("name"),
        `front matter name ${shown} does not match the folder name ${JSON.stringify(folder)}`,
        "SC4",
      );
  }

  let description = "";
  if (rawDesc === undefined) {
    if (!broken) issue("spec.description-missing", "error", fmLine, "`description` is required");
  } else if (typeof rawDesc !== "string") {
    issue("spec.description-invalid", "error", at("description"), "`description` must be a string");
  } else {
    description = rawDesc.trim();
    if (!description) issue("spec.description-invalid", "error", at("description"), "`description` is empty");
    else if (description.length > 1024)
      issue(
        "spec.description-length",
        "warning",
        at("description"),
        `description is ${description.length} characters, over the specification's 1024`,
      );
  }

  if (parsed) {
    checkTypes(fm, at, issue);
    const allowed = new Set<string>(mode === "spec" ? SPEC_KEYS : [...SPEC_KEYS, ...CLAUDE_CODE_KEYS]);
    for (const k of Object.keys(fm)) {
      if (allowed.has(k)) continue;
      const cc = (CLAUDE_CODE_KEYS as readonly string[]).includes(k);
      issue(
        "spec.unknown-key",
        "warning",
        at(k),
        mode === "spec"
          ? `front matter key ${keyName(k)} is not in the Agent Skills specification${cc ? " (a Claude Code key: use --mode claude-code)" : ""}`
          : `front matter key ${keyName(k)} is unknown to both the specification and Claude Code`,
      );
    }
    publisherClaims(fm, at, issue);
    const claim = SELF_CLAIM.exec(description);
    if (claim && !/\b(?:un-?official|not\s+(?:an?\s+)?official|not\s+affiliated)\b/i.test(description))
      issue(
        "spec.publisher-claim",
        "warning",
        at("description"),
        `description presents the skill as ${JSON.stringify(claim[0])}; nothing in the package can show that`,
        "SC4",
      );
  }

  const safe = name !== null && NAME_RE.test(name) && name.length <= 64 ? name : slug(folder);
  return { frontmatter: fm, name: safe, description, issues };
}

function checkTypes(fm: Record<string, unknown>, at: (k: string) => number, issue: Issue): void {
  const isStrings = (v: unknown) =>
    typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string"));
  if ("license" in fm && typeof fm.license !== "string")
    issue("spec.field-type", "warning", at("license"), "`license` should be a string");
  if ("allowed-tools" in fm && !isStrings(fm["allowed-tools"]))
    issue(
      "spec.field-type",
      "warning",
      at("allowed-tools"),
      "`allowed-tools` should be a string or a list of strings",
    );
  const md = fm.metadata;
  if ("metadata" in fm && (md === null || typeof md !== "object" || Array.isArray(md)))
    issue("spec.field-type", "warning", at("metadata"), "`metadata` should be a mapping");
  if ("compatibility" in fm) {
    const c = fm.compatibility;
    if (typeof c !== "string")
      issue("spec.field-type", "warning", at("compatibility"), "`compatibility` should be a string");
    else if (c.length > 500)
      issue(
        "spec.field-length",
        "warning",
        at("compatibility"),
        `compatibility is ${c.length} characters, over 500`,
      );
  }
}

/** `author: Anthropic` and the like, at the top level or under `metadata`: a publisher the skill cannot prove. */
function publisherClaims(fm: Record<string, unknown>, at: (k: string) => number, issue: Issue): void {
  const scopes: [Record<string, unknown>, string | null][] = [[fm, null]];
  const md = fm.metadata;
  if (md && typeof md === "object" && !Array.isArray(md))
    scopes.push([md as Record<string, unknown>, "metadata"]);
  for (const [obj, parent] of scopes) {
    for (const [k, v] of Object.entries(obj)) {
      if (!PUBLISHER_KEYS.test(k)) continue;
      const text = flatten(v).slice(0, 500);
      const m = OFFICIAL.exec(text);
      if (!m) continue;
      issue(
        "spec.publisher-claim",
        "warning",
        at(parent ?? k),
        `${parent ? `${parent}.` : ""}${keyName(k)} names ${JSON.stringify(m[1])} as the publisher; nothing in the package can show that`,
        "SC4",
      );
    }
  }
}

function flatten(v: unknown): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(flatten).join(" ");
  if (v && typeof v === "object") return Object.values(v).map(flatten).join(" ");
  return "";
}

/** `name:` and `description:` as plain scalars, read line by line from front matter that did not parse. */
function loose(yamlText: string): { name?: string; description?: string; lines: Map<string, number> } {
  const out: { name?: string; description?: string; lines: Map<string, number> } = { lines: new Map() };
  yamlText.split("\n").forEach((l, i) => {
    const m = /^(name|description)[ \t]*:[ \t]*(.*?)[ \t]*\r?$/.exec(l);
    if (!m?.[1] || out.lines.has(m[1])) return;
    const v = (m[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
    out.lines.set(m[1], i + 2);
    if (m[1] === "name") out.name = v;
    else out.description = v;
  });
  return out;
}

/** A folder name made safe for paths: lower case, [a-z0-9-], at most 64 characters. */
function slug(folder: string): string {
  const s = folder
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return s || "skill";
}

function countNewlines(s: string, end: number): number {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1 && i < end; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

/** Deepest nesting of flow brackets, block indentation or stacked "- " entries, roughly; quotes are skipped. */
function nestingDepth(text: string): number {
  let max = 0;
  let flow = 0;
  let quote: string | null = null;
  for (const line of text.split("\n")) {
    const indent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    const dashes = /^(?:[ \t]*-[ \t]+)*/.exec(line)?.[0].match(/-/g)?.length ?? 0;
    max = Math.max(max, Math.floor(indent / 2) + dashes + flow);
    for (const c of line) {
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === "[" || c === "{") max = Math.max(max, ++flow);
      else if ((c === "]" || c === "}") && flow > 0) flow--;
    }
    if (quote === "'") quote = null;
  }
  return max;
}

/** Key names come from the skill: printed as JSON strings so a newline cannot start a new log line. */
function keyName(k: string): string {
  return /^[\w.-]+$/.test(k) ? k : JSON.stringify(k);
}

function firstLine(s: string): string {
  return s.split("\n")[0] ?? s;
}
