import { existsSync, lstatSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { computeDelta, type Delta, introducedIds } from "../report/delta";
import { encodePath, skillFilePath } from "../report/paths";
import { renderDelta } from "../report/render/delta";
import { mdCode, mdText } from "../report/render/escape";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";
import { annotationsFor, CHECK_NAME, completeCheck, omittedNote, skillRepoPath } from "./checks";
import type { ChangedFile } from "./client";
import { mayCommand, parseCommand, refusalMessage } from "./commands";
import { stickyBody, updateStickyIfPresent, upsertSticky } from "./comment";
import { FORK_HELP, type PullRef, planRun } from "./context";
import { evaluateGate, type GatePolicy, type GateResult, gateMessage } from "./gate";
import { estimateSkillCost, mergeShardReports, parseShardPlan, planShards, shardMatrix } from "./plan";
import type {
  ActionInputs,
  AuditOutput,
  AuditRequest,
  Deps,
  Outcome,
  ReportLinks,
  ScenariosOutput,
} from "./ports";
import { materialise, readCommitTree, treeHasSkillMd } from "./pr-files";
import { attachedReply, commitScenarios, committedReply } from "./scenarios";
import {
  appendHistory,
  compareBackbones,
  detectRegressions,
  History,
  renderComparison,
  upsertTrackingIssue,
} from "./schedule";
import { redact } from "./secrets";
import { changedSkillRoots, findSkillRoots, ignoredBy } from "./skills";
import { CONFIG_PATH, loadTrustedConfig, type TrustedConfig } from "./trusted-config";

const COMMENT_BUDGET = 60_000;
const OVERFLOW_NOTE =
  "_This comment was shortened to fit GitHub's 65,536-character limit; the full report is in the job summary and the run artifact._";
export const PR_FILE = "pull-request.json";

/** Entry for every event: decide what to do, do it, and say what happened. */
export async function orchestrate(d: Deps): Promise<Outcome> {
  const { inputs } = d;
  if (inputs.mode === "plan") return planMode(d);
  if (inputs.mode === "merge") return mergeMode(d);
  const plan = planRun(d.env.event, { skipLabel: inputs.skipLabel, hasModelKey: inputs.hasModelKey });
  if (inputs.mode === "publish" || plan.kind === "publish") {
    if (plan.kind !== "publish") throw new InputError("mode", "publish runs only on a workflow_run event");
    return publishMode(d, plan.headSha);
  }
  switch (plan.kind) {
    case "ignore":
      d.logger.info(`Nothing to do: ${plan.reason}.`);
      d.surfaces.setOutput("status", "neutral");
      return { status: "ignored", message: plan.reason };
    case "pull_request":
      return pullRequest(d, plan.pr, plan);
    case "all":
      return allSkills(d, plan);
    case "command":
      return command(d, plan);
  }
}

interface Mode {
  canWrite: boolean;
  staticOnly: boolean;
  staticReason: string | null;
}

/** GitHub lists at most this many files of a pull request. */
const PULL_FILES_LIMIT = 3000;
const BOT_LOGIN = "github-actions[bot]";
/** The history file's path on the data branch. */
const HISTORY_ON_BRANCH = "history.json";

async function pullRequest(d: Deps, pr: PullRef, mode: Mode): Promise<Outcome> {
  const { client, inputs, env, logger } = d;
  const files = await client.listPullFiles(pr.number);
  const trusted = await trustedConfigFor(d, pr, files);
  let sel = changedSkillRoots(files, checkoutHasSkillMd(env.workspace));
  const notes = [...trusted.notes];
  if (files.length >= PULL_FILES_LIMIT) {
    // The list may be cut: audit every skill of the checkout rather than miss one.
    sel = { changed: await findSkillRoots(env.workspace, ["**/SKILL.md"]), removed: sel.removed };
    notes.push(
      `This pull request changes ${PULL_FILES_LIMIT} files or more (GitHub lists at most ${PULL_FILES_LIMIT}), so every skill in the checkout was audited.`,
    );
  }
  const ignored = ignoredBy(sel.changed, trusted.ignore);
  const skills = sel.changed.filter((r) => !ignored.has(r));
  if (ignored.size > 0) {
    notes.push(
      `Not audited, ignored by the base branch's ${mdCode(CONFIG_PATH)}: ${[...ignored].map(([r, g]) => `${mdCode(r)} (${mdCode(g)})`).join(", ")}.`,
    );
  }
  logger.info(
    `PR #${pr.number}: ${files.length} changed files; skills changed: ${skills.join(", ") || "none"}; ignored: ${[...ignored.keys()].join(", ") || "none"}; removed: ${sel.removed.join(", ") || "none"}`,
  );
  if (sel.removed.length) {
    notes.push(
      `Removed skill${sel.removed.length > 1 ? "s" : ""}: ${sel.removed.map((r) => mdCode(r)).join(", ")} (nothing to audit).`,
    );
  }
  if (skills.length === 0) {
    const text = notes.length
      ? notes.join("\n\n")
      : "No skill was changed in this pull request; nothing to audit.";
    await d.surfaces.summary(`## SkillAudit\n\n${text}\n`);
    d.surfaces.setOutput("status", "neutral");
    if (notes.length && mode.canWrite && inputs.comment) {
      await upsertSticky(client, pr.number, stickyBody(`## SkillAudit\n\n${text}\n`, OVERFLOW_NOTE), {
        botLogin: inputs.botLogin ?? undefined,
        logger,
      });
    } else if (mode.canWrite && inputs.comment) {
      // An earlier push audited skills; its verdict must not stand for a head that no longer touches any.
      const r = await updateStickyIfPresent(
        client,
        pr.number,
        stickyBody(
          `## SkillAudit: no skill changed\n\nAs of ${pr.headSha.slice(0, 7)} this pull request no longer changes any skill, so there is nothing to audit; the verdict of the earlier push no longer applies.\n`,
          OVERFLOW_NOTE,
        ),
        { botLogin: inputs.botLogin ?? undefined },
      );
      if (r) logger.info(`PR comment ${r.action}: ${r.url}`);
    }
    return { status: "neutral", message: "no skill to audit" };
  }
  return auditAndPublish(d, { skills, pr, mode, notes, sticky: true, trusted });
}

/** Whether a folder of the checkout holds a SKILL.md (a file or a link; collect decides the rest). */
function checkoutHasSkillMd(workspace: string): (dir: string) => boolean {
  return (dir) => {
    try {
      const st = lstatSync(join(workspace, dir, "SKILL.md"));
      return st.isFile() || st.isSymbolicLink();
    } catch {
      return false;
    }
  };
}

/** The base commit's suppressions, pinned scenarios and ignore list, and what the PR proposes. */
async function trustedConfigFor(d: Deps, pr: PullRef, files: ChangedFile[]): Promise<TrustedConfig> {
  const comments = await d.client.listIssueComments(pr.number);
  return loadTrustedConfig({
    client: d.client,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    files,
    comments,
    botLogin: d.inputs.botLogin ?? BOT_LOGIN,
    dir: join(d.env.outDir, "base-config"),
  });
}

interface Target {
  skills: string[];
  pr: PullRef;
  mode: Mode;
  notes: string[];
  /** Sticky comment (PR runs, rerun) or a fresh reply (one-off /skillaudit audit). */
  sticky: boolean;
  trials?: number | null;
  backbone?: string | null;
  /** Configuration from the PR's base commit. */
  trusted: TrustedConfig;
  /** The required check by default; a one-skill audit must not stand in for it. */
  checkName?: string;
}

async function auditAndPublish(d: Deps, t: Target): Promise<Outcome> {
  const { client, inputs, env, logger } = d;
  let checkId: number | null = null;
  if (t.mode.canWrite) {
    checkId = await client
      .createCheckRun({ name: t.checkName ?? CHECK_NAME, headSha: t.pr.headSha, detailsUrl: runUrl(d) })
      .catch((e: Error) => {
        logger.warn(`could not create the check run (does the workflow grant checks: write?): ${e.message}`);
        return null;
      });
  }
  let result: AuditOutput;
  const request: AuditRequest = {
    skills: t.skills.map((s) => resolve(env.workspace, s)),
    outDir: env.outDir,
    repoRoot: env.workspace,
    ...gatePolicy(inputs),
    staticOnly: t.mode.staticOnly,
    staticReason: t.mode.staticReason,
    backbone: t.backbone ?? inputs.backbones[0] ?? null,
    trials: t.trials ?? inputs.trials,
    mode: inputs.validationMode,
    config: {
      suppressions: t.trusted.suppressions,
      pinnedTasksDir: join(t.trusted.pinnedDir, "{skill}"),
    },
  };
  try {
    result = await d.audit(request);
  } catch (e) {
    if (checkId !== null) {
      await completeCheck(client, checkId, {
        conclusion: "failure",
        title: "SkillAudit could not run",
        summary: (e as Error).message,
        annotations: [],
      }).catch(() => {});
    }
    throw e;
  }
  // The publisher of a fork run (workflow_run) needs to know which PR this was for.
  await writeFile(
    join(result.outDir, PR_FILE),
    JSON.stringify({ number: t.pr.number, headSha: t.pr.headSha }),
  );
  const gate = evaluateGate(result.report, inputs);
  const notes = [...t.notes, ...cacheNotes(result)];
  if (t.mode.staticReason) notes.unshift(`**Static audit only**: ${t.mode.staticReason}.`);
  if (t.pr.fork && !t.mode.canWrite) notes.push(FORK_HELP);
  const artifact = await d.surfaces.uploadArtifact("skillaudit-report", result.outDir).catch((e: Error) => {
    logger.warn(`artifact upload failed: ${e.message}`);
    return null;
  });
  const links = linksFor(d, t.pr.headSha, artifact?.url ?? null);
  const delta = await compareWithBase(d, t, result.report, request);
  const lead = delta ? renderDelta(delta, { fileUrl: links.fileUrl }) : undefined;
  const full = d.render.markdown(result.report, { variant: "full", maxChars: 1_000_000, links, lead });
  await writeOutputs(d, result, gate);
  await d.surfaces.summary(summaryText(notes, full, gate));
  // A surface that cannot be posted (after the client's retries) must not stop the other one:
  // the check run always gets its conclusion, and the failures end the run with one line.
  const postFailures: string[] = [];
  if (t.mode.canWrite && inputs.comment) {
    const body = commentText(d, notes, result, links, lead);
    try {
      if (t.sticky) {
        const r = await upsertSticky(client, t.pr.number, body, {
          botLogin: inputs.botLogin ?? undefined,
          logger,
        });
        logger.info(`PR comment ${r.action}: ${r.url}`);
      } else {
        await client.createIssueComment(t.pr.number, body);
      }
    } catch (e) {
      postFailures.push(`could not post the PR comment (${firstLine(e)})`);
    }
  }
  if (checkId !== null) {
    // With a base to compare against, only what this PR introduced is annotated.
    const fresh = delta ? introducedIds(delta) : null;
    const { annotations, omitted } = annotationsFor(result.report, {
      ...(fresh ? { include: (s, f) => fresh.has(`${s.skill.path}\0${f.id}`) } : {}),
    });
    try {
      const batches = await completeCheck(client, checkId, {
        conclusion: gate.passed ? "success" : "failure",
        title: gate.passed ? "SkillAudit passed" : `SkillAudit: ${gate.failures.length} gate failure(s)`,
        summary: [...notes, gateLine(gate), omittedNote(omitted)].filter(Boolean).join("\n\n"),
        text: full,
        annotations,
      });
      logger.info(`check run completed with ${annotations.length} annotations in ${batches} update(s)`);
    } catch (e) {
      postFailures.push(`could not complete the check run (${firstLine(e)})`);
    }
  }
  if (postFailures.length) {
    const msg = `${postFailures.join("; ")}; the report is in ${result.outDir} and the job summary`;
    logger.warn(msg);
    throw new Error(msg);
  }
  return gate.passed
    ? { status: "passed", message: "SkillAudit gate passed" }
    : { status: "failed", message: gateMessage(gate) };
}

/**
 * The same skills at the PR's base commit, read through the API as data and statically scanned
 * (no model needed), to tell what the PR introduced from what was already there. PRG before
 * comes from an earlier run's stored audit of that exact version under the head's settings, when
 * the cache holds one. Null, with a log line, when the base cannot be read or audited.
 */
async function compareWithBase(
  d: Deps,
  t: Target,
  head: Report,
  headRequest: AuditRequest,
): Promise<Delta | null> {
  const { client, env, logger } = d;
  if (!t.pr.baseSha) return null;
  try {
    const tree = await readCommitTree(client, t.pr.baseSha);
    const roots = head.skills.map((s) => skillRepoPath(s) || ".");
    const atBase = roots.filter(treeHasSkillMd(tree));
    const scratch = join(env.outDir, "base-files");
    const got = await materialise(client, tree, atBase, scratch);
    if (got.problems.length) {
      logger.warn(`not compared with the base branch: ${got.problems.join("; ")}`);
      return null;
    }
    let base: Report | null = null;
    if (got.written.length) {
      base = await staticAudit(d, scratch, got.written, {
        outDir: join(env.outDir, "base-audit"),
        reason: "the base branch's version, scanned for comparison",
        suppressions: t.trusted.suppressions,
      });
    }
    const stored =
      got.written.length && d.stored
        ? await d.stored({
            ...headRequest,
            skills: got.written.map((r) => join(scratch, r)),
            outDir: join(env.outDir, "base-stored"),
            repoRoot: scratch,
          })
        : new Map();
    const storedByPath = new Map(
      head.skills.flatMap((s) => {
        const r = stored.get(skillRepoPath(s) || ".");
        return r ? [[s.skill.path, r] as const] : [];
      }),
    );
    return computeDelta(head, base, t.pr.baseSha, storedByPath);
  } catch (e) {
    logger.warn(`not compared with the base branch: ${firstLine(e)}`);
    return null;
  }
}

/** The static audit of skills materialised from the API into `scratch` (repository-relative roots). */
async function staticAudit(
  d: Deps,
  scratch: string,
  roots: string[],
  o: { outDir: string; reason: string; suppressions: TrustedConfig["suppressions"] },
): Promise<Report> {
  const out = await d.audit({
    skills: roots.map((r) => join(scratch, r)),
    outDir: o.outDir,
    repoRoot: scratch,
    ...gatePolicy(d.inputs),
    staticOnly: true,
    staticReason: o.reason,
    backbone: null,
    trials: null,
    mode: d.inputs.validationMode,
    config: { suppressions: o.suppressions, pinnedTasksDir: null },
  });
  return out.report;
}

/** Which skills came from the persistent store, and which stored entries were thrown away. */
function cacheNotes(result: AuditOutput): string[] {
  const c = result.cache;
  if (!c) return [];
  const out: string[] = [];
  if (c.restored.length)
    out.push(
      `From the cache (stored artifacts of the same skill version and settings; their finished stages spent no tokens again): ${c.restored.map((s) => mdCode(s)).join(", ")}.`,
    );
  for (const x of c.discarded)
    out.push(
      `Cache entry for ${mdCode(x.skill)} discarded (${mdText(x.why)}); that skill was audited afresh.`,
    );
  return out;
}

/** The inputs that decide the gate, passed to every audit so its report's verdict is the check's. */
function gatePolicy(inputs: ActionInputs): GatePolicy {
  return { failOn: inputs.failOn, failOnSeverity: inputs.failOnSeverity, minPrg: inputs.minPrg };
}

function commentText(
  d: Deps,
  notes: string[],
  result: AuditOutput,
  links: ReportLinks,
  lead?: string,
): string {
  // The renderer leads with the verdict and its reasons; these notes (static only, fork help, cache)
  // sit under it, and what this PR changed comes right after.
  const md = d.render.markdown(result.report, {
    variant: "comment",
    maxChars: COMMENT_BUDGET,
    links,
    parts: { caveats: notes, ...(lead ? { sections: [lead] } : {}) },
  });
  return stickyBody(md, OVERFLOW_NOTE);
}

function summaryText(notes: string[], full: string, gate: GateResult): string {
  return [...notes, full, gateLine(gate), ...gate.notes.map((n) => `- ${n}`)].join("\n\n");
}

function gateLine(g: GateResult): string {
  if (g.passed) return "**Gate: passed.**";
  return `**Gate: failed.**\n${g.failures.map((f) => `- ${mdCode(f.skill)} (\`${f.rule}\`): ${mdText(f.reason)}`).join("\n")}`;
}

function runUrl(d: Deps): string {
  return `${d.env.serverUrl}/${d.env.event.repository}/actions/runs/${d.env.runId}`;
}

function linksFor(d: Deps, sha: string, artifactUrl: string | null): ReportLinks {
  const base = `${d.env.serverUrl}/${d.env.event.repository}/blob/${sha}`;
  return {
    fileUrl: (skillPath, file, line) => {
      const p = skillFilePath(skillPath, file);
      return p ? `${base}/${encodePath(p)}#L${line}` : null;
    },
    artifactUrl,
    // The HTML report lives inside the artifact (a zip download); there is no page to link to.
    htmlReportUrl: null,
  };
}

async function writeOutputs(d: Deps, result: AuditOutput, gate: GateResult): Promise<void> {
  const { report } = result;
  const sarifTarget = resolve(d.env.workspace, d.inputs.sarifPath);
  await mkdir(dirname(sarifTarget), { recursive: true });
  // Rendered from this report, not copied from one run directory: a scheduled run's merged report
  // holds every backbone, each as its own SARIF run (category).
  await writeFile(sarifTarget, d.render.sarif(report));
  const scores = report.skills.map((s) => s.safety.score);
  const prgs = report.skills.map((s) => s.utility?.prg).filter((p): p is number => typeof p === "number");
  d.surfaces.setOutput("status", gate.passed ? "passed" : "failed");
  d.surfaces.setOutput("report-path", result.files.json);
  d.surfaces.setOutput("html-report-path", result.files.html);
  d.surfaces.setOutput("sarif-path", sarifTarget);
  d.surfaces.setOutput("safety-score", scores.length ? String(Math.min(...scores)) : "");
  d.surfaces.setOutput("prg", prgs.length ? String(Math.min(...prgs)) : "");
  d.surfaces.setOutput(
    "skills",
    JSON.stringify(
      report.skills.map((s) => ({
        path: s.skill.path,
        name: s.skill.name,
        backbone: s.backbone,
        safetyStatus: s.safety.status,
        safetyScore: s.safety.score,
        prg: s.utility?.prg ?? null,
        gatePassed: !gate.failures.some((f) => f.skill === (s.skill.path || s.skill.name)),
      })),
    ),
  );
}

async function command(
  d: Deps,
  plan: Extract<ReturnType<typeof planRun>, { kind: "command" }>,
): Promise<Outcome> {
  const { client, logger } = d;
  const cmd = parseCommand(plan.body);
  if (!cmd) {
    logger.info("Comment is not a /skillaudit command; nothing to do.");
    return { status: "ignored", message: "not a command" };
  }
  await client.addCommentReaction(plan.commentId, "eyes");
  const permission = await client.getPermission(plan.user);
  if (!mayCommand(permission)) {
    logger.info(`Refusing /skillaudit from ${plan.user} (permission: ${permission}).`);
    await client.createIssueComment(plan.issue, refusalMessage(plan.user));
    return { status: "refused", message: `${plan.user} may not run SkillAudit commands` };
  }
  if (cmd.kind === "invalid") {
    await client.addCommentReaction(plan.commentId, "confused");
    await client.createIssueComment(plan.issue, `@${plan.user} ${cmd.problem}`);
    return { status: "neutral", message: cmd.problem };
  }
  if (!plan.isPull) {
    await client.createIssueComment(
      plan.issue,
      `@${plan.user} SkillAudit commands work on pull requests only.`,
    );
    return { status: "neutral", message: "command on an issue" };
  }
  const pull = await client.getPull(plan.issue);
  // The checkout is what gets audited and what the check run will vouch for: if the branch
  // moved after it (a push right after the maintainer's comment), refuse rather than audit one
  // commit and report on another.
  const checkout = d.env.checkoutSha;
  if (checkout && checkout !== pull.headSha) {
    const msg = `@${plan.user} the pull request's head moved: this run checked out ${checkout.slice(0, 12)}, the branch is now at ${pull.headSha.slice(0, 12)}. Nothing was audited; comment again to audit the new head.`;
    await client.addCommentReaction(plan.commentId, "confused");
    await client.createIssueComment(plan.issue, msg);
    return { status: "refused", message: "the branch moved after the checkout" };
  }
  if (!checkout) logger.warn("cannot tell which commit the workspace holds; auditing the checkout as it is");
  const pr: PullRef = {
    number: pull.number,
    headSha: pull.headSha,
    headRef: pull.headRef,
    baseSha: pull.baseSha,
    fork: pull.headRepo !== d.env.event.repository,
  };
  // A maintainer asked: the full audit runs even for forks (skill files are data; code runs in the sandbox).
  const mode: Mode = { canWrite: true, staticOnly: plan.staticOnly, staticReason: plan.staticReason };
  let outcome: Outcome;
  if (cmd.kind === "rerun") {
    outcome = await pullRequest(d, pr, mode);
  } else {
    if (!existsSync(join(d.env.workspace, cmd.path, "SKILL.md"))) {
      await client.createIssueComment(
        plan.issue,
        `@${plan.user} \`${cmd.path}\` has no SKILL.md in this checkout.`,
      );
      return { status: "neutral", message: `no skill at ${cmd.path}` };
    }
    if (cmd.kind === "scenarios") {
      outcome = await scenariosCommand(d, plan, pr, cmd.path);
      if (outcome.status !== "passed") return outcome;
    } else {
      const trusted = await trustedConfigFor(d, pr, await client.listPullFiles(pr.number));
      outcome = await auditAndPublish(d, {
        skills: [cmd.path],
        pr,
        mode,
        notes: [`Requested by @${plan.user}: \`/skillaudit audit ${cmd.path}\`.`, ...trusted.notes],
        sticky: false,
        trusted,
        checkName: `${CHECK_NAME} (${cmd.path})`,
        trials: cmd.trials ?? null,
        backbone: cmd.backbone ?? null,
      });
    }
  }
  await client.addCommentReaction(plan.commentId, "+1");
  return outcome;
}

async function scenariosCommand(
  d: Deps,
  plan: Extract<ReturnType<typeof planRun>, { kind: "command" }>,
  pr: PullRef,
  skillPath: string,
): Promise<Outcome> {
  const { client, env, inputs, logger } = d;
  const reply = (body: string) => client.createIssueComment(plan.issue, body);
  if (plan.staticOnly || !d.scenarios) {
    const why = plan.staticOnly
      ? "generating scenarios needs a model, and no model API key is configured for this workflow. Add `anthropic-api-key` (or `openai-api-key` / `openai-base-url`) to the action's inputs from a repository secret and comment again"
      : "scenario generation is not wired into this run of the action";
    await reply(`@${plan.user} Sorry, ${why}.`);
    return { status: "neutral", message: "scenarios need a model key" };
  }
  let out: ScenariosOutput;
  try {
    out = await d.scenarios({
      skill: resolve(env.workspace, skillPath),
      repoRoot: env.workspace,
      backbone: inputs.backbones[0] ?? null,
      mode: inputs.validationMode,
    });
  } catch (e) {
    // Say what went wrong where it was asked; the message passes the credential filter first.
    const first = redact(String((e as Error).message ?? e).split("\n")[0] ?? "", []).slice(0, 300);
    await client.addCommentReaction(plan.commentId, "confused");
    await reply(`@${plan.user} generating scenarios for \`${skillPath}\` failed: ${first}`);
    if (e instanceof InputError) return { status: "neutral", message: first };
    throw e;
  }
  const attempt = await commitScenarios(client, pr, out, plan.user);
  if (attempt.committed) {
    logger.info(`scenarios for ${out.skillName} committed to ${pr.headRef} as ${attempt.sha}`);
    await reply(committedReply(plan.user, pr, out, attempt.sha));
  } else {
    logger.warn(`scenarios for ${out.skillName} not committed: ${attempt.why}`);
    const artifact = await d.surfaces
      .uploadArtifact("skillaudit-scenarios", resolve(env.workspace, out.dir))
      .catch((e: Error) => {
        logger.warn(`artifact upload failed: ${e.message}`);
        return null;
      });
    await reply(attachedReply(plan.user, out, attempt.why, artifact?.url ?? null));
  }
  d.surfaces.setOutput("status", "passed");
  return {
    status: "passed",
    message: attempt.committed ? `scenarios committed (${attempt.sha})` : "scenarios attached to the reply",
  };
}

/** Schedule / dispatch: every skill (or this shard's), on every backbone; comparison, history, tracking issue. */
async function allSkills(d: Deps, mode: Mode): Promise<Outcome> {
  const { inputs, env, logger } = d;
  let byBackbone: [string | null, string[]][];
  if (inputs.shard) {
    byBackbone = Object.entries(parseShardPlan(inputs.shard)).map(([b, s]) => [
      b === "default" ? null : b,
      s,
    ]);
  } else {
    const roots = await findSkillRoots(env.workspace, inputs.skills);
    const bbs = inputs.backbones.length ? inputs.backbones : [null];
    byBackbone = bbs.map((b) => [b, roots]);
  }
  const skillCount = new Set(byBackbone.flatMap(([, s]) => s)).size;
  if (skillCount === 0) {
    await d.surfaces.summary("## SkillAudit\n\nNo skill found in this repository; nothing to audit.\n");
    d.surfaces.setOutput("status", "neutral");
    return { status: "neutral", message: "no skills" };
  }
  const runs: { backbone: string; out: AuditOutput }[] = [];
  for (const [i, [backbone, skills]] of byBackbone.entries()) {
    logger.info(`Auditing ${skills.length} skill(s) on ${backbone ?? "the default backbone"}`);
    const out = await d.audit({
      skills: skills.map((s) => resolve(env.workspace, s)),
      outDir: byBackbone.length > 1 ? join(env.outDir, `backbone-${i + 1}`) : env.outDir,
      repoRoot: env.workspace,
      ...gatePolicy(inputs),
      staticOnly: mode.staticOnly,
      staticReason: mode.staticReason,
      backbone,
      trials: inputs.trials,
      mode: inputs.validationMode,
    });
    runs.push({ backbone: backbone ?? "default", out });
  }
  const merged = mergeShardReports(
    runs.map((r) => ({
      ...r.out.report,
      skills: r.out.report.skills.map((s) => ({ ...s, backbone: s.backbone ?? r.backbone })),
    })),
  );
  const mergedPath = join(env.outDir, "report.merged.json");
  await mkdir(env.outDir, { recursive: true });
  await writeFile(mergedPath, JSON.stringify(merged, null, 2));
  const artifact = await d.surfaces
    .uploadArtifact(
      inputs.shard ? `skillaudit-shard-${hashName(inputs.shard)}` : "skillaudit-report",
      env.outDir,
    )
    .catch((e: Error) => {
      logger.warn(`artifact upload failed: ${e.message}`);
      return null;
    });
  const gate = evaluateGate(merged, inputs);
  const first = runs[0]?.out as AuditOutput;
  await writeOutputs(d, { ...first, report: merged, files: { ...first.files, json: mergedPath } }, gate);
  const trend = inputs.shard
    ? null
    : await recordHistory(
        d,
        runs.map((r) => ({ backbone: r.backbone, report: r.out.report })),
      );
  const links = linksFor(d, env.event.sha, artifact?.url ?? null);
  const notes = mode.staticReason ? [`**Static audit only**: ${mode.staticReason}.`] : [];
  const full = d.render.markdown(merged, { variant: "full", maxChars: 1_000_000, links });
  await d.surfaces.summary([...notes, trend ?? "", full, gateLine(gate)].filter(Boolean).join("\n\n"));
  return gate.passed
    ? { status: "passed", message: "SkillAudit gate passed" }
    : { status: "failed", message: gateMessage(gate) };
}

/** Comparison across backbones against the previous run; a regression opens or updates one issue. */
async function recordHistory(d: Deps, runs: { backbone: string; report: Report }[]): Promise<string> {
  const { env, inputs, client, logger } = d;
  const historyPath = resolve(env.workspace, inputs.historyFile);
  const branch = inputs.historyBranch;
  let history: History | null = null;
  const stored = branch
    ? ((await client.getFile(HISTORY_ON_BRANCH, branch))?.toString("utf8") ?? null)
    : existsSync(historyPath)
      ? await readFile(historyPath, "utf8")
      : null;
  if (stored !== null) {
    let parsed: ReturnType<typeof History.safeParse> | null = null;
    try {
      parsed = History.safeParse(JSON.parse(stored));
    } catch {
      parsed = null;
    }
    if (parsed?.success) history = parsed.data;
    else
      logger.warn(
        `ignoring unreadable history at ${branch ? `${branch}:${HISTORY_ON_BRANCH}` : inputs.historyFile}`,
      );
  }
  const cmp = compareBackbones(runs, env.event.sha, new Date().toISOString());
  const prev = history?.runs.at(-1);
  const regs = detectRegressions(prev, cmp);
  const text = renderComparison(cmp, prev, regs);
  const next = JSON.stringify(appendHistory(history, cmp), null, 2);
  await mkdir(dirname(historyPath), { recursive: true });
  await writeFile(historyPath, next);
  if (branch) {
    // A data branch through the API: unlike a cache entry it is not evicted after seven days.
    const c = await client.commitToDataBranch({
      branch,
      message: `SkillAudit history: ${env.event.sha.slice(0, 12)}`,
      files: [{ path: HISTORY_ON_BRANCH, content: `${next}\n` }],
    });
    logger.info(`history committed to ${branch} as ${c.sha.slice(0, 12)}`);
  }
  await writeFile(join(env.outDir, "comparison.json"), JSON.stringify(cmp, null, 2));
  if (regs.length) {
    const r = await upsertTrackingIssue(client, regs, `${text}\n\nRun: ${runUrl(d)}\n`);
    if (r) logger.info(`tracking issue ${r.action}: ${r.issue.htmlUrl}`);
  }
  return text;
}

async function planMode(d: Deps): Promise<Outcome> {
  const roots = await findSkillRoots(d.env.workspace, d.inputs.skills);
  const costed = await Promise.all(
    roots.map(async (p) => ({ path: p, cost: await estimateSkillCost(resolve(d.env.workspace, p)) })),
  );
  const matrix = shardMatrix(planShards(costed, d.inputs.backbones, d.inputs.shards));
  d.surfaces.setOutput("matrix", JSON.stringify(matrix));
  d.logger.info(`Planned ${matrix.include.length} shard(s) for ${roots.length} skill(s)`);
  return { status: "passed", message: "planned" };
}

async function mergeMode(d: Deps): Promise<Outcome> {
  const dir = d.inputs.reports;
  if (!dir) throw new InputError("reports", "mode merge needs the folder holding the shard artifacts");
  const found: string[] = [];
  const walk = async (p: string): Promise<void> => {
    for (const e of await readdir(p, { withFileTypes: true })) {
      if (e.isDirectory()) await walk(join(p, e.name));
      else if (e.name === "report.merged.json") found.push(join(p, e.name));
    }
  };
  await walk(resolve(d.env.workspace, dir));
  if (found.length === 0) throw new InputError(dir, "holds no report.merged.json from any shard");
  const reports = await Promise.all(found.map(async (f) => JSON.parse(await readFile(f, "utf8"))));
  const merged = mergeShardReports(reports);
  const runs = [...new Set(merged.skills.map((s) => s.backbone ?? "default"))].map((b) => ({
    backbone: b,
    report: { ...merged, skills: merged.skills.filter((s) => (s.backbone ?? "default") === b) },
  }));
  await mkdir(d.env.outDir, { recursive: true });
  const text = await recordHistory(d, runs);
  const gate = evaluateGate(merged, d.inputs);
  await d.surfaces.summary([text, gateLine(gate)].join("\n\n"));
  d.surfaces.setOutput("status", gate.passed ? "passed" : "failed");
  return gate.passed
    ? { status: "passed", message: "merged" }
    : { status: "failed", message: gateMessage(gate) };
}

/**
 * workflow_run publisher for fork PRs. The fork's artifact came from untrusted code: it only
 * names the PR (whose head must be the commit GitHub recorded for that run). Everything the
 * publisher can compute without a secret is recomputed here: the PR's changed skills are read at
 * that head through the API as data (never checked out or run) and statically scanned with the
 * base branch's configuration. The fork's own report is used for nothing but a section labelled
 * "reported by the fork run, unverified"; the conclusion never rests on it.
 */
async function publishMode(d: Deps, headSha: string): Promise<Outcome> {
  const { client, inputs, env, logger } = d;
  const dir = inputs.reports;
  if (!dir) throw new InputError("reports", "mode publish needs the downloaded artifact folder");
  const root = resolve(env.workspace, dir);
  const prRaw = JSON.parse(await readFile(join(root, PR_FILE), "utf8")) as { number?: unknown };
  const number = Number(prRaw.number);
  if (!Number.isInteger(number) || number < 1)
    throw new InputError(PR_FILE, "has no valid pull request number");
  const pull = await client.getPull(number);
  if (pull.headSha !== headSha) {
    throw new InputError(
      PR_FILE,
      `names PR #${number}, whose head is not the commit this workflow_run audited`,
    );
  }
  const pr: PullRef = {
    number,
    headSha,
    headRef: pull.headRef,
    baseSha: pull.baseSha,
    fork: pull.headRepo !== env.event.repository,
  };
  const files = await client.listPullFiles(number);
  const trusted = await trustedConfigFor(d, pr, files);
  const tree = await readCommitTree(client, headSha);
  const sel = changedSkillRoots(files, treeHasSkillMd(tree));
  const ignored = ignoredBy(sel.changed, trusted.ignore);
  const wanted = sel.changed.filter((r) => !ignored.has(r));
  const scratch = join(env.outDir, "pr-files");
  const got = await materialise(client, tree, wanted, scratch);
  const notes = [
    `**Static audit only**: this pull request comes from a fork. The trusted publisher recomputed the static audit from the PR's files at ${mdCode(headSha.slice(0, 12))}, read through the API as data.`,
    ...trusted.notes,
  ];
  if (ignored.size)
    notes.push(
      `Not audited, ignored by the base branch's ${mdCode(CONFIG_PATH)}: ${[...ignored.keys()].map((r) => mdCode(r)).join(", ")}.`,
    );
  if (files.length >= PULL_FILES_LIMIT)
    got.problems.push(
      `the PR changes ${PULL_FILES_LIMIT} files or more, so its changed skills cannot all be named`,
    );
  let report: Report | null = null;
  if (got.written.length) {
    report = await staticAudit(d, scratch, got.written, {
      outDir: join(env.outDir, "recomputed"),
      reason: "the pull request comes from a fork: the publisher recomputes the static audit only",
      suppressions: trusted.suppressions,
    });
  }
  const forkNote = unverifiedForkReport(await readFile(join(root, "report.json"), "utf8").catch(() => null));
  if (forkNote) notes.push(forkNote);
  const verified = got.problems.length === 0;
  if (!verified)
    notes.unshift(
      `**Could not verify**: ${got.problems.map((p) => mdText(p)).join("; ")}. The check fails until the audit can see every changed skill.`,
    );
  const gate: GateResult = report ? evaluateGate(report, inputs) : { passed: true, failures: [], notes: [] };
  const passed = verified && gate.passed;
  const links = linksFor(d, headSha, null);
  const verdict = passed
    ? "**Gate: passed.**"
    : gate.passed
      ? "**Gate: failed** (could not verify)."
      : gateLine(gate);
  // A verified recomputation leads with its own verdict; an unverified one must not, since the
  // report's verdict could read "passed" over skills the publisher could not see.
  const text =
    report && verified
      ? d.render.markdown(report, {
          variant: "comment",
          maxChars: COMMENT_BUDGET,
          links,
          parts: { caveats: notes },
        })
      : `${
          report
            ? d.render.markdown(report, { variant: "comment", maxChars: COMMENT_BUDGET - 4000, links })
            : `## SkillAudit\n\n${wanted.length ? "" : "No skill was changed in this pull request; nothing to audit."}`
        }\n\n${[...notes, verdict].join("\n\n")}\n`;
  if (inputs.comment) {
    const r = await upsertSticky(client, number, stickyBody(text, OVERFLOW_NOTE), {
      botLogin: inputs.botLogin ?? undefined,
      logger,
    });
    logger.info(`PR comment ${r.action}: ${r.url}`);
  }
  const checkId = await client.createCheckRun({ name: CHECK_NAME, headSha, detailsUrl: runUrl(d) });
  const { annotations, omitted } = report ? annotationsFor(report) : { annotations: [], omitted: 0 };
  await completeCheck(client, checkId, {
    conclusion: passed ? "success" : "failure",
    title: passed
      ? "SkillAudit passed (static, recomputed)"
      : verified
        ? "SkillAudit failed (static, recomputed)"
        : "SkillAudit could not verify this pull request",
    summary: [...notes, verdict, omittedNote(omitted)].filter(Boolean).join("\n\n"),
    annotations,
  });
  await d.surfaces.summary([...notes, verdict].join("\n\n"));
  d.surfaces.setOutput("status", passed ? "passed" : "failed");
  // The fork's own run already failed or passed its job; this run reports, it does not gate twice.
  return {
    status: passed ? "passed" : "neutral",
    message: passed ? "published" : verified ? gateMessage(gate) : "could not verify the fork's pull request",
  };
}

/** What the fork's own report claims beyond the recomputed static audit, labelled as such. */
function unverifiedForkReport(text: string | null): string | null {
  if (text === null) return null;
  let parsed: ReturnType<typeof Report.safeParse>;
  try {
    parsed = Report.safeParse(JSON.parse(text));
  } catch {
    return "The fork run's `report.json` is not JSON; it was not used.";
  }
  if (!parsed.success)
    return "The fork run's `report.json` is not a valid SkillAudit report; it was not used.";
  const claims = parsed.data.skills.flatMap((s) => {
    const out: string[] = [];
    if (s.utility?.prg != null) out.push(`PRG ${s.utility.prg.toFixed(2)}`);
    if (s.efficiency?.ecg != null) out.push(`ECG ${s.efficiency.ecg.toFixed(2)}`);
    if (s.findings.some((f) => f.probe)) out.push("probe verdicts");
    return out.length ? [`${mdCode(s.skill.path)}: ${out.join(", ")}`] : [];
  });
  const lead = "Reported by the fork run, unverified (not used for this verdict):";
  return claims.length
    ? `${lead} ${claims.join("; ")}.`
    : `${lead} its report was not used; everything above was recomputed.`;
}

function hashName(s: string): string {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h.toString(16);
}

/** The first line of an error's message (API errors can carry long bodies). */
function firstLine(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return (m.split("\n")[0] ?? m).slice(0, 300);
}
