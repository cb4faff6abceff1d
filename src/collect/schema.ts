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
});
export type SkillFile = z.infer<typeof SkillFile>;

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
  /** Non-fatal remarks about the package (unknown keys in claude-code mode, etc.). */
  warnings: z.array(z.string()),
  files: z.array(SkillFile),
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
 * One set of git calls per repository instead of four per skill: pass the same map to every
 * collectSkill call of a run (a fresh map per run, so nothing stale is reused).
 */
export type GitCache = Map<string, Promise<RepoInfo | null>>;

export const DEFAULT_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxPackageBytes: 50 * 1024 * 1024,
  maxFiles: 5000,
} as const;
