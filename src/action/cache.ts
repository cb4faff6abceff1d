/**
 * A run store that outlives the run: each skill is audited into its own content-addressed run
 * directory, restored from and saved to the Actions cache service. A push that changes one of
 * three skills spends tokens on that one; the others' stored artifacts are reused.
 *
 * Integrity: the key carries the tool version, the sandbox image digest, the settings, the
 * skill's path and content hash; every saved entry holds a manifest (zod-checked) with each
 * file's sha256, and a restored entry whose manifest, key, content hash or any file does not
 * match is discarded before the pipeline sees it. Which runs may write an entry a run reads is
 * the cache service's scoping: a pull request's own runs write entries only that PR reads; the
 * fork publisher never restores anything.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { collectSkill } from "../collect/collect";
import { mergeShardReports } from "../github/plan";
import type { AuditOutput, AuditPort, AuditRequest, StoredReportsPort } from "../github/ports";
import { renderHtml } from "../report/render/html";
import { renderJson } from "../report/render/json";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";
import { Report, type SkillReport } from "../report/schema";
import { hashOf, sha256 } from "../util/hash";
import type { Logger } from "../util/logger";

/** The edge: @actions/cache in the Action, the same client against a local stand-in in tests. */
export interface CacheStore {
  /** The key that matched (the primary or a restore prefix), or undefined on a miss. */
  restore(dir: string, key: string, restoreKeys: string[]): Promise<string | undefined>;
  save(dir: string, key: string): Promise<void>;
}

export const MANIFEST = "skillaudit-cache.json";

export const CacheManifest = z
  .object({
    schema: z.literal(1),
    key: z.string(),
    toolVersion: z.string(),
    imageDigest: z.string(),
    settings: z.string(),
    skillPath: z.string(),
    contentHash: z.string(),
    files: z.array(z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  })
  .strict();
export type CacheManifest = z.infer<typeof CacheManifest>;

export interface CacheKeyParts {
  toolVersion: string;
  /** Image id of the sandbox the trials run in ("static" when none runs). */
  imageDigest: string;
  /** Hash of the settings that change stored results (provider, model, harness, counts, limits). */
  settings: string;
}

export interface CacheOutcome {
  /** Skills whose stored artifacts were restored (exact key). */
  restored: string[];
  /** Restored entries that failed the integrity check, and why. */
  discarded: { skill: string; why: string }[];
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "_");

export function cacheKey(
  parts: CacheKeyParts,
  skillPath: string,
  contentHash: string,
): { key: string; prefix: string } {
  const prefix = [
    "skillaudit",
    safe(parts.toolVersion),
    parts.imageDigest.replace(/^sha256:/, "").slice(0, 16),
    parts.settings.slice(0, 16),
    sha256(skillPath).slice(0, 16),
  ].join("-");
  return { key: `${prefix}-${contentHash.slice(0, 32)}`, prefix: `${prefix}-` };
}

async function listFiles(dir: string, rel = ""): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, r)));
    else if (e.isFile()) out.push(r);
    else throw new Error(`${r} is neither a file nor a folder`);
  }
  return out;
}

/** Why a restored entry cannot be used, or null when it is exactly what a run of ours saved under this key. */
export async function verifyEntry(
  dir: string,
  matchedKey: string,
  expect: { parts: CacheKeyParts; skillPath: string; contentHash: string; exact: boolean },
): Promise<string | null> {
  let manifest: CacheManifest;
  try {
    const parsed = CacheManifest.safeParse(JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")));
    if (!parsed.success) return `its manifest does not match the schema (${parsed.error.issues[0]?.message})`;
    manifest = parsed.data;
  } catch {
    return "it has no readable manifest";
  }
  if (manifest.key !== matchedKey) return "its manifest names another key";
  const { parts } = expect;
  if (
    manifest.toolVersion !== parts.toolVersion ||
    manifest.imageDigest !== parts.imageDigest ||
    manifest.settings !== parts.settings ||
    manifest.skillPath !== expect.skillPath
  )
    return "its manifest was made with another tool version, image or settings";
  if (expect.exact && manifest.contentHash !== expect.contentHash)
    return "its content hash is not the skill's";
  let files: string[];
  try {
    files = (await listFiles(dir)).filter((f) => f !== MANIFEST).sort();
  } catch (e) {
    return `it holds something unexpected (${(e as Error).message})`;
  }
  const listed = new Map(manifest.files.map((f) => [f.path, f.sha256]));
  if (files.length !== listed.size || files.some((f) => !listed.has(f)))
    return "its files are not the ones its manifest lists";
  for (const f of files) {
    if (sha256(await readFile(path.join(dir, f))) !== listed.get(f))
      return `${f} does not match its recorded hash`;
  }
  try {
    const report = await readFile(path.join(dir, "report.json"), "utf8").catch(() => null);
    if (report !== null && !Report.safeParse(JSON.parse(report)).success)
      return "its report.json does not match the schema";
  } catch {
    return "its report.json is not JSON";
  }
  return null;
}

async function writeManifest(dir: string, m: Omit<CacheManifest, "files" | "schema">): Promise<void> {
  const files = (await listFiles(dir)).filter((f) => f !== MANIFEST).sort();
  const entries = await Promise.all(
    files.map(async (f) => ({ path: f, sha256: sha256(await readFile(path.join(dir, f))) })),
  );
  const manifest: CacheManifest = { schema: 1, ...m, files: entries };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A skill's repository path and its run directory under the store root (the cache service versions an entry by that path). */
function slotOf(root: string, repoRoot: string, dir: string): { skillPath: string; slot: string } {
  const skillPath = path.relative(repoRoot, dir).split(path.sep).join("/") || ".";
  return { skillPath, slot: path.join(root, sha256(skillPath).slice(0, 16)) };
}

export interface CachedAuditOptions {
  store: CacheStore;
  /** A path that is the same on every run (the cache's version hashes it): RUNNER_TEMP/skillaudit-store. */
  root: string;
  parts: (req: AuditRequest) => Promise<CacheKeyParts>;
  logger: Logger;
}

/**
 * The audit port with a persistent store: one run directory per skill, restored before and
 * saved after its audit; the per-skill reports are merged and rendered into the request's outDir
 * (with a copy of every skill's run directory, so the artifact keeps the evidence).
 */
export function cachedAudit(inner: AuditPort, opts: CachedAuditOptions): AuditPort {
  return async (req) => {
    const parts = await opts.parts(req);
    const outcome: CacheOutcome = { restored: [], discarded: [] };
    const reports: Report[] = [];
    for (const dir of req.skills) {
      const { skillPath, slot } = slotOf(opts.root, req.repoRoot, dir);
      const { pkg } = await collectSkill(dir, { mode: req.mode });
      const { key, prefix } = cacheKey(parts, skillPath, pkg.contentHash);
      await rm(slot, { recursive: true, force: true });
      await mkdir(slot, { recursive: true });
      let matched: string | undefined;
      try {
        matched = await opts.store.restore(slot, key, [prefix]);
      } catch (e) {
        opts.logger.warn(`cache: restoring ${skillPath} failed: ${(e as Error).message}`);
      }
      if (matched) {
        const why = await verifyEntry(slot, matched, {
          parts,
          skillPath,
          contentHash: pkg.contentHash,
          exact: matched === key,
        });
        if (why) {
          opts.logger.warn(`cache: discarded the entry for ${skillPath}: ${why}`);
          outcome.discarded.push({ skill: skillPath, why });
          await rm(slot, { recursive: true, force: true });
          await mkdir(slot, { recursive: true });
          matched = undefined;
        } else if (matched === key) outcome.restored.push(skillPath);
      }
      await rm(path.join(slot, MANIFEST), { force: true });
      const res = await inner({ ...req, skills: [dir], outDir: slot });
      reports.push(res.report);
      await writeManifest(slot, {
        key,
        toolVersion: parts.toolVersion,
        imageDigest: parts.imageDigest,
        settings: parts.settings,
        skillPath,
        contentHash: pkg.contentHash,
      });
      if (matched !== key) {
        try {
          await opts.store.save(slot, key);
        } catch (e) {
          opts.logger.warn(`cache: saving ${skillPath} failed: ${(e as Error).message}`);
        }
      }
      await cp(slot, path.join(req.outDir, "skills-store", sha256(skillPath).slice(0, 16)), {
        recursive: true,
      });
    }
    const report = mergeShardReports(reports);
    await mkdir(req.outDir, { recursive: true });
    const files = {
      json: path.join(req.outDir, "report.json"),
      markdown: path.join(req.outDir, "report.md"),
      html: path.join(req.outDir, "report.html"),
      sarif: path.join(req.outDir, "report.sarif"),
    };
    await writeFile(files.json, renderJson(report));
    await writeFile(files.markdown, renderMarkdown(report, { variant: "full" }));
    await writeFile(files.html, renderHtml(report));
    await writeFile(files.sarif, renderSarif(report));
    return { report, outDir: req.outDir, files, cache: outcome } satisfies AuditOutput;
  };
}

/**
 * The stored audit of each skill's exact content under these settings (the base branch's version,
 * audited by an earlier push or PR run), integrity-checked like any restored entry. Read only:
 * nothing runs, nothing is saved.
 */
export function storedReports(opts: CachedAuditOptions): StoredReportsPort {
  return async (req) => {
    const parts = await opts.parts(req);
    const out = new Map<string, SkillReport>();
    for (const dir of req.skills) {
      const { skillPath, slot } = slotOf(opts.root, req.repoRoot, dir);
      try {
        const { pkg } = await collectSkill(dir, { mode: req.mode });
        const { key } = cacheKey(parts, skillPath, pkg.contentHash);
        await rm(slot, { recursive: true, force: true });
        await mkdir(slot, { recursive: true });
        if ((await opts.store.restore(slot, key, [])) !== key) continue;
        const why = await verifyEntry(slot, key, {
          parts,
          skillPath,
          contentHash: pkg.contentHash,
          exact: true,
        });
        if (why) {
          opts.logger.warn(`cache: not using the stored audit of ${skillPath}: ${why}`);
          continue;
        }
        const report = Report.parse(JSON.parse(await readFile(path.join(slot, "report.json"), "utf8")));
        const s = report.skills.length === 1 ? report.skills[0] : undefined;
        if (s) out.set(skillPath, s);
      } catch (e) {
        opts.logger.warn(`cache: reading the stored audit of ${skillPath} failed: ${(e as Error).message}`);
      } finally {
        await rm(slot, { recursive: true, force: true });
      }
    }
    return out;
  };
}

/** The settings part of the key: what changes stored results, never a credential. */
export function settingsHash(v: unknown): string {
  return hashOf(v);
}

/** The real client: @actions/cache against the runner's cache service. */
export function actionsCacheStore(): CacheStore {
  return {
    async restore(dir, key, restoreKeys) {
      const cache = await import("@actions/cache");
      return cache.restoreCache([dir], key, restoreKeys);
    },
    async save(dir, key) {
      const cache = await import("@actions/cache");
      await cache.saveCache([dir], key);
    },
  };
}

/** Whether this run can reach a cache service at all (the runner sets these for every job). */
export function cacheServiceAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && (env.ACTIONS_RESULTS_URL || env.ACTIONS_CACHE_URL));
}
