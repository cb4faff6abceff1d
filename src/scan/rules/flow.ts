/**
 * Data flow in scripts, from where data comes to what is done with it. A path is followed through
 * the expressions that build it (string literals joined by `/`, `os.path.join`, `Path.home() / ...`,
 * `$HOME/...`, f-strings and template literals) and through variables and loop variables, so
 * `key = home / ".ssh" / "id_rsa"; key.read_text()` reads `~/.ssh/id_rsa`, and a finding sits where
 * the source is used: the read of a credential file (PE3), the read of a session transcript (E4),
 * the walk of the home directory (E3), the write into the agent's instruction files (P4).
 */

import { matchAll } from "../../util/regex";
import type { Region } from "../segment";
import { CRED_PATH, METADATA_CRED, METADATA_HOST, mayNameCredPath } from "./credentials";
import { callText, codeRegions, lineOf, MAX_PATH_VIEW } from "./helpers";
import { INSTRUCTION_FILE, namesInstructionFile, TRANSCRIPT_PATH } from "./taint";
import type { FileInfo, FileRule, Hit } from "./types";

/** References to the home directory, per language, replaced by "~" in a path view. */
const HOME_REF =
  /\b(?:pathlib\.)?Path\.home\(\)|\bos\.path\.expanduser\(\s*["']~\/?["']\s*\)|\b(?:os\.)?homedir\(\)|\bos\.environ\[\s*["']HOME["']\s*\]|\bos\.(?:environ\.get|getenv)\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\bprocess\.env\.(?:HOME|USERPROFILE)\b|\$\{?HOME\}?|%USERPROFILE%|\$env:(?:USERPROFILE|HOME)\b|\[Environment\]::GetFolderPath\([^)]*UserProfile[^)]*\)|\bDir\.home\b|\bENV\[\s*["']HOME["']\s*\]|\bos\.UserHomeDir\(\)/g;

/** Stands for the home directory while an expression is read: it may sit inside a string literal. */
const HOME_MARK = "\uE000";

const q = (s: string) => s.replace(/\\\\/g, "/").replace(/\\(?=[\w.*$~])/g, "/");

/** Variables in scope at an offset: the latest binding before it wins (a rough stand-in for scopes). */
export type Lookup = (name: string) => string | undefined;

/**
 * The path an expression builds, as text: literals joined with "/", the home directory as "~",
 * known variables replaced by their own views. Unknown parts are left out.
 */
export function pathView(expr: string, vars: Lookup): string {
  const parts: string[] = [];
  // "${DOCKER_CONFIG:-$HOME/.docker}": unset (as it usually is), the shell uses the default.
  const e = expr
    .replace(/\$\{([A-Za-z_]\w*):?[-=]([^}"'\n]*)\}/g, (_a, name: string, dflt: string) => vars(name) ?? dflt)
    // Inside a literal (`"$HOME/x"`, `f"{Path.home()}/x"`) as well as between literals.
    .replace(HOME_REF, HOME_MARK);
  const re =
    /[frbuFRBU]{0,2}"((?:[^"\\\n]|\\.)*)"|[frbuFRBU]{0,2}'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|\b([A-Za-z_$][\w$]*)\b|\uE000/g;
  for (const m of matchAll(e, re)) {
    if (m[0] === HOME_MARK) {
      parts.push("~");
      continue;
    }
    const lit = m[1] ?? m[2] ?? m[3];
    if (lit !== undefined) {
      // Interpolations: {name} / ${name} / $name.
      parts.push(
        q(lit.replace(/\$?\{\s*\uE000\s*\}/g, HOME_MARK).replaceAll(HOME_MARK, "~")).replace(
          /\$\{\s*([A-Za-z_]\w*)[^}]*\}|\{\s*([A-Za-z_]\w*)[^}]*\}|\$([A-Za-z_]\w*)/g,
          (_a, x, y, z) => {
            const name = x ?? y ?? z;
            return vars(name) ?? (name === "HOME" ? "~" : "*");
          },
        ),
      );
      continue;
    }
    const v = vars(m[4] ?? "");
    if (v !== undefined) parts.push(v);
  }
  return parts
    .filter((p) => p.length > 0)
    .join("/")
    .replace(/\/{2,}/g, "/")
    .slice(0, MAX_PATH_VIEW);
}

/** An argument that names the home directory or the root (HOME_REF without its global flag). */
const HOME_ARG = new RegExp(`${HOME_REF.source}|^\\s*["'](?:~|/)["']\\s*$`);

export interface Flow {
  /** Variable → its bindings to path views, in text order. */
  bindings: Map<string, { at: number; view: string }[]>;
  /** Parameter → the call that bound it to the home directory or the root (where that is chosen). */
  calls: Map<string, number>;
}

const ASSIGN: Record<string, RegExp> = {
  python: /^[ \t]*([A-Za-z_]\w*)\s*(?::\s*[\w[\], .]+)?=(?!=)\s*(.+)$/gm,
  js: /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*([^;\n]+)/g,
  shell: /^[ \t]*(?:export\s+|local\s+|readonly\s+)?([A-Za-z_]\w*)=([^\n]*)$/gm,
  powershell: /\$([A-Za-z_]\w*)\s*=\s*([^\n]+)/g,
  ruby: /^[ \t]*([a-z_]\w*)\s*=\s*(.+)$/gm,
};
const LOOP: Record<string, RegExp> = {
  python: /^[ \t]*(?:async\s+)?for\s+([A-Za-z_]\w*)(?:\s*,\s*[A-Za-z_]\w*)*\s+in\s+(.+):\s*$/gm,
  js: /\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+of\s+([^)]+)\)/g,
  shell: /\bfor\s+([A-Za-z_]\w*)\s+in\s+([^;\n]+)/g,
  powershell: /\bforeach\s*\(\s*\$([A-Za-z_]\w*)\s+in\s+([^)]+)\)/gi,
};

/** The lookup of variables at an offset of a flow. */
export function lookupAt(flow: Flow, at: number): Lookup {
  return (name) => {
    const list = flow.bindings.get(name);
    if (!list) return undefined;
    let v: string | undefined;
    for (const b of list) if (b.at < at) v = b.view;
    return v || undefined;
  };
}

/** Variables holding paths in a code region (passes repeated, so chains of assignments resolve). */
export function flowOf(r: Region): Flow {
  const bindings = new Map<string, { at: number; view: string }[]>();
  const calls = new Map<string, number>();
  const flow = { bindings, calls };
  const lang = r.lang === "dockerfile" ? "shell" : r.lang;
  const assign = ASSIGN[lang];
  const loop = LOOP[lang];
  if (!assign) return flow;
  const found: { name: string; rhs: string; at: number }[] = [];
  for (const re of [assign, loop]) {
    if (!re) continue;
    re.lastIndex = 0;
    for (const m of matchAll(r.text, re)) {
      if (m[1] && m[2] && m[2].length <= 600) found.push({ name: m[1], rhs: m[2], at: m.index ?? 0 });
    }
  }
  // A function's first parameter is bound to what a call passes when that names the home directory
  // or the root: `function walk(dir) {... readdirSync(dir) ...}; walk(os.homedir())` walks home.
  if (lang === "python" || lang === "js") {
    const def =
      lang === "python"
        ? /^[ \t]*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(\s*([A-Za-z_]\w*)/gm
        : /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(\s*([A-Za-z_$][\w$]*)|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?\(\s*([A-Za-z_$][\w$]*)[^)]*\)\s*=>/g;
    for (const d of matchAll(r.text, def)) {
      const name = d[1] ?? d[3];
      const param = d[2] ?? d[4];
      if (!name || !param) continue;
      for (const c of matchAll(r.text, new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}\\s*\\(`, "g"))) {
        const open = (c.index ?? 0) + c[0].length - 1;
        const arg = firstArg(callText(r.text, open, 300));
        if (
          !HOME_ARG.test(arg) ||
          r.text.slice(Math.max(0, (c.index ?? 0) - 12), c.index).match(/\b(def|function)\s*$/)
        )
          continue;
        found.push({ name: param, rhs: arg, at: d.index ?? 0 });
        calls.set(param, c.index ?? 0);
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  for (let pass = 0; pass < 3; pass++) {
    bindings.clear();
    for (const f of found) {
      // A binding with no literal path in it still shadows an earlier one ("for f in other():").
      const view = listView(f.rhs, lookupAt(flow, f.at)) ?? pathView(f.rhs, lookupAt(flow, f.at));
      const list = bindings.get(f.name) ?? [];
      list.push({ at: f.at, view: /[^*/\s]/.test(view) || view === "/" ? view : "" });
      bindings.set(f.name, list);
    }
  }
  return flow;
}

const LITERAL_LIST =
  /^\s*[[({]\s*(?:[rRbBuUfF]?(?:"[^"\n]*"|'[^'\n]*')\s*,\s*)+[rRbBuUfF]?(?:"[^"\n]*"|'[^'\n]*')\s*,?\s*[\])}]\s*;?\s*$/;

/**
 * A list of path literals ("roots to search") stands for each of its items, not their join: the
 * view is the widest item (the home directory or the root when listed), else the first.
 */
function listView(expr: string, vars: Lookup): string | undefined {
  // `[Path("/media"), Path.home()]`: a path object of a literal is that literal.
  const rhs = expr
    .replace(HOME_REF, '"~"')
    .replace(/\b(?:pathlib\.)?Path\(\s*("[^"\n]*"|'[^'\n]*')\s*\)/g, "$1");
  if (!LITERAL_LIST.test(rhs)) return undefined;
  const items = [...matchAll(rhs, /"([^"\n]*)"|'([^'\n]*)'/g)].map((m) =>
    pathView(`"${m[1] ?? m[2] ?? ""}"`, vars),
  );
  return items.find((v) => HOME_WIDE.test(v)) ?? items[0];
}

const flowCache = new WeakMap<Region, Flow>();
const flowFor = (r: Region) => {
  let f = flowCache.get(r);
  if (!f) {
    f = flowOf(r);
    flowCache.set(r, f);
  }
  return f;
};

/** Read, copy, archive or upload of a path, by language: the call and where its path argument is. */
interface SiteSpec {
  langs: string[];
  re: RegExp;
  /** The path is the receiver of the method (`key.read_text()`). */
  recv?: boolean;
  /** A command: every argument is a path view (not only the first). */
  whole?: boolean;
}

const READ_SITES: SiteSpec[] = [
  {
    langs: ["python"],
    re: /\b(?:open|io\.open|codecs\.open|shutil\.copy\w*|shutil\.make_archive|shutil\.copytree|json\.load|yaml\.safe_load|configparser\.\w+\(\)\.read|send_file|tarfile\.open)\s*\(/g,
  },
  { langs: ["python"], re: /(\b[A-Za-z_][\w.]*|\))\.(?:read_text|read_bytes|open)\s*\(/g, recv: true },
  // Readers that take a path: configparser.read, tarfile.add, zipfile.write.
  {
    langs: ["python"],
    re: /\b\w+\.(?:add|write|read)\s*\(\s*(?=[^)\n]*(?:~|\.ssh|\.aws|\.netrc|\.docker|\.kube|\.config|\.claude|home|key|cred|token|path|src))/g,
  },
  {
    langs: ["js"],
    re: /\b(?:fs\.)?(?:readFileSync|readFile|createReadStream|copyFileSync|copyFile|cpSync|promises\.readFile)\s*\(/g,
  },
  {
    langs: ["python"],
    re: /\b(?:subprocess\.\w+|os\.system|os\.popen|check_output|check_call)\s*\(/g,
    whole: true,
  },
  { langs: ["js"], re: /\b(?:execSync|execFileSync|spawnSync|exec|execFile|spawn)\s*\(/g, whole: true },
  {
    langs: ["powershell"],
    re: /\b(?:Get-Content|gc|Copy-Item|cp|Compress-Archive|Import-Clixml)\b[^\n|]*/gi,
    whole: true,
  },
  { langs: ["powershell"], re: /\[(?:System\.)?IO\.File\]::(?:ReadAll\w+|Copy|OpenRead)\s*\(/gi },
  { langs: ["ruby"], re: /\b(?:File\.(?:read|open|readlines|binread)|IO\.read|FileUtils\.cp)\s*\(/g },
];

/** Shell commands that read, copy, pack or send the files named in their arguments. */
const SHELL_READ =
  /(?:^|[;&|(`]|\$\(|\bthen\b|\bdo\b)\s*(?:sudo\s+)?(cat|less|more|head|tail|cp|scp|rsync|tar|zip|7z|base64|xxd|od|gpg|strings|sed|awk|grep|jq|curl|wget|nc|openssl|sqlite3|python[\d.]*|node)\b([^\n|;&]*)/gm;

/** Walks and globs over a directory, by language. */
const WALK_SITES: SiteSpec[] = [
  {
    langs: ["python"],
    re: /\b(?:os\.walk|os\.scandir|os\.listdir|glob\.i?glob|glob\.glob|walk|scandir|listdir|iglob)\s*\(/g,
  },
  { langs: ["python"], re: /(\b[A-Za-z_][\w.]*|\))\.(?:rglob|glob|iterdir|walk)\s*\(/g, recv: true },
  {
    langs: ["js"],
    re: /\b(?:fs\.)?(?:readdirSync|readdir|promises\.readdir|opendirSync)\s*\(|\b(?:fg|fastGlob|globSync|glob)\s*\(/g,
  },
  { langs: ["ruby"], re: /\bDir\.(?:glob|\[\]|children|entries|each_child)\s*[([]/g },
];
const SHELL_WALK =
  /(?:^|[;&|(`]|\$\(|\bthen\b|\bdo\b)\s*(?:\$[\w:]+\s*=\s*)?(?:sudo\s+)?(find|tree|locate|fd|du\s+-a\w*|ls\s+-\w*R\w*|rg\s+--files|grep\s+-\w*r\w*|Get-ChildItem(?=\s[^\n]*-Recurse)|gci(?=\s[^\n]*\s-r\w*))\b([^\n|;&]*)/gim;

/** Writes into a file, by language. */
const WRITE_SITES: SiteSpec[] = [
  { langs: ["python"], re: /\bopen\s*\((?=[^)]*,\s*["'][wax+b]+["'])/g },
  { langs: ["python"], re: /(\b[A-Za-z_][\w.]*|\))\.(?:write_text|write_bytes)\s*\(/g, recv: true },
  {
    langs: ["js"],
    re: /\b(?:fs\.)?(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|promises\.writeFile|promises\.appendFile)\s*\(/g,
  },
  { langs: ["powershell"], re: /\b(?:Set-Content|Add-Content|Out-File)\b[^\n]*/gi },
];
const SHELL_WRITE =
  />>?\s*("[^"\n]*"|'[^'\n]*'|[^\s;&|)]+)|\btee\s+(?:-a\s+)?("[^"\n]*"|'[^'\n]*'|[^\s;&|)]+)/g;

/** Home directory or filesystem root, possibly with a recursive glob under it: a walk of it is E3. */
const HOME_WIDE = /^(?:~|\/|[A-Za-z]:\/?|\/home|\/Users|\/root)\/?(?:\*\*?(?:\/[^/]*)?|\*\.[\w*]+)?$/;

interface Site {
  line: number;
  view: string;
  /** The bare name the path came from, when it is one. */
  param?: string;
}

/**
 * The expression a method is called on when it ends in a bracket: from the matching "(" (and the
 * callee before it) to the ")" at `close`: `Path.home()`, `(Path.home() / ".aws" / "credentials")`.
 */
function receiverText(text: string, close: number): string {
  let depth = 0;
  let k = close;
  for (; k >= 0 && close - k < 400; k--) {
    const c = text[k];
    if (c === ")") depth++;
    else if (c === "(" && --depth === 0) break;
  }
  if (k < 0 || depth !== 0) return text.slice(text.lastIndexOf("\n", close) + 1, close + 1);
  let start = k;
  while (start > 0 && /[\w.]/.test(text[start - 1] ?? "")) start--;
  return text.slice(start, close + 1);
}

export function sitesOf(file: FileInfo): { reads: Site[]; walks: Site[]; writes: Site[] } {
  file.cache ??= new Map();
  const hit = file.cache.get(sitesOf) as ReturnType<typeof sitesOf> | undefined;
  if (hit) return hit;
  const reads: Site[] = [];
  const walks: Site[] = [];
  const writes: Site[] = [];
  for (const r of codeRegions(file)) {
    const lang = r.lang === "dockerfile" ? "shell" : r.lang;
    if (!/^(python|js|shell|powershell|ruby)$/.test(lang)) continue;
    const flow = flowFor(r);
    const at = (off: number) => lineOf(r, off);
    const unq = (x: string) => `"${x.replace(/^["']|["']$/g, "")}"`;
    const collect = (sites: SiteSpec[], out: Site[]) => {
      for (const s of sites) {
        if (!s.langs.includes(lang)) continue;
        s.re.lastIndex = 0;
        for (const m of matchAll(r.text, s.re)) {
          const idx = m.index ?? 0;
          const vars = lookupAt(flow, idx);
          const open = r.text.indexOf("(", idx + m[0].length - 1);
          const call = m[0].endsWith("(") && open >= 0 ? callText(r.text, open, 600) : m[0];
          // The path is the first argument (open(path, "a"), glob(pattern, recursive=True)).
          const args = s.whole || !m[0].endsWith("(") ? call : firstArg(call);
          let view = s.whole
            ? args
                .split(/\s*,\s*/)
                .map((a) => pathView(a, vars))
                .filter(Boolean)
                .join(" ")
            : pathView(args, vars);
          if (s.recv && m[1]) {
            const recvView =
              m[1] === ")" ? pathView(receiverText(r.text, idx), vars) : (vars(m[1]) ?? pathView(m[1], vars));
            // key.read_text(encoding="utf-8"): the receiver is the path, the arguments are options.
            view = recvView ?? "";
          }
          const bare = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(args.replace(/^\(|\)$/g, ""))?.[1];
          if (view) out.push({ line: at(idx), view, ...(bare ? { param: bare } : {}) });
        }
      }
    };
    collect(READ_SITES, reads);
    const before = walks.length;
    collect(WALK_SITES, walks);
    // A walk of a parameter the home directory was passed to is reported at that call.
    for (const w of walks.slice(before)) {
      const call = w.param ? flow.calls.get(w.param) : undefined;
      if (call !== undefined) w.line = at(call);
    }
    collect(WRITE_SITES, writes);
    if (lang === "shell" || lang === "powershell") {
      const vars = (off: number) => lookupAt(flow, off);
      for (const m of matchAll(r.text, SHELL_READ)) {
        // The command's own offset: the match may start with the blank lines before it.
        const cmdAt = (m.index ?? 0) + m[0].indexOf(m[1] ?? "");
        // curl reads a file only where an argument names one (-d @f, -F x=@f, -T f); a "${VAR}"
        // there is data read elsewhere (that read is its own site).
        let args = m[2] ?? "";
        if (m[1] === "curl")
          args = [
            ...args.matchAll(
              /(?:=|\s)@("[^"\n]*"|'[^'\n]*'|[^\s"']+)|(?:-T|--upload-file)\s+("[^"\n]*"|'[^'\n]*'|\S+)/g,
            ),
          ]
            .map((a) => a[1] ?? a[2] ?? "")
            .join(" ");
        reads.push({ line: at(cmdAt), view: shellArgs(args, vars(m.index ?? 0)) });
      }
      for (const m of matchAll(r.text, SHELL_WALK))
        walks.push({ line: at(m.index ?? 0), view: shellArgs(m[2] ?? "", vars(m.index ?? 0)) });
      for (const m of matchAll(r.text, SHELL_WRITE))
        writes.push({ line: at(m.index ?? 0), view: pathView(unq(m[1] ?? m[2] ?? ""), vars(m.index ?? 0)) });
      // "$(cat ~/.ssh/id_rsa)" and "< ~/.aws/credentials" read too.
      for (const m of matchAll(r.text, /<\s*("[^"\n]*"|'[^'\n]*'|[~$][^\s;&|)]*)/g))
        reads.push({ line: at(m.index ?? 0), view: pathView(unq(m[1] ?? ""), vars(m.index ?? 0)) });
    }
  }
  const out = { reads, walks, writes };
  file.cache.set(sitesOf, out);
  return out;
}

/** The first argument of a call's text "(a, b, c)". */
function firstArg(call: string): string {
  let depth = 0;
  for (let k = 0; k < call.length; k++) {
    const c = call[k];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === "," && depth === 1) return call.slice(1, k);
    else if ((c === '"' || c === "'") && depth >= 1) {
      const e = call.indexOf(c, k + 1);
      if (e > 0) k = e;
    }
  }
  return call.slice(1, -1);
}

/** Each word of a shell command's arguments as a path view, joined by spaces. */
function shellArgs(args: string, vars: Lookup): string {
  return args
    .split(/\s+/)
    .filter((w) => w && !w.startsWith("-"))
    .map((w) => pathView(/^["']/.test(w) ? w : `"${w}"`, vars))
    .join(" ");
}

/** The first home-wide root among a site's words ("~", "/", "~/**"), or null. */
function homeWide(view: string): string | null {
  for (const w of view.split(/\s+/)) if (HOME_WIDE.test(w.replace(/\/\*\*\/[^/]+$/, "/**"))) return w;
  // "~/**/.env", "~/**/*.pem": a recursive search of the whole home for a name.
  for (const w of view.split(/\s+/)) if (/^(?:~|\/)\/\*\*\//.test(w)) return w;
  return null;
}

const SECRET_NAME =
  /wallet\.dat|\.kdbx|\bkeystore\b|\.env\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.pem\b|\.key\b|\bcredentials?\b|\btokens?\b|\.ssh\b|\.aws\b|\.npmrc\b|\.netrc\b|\bsecrets?\b|\.gnupg\b|\bmnemonic\b|\bseed\s*phrase/gi;
/** How many different names of secret files a text mentions. */
const secretNames = (text: string): number =>
  new Set([...text.matchAll(SECRET_NAME)].map((m) => m[0].toLowerCase())).size;

// A public key (id_ed25519.pub) is published on purpose: reading it reads no secret.
const credIn = (view: string) =>
  mayNameCredPath(view) && !/\.pub$/.test(view) ? CRED_PATH.exec(view)?.[0] : undefined;

/** A call that reads a file, whatever path it is given. */
const FILE_READ =
  /\bopen\s*\(|\.read_(?:text|bytes)\s*\(|\bread(?:File|FileSync)\s*\(|\bcreateReadStream\s*\(|\b(?:File|IO)\.(?:read|open|readlines)\b/;

/** A credential file's own name as a string: `".npmrc"`, `"id_ed25519"`, `'~/.ssh/id_rsa'`. */
const CRED_NAME =
  /["'`](?:~\/|\.\/)?(?:\.ssh\/)?(id_(?:rsa|dsa|ecdsa|ed25519)|\.npmrc|\.pypirc|\.netrc|\.git-credentials|\.vault-token|\.pgpass|\.boto|\.s3cfg|\.databrickscfg|key[34]\.db|logins\.json|Login Data|wallet\.dat|\.aws\/credentials|\.config\/gcloud\/[\w.-]*credentials[\w.-]*|\.docker\/config\.json|\.kube\/config|\.config\/gh\/hosts\.ya?ml)["'`]/g;

/**
 * Credential files named beside the home directory in a program that reads files, where the path
 * goes through a list or a loop the read site does not show (`for name in (".npmrc", ".pypirc"): open(join(home, name))`):
 * the line naming them is where the access is decided. Writing one (publishing set-up writes an
 * .npmrc) and lists of files to leave out are not reads.
 */
function credNamesRead(file: FileInfo): Site[] {
  const out: Site[] = [];
  for (const r of codeRegions(file, ["python", "js", "ruby"])) {
    if (!FILE_READ.test(r.text)) continue;
    for (const m of matchAll(r.text, CRED_NAME)) {
      const line = lineOf(r, m.index ?? 0);
      const text = file.lines[line - 1] ?? "";
      // A constant list of names (LOOT_HINTS = (...)) is reported where a walk or read uses it.
      if (/^\s*(?:(?:export\s+)?const\s+)?[A-Z][A-Z0-9_]*\s*(?::[^=]+)?=/.test(text)) continue;
      if (
        /\b(?:write\w*|append\w*|ignore\w*|exclude\w*|skip\w*|deny\w*|block\w*|redact\w*|forbid\w*|sensitive|never|unlink|remove|chmod)\b|["']w[b+]?["']|\.pub\b/i.test(
          text,
        )
      )
        continue;
      // Joined onto the home directory here or in the lines that follow (the loop's body).
      const near = file.lines.slice(line - 1, line + 2).join("\n");
      if (!/\b(?:expanduser|homedir|home|HOME|USERPROFILE)\b|Path\.home\b|["'`]~\//.test(near)) continue;
      // One list of names over two lines is one read.
      if (out.some((o) => line >= o.line && line - o.line <= 2)) continue;
      out.push({ line, view: m[1] === "Login Data" ? "Login Data" : `~/${m[1]}` });
    }
  }
  return out;
}

/** Lines that read a credential file or a session transcript (data worth following to a send). */
export function secretReadLines(file: FileInfo): Set<number> {
  const { reads } = sitesOf(file);
  return new Set(reads.filter((s) => credIn(s.view) || TRANSCRIPT_PATH.test(s.view)).map((s) => s.line));
}

export const FLOW_RULES: FileRule[] = [
  {
    kind: "file",
    id: "PE3.cloud-metadata",
    pattern: "PE3",
    confidence: 0.85,
    message: "Pulls credentials from the cloud instance metadata service",
    check: (file) => {
      if (!METADATA_HOST.test(file.text)) return [];
      const out: Hit[] = [];
      for (const r of codeRegions(file)) {
        const flow = flowFor(r);
        const lines = r.text.split("\n");
        let off = 0;
        lines.forEach((l, k) => {
          const vars = lookupAt(flow, off);
          off += l.length + 1;
          if (
            !/\b(?:get|put|post|request|urlopen|fetch|curl|wget|Invoke-RestMethod|Invoke-WebRequest|irm|iwr|http\.)\b/i.test(
              l,
            )
          )
            return;
          // A call spread over lines: `requests.get(` here, the URL on one of the next lines.
          let at = k;
          if (!METADATA_HOST.test(l) && /\(\s*$/.test(l))
            for (let j = k + 1; j <= k + 3 && j < lines.length; j++)
              if (METADATA_HOST.test(lines[j] ?? "")) at = j;
          const line = lines[at] ?? l;
          const view = `${pathView(line, vars)} ${line}`;
          if (METADATA_HOST.test(view) && METADATA_CRED.test(view))
            out.push({
              line: r.startLine + at,
              message: `Requests cloud credentials from the instance metadata service (${view.match(METADATA_HOST)?.[0]})`,
            });
        });
      }
      // The session-token request of IMDSv2 only counts when no credential request is visible.
      const strong = out.filter((h) =>
        /security-credentials|oauth2|service-accounts|container_credentials/i.test(
          file.lines[h.line - 1] ?? "",
        ),
      );
      return strong.length ? strong : out;
    },
  },
  {
    kind: "file",
    id: "PE3.reads-credential-file",
    pattern: "PE3",
    confidence: 0.85,
    message: "Reads a credential file",
    check: (file) => {
      const out: Hit[] = [];
      const seen = new Set<number>();
      const { reads, walks } = sitesOf(file);
      const credReads = reads.filter((s) => credIn(s.view));
      // Globbing for key files ("~/.ssh/id_*") is access too, unless the read of them is right there.
      // Listing the folder itself (to check modes, as an audit does) opens nothing: only a glob for
      // names inside it ("id_*", "*.pem", "*") counts.
      const credWalks = walks.filter((w) => {
        const cred = credIn(w.view);
        if (!cred || credReads.some((r) => Math.abs(r.line - w.line) <= 3)) return false;
        return !/(?:^|\/)\.(?:ssh|aws|gnupg|kube|docker|azure|config\/gcloud)$/.test(
          w.view.replace(/\/+$/, ""),
        );
      });
      // A name whose read the flow already followed (`key = home / ".ssh" / "id_rsa"`, read below) is that read.
      const named = credNamesRead(file).filter(
        (n) => !credReads.some((s) => s.line >= n.line && s.line - n.line <= 8),
      );
      for (const s of [...credReads, ...credWalks, ...named]) {
        const cred = credIn(s.view);
        if (!cred || seen.has(s.line)) continue;
        // Using a key for what it is for (ssh -i, ssh-add) or fixing its mode is not reading it out.
        const lineText = file.lines[s.line - 1] ?? "";
        if (
          /\b(ssh-keygen|ssh-add|ssh-keyscan|ssh-copy-id|known_hosts|mkdir|chmod\s+[0-7]?[0-6]00|touch)\b|\bssh\s+(-\w+\s+)*-i\b|\bIdentityFile\b|\bGIT_SSH_COMMAND\b/.test(
            lineText,
          )
        )
          continue;
        seen.add(s.line);
        out.push({
          line: s.line,
          message: `Reads credential store ${cred.trim()} (path built as ${s.view.slice(0, 120)})`,
        });
      }
      return out;
    },
  },
  {
    kind: "file",
    id: "E4.reads-transcripts",
    pattern: "E4",
    confidence: 0.85,
    message: "Reads the agent's session transcripts",
    check: (file) => {
      const { reads, walks } = sitesOf(file);
      const hits = reads.filter((s) => TRANSCRIPT_PATH.test(s.view));
      // Listing the transcripts without a read we can see still reaches them.
      const list = hits.length ? hits : walks.filter((s) => TRANSCRIPT_PATH.test(s.view));
      return [...new Map(list.map((s) => [s.line, s])).values()].map((s) => ({
        line: s.line,
        message: `Reads coding-agent session transcripts (${s.view.slice(0, 120)}): other sessions' prompts, code and secrets`,
      }));
    },
  },
  {
    kind: "file",
    id: "E4.gathers-agent-files",
    pattern: "E4",
    confidence: 0.8,
    message: "Gathers the agent's instruction files from other projects",
    check: (file) => {
      const { reads, walks } = sitesOf(file);
      // "~/*/CLAUDE.md", "~/**/AGENTS.md": every project's instructions and memory, not this one's.
      const across = (w: string) => {
        const p = w.replace(/\/+$/, "");
        return (
          /^(?:~|\/home\/[^/]+|\/Users\/[^/]+|\/root)\/(?:[^/]*\*[^/]*\/)+/.test(p) &&
          INSTRUCTION_FILE.test(p)
        );
      };
      const hits = [...reads, ...walks].filter((s) => s.view.split(/\s+/).some(across));
      // `home.glob("*/CLAUDE.md")`: the walk's view is its receiver; the pattern is the argument.
      for (const r of codeRegions(file)) {
        if (!/\.r?glob\s*\(/.test(r.text)) continue;
        for (const m of matchAll(
          r.text,
          /\b([A-Za-z_][\w.]*(?:\(\))?)\.(r?glob)\s*\(\s*[frbuFRBU]?["']([^"'\n]+)["']/g,
        )) {
          const recv =
            lookupAt(flowFor(r), m.index ?? 0)(m[1] ?? "") ?? pathView(m[1] ?? "", () => undefined);
          const view = `${recv}/${m[2] === "rglob" ? "**/" : ""}${m[3]}`;
          if (across(view)) hits.push({ line: lineOf(r, m.index ?? 0), view });
        }
      }
      return [...new Map(hits.map((s) => [s.line, s])).values()].map((s) => ({
        line: s.line,
        message: `Gathers agent instruction files across the home directory (${s.view.slice(0, 120)}): other projects' instructions and memory`,
      }));
    },
  },
  {
    kind: "file",
    id: "E3.walks-home",
    pattern: "E3",
    confidence: 0.8,
    message: "Walks the home directory or the whole filesystem",
    check: (file) => {
      const out: Hit[] = [];
      for (const s of sitesOf(file).walks) {
        const root = homeWide(s.view);
        if (!root) continue;
        out.push({
          line: s.line,
          message: `Walks ${root === "/" ? "the whole filesystem" : "the whole home directory"} (${s.view.slice(0, 100)})`,
        });
      }
      return [...new Map(out.map((h) => [h.line, h])).values()];
    },
  },
  {
    kind: "file",
    id: "E3.walk-for-secrets",
    pattern: "E3",
    confidence: 0.75,
    message: "Searches the home directory for credential and wallet files",
    check: (file) => {
      const walks = sitesOf(file).walks.filter((w) => w.view.startsWith("~") || homeWide(w.view));
      if (!walks.length) return [];
      const out: Hit[] = [];
      // A recursive walk of a folder under the home (~/.config) that keeps the names of secrets; a
      // glob of named credential paths is PE3's.
      for (const w of walks) {
        if (
          homeWide(w.view) ||
          !/\brecursive\b|\bos\.walk\b|\.rglob\b|\*\*/.test(file.lines[w.line - 1] ?? "")
        )
          continue;
        if (secretNames(file.lines.slice(w.line - 1, w.line + 3).join("\n")) >= 1)
          out.push({
            line: w.line,
            message: `Walks ${w.view.slice(0, 80)} keeping files named like credentials`,
          });
      }
      // The filter a home walk keeps: a pattern or list naming key, wallet and credential files.
      if (walks.some((w) => homeWide(w.view)))
        for (const r of codeRegions(file, ["python", "js", "ruby", "shell"])) {
          r.text.split("\n").forEach((l, k) => {
            if (!/=\s*(?:[[({]|\/|re\.compile|new\s+RegExp)/.test(l) || secretNames(l) < 2) return;
            out.push({
              line: r.startLine + k,
              message: `Chooses what a walk of the home collects: ${l.trim().slice(0, 80)}`,
            });
          });
        }
      return [...new Map(out.map((h) => [h.line, h])).values()];
    },
  },
  {
    kind: "file",
    id: "P4.writes-agent-instructions",
    pattern: "P4",
    confidence: 0.8,
    message: "Writes into the agent's instruction or memory files",
    check: (file) =>
      sitesOf(file)
        .writes.filter((s) => namesInstructionFile(s.view))
        .map((s) => ({
          line: s.line,
          message: `Writes into ${s.view.slice(0, 100)}, an instruction or memory file the agent loads in every session: the skill persists itself`,
        })),
  },
];
