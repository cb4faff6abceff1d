import { readFile } from "node:fs/promises";
import path from "node:path";
import { collectSkill, findSkillRoots } from "../collect/collect";
import type { CollectedSkill, CollectOptions, ValidationMode } from "../collect/schema";
import { buildReport, buildSkillReport } from "../report/build";
import { renderHtml } from "../report/render/html";
import { renderJson } from "../report/render/json";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";
import type { Report, SkillReport, StageName, StageStatus } from "../report/schema";
import { scanSkill } from "../scan/scanner";
import { parseSuppressions, type SuppressionSet } from "../scan/suppressions";
import { InputError } from "../util/errors";
import type { Logger } from "../util/logger";
import { RunStore } from "./store";

export interface AuditOptions {
  /** Skill folders, or folders to search for skills. */
  skills: string[];
  /** Run directory; when absent nothing is written (a plain `scan`). */
  outDir?: string;
  mode?: ValidationMode;
  limits?: Omit<CollectOptions, "mode">;
  failOn: "risky" | "caution" | "never";
  minPrg: number | null;
  /** Explicit suppression file; by default `.skillaudit/suppressions.yml` at the repository top is used when present. */
  suppressionsFile?: string;
  /** Why the model-driven stages do not run; null when they should run. */
  modelSkipReason: string | null;
  logger: Logger;
  signal?: AbortSignal;
  version: string;
  now?: () => Date;
}

export interface AuditResult {
  report: Report;
  outDir: string | null;
  files: { json: string; markdown: string; html: string; sarif: string } | null;
}

const MODEL_STAGES: StageName[] = ["model-scan", "scheme", "trials", "judge", "probes"];

/** Expands the inputs to skill roots: a folder with SKILL.md is one skill, any other folder is searched. */
export async function resolveSkillDirs(inputs: string[]): Promise<string[]> {
  const out = new Set<string>();
  for (const input of inputs) {
    const roots = await findSkillRoots(input);
    const abs = path.resolve(input);
    if (roots.length === 0) {
      throw new InputError(
        path.join(input, "SKILL.md"),
        "missing: no skill (a folder holding SKILL.md) found here",
      );
    }
    // A skill folder given directly is audited alone, not together with skills nested in it.
    if (roots.includes(abs)) out.add(abs);
    else for (const r of roots) out.add(r);
  }
  return [...out];
}

/** The audit pipeline: collect → scan → (model stages) → score → report → renderers. */
export async function runAudit(opts: AuditOptions): Promise<AuditResult> {
  const { logger } = opts;
  const dirs = await resolveSkillDirs(opts.skills);
  const store = opts.outDir ? new RunStore(path.resolve(opts.outDir)) : null;
  const mode = opts.mode ?? "spec";

  const skills: SkillReport[] = [];
  for (const dir of dirs) {
    opts.signal?.throwIfAborted();
    const started = Date.now();
    const collected = await collectSkill(dir, { ...opts.limits, mode });
    const { pkg } = collected;
    const key = `skills/${pkg.name}-${pkg.contentHash.slice(0, 12)}`;
    const stages: StageStatus[] = [];
    stages.push({
      stage: "collect",
      status: "ran",
      ...(store ? { artifact: await store.writeJson(`${key}/package.json`, pkg) } : {}),
    });

    const suppressions = await loadSuppressions(collected, opts.suppressionsFile);
    const scan = scanSkill(collected, {
      ...(suppressions ? { suppressions } : {}),
      skillPathInRepo: pkg.provenance.path ?? path.basename(pkg.root),
    });
    stages.push({
      stage: "rule-scan",
      status: "ran",
      ...(store ? { artifact: await store.writeJson(`${key}/rule-scan.json`, scan) } : {}),
    });

    for (const stage of MODEL_STAGES) {
      stages.push({
        stage,
        status: "skipped",
        reason: opts.modelSkipReason ?? "not available in this build",
      });
    }

    skills.push(
      buildSkillReport({ pkg, scan, stages, settings: { failOn: opts.failOn, minPrg: opts.minPrg } }),
    );
    logger.info(
      `${pkg.name}: collected ${pkg.files.length} files, ${scan.findings.length} findings (${Date.now() - started} ms)`,
    );
  }

  const report = buildReport(
    skills,
    { failOn: opts.failOn, minPrg: opts.minPrg, validationMode: mode, model: null, harness: null },
    { version: opts.version, generatedAt: (opts.now?.() ?? new Date()).toISOString() },
  );
  if (!store) return { report, outDir: null, files: null };

  // Renderers first, then the writes, so a renderer failure leaves no partial report set behind.
  const rendered = {
    json: renderJson(report),
    markdown: renderMarkdown(report, { variant: "full" }),
    html: renderHtml(report),
    sarif: renderSarif(report),
  };
  const files = {
    json: store.abs(await store.write("report.json", rendered.json)),
    markdown: store.abs(await store.write("report.md", rendered.markdown)),
    html: store.abs(await store.write("report.html", rendered.html)),
    sarif: store.abs(await store.write("report.sarif", rendered.sarif)),
  };
  return { report, outDir: store.dir, files };
}

/** The repository's reviewed suppressions. A file inside the skill itself is never honoured: a skill cannot vouch for itself. */
async function loadSuppressions(skill: CollectedSkill, explicit?: string): Promise<SuppressionSet | null> {
  let file = explicit;
  if (!file) {
    const rel = skill.pkg.provenance.path;
    if (rel === undefined) return null;
    const top =
      rel === "." ? skill.pkg.root : skill.pkg.root.slice(0, skill.pkg.root.length - rel.length - 1);
    file = path.join(top, ".skillaudit", "suppressions.yml");
    if (path.resolve(file).startsWith(skill.pkg.root + path.sep)) return null;
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if (!explicit && (e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new InputError(file, `cannot read suppression file (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  return parseSuppressions(text, file);
}
