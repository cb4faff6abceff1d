/** Decides from the triggering event what this run may do; pure, so every event shape is testable. */

export interface EventInfo {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: webhook payloads differ per event; fields are checked where read.
  payload: Record<string, any>;
  /** owner/name of the repository the workflow runs in. */
  repository: string;
  sha: string;
}

export interface PlanSettings {
  skipLabel: string;
  /** Whether a model key is configured; without one only the static audit can run. */
  hasModelKey: boolean;
}

export interface PullRef {
  number: number;
  headSha: string;
  headRef: string;
  /** The base commit: where verdict-deciding configuration is read from. */
  baseSha: string;
  fork: boolean;
}

export type RunPlan =
  | {
      kind: "pull_request";
      pr: PullRef;
      /** May post comments / check runs (false on forks: read-only token). */
      canWrite: boolean;
      staticOnly: boolean;
      /** Why the model-driven stages are skipped, said in every surface. */
      staticReason: string | null;
    }
  | { kind: "all"; trigger: string; staticOnly: boolean; staticReason: string | null; canWrite: boolean }
  | {
      kind: "command";
      issue: number;
      isPull: boolean;
      commentId: number;
      body: string;
      user: string;
      staticOnly: boolean;
      staticReason: string | null;
    }
  | { kind: "publish"; headSha: string; runId: number; conclusion: string | null }
  | { kind: "ignore"; reason: string };

const NO_KEY = "no model API key is configured, so only the static audit ran";

export function planRun(ev: EventInfo, s: PlanSettings): RunPlan {
  const p = ev.payload;
  const keyReason = s.hasModelKey ? null : NO_KEY;
  switch (ev.name) {
    case "pull_request":
    case "pull_request_target": {
      const pr = p.pull_request;
      if (!pr) return { kind: "ignore", reason: `${ev.name} event without a pull_request` };
      if (p.action === "closed") return { kind: "ignore", reason: "pull request closed" };
      const headRepo: string | undefined = pr.head?.repo?.full_name;
      // A deleted fork has head.repo null: still a fork.
      const fork = headRepo !== ev.repository;
      const ref: PullRef = {
        number: pr.number,
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        baseSha: pr.base?.sha ?? "",
        fork,
      };
      const labels: string[] = (pr.labels ?? []).map((l: { name: string }) => l.name);
      // pull_request_target runs with the base repository's token and secrets even for forks;
      // the workflow is responsible for checking out PR files as data (docs/action.md).
      if (fork && ev.name === "pull_request") {
        return {
          kind: "pull_request",
          pr: ref,
          canWrite: false,
          staticOnly: true,
          staticReason:
            "this pull request comes from a fork, which gets no secrets and a read-only token, so only the static audit ran",
        };
      }
      if (labels.includes(s.skipLabel)) {
        return {
          kind: "pull_request",
          pr: ref,
          canWrite: true,
          staticOnly: true,
          staticReason: `the "${s.skipLabel}" label is set, so the model-driven stages were skipped`,
        };
      }
      return {
        kind: "pull_request",
        pr: ref,
        canWrite: true,
        staticOnly: !s.hasModelKey,
        staticReason: keyReason,
      };
    }
    case "schedule":
    case "workflow_dispatch":
    case "push":
      return {
        kind: "all",
        trigger: ev.name,
        staticOnly: !s.hasModelKey,
        staticReason: keyReason,
        canWrite: true,
      };
    case "issue_comment": {
      if (p.action !== "created") return { kind: "ignore", reason: `comment ${p.action}` };
      if (p.comment?.user?.type === "Bot") return { kind: "ignore", reason: "comment from a bot" };
      return {
        kind: "command",
        issue: p.issue.number,
        isPull: Boolean(p.issue.pull_request),
        commentId: p.comment.id,
        body: String(p.comment.body ?? ""),
        user: p.comment.user.login,
        staticOnly: !s.hasModelKey,
        staticReason: keyReason,
      };
    }
    case "workflow_run": {
      const run = p.workflow_run;
      if (!run || p.action !== "completed") return { kind: "ignore", reason: "workflow_run not completed" };
      return { kind: "publish", headSha: run.head_sha, runId: run.id, conclusion: run.conclusion ?? null };
    }
    default:
      return { kind: "ignore", reason: `event "${ev.name}" is not handled` };
  }
}

/** How maintainers get the full audit on a fork PR; shown wherever the static-only result is. */
export const FORK_HELP = [
  "This pull request comes from a fork: GitHub gives such runs no secrets and a read-only token,",
  "so SkillAudit ran the static audit only and did not post a comment or check run.",
  "A maintainer can run the full audit by commenting `/skillaudit rerun` on the pull request",
  "(the skill's files are read as data and its code runs only inside the sandbox),",
  "and the `workflow_run` pattern in docs/action.md publishes this run's report as a comment.",
].join(" ");
