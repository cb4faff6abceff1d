/**
 * What a value holds, as bits: where data came from decides what leaving the machine means.
 * Shared by the data-flow readers of each language (shell, Python, JS, PowerShell, Ruby, Go).
 */
import { CRED_PATH, mayNameCredPath } from "./credentials";

export const T = {
  /** The whole environment (every variable). */
  ENV: 1,
  /** A named secret: an API key variable, a .env file, a private key file of the project. */
  SECRET: 2,
  /** A credential store: ~/.aws/credentials, a keychain, a credential helper, cloud metadata. */
  CRED: 4,
  /** Local files or command output (the repository, git history, documents). */
  LOCAL: 8,
  /** Who and where: user name, host name, OS version. */
  SYSINFO: 16,
  /** Downloaded from the network. */
  FETCHED: 32,
  /** Decoded or de-obfuscated (base64, hex, char codes, reversed, rot13, zlib). */
  DECODED: 64,
  /** Coding-agent transcripts, memory and instruction files. */
  TRANSCRIPT: 128,
  /** A listing of the whole home directory or filesystem. */
  HOME: 256,
  /** An environment secret the skill never says it needs: harvested, not configured. */
  HARVEST: 512,
} as const;

/** Data worth reporting when it leaves: everything but who/where and downloaded or decoded bytes. */
export const SENSITIVE = T.ENV | T.SECRET | T.CRED | T.LOCAL | T.TRANSCRIPT | T.HOME;
/** Data a user never expects to leave: credentials, secrets, the environment, transcripts. */
export const SECRETISH = T.ENV | T.SECRET | T.CRED | T.TRANSCRIPT;

/** Session transcripts and histories of coding agents. */
export const TRANSCRIPT_PATH =
  /(?:^|[/~])\.(?:claude|codex|cursor|gemini|aider|continue|windsurf)[\w-]*\/(?:projects|sessions|history|conversations|chats|logs|transcripts|todos)\b|\.claude\/history\.jsonl\b|\.codex\/history\.jsonl\b/i;

/** File names of the agent's instruction and memory files, as a regex alternation. */
const INSTRUCTION_NAMES =
  "claude\\.md|claude\\.local\\.md|agents\\.md|gemini\\.md|memory\\.md|\\.cursorrules|\\.windsurfrules|\\.clinerules|copilot-instructions\\.md";

/** The agent's instruction and memory files (reading them out leaks context; writing them persists). */
export const INSTRUCTION_FILE = new RegExp(
  `(?:^|\\/)(?:${INSTRUCTION_NAMES})$|\\/\\.claude\\/(?:commands|agents|skills|hooks)\\/|\\/\\.cursor\\/rules\\/`,
  "i",
);

/** One of those names in code, quoted or as a shell word. */
export const INSTRUCTION_NAME = new RegExp(
  `(?:^|[\\s"'\`([,/=])(?:${INSTRUCTION_NAMES})(?=$|[\\s"'\`)\\],])`,
  "i",
);

/** Whether a path view (words of a read or write site) names an instruction or memory file. */
export const namesInstructionFile = (view: string): boolean =>
  view.split(/\s+/).some((w) => INSTRUCTION_FILE.test(w.replace(/\/+$/, "")));

/** Files that hold a project's secrets: dotenv files, private keys, keystores, terraform variables. */
export const SECRET_FILE =
  /(?:^|[/\\])\.env(?:\.[\w-]+)?$|(?:^|[/\\])\.env(?:rc)?\b(?!\.(?:example|sample|template|dist)\b)|\.(?:pem|key|p12|pfx|keystore|jks|mobileprovision|kdbx|tfvars|tfstate)$|(?:^|[/\\])(?:secrets?|credentials?|service[-_]account)[\w.-]*\.(?:ya?ml|json|toml|ini|txt)$|wallet\.dat$|(?:^|[/\\])(?:id_rsa|id_ed25519|id_ecdsa|id_dsa)$/i;

const EXAMPLE_ENV = /\.env\.(?:example|sample|template|dist|defaults)$/i;

/** Home directory or filesystem root, maybe with a recursive glob under it. */
export const HOME_WIDE =
  /^(?:~|\/|[A-Za-z]:[/\\]?|\/home|\/Users|\/root)[/\\]?(?:\*\*?(?:[/\\][^/\\]*)?|\*\.[\w*]+)?$/;

/** What reading a path yields. 0 when the word is not a path of note. */
export function pathTaint(view: string): number {
  let t = 0;
  const v = view.replace(/\\/g, "/");
  if (mayNameCredPath(v) && !/\.pub$/.test(v) && CRED_PATH.test(v)) t |= T.CRED;
  if (TRANSCRIPT_PATH.test(v) || (INSTRUCTION_FILE.test(v) && /^~|\/home\/|\/Users\//.test(v)))
    t |= T.TRANSCRIPT;
  if (SECRET_FILE.test(v) && !EXAMPLE_ENV.test(v)) t |= T.SECRET;
  if (HOME_WIDE.test(v) || /^(?:~|\/)\/\*\*\//.test(v)) t |= T.HOME;
  return t;
}

/** Names of variables that hold secrets (API_KEY, GITHUB_TOKEN, DB_PASSWORD, DATABASE_URL...). */
export const SECRET_NAME =
  /^(?!(?:OLD)?PWD$)(?:[A-Z][A-Z0-9]*_)*(?:API_?KEY|KEY|KEYS|TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|CREDS|AUTH|SESSION|COOKIE|PRIVATE|SIGNING|PAT)(?:_[A-Z0-9]+)*$|^(?:DATABASE_URL|REDIS_URL|MONGO(?:DB)?_URI|SENTRY_DSN)$/;

/** Words of a human-readable description of what a value holds. */
export function describe(t: number): string {
  const out: string[] = [];
  if (t & T.CRED) out.push("stored credentials");
  if (t & T.SECRET) out.push("secrets");
  if (t & T.ENV) out.push("the environment");
  if (t & T.TRANSCRIPT) out.push("agent transcripts or memory files");
  if (t & T.HOME) out.push("a listing of the home directory");
  if (t & T.LOCAL) out.push("local files or command output");
  if (t & T.SYSINFO) out.push("user and host details");
  return out.length ? out.join(", ") : "data";
}
