import type { SkillPackage } from "../../collect/schema";
import type { PatternId } from "../patterns";
import type { Ctx, Lang, Region } from "../segment";

/** What the rules may know about the skill as a whole. */
export interface SkillInfo {
  pkg: SkillPackage;
  /** Folder name of the skill root. */
  folder: string;
  /** Env var names the skill documents (SKILL.md / reference prose, front matter). */
  declaredEnv: Set<string>;
  /** Host names mentioned anywhere in the skill's markdown. */
  declaredHosts: Set<string>;
  /** The skill's documentation prose (inline code removed), lower-cased, for "is this documented?" checks. */
  docText: string;
  /** Paths of every file, including archive members ("a.zip!x.py"). */
  paths: string[];
  /** Text of another file of the skill (scripts a hook runs), when it was read as text. */
  textOf?: (path: string) => string | undefined;
}

/** One file (or archive member, or the strings of a .pyc) prepared for the rules. */
export interface FileInfo {
  path: string;
  lang: Lang;
  markdown: boolean;
  /** A script or config file shipped with the skill (not markdown documentation). */
  script: boolean;
  /** Text after revealing invisible characters; what rules read. */
  text: string;
  /** Original lines, for snippets. */
  lines: string[];
  /** Lines as the model reads them (invisible characters removed, tag characters decoded). */
  vlines: string[];
  regions: Region[];
  /** Where the text came from when it is not plain source (".pyc strings", "archive member"). */
  origin?: string;
  /** Results of per-file detectors (src/scan/hidden.ts), computed once. */
  cache?: Map<object, unknown>;
}

export interface Hit {
  /** 1-based line in the file. */
  line: number;
  col?: number;
  confidence?: number;
  message?: string;
  /** Overrides the rule's pattern (a hidden-content rule reports P2 in prose, SC3 in code). */
  pattern?: PatternId;
  /** Overrides the rule id suffix. */
  rule?: string;
}

export interface MatchCtx {
  m: RegExpExecArray;
  region: Region;
  file: FileInfo;
  skill: SkillInfo;
  /** Absolute offset of the match within region.text. */
  index: number;
}

interface RuleBase {
  /** e.g. "SC2.curl-pipe-shell"; the part before the dot is the pattern id. */
  id: string;
  pattern: PatternId;
  confidence: number;
  message: string;
}

/** A regular expression run over every region whose context (and language, for code) it applies to. */
export interface TextRule extends RuleBase {
  kind?: "text";
  contexts: Ctx[];
  /** For code regions: languages it applies to (dockerfile counts as shell). Omitted: any. */
  langs?: Lang[];
  /** Only in shipped scripts, not in code blocks of documentation. */
  scriptsOnly?: boolean;
  regex: RegExp;
  /**
   * Keywords, a cheap pre-filter: a text without at least one of them cannot give a finding (the regex
   * cannot match it, or `check` rejects every match). Several groups: each must have a keyword present.
   * Matched ignoring case, a space standing for any run of whitespace.
   */
  hint?: string[] | string[][];
  /** Skip when negated in its own clause ("never run sudo"). Default: true. */
  negatable?: boolean;
  /** Skip when quoted as an example of an attack in a teaching sentence. Default: false. */
  examples?: boolean;
  /** Refines a match: return false to drop it, a number to set confidence, or a partial hit. */
  check?: (c: MatchCtx) => boolean | number | Partial<Hit>;
}

/** A matcher over a whole file, for rules that need more than one line (blocks, data flow, front matter). */
export interface FileRule extends RuleBase {
  kind: "file";
  check: (file: FileInfo, skill: SkillInfo) => Hit[];
}

export type Rule = TextRule | FileRule;

// A session's id or folder names it, an auth endpoint's URL or path locates it; its token or
// cookie is the secret.
export const SECRET_ENV =
  /^(?!(?:OLD)?PWD$)(?!(?:[A-Z][A-Z0-9]*_)*SESSION_(?:ID|IDS|NAME|DIR|PATH|FILE)$)(?!(?:[A-Z][A-Z0-9]*_)*(?:O?AUTH|TOKEN)_(?:URL|URI|ENDPOINT|HOST|DOMAIN|PATH|PROVIDER|TYPE|MODE|METHOD)$)(?:[A-Z][A-Z0-9]*_)*(?:API_?KEY|KEY|KEYS|TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|CREDS|AUTH|SESSION|COOKIE|PRIVATE|SIGNING|PAT)(?:_[A-Z0-9]+)*$|^(?:DATABASE_URL|REDIS_URL|MONGO(?:DB)?_URI|SENTRY_DSN)$/;
