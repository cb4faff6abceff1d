import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";
import { annotationsFor, CHECK_NAME, completeCheck } from "./checks";
import { mayCommand, parseCommand, refusalMessage } from "./commands";
import { stickyBody, updateStickyIfPresent, upsertSticky } from "./comment";
import { FORK_HELP, type PullRef, planRun } from "./context";
import { evaluateGate, type GateResult, gateMessage } from "./gate";
import { estimateSkillCost, mergeShardReports, parseShardPlan, planShards, shardMatrix } from "./plan";
import type { AuditOutput, Deps, Outcome, ReportLinks, ScenariosOutput } from "./ports";
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
import { findSkillRoots, skillsForChanges } from "./skills";

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

async function pullRequest(d: Deps, pr: PullRef, mode: Mode): Promise<Outcome> {
  const { client, inputs, env, logger } = d;
  const files = await client.listPullFiles(pr.number);
  const roots = await findSkillRoots(env.workspace, inputs.skills);
  const sel = skillsForChanges(files, roots, inputs.skills);
  logger.info(
    `PR #${pr.number}: ${files.length} changed files; skills changed: ${sel.changed.join(", ") || "none"}; removed: ${sel.removed.join(", ") || "none"}`,
  );
  const removedNote = sel.removed.length
    ? `Removed skill${sel.removed.length > 1 ? "s" : ""}: ${sel.removed.map((r) => `\`${r}\``).join(", ")} (nothing to audit).`
    : null;
  if (sel.changed.length === 0) {
    const text = removedNote ?? "No skill was changed in this pull request; nothing to audit.";
    await d.surfaces.summary(`## SkillAudit\n\n${text}\n`);
    d.surfaces.setOutput("status", "neutral");
    if (removedNote && mode.canWrite && inputs.comment) {
      await upsertSticky(client, pr.number, stickyBody(`## SkillAudit\n\n${removedNote}\n`, OVERFLOW_NOTE), {
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
    return { status: "neutral", message: text };
  }
  return auditAndPublish(d, {
    skills: sel.changed,
    pr,
    mode,
    notes: removedNote ? [removedNote] : [],
    sticky: true,
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
}

async function auditAndPublish(d: Deps, t: Target): Promise<Outcome> {
  const { client, inputs, env, logger } = d;
  let checkId: number | null = null;
  if (t.mode.canWrite) {
    checkId = await client
      .createCheckRun({ name: CHECK_NAME, headSha: t.pr.headSha, detailsUrl: runUrl(d) })
      .catch((e: Error) => {
        logger.warn(`could not create the check run (does the workflow grant checks: write?): ${e.message}`);
        return null;
      });
  }
  let result: AuditOutput;
  try {
    result = await d.audit({
      skills: t.skills.map((s) => resolve(env.workspace, s)),
      outDir: env.outDir,
      repoRoot: env.workspace,
      failOn: inputs.failOn,
      minPrg: inputs.minPrg,
      staticOnly: t.mode.staticOnly,
      staticReason: t.mode.staticReason,
      backbone: t.backbone ?? inputs.backbones[0] ?? null,
      trials: t.trials ?? inputs.trials,
      mode: inputs.validationMode,
    });
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
  const gate = evaluateGate(result.report, inputs.failOn, inputs.minPrg);
  const notes = [...t.notes];
  if (t.mode.staticReason) notes.unshift(`**Static audit only**: ${t.mode.staticReason}.`);
  if (t.pr.fork && !t.mode.canWrite) notes.push(FORK_HELP);
  const artifact = await d.surfaces.uploadArtifact("skillaudit-report", result.outDir).catch((e: Error) => {
    logger.warn(`artifact upload failed: ${e.message}`);
    return null;
  });
  const links = linksFor(d, t.pr.headSha, artifact?.url ?? null);
  const full = d.render.markdown(result.report, { variant: "full", maxChars: 1_000_000, links });
  await writeOutputs(d, result, gate);
  await d.surfaces.summary(summaryText(notes, full, gate));
  // A surface that cannot be posted (after the client's retries) must not stop the other one:
  // the check run always gets its conclusion, and the failures end the run with one line.
  const postFailures: string[] = [];
  if (t.mode.canWrite && inputs.comment) {
    const body = commentText(d, notes, result, links);
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
    const annotations = annotationsFor(result.report);
    try {
      const batches = await completeCheck(client, checkId, {
        conclusion: gate.passed ? "success" : "failure",
        title: gate.passed ? "SkillAudit passed" : `SkillAudit: ${gate.failures.length} gate failure(s)`,
        summary: [...notes, gateLine(gate)].join("\n\n"),
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

function commentText(d: Deps, notes: string[], result: AuditOutput, links: ReportLinks): string {
  // The renderer leads with the verdict and its reasons; these notes (static only, fork help) sit under it.
  const md = d.render.markdown(result.report, {
    variant: "comment",
    maxChars: COMMENT_BUDGET,
    links,
    parts: { caveats: notes },
  });
  return stickyBody(md, OVERFLOW_NOTE);
}

function summaryText(notes: string[], full: string, gate: GateResult): string {
  return [...notes, full, gateLine(gate), ...gate.notes.map((n) => `- ${n}`)].join("\n\n");
}

function gateLine(g: GateResult): string {
  if (g.passed) return "**Gate: passed.**";
  return `**Gate: failed.**\n${g.failures.map((f) => `- \`${f.skill}\`: ${f.reason}`).join("\n")}`;
}

function runUrl(d: Deps): string {
  return `${d.env.serverUrl}/${d.env.event.repository}/actions/runs/${d.env.runId}`;
}

function linksFor(d: Deps, sha: string, artifactUrl: string | null): ReportLinks {
  const base = `${d.env.serverUrl}/${d.env.event.repository}/blob/${sha}`;
  return {
    fileUrl: (skillPath, file, line) =>
      `${base}/${[skillPath, file].filter((p) => p && p !== ".").join("/")}#L${line}`,
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
  const pr: PullRef = {
    number: pull.number,
    headSha: pull.headSha,
    headRef: pull.headRef,
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
      outcome = await auditAndPublish(d, {
        skills: [cmd.path],
        pr,
        mode,
        notes: [`Requested by @${plan.user}: \`/skillaudit audit ${cmd.path}\`.`],
        sticky: false,
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
      failOn: inputs.failOn,
      minPrg: inputs.minPrg,
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
  const gate = evaluateGate(merged, inputs.failOn, inputs.minPrg);
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
  let history: History | null = null;
  if (existsSync(historyPath)) {
    const parsed = History.safeParse(JSON.parse(await readFile(historyPath, "utf8")));
    if (parsed.success) history = parsed.data;
    else logger.warn(`ignoring unreadable history at ${inputs.historyFile}`);
  }
  const cmp = compareBackbones(runs, env.event.sha, new Date().toISOString());
  const prev = history?.runs.at(-1);
  const regs = detectRegressions(prev, cmp);
  const text = renderComparison(cmp, prev, regs);
  await mkdir(dirname(historyPath), { recursive: true });
  await writeFile(historyPath, JSON.stringify(appendHistory(history, cmp), null, 2));
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
  const gate = evaluateGate(merged, d.inputs.failOn, d.inputs.minPrg);
  await d.surfaces.summary([text, gateLine(gate)].join("\n\n"));
  d.surfaces.setOutput("status", gate.passed ? "passed" : "failed");
  return gate.passed
    ? { status: "passed", message: "merged" }
    : { status: "failed", message: gateMessage(gate) };
}

/**
 * workflow_run publisher for fork PRs: the artifact came from untrusted PR code, so it is only
 * parsed as data (zod) and the PR it names must have the head SHA GitHub reports for that run.
 */
async function publishMode(d: Deps, headSha: string): Promise<Outcome> {
  const { client, inputs, logger } = d;
  const dir = inputs.reports;
  if (!dir) throw new InputError("reports", "mode publish needs the downloaded artifact folder");
  const root = resolve(d.env.workspace, dir);
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
  const parsed = Report.safeParse(JSON.parse(await readFile(join(root, "report.json"), "utf8")));
  if (!parsed.success) throw new InputError("report.json", "is not a valid SkillAudit report");
  const report = parsed.data;
  const gate = evaluateGate(report, inputs.failOn, inputs.minPrg);
  const links = linksFor(d, headSha, null);
  const notes = [
    "**Static audit only**: this pull request comes from a fork; the report was produced without secrets and published by a trusted workflow.",
  ];
  if (inputs.comment) {
    const md = d.render.markdown(report, {
      variant: "comment",
      maxChars: COMMENT_BUDGET,
      links,
      parts: { caveats: notes },
    });
    const r = await upsertSticky(client, number, stickyBody(md, OVERFLOW_NOTE), {
      botLogin: inputs.botLogin ?? undefined,
      logger,
    });
    logger.info(`PR comment ${r.action}: ${r.url}`);
  }
  const checkId = await client.createCheckRun({ name: CHECK_NAME, headSha, detailsUrl: runUrl(d) });
  await completeCheck(client, checkId, {
    conclusion: gate.passed ? "success" : "failure",
    title: gate.passed ? "SkillAudit passed (static)" : "SkillAudit failed (static)",
    summary: [...notes, gateLine(gate)].join("\n\n"),
    annotations: annotationsFor(report),
  });
  await d.surfaces.summary([...notes, gateLine(gate)].join("\n\n"));
  d.surfaces.setOutput("status", gate.passed ? "passed" : "failed");
  // The fork's own run already failed or passed its job; this run reports, it does not gate twice.
  return {
    status: gate.passed ? "passed" : "neutral",
    message: gate.passed ? "published" : gateMessage(gate),
  };
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
