import type { ValidationMode } from "../collect/schema";
import type { Report, SkillReport } from "../report/schema";
import type { SuppressionSet } from "../scan/suppressions";
import type { Logger } from "../util/logger";
import type { GitHubClient } from "./client";
import type { EventInfo } from "./context";
import type { FailOn, FailOnSeverity } from "./gate";

/** What the orchestration asks of the audit pipeline; src/action wires it to runAudit. */
export interface AuditRequest {
  /** Absolute skill folders. */
  skills: string[];
  outDir: string;
  repoRoot: string;
  failOn: FailOn;
  failOnSeverity: FailOnSeverity;
  minPrg: number | null;
  staticOnly: boolean;
  /** Why the model-driven stages are skipped (shown in every surface). */
  staticReason: string | null;
  /** "harness:model", or null for the configured default. */
  backbone: string | null;
  trials: number | null;
  mode: ValidationMode;
  /**
   * Verdict-deciding configuration read from the base commit (pull-request runs): used exactly,
   * instead of whatever the checkout holds. Absent on runs of the default branch itself.
   */
  config?: {
    suppressions: SuppressionSet | null;
    /** Reviewed scenarios folder with `{skill}` for the skill's name; null: none pinned. */
    pinnedTasksDir: string | null;
  };
}

export interface AuditOutput {
  report: Report;
  outDir: string;
  files: { json: string; markdown: string; html: string; sarif: string };
  /** What the persistent store did, when one was used. */
  cache?: {
    /** Skills whose stored artifacts were restored (their unchanged stages spend nothing again). */
    restored: string[];
    /** Restored entries that failed the integrity check; those skills were audited afresh. */
    discarded: { skill: string; why: string }[];
  };
}

export type AuditPort = (req: AuditRequest) => Promise<AuditOutput>;

/**
 * Skill reports an earlier run stored for exactly these skills' content and these settings, by
 * repository path of the skill; nothing runs and nothing is saved. Skills with none are absent.
 */
export type StoredReportsPort = (req: AuditRequest) => Promise<Map<string, SkillReport>>;

/** `/skillaudit scenarios <path>`: generate the scenarios of one skill for review into the checkout. */
export interface ScenariosRequest {
  /** Absolute skill folder. */
  skill: string;
  repoRoot: string;
  backbone: string | null;
  mode: ValidationMode;
}

export interface ScenariosOutput {
  skillName: string;
  /** Repository-relative folder written, e.g. `.skillaudit/tasks/<skill>`. */
  dir: string;
  /** The files to commit for review (repository-relative paths): scenarios.json and its README. */
  files: { path: string; content: string }[];
  scenarios: number;
  /** Scenarios dropped by the leakage check. */
  dropped: number;
}

export type ScenariosPort = (req: ScenariosRequest) => Promise<ScenariosOutput>;

export interface ReportLinks {
  /** Null when the file cannot be linked without leaving the skill's tree. */
  fileUrl(skillPath: string, file: string, line: number): string | null;
  artifactUrl: string | null;
  htmlReportUrl: string | null;
}

/** Markdown renderers; src/action wires them to src/report/render. */
export interface RenderPort {
  markdown(
    report: Report,
    opts: {
      variant: "full" | "comment";
      maxChars: number;
      links: ReportLinks;
      /** Comment: Markdown of our own shown under the verdict (caveats) and after it (sections). */
      parts?: { caveats?: string[]; sections?: string[] };
      /** Full report: Markdown of our own placed after the verdict (what this PR changed). */
      lead?: string;
    },
  ): string;
  /** SARIF with one run per backbone (code scanning category). */
  sarif(report: Report): string;
}

/** Where results land on the runner: job summary, step outputs, the artifact store. */
export interface SurfacePort {
  summary(markdown: string): Promise<void>;
  setOutput(name: string, value: string): void;
  /** Null when no artifact service is available (local runs, tests). */
  uploadArtifact(name: string, rootDir: string): Promise<{ id: number; url: string } | null>;
}

export interface ActionInputs {
  mode: "audit" | "plan" | "merge" | "publish";
  skills: string[];
  backbones: string[];
  trials: number | null;
  failOn: FailOn;
  failOnSeverity: FailOnSeverity;
  minPrg: number | null;
  comment: boolean;
  skipLabel: string;
  sarifPath: string;
  validationMode: ValidationMode;
  hasModelKey: boolean;
  shards: number;
  /** A shard plan from the matrix (mode audit on schedule). */
  shard: string | null;
  /** mode merge: folder of shard reports; mode publish: the downloaded artifact folder. */
  reports: string | null;
  historyFile: string;
  /** Branch the scheduled history is kept on through the API (not evicted like caches); null: the local file only. */
  historyBranch: string | null;
  /** Login the sticky comment must come from; default: any Bot account. */
  botLogin: string | null;
}

export interface RunEnv {
  event: EventInfo;
  workspace: string;
  serverUrl: string;
  runId: string;
  /** Where the run directory goes. */
  outDir: string;
  /**
   * The commit the workspace has checked out (git HEAD), when known. A bot command audits the
   * checkout; it is refused when the PR's head has moved away from it.
   */
  checkoutSha?: string | null;
}

export interface Deps {
  env: RunEnv;
  inputs: ActionInputs;
  client: GitHubClient;
  audit: AuditPort;
  /** Where an earlier run's audits are kept (the Actions cache); absent: none. */
  stored?: StoredReportsPort;
  /** Absent where no model wiring exists (then the command says it is unavailable). */
  scenarios?: ScenariosPort;
  render: RenderPort;
  surfaces: SurfacePort;
  logger: Logger;
}

export interface Outcome {
  status: "passed" | "failed" | "neutral" | "refused" | "ignored";
  /** One line for core.setFailed when status is "failed". */
  message: string;
}
