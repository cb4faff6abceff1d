import { z } from "zod";
import { RubricKind } from "../score/types";

const RelPath = z
  .string()
  .min(1)
  .max(200)
  .refine((p) => !p.startsWith("/") && !p.split(/[\\/]/).includes("..") && !p.includes("\0"), {
    message: "must be a relative path inside the workspace",
  });

export const Material = z.object({
  path: RelPath.describe("workspace-relative path of an input file the agent needs"),
  content: z.string().max(200_000).describe("full text content of the file"),
});
export type Material = z.infer<typeof Material>;

export const RuleCheck = z.discriminatedUnion("type", [
  z.object({ id: z.string(), type: z.literal("file_exists"), path: RelPath }),
  z.object({ id: z.string(), type: z.literal("file_contains"), path: RelPath, text: z.string().min(1) }),
  z.object({
    id: z.string(),
    type: z.literal("file_matches"),
    path: RelPath,
    regex: z.string().min(1).describe("extended regular expression (grep -E) a line must match"),
  }),
  z.object({
    id: z.string(),
    type: z.literal("command_succeeds"),
    command: z.string().min(1).max(2000).describe("shell command run in the workspace; exit 0 means pass"),
  }),
]);
export type RuleCheck = z.infer<typeof RuleCheck>;

export const RubricItem = z.object({
  id: z.string(),
  kind: RubricKind.describe(
    "goal = the requested outcome is achieved; instruction = the skill's conventions were followed",
  ),
  text: z.string().min(1).describe("one concrete, checkable pass/fail assertion about the result"),
  /** Rule checks that must also pass for this item to pass. */
  checks: z.array(z.string()).optional(),
});
export type RubricItem = z.infer<typeof RubricItem>;

/** What the scheme model writes for one scenario. */
export const ScenarioDraft = z.object({
  title: z.string().min(1),
  capability: z.string().describe("which capability of the skill this scenario exercises"),
  instruction: z
    .string()
    .min(20)
    .describe(
      "the business-goal request the agent sees; names the goal and deliverables, never the skill's procedure",
    ),
  materials: z.array(Material).max(20),
  rubric: z.array(RubricItem).min(2).max(20),
  checks: z.array(RuleCheck).max(20),
  expectedOutcome: z.string(),
  reference: z
    .array(Material)
    .max(20)
    .optional()
    .describe(
      "reference solution: the files (complete contents) a correct solution that follows the skill leaves in the workspace; never shown to the agent; every check must pass on the materials with these files added",
    ),
});
export type ScenarioDraft = z.infer<typeof ScenarioDraft>;

export const Scenario = ScenarioDraft.extend({
  id: z.string(),
});
export type Scenario = z.infer<typeof Scenario>;

export const LeakageReport = z.object({
  scenarioId: z.string(),
  lexical: z.object({
    skillOverlap: z.number(),
    longestRun: z.number(),
    rubricOverlap: z.number(),
    materialOverlap: z.number().optional(),
    leak: z.boolean(),
  }),
  /** null when not asked (a lexical leak is decisive); unknown: the model gave no valid verdict. */
  model: z.object({ leak: z.boolean(), reason: z.string(), unknown: z.boolean().optional() }).nullable(),
  leak: z.boolean(),
});
export type LeakageReport = z.infer<typeof LeakageReport>;

/** The scheme stage's artifact (scenarios.json). */
export const Scheme = z.object({
  skillHash: z.string(),
  scenarios: z.array(Scenario),
  /** Scenarios rejected for leakage twice (or invalid twice) and dropped. */
  dropped: z.array(z.object({ title: z.string(), reason: z.string() })),
  leakage: z.array(LeakageReport),
  source: z.enum(["generated", "pinned"]),
  /** What the QA step found and did, per scenario (checks dropped as already passing or unable to pass, top-ups). */
  qa: z.array(z.object({ scenarioId: z.string(), note: z.string() })).optional(),
});
export type Scheme = z.infer<typeof Scheme>;
