import type { ValidationMode } from "../collect/schema";
import type { Report } from "../report/schema";
import type { Logger } from "../util/logger";
import type { GitHubClient } from "./client";
import type { EventInfo } from "./context";
import type { FailOn } from "./gate";

/** What the orchestration asks of the audit pipeline; src/action wires it to runAudit. */
export interface AuditRequest {
  /** Absolute skill folders. */
  skills: string[];
  outDir: string;
  repoRoot: string;
  failOn: FailOn;
  minPrg: number | null;
  staticOnly: boolean;
  /** Why the model-driven stages are skipped (shown in every surface). */
  staticReason: string | null;
  /** "harness:model", or null for the configured default. */
  backbone: string | null;
  trials: number | null;
  mode: ValidationMode;
}

export interface AuditOutput {
  report: Report;
  outDir: string;
  files: { json: string; markdown: string; html: string; sarif: string };
}

export type AuditPort = (req: AuditRequest) => Promise<AuditOutput>;

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
  fileUrl(skillPath: string, file: string, line: number): string;
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
}

export interface Deps {
  env: RunEnv;
  inputs: ActionInputs;
  client: GitHubClient;
  audit: AuditPort;
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
