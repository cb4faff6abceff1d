import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { InputError } from "../util/errors";
import type { Finding, Suppressed } from "./finding";
import { PatternId } from "./patterns";

/** Where the lead loads reviewed suppressions from, relative to the repository root. */
export const DEFAULT_SUPPRESSIONS_PATH = ".skillaudit/suppressions.yml";

export const SuppressionEntry = z.object({
  pattern: PatternId,
  /** Glob relative to the repository root; `*` stays within a path segment, `**` spans segments. */
  path: z.string().min(1),
  line: z.number().int().min(1).optional(),
  /** A finding id (or a prefix of one at least 8 characters long). */
  fingerprint: z.string().min(8).optional(),
  reason: z.string().trim().min(1),
});
export type SuppressionEntry = z.infer<typeof SuppressionEntry>;

export interface SuppressionSet {
  /** The file the entries came from, as reported in `Suppressed.by`. */
  file: string;
  entries: SuppressionEntry[];
}

/**
 * Parses a suppression file: a YAML list of entries, or a mapping with a `suppressions` list.
 * Every entry needs a non-empty reason; a bad entry is an InputError naming the file and entry number (1-based).
 */
export function parseSuppressions(text: string, file: string): SuppressionSet {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    throw new InputError(file, `invalid YAML: ${((e as Error).message ?? "").split("\n")[0]}`);
  }
  if (doc === null || doc === undefined) return { file, entries: [] };
  const list = Array.isArray(doc)
    ? doc
    : typeof doc === "object" && "suppressions" in (doc as object)
      ? (doc as { suppressions: unknown }).suppressions
      : undefined;
  if (list === null) return { file, entries: [] };
  if (!Array.isArray(list))
    throw new InputError(file, "expected a list of suppressions (or a `suppressions:` list)");
  const entries = list.map((raw, i) => {
    const where = `suppression entry #${i + 1}`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw))
      throw new InputError(file, `${where} must be a mapping with pattern, path and reason`);
    const reason = (raw as Record<string, unknown>).reason;
    if (typeof reason !== "string" || reason.trim() === "") {
      throw new InputError(file, `${where} has no reason; say why the finding is acceptable`);
    }
    const r = SuppressionEntry.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new InputError(
        file,
        `${where}: ${issue?.path.join(".") || "entry"}: ${issue?.message ?? "invalid"}`,
      );
    }
    return r.data;
  });
  return { file, entries };
}

/** Compiles a repository glob: `*` and `?` within a segment, `**` across segments. */
export function globToRegExp(glob: string): RegExp {
  const g = glob.replace(/^\.\//, "").replace(/^\/+/, "");
  let re = "";
  for (let i = 0; i < g.length; i++) {
    const c = g[i] ?? "";
    if (c === "*" && g[i + 1] === "*") {
      const slashAfter = g[i + 2] === "/";
      re += slashAfter ? "(?:.*/)?" : ".*";
      i += slashAfter ? 2 : 1;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\!]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

export function matchesGlob(glob: string, p: string): boolean {
  return globToRegExp(glob).test(p.replace(/^\.\//, ""));
}

/** Suppresses findings that a reviewed entry matches; the rest are kept. */
export function applySuppressions(
  findings: Finding[],
  set: SuppressionSet,
  skillPathInRepo: string,
): { kept: Finding[]; suppressed: Suppressed[] } {
  const kept: Finding[] = [];
  const suppressed: Suppressed[] = [];
  const compiled = set.entries.map((e) => ({ e, re: globToRegExp(e.path) }));
  for (const f of findings) {
    const full = path.posix.join(skillPathInRepo.replace(/^\.\/?/, "") || ".", f.file).replace(/^\.\//, "");
    const container = full.split("!")[0] ?? full;
    const idx = compiled.findIndex(
      ({ e, re }) =>
        e.pattern === f.pattern &&
        (re.test(full) || re.test(container)) &&
        (e.line === undefined || e.line === f.line) &&
        (e.fingerprint === undefined || f.id === e.fingerprint || f.id.startsWith(e.fingerprint)),
    );
    const hit = compiled[idx];
    if (hit) suppressed.push({ finding: f, reason: hit.e.reason, by: `${set.file}#${idx + 1}` });
    else kept.push(f);
  }
  return { kept, suppressed };
}

/** A suppression file the skill ships itself (relative to the skill root). The scanner reports it as P4. */
export function isSelfSuppressionFile(skillRelativePath: string): boolean {
  return /(^|\/)\.skillaudit\/suppressions\.ya?ml$|(^|\/)\.skillaudit\.ya?ml$/.test(skillRelativePath);
}

/**
 * Must the caller ignore this suppression file for this skill? True when the file lies inside the skill
 * folder (both paths relative to the repository root): the skill cannot vouch for itself. A skill at the
 * repository root therefore cannot have its findings suppressed by the root `.skillaudit/suppressions.yml`.
 */
export function isSelfSuppression(suppressionFileInRepo: string, skillPathInRepo: string): boolean {
  const f = path.posix.normalize(suppressionFileInRepo.replace(/^\.\//, ""));
  const s = path.posix.normalize(skillPathInRepo.replace(/^\.\//, "") || ".");
  return s === "." || f.startsWith(`${s.replace(/\/$/, "")}/`);
}
