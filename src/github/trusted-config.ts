/**
 * Verdict-deciding configuration of a pull-request run: suppressions, pinned scenarios and the
 * ignore list come from the PR's base commit, read through the API. What the PR itself adds or
 * changes is only shown as proposed until it is merged; the one exception is a pinned scenario
 * file that is byte for byte what a maintainer's `/skillaudit scenarios` command generated (the
 * command's reply records its sha256, and only the bot can write that reply).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { mdCode, mdText } from "../report/render/escape";
import { DEFAULT_SUPPRESSIONS_PATH, parseSuppressions, type SuppressionSet } from "../scan/suppressions";
import { InputError } from "../util/errors";
import { sha256 } from "../util/hash";
import type { ChangedFile, GitHubClient, IssueComment } from "./client";

export const CONFIG_PATH = ".skillaudit/config.yml";
export const TASKS_ROOT = ".skillaudit/tasks";
/** Pinned scenario folders read from the base commit at most. */
const MAX_PINNED = 200;

export const RepoConfig = z
  .object({
    /** Globs (repository-relative) of skill folders a pull-request run does not audit; reported. */
    ignore: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type RepoConfig = z.infer<typeof RepoConfig>;

export interface TrustedConfig {
  /** The commit the configuration was read from. */
  baseSha: string;
  suppressions: SuppressionSet | null;
  ignore: string[];
  /** Local folder holding `<skill name>/scenarios.json` for every pinned scenario set in force. */
  pinnedDir: string;
  /** Markdown lines for the comment: what the PR proposes and what was applied. */
  notes: string[];
}

/** The hidden record a `/skillaudit scenarios` reply carries: which bytes the command generated. */
export function scenariosRecord(path: string, content: string): string {
  return `<!-- skillaudit:scenarios sha256=${sha256(content)} path=${encodeURIComponent(path)} -->`;
}

const RECORD = /<!-- skillaudit:scenarios sha256=([0-9a-f]{64}) path=([^\s>]+) -->/g;

/** sha256 of scenario files the bot itself recorded in this thread, by repository path. */
export function recordedScenarios(comments: IssueComment[], botLogin: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of comments) {
    if (c.userType !== "Bot" || c.userLogin !== botLogin) continue;
    for (const m of c.body.matchAll(RECORD)) {
      let path: string;
      try {
        path = decodeURIComponent(m[2] as string);
      } catch {
        continue;
      }
      const set = out.get(path) ?? new Set<string>();
      set.add(m[1] as string);
      out.set(path, set);
    }
  }
  return out;
}

const text = (b: Buffer | null) => (b === null ? null : b.toString("utf8"));
const short = (sha: string) => sha.slice(0, 12);
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;

export function parseRepoConfig(source: string, where: string): RepoConfig {
  let doc: unknown;
  try {
    doc = parse(source);
  } catch (e) {
    throw new InputError(where, `invalid YAML: ${((e as Error).message ?? "").split("\n")[0]}`);
  }
  const r = RepoConfig.safeParse(doc ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new InputError(where, `${issue?.path.join(".") || "config"}: ${issue?.message ?? "invalid"}`);
  }
  return r.data;
}

export interface TrustedConfigInput {
  client: GitHubClient;
  baseSha: string;
  headSha: string;
  files: ChangedFile[];
  comments: IssueComment[];
  botLogin: string;
  /** Where the pinned scenarios in force are written (outside the checkout). */
  dir: string;
}

/** Reads the base commit's configuration and sorts the PR's own changes to it into proposed and applied. */
export async function loadTrustedConfig(i: TrustedConfigInput): Promise<TrustedConfig> {
  const { client, baseSha, headSha } = i;
  const at = `${DEFAULT_SUPPRESSIONS_PATH}@${short(baseSha)}`;
  const baseSuppressions = text(await client.getFile(DEFAULT_SUPPRESSIONS_PATH, baseSha));
  const suppressions = baseSuppressions === null ? null : parseSuppressions(baseSuppressions, at);
  const baseConfigText = text(await client.getFile(CONFIG_PATH, baseSha));
  const config = baseConfigText
    ? parseRepoConfig(baseConfigText, `${CONFIG_PATH}@${short(baseSha)}`)
    : { ignore: [] };
  const pinnedDir = join(i.dir, "tasks");
  await mkdir(pinnedDir, { recursive: true });
  const folders = ((await client.listFolder(TASKS_ROOT, baseSha)) ?? []).filter((e) => e.type === "dir");
  for (const f of folders.slice(0, MAX_PINNED)) {
    const bytes = await client.getFile(`${TASKS_ROOT}/${f.name}/scenarios.json`, baseSha);
    if (bytes) await writePinned(pinnedDir, f.name, bytes);
  }

  const notes: string[] = [];
  if (folders.length > MAX_PINNED)
    notes.push(
      `Only the first ${MAX_PINNED} of ${folders.length} pinned scenario folders of the base branch were read.`,
    );
  const changed = new Map(i.files.map((f) => [f.filename, f]));
  const live = (p: string) => {
    const f = changed.get(p);
    return f !== undefined && f.status !== "removed";
  };

  if (changed.has(DEFAULT_SUPPRESSIONS_PATH)) {
    notes.push(
      await proposedSuppressions(client, headSha, live(DEFAULT_SUPPRESSIONS_PATH), suppressions, baseSha),
    );
  }
  if (changed.has(CONFIG_PATH)) {
    const head = live(CONFIG_PATH) ? text(await client.getFile(CONFIG_PATH, headSha)) : null;
    let proposed: string[] = [];
    try {
      proposed = head ? parseRepoConfig(head, CONFIG_PATH).ignore : [];
    } catch (e) {
      proposed = [];
      notes.push(`The PR's ${mdCode(CONFIG_PATH)} is invalid (${mdText((e as Error).message)}).`);
    }
    const added = proposed.filter((g) => !config.ignore.includes(g));
    const removed = config.ignore.filter((g) => !proposed.includes(g));
    notes.push(
      `**Proposed, not applied until merged:** this pull request changes ${mdCode(CONFIG_PATH)}` +
        `${added.length ? `; ignore entries it adds: ${added.map((g) => mdCode(g)).join(", ")}` : ""}` +
        `${removed.length ? `; ignore entries it removes: ${removed.map((g) => mdCode(g)).join(", ")}` : ""}` +
        `. The base branch's version (${mdCode(short(baseSha))}) is in force.`,
    );
  }

  const records = recordedScenarios(i.comments, i.botLogin);
  for (const f of i.files) {
    const m = /^\.skillaudit\/tasks\/([^/]+)\/scenarios\.json$/.exec(f.filename);
    if (!m) continue;
    const name = m[1] as string;
    if (!live(f.filename)) {
      notes.push(
        `**Proposed, not applied until merged:** this pull request removes ${mdCode(f.filename)}; the base branch's pinned scenarios (if any) stay in use.`,
      );
      continue;
    }
    const bytes = await client.getFile(f.filename, headSha);
    if (!bytes) continue;
    const digest = sha256(bytes);
    if (records.get(f.filename)?.has(digest)) {
      await writePinned(pinnedDir, name, bytes);
      notes.push(
        `Pinned scenarios ${mdCode(f.filename)} applied: byte for byte what \`/skillaudit scenarios\` generated in this thread (sha256 ${mdCode(short(digest))}).`,
      );
    } else {
      notes.push(
        `**Proposed, not applied until merged:** this pull request changes ${mdCode(f.filename)} (sha256 ${mdCode(short(digest))}), which no \`/skillaudit scenarios\` reply in this thread generated; the base branch's pinned scenarios (if any) are used.`,
      );
    }
  }
  return { baseSha, suppressions, ignore: config.ignore, pinnedDir, notes };
}

async function writePinned(dir: string, name: string, bytes: Buffer): Promise<void> {
  // The folder name is the skill's name; a name that could climb out is never written.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(name) || name.includes("..")) return;
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, "scenarios.json"), bytes);
}

async function proposedSuppressions(
  client: GitHubClient,
  headSha: string,
  live: boolean,
  base: SuppressionSet | null,
  baseSha: string,
): Promise<string> {
  const head = live ? text(await client.getFile(DEFAULT_SUPPRESSIONS_PATH, headSha)) : null;
  const inForce = `The base branch's version (${mdCode(short(baseSha))}${base ? `, ${plural(base.entries.length, "entry")}` : ", none"}) is in force.`;
  const lead = `**Proposed, not applied until merged:** this pull request ${live ? "changes" : "removes"} ${mdCode(DEFAULT_SUPPRESSIONS_PATH)}`;
  if (head === null) return `${lead}. ${inForce}`;
  let entries: SuppressionSet["entries"];
  try {
    entries = parseSuppressions(head, DEFAULT_SUPPRESSIONS_PATH).entries;
  } catch (e) {
    return `${lead}, and its version is invalid (${mdText((e as Error).message)}). ${inForce}`;
  }
  const known = new Set((base?.entries ?? []).map((e) => JSON.stringify(e)));
  const added = entries.filter((e) => !known.has(JSON.stringify(e)));
  const shown = added
    .slice(0, 10)
    .map((e) => `${e.pattern} ${mdCode(e.path)} (${mdText(e.reason)})`)
    .join("; ");
  const more = added.length > 10 ? `; and ${added.length - 10} more` : "";
  return `${lead}${added.length ? `; ${plural(added.length, "suppression")} it adds: ${shown}${more}` : ""}. ${inForce}`;
}
