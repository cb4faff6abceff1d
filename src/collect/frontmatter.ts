import { parseDocument, visit } from "yaml";
import { z } from "zod";
import { InputError } from "../util/errors";
import type { ValidationMode } from "./schema";

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

const FrontMatter = z.object({
  name: z
    .string({ error: "`name` is required and must be a string" })
    .max(64, "`name` must be at most 64 characters")
    .regex(NAME_RE, "`name` may contain only lowercase letters, digits and single hyphens"),
  description: z
    .string({ error: "`description` is required and must be a string" })
    .trim()
    .min(1, "`description` must not be empty")
    .max(1024, "`description` must be at most 1024 characters"),
  license: z.string().optional(),
  "allowed-tools": z.union([z.string(), z.array(z.string())]).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  compatibility: z.string().max(500).optional(),
});

export interface ParsedSkillMd {
  frontmatter: Record<string, unknown>;
  name: string;
  description: string;
  body: string;
  /** 1-based line where the body starts in SKILL.md. */
  bodyLine: number;
  warnings: string[];
}

/** Splits and validates SKILL.md; every problem is an InputError naming `file`. */
export function parseSkillMd(
  text: string,
  file: string,
  folderName: string,
  mode: ValidationMode,
): ParsedSkillMd {
  const src = text.replace(/^\uFEFF/, "");
  const open = /^---[ \t]*\r?\n/.exec(src);
  if (!open) throw new InputError(file, "no YAML front matter: the file must start with a '---' line");
  const rest = src.slice(open[0].length);
  const close = /^---[ \t]*$/m.exec(rest);
  if (!close) throw new InputError(file, "front matter is not closed by a '---' line");
  const yamlText = rest.slice(0, close.index);
  const body = rest.slice(close.index + close[0].length).replace(/^\r?\n/, "");
  const bodyLine = src.slice(0, open[0].length + close.index + close[0].length).split("\n").length + 1;

  if (yamlText.length > MAX_FRONT_MATTER) {
    throw new InputError(file, `front matter is over ${MAX_FRONT_MATTER} characters`);
  }
  // Checked before parsing: deep nesting exhausts the parser's stack and can abort the process.
  if (nestingDepth(yamlText) > MAX_DEPTH) {
    throw new InputError(file, `front matter nests deeper than ${MAX_DEPTH} levels`);
  }
  const doc = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = e?.linePos?.[0]?.line;
    const where = line ? ` (front matter line ${line})` : "";
    throw new InputError(
      file,
      `front matter is not valid YAML${where}: ${firstLine(e?.message ?? "parse error")}`,
    );
  }
  // Anchors and aliases have no use in front matter and are how YAML bombs and cycles are built.
  let alias = false;
  visit(doc, {
    Alias: () => {
      alias = true;
      return visit.BREAK;
    },
  });
  if (alias)
    throw new InputError(file, "front matter uses a YAML alias (*name); write the value out instead");
  const data = doc.toJS() as unknown;
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new InputError(file, "front matter must be a YAML mapping of keys to values");
  }
  const fm = data as Record<string, unknown>;

  const parsed = FrontMatter.safeParse(fm);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(
      file,
      `invalid front matter: ${issue?.message ?? "does not match the Agent Skills format"}`,
    );
  }
  if (parsed.data.name !== folderName) {
    throw new InputError(
      file,
      `front matter name '${parsed.data.name}' does not match the folder name '${folderName}'`,
    );
  }

  const allowed = new Set<string>(mode === "spec" ? SPEC_KEYS : [...SPEC_KEYS, ...CLAUDE_CODE_KEYS]);
  const unknown = Object.keys(fm).filter((k) => !allowed.has(k));
  const warnings: string[] = [];
  if (unknown.length > 0) {
    if (mode === "spec") {
      const hint = unknown.some((k) => (CLAUDE_CODE_KEYS as readonly string[]).includes(k))
        ? " (Claude Code keys are accepted with --mode claude-code)"
        : "";
      throw new InputError(
        file,
        `front matter key(s) not in the Agent Skills specification: ${unknown.map(keyName).join(", ")}${hint}`,
      );
    }
    warnings.push(
      `front matter key(s) unknown to both the specification and Claude Code: ${unknown.map(keyName).join(", ")}`,
    );
  }
  return {
    frontmatter: fm,
    name: parsed.data.name,
    description: parsed.data.description,
    body,
    bodyLine,
    warnings,
  };
}

const MAX_FRONT_MATTER = 64 * 1024;
const MAX_DEPTH = 32;

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
