import { z } from "zod";

export const ValidationMode = z.enum(["spec", "claude-code"]);
export type ValidationMode = z.infer<typeof ValidationMode>;

export const FileKind = z.enum(["text", "binary", "archive", "document", "compiled"]);
export type FileKind = z.infer<typeof FileKind>;

export const SkillFile = z.object({
  /** Relative to the skill root, POSIX separators. */
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
  kind: FileKind,
  executable: z.boolean(),
  /** Only the first maxFileBytes bytes were read (and hashed, with `size` beside them). */
  truncated: z.boolean().optional(),
});
export type SkillFile = z.infer<typeof SkillFile>;

/**
 * A problem with SKILL.md's front matter or the package's layout, reported with file and line; never
 * a reason to stop scanning. Errors break the Agent Skills format; warnings are outside it.
 */
export const SpecIssue = z.object({
  /** e.g. "spec.unknown-key", "spec.name-folder-mismatch", "package.archive-traversal". */
  rule: z.string(),
  severity: z.enum(["error", "warning"]),
  /** Relative to the skill root (archive members as "a.zip!member"). */
  file: z.string(),
  line: z.number().int().min(1),
  message: z.string(),
  /** Set when the problem is also a risk: the scanner reports it as a finding of this pattern too. */
  pattern: z.literal("SC4").optional(),
});
export type SpecIssue = z.infer<typeof SpecIssue>;

/** A part of the package collect did not read (over a cap, a link out of the skill, a FIFO...). */
export const SkippedPart = z.object({ file: z.string(), reason: z.string() });
export type SkippedPart = z.infer<typeof SkippedPart>;

export const Provenance = z.object({
  repo: z.string().optional(),
  commit: z.string().optional(),
  /** Skill root relative to the repository top level. */
  path: z.string().optional(),
  dirty: z.boolean().optional(),
});
export type Provenance = z.infer<typeof Provenance>;

/** The `collect` stage's artifact: everything later stages may know about a skill, minus file bytes. */
export const SkillPackage = z.object({
  name: z.string(),
  description: z.string(),
  /** Absolute path of the skill folder on this machine. */
  root: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  validationMode: ValidationMode,
  /** Other remarks about the package, as lines of text; front matter problems are in `spec`. */
  warnings: z.array(z.string()),
  /** Front matter problems, with line numbers (absent: none). */
  spec: z.array(SpecIssue).optional(),
  /** Files whose bytes are in `contents` (whole, or their first maxFileBytes when `truncated`). */
  files: z.array(SkillFile),
  /** What collect did not read, and why (absent: nothing). The scanner reports each as unread. */
  skipped: z.array(SkippedPart).optional(),
  totalBytes: z.number().int().min(0),
  /** sha256 over sorted (path, sha256) pairs: equal packages, equal hash, wherever they live. */
  contentHash: z.string(),
  provenance: Provenance,
});
export type SkillPackage = z.infer<typeof SkillPackage>;

/** What `collect` hands the scanner: the artifact plus the bytes it describes. */
export interface CollectedSkill {
  pkg: SkillPackage;
  contents: Map<string, Buffer>;
}

export interface CollectOptions {
  mode?: ValidationMode;
  /** Largest single file, bytes. */
  maxFileBytes?: number;
  /** Largest package (sum of files), bytes. */
  maxPackageBytes?: number;
  maxFiles?: number;
  /** Repository facts shared across the skills of one run. */
  git?: GitCache;
}

export interface RepoInfo {
  top: string;
  commit?: string;
  remote?: string;
  /** Paths with uncommitted changes, relative to the top ("dir/" for an untracked folder). */
  changed: string[];
}

/**
 * One set of git calls per repository instead of four per skill: pass the same cache to every
 * collectSkill call of a run (a fresh one per run, so nothing stale is reused).
 */
export interface GitCache {
  /** Every skill folder of the run: `git status` looks under these only (a whole checkout costs far more). */
  roots: string[];
  /** Checkout → the roots inside it, relative to it. */
  rootsIn: Map<string, string[]>;
  /** Checkout and the paths its status looked under → what it said. */
  repos: Map<string, Promise<RepoInfo | null>>;
}

export const gitCache = (roots: string[] = []): GitCache => ({ roots, rootsIn: new Map(), repos: new Map() });

export const DEFAULT_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxPackageBytes: 50 * 1024 * 1024,
  maxFiles: 5000,
} as const;
