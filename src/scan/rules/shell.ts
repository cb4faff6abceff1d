/**
 * A small shell reader: command lists, pipelines, words, assignments, redirections, here-documents
 * and substitutions (`$(...)`, backticks, `<(...)`), enough to follow what a command line does
 * rather than what words it contains. `curl URL | bash` is a download feeding an interpreter;
 * `grep -E "curl.*\| bash"` is grep reading a pattern. It never fails: what it cannot read it keeps
 * as words. Linear in the text: every character is read once, substitutions by the nested call.
 */

export interface ShSub {
  kind: "$(" | "`" | "<(" | ">(";
  cmds: ShCmd[];
  at: number;
}

export interface ShWord {
  /** The word with quotes removed; substitutions and variables kept as written. */
  text: string;
  at: number;
  subs: ShSub[];
  /** Some part of the word was quoted. */
  quoted: boolean;
  /** Decoded from $'...' escapes (\x63\x75...), a way to hide a command name. */
  escaped?: boolean;
}

export interface ShRedir {
  op: string;
  target?: ShWord;
  at: number;
  heredoc?: { body: string; at: number };
}

export interface ShCmd {
  at: number;
  words: ShWord[];
  assigns: { name: string; value: ShWord; at: number }[];
  redirs: ShRedir[];
  /** The stage before this one in its pipeline, and the one after. */
  from?: ShCmd;
  to?: ShCmd;
  /** Commands nested in `if`/`while` conditions stay in order; sep is what follows this command. */
  sep: string;
}

const MAX_DEPTH = 12;
const OPS = new Set([";", "&", "|", "<", ">", "(", ")", "\n"]);

class Reader {
  i = 0;
  constructor(
    readonly s: string,
    readonly end: number,
  ) {}

  /** Commands until `stop` (")" or "`") at this level, or the end. */
  list(stop: string | null, depth: number): ShCmd[] {
    const out: ShCmd[] = [];
    let prev: ShCmd | undefined;
    let piped = false;
    const pending: ShRedir[] = [];
    const s = this.s;
    // Subshells "( ... )" read on at this level; their parentheses must not close a "$(".
    let parens = 0;
    while (this.i < this.end) {
      const c = s[this.i];
      if (stop && c === stop && !(stop === ")" && parens > 0)) {
        this.i++;
        return out;
      }
      if (c === "(") parens++;
      else if (c === ")" && parens > 0) parens--;
      if (c === " " || c === "\t" || c === "\r") {
        this.i++;
        continue;
      }
      if (c === "\\" && s[this.i + 1] === "\n") {
        this.i += 2;
        continue;
      }
      if (c === "#") {
        this.skipLine();
        continue;
      }
      if (c === "\n") {
        this.i++;
        if (pending.length) this.heredocs(pending.splice(0));
        piped = false;
        prev = undefined;
        continue;
      }
      if (c === ";" || c === "&" || c === "|" || c === ")" || c === "(") {
        if (c === "|" && s[this.i + 1] !== "|") {
          piped = true;
          this.i += s[this.i + 1] === "&" ? 2 : 1;
          continue;
        }
        // ; & && || ( ) end a command; a subshell's commands read on at this level.
        this.i += (c === "&" && s[this.i + 1] === "&") || (c === "|" && s[this.i + 1] === "|") ? 2 : 1;
        if (c === ";" && s[this.i] === ";") this.i++;
        if (prev) prev.sep = c;
        piped = false;
        prev = undefined;
        continue;
      }
      const cmd = this.command(depth, pending, stop);
      if (!cmd) continue;
      if (piped && prev) {
        cmd.from = prev;
        prev.to = cmd;
        prev.sep = "|";
      }
      piped = false;
      out.push(cmd);
      prev = cmd;
    }
    if (pending.length) this.heredocs(pending);
    return out;
  }

  private skipLine() {
    const e = this.s.indexOf("\n", this.i);
    this.i = e < 0 || e > this.end ? this.end : e;
  }

  /** Bodies of here-documents begin on the line after their command. */
  private heredocs(list: ShRedir[]) {
    for (const r of list) {
      const tag = (r.target?.text ?? "").trim();
      const at = this.i;
      let body = "";
      while (this.i < this.end) {
        const e = this.s.indexOf("\n", this.i);
        const lineEnd = e < 0 || e > this.end ? this.end : e;
        const line = this.s.slice(this.i, lineEnd);
        this.i = Math.min(this.end, lineEnd + 1);
        if ((r.op === "<<-" ? line.replace(/^\t+/, "") : line).trim() === tag && tag) break;
        body += `${line}\n`;
      }
      r.heredoc = { body, at };
    }
  }

  private command(depth: number, pending: ShRedir[], stop: string | null): ShCmd | null {
    const cmd: ShCmd = { at: this.i, words: [], assigns: [], redirs: [], sep: "" };
    const s = this.s;
    while (this.i < this.end) {
      const c = s[this.i] as string;
      if (c === " " || c === "\t" || c === "\r") {
        this.i++;
        continue;
      }
      if (c === "\\" && s[this.i + 1] === "\n") {
        this.i += 2;
        continue;
      }
      if (stop && c === stop) break;
      // Redirections: [n]> >> < <<< << <<- &> >& n>&m.
      const redir = /^(?:\d*|&)(?:<<<|<<-|<<|>>|>&|<&|>\||<>|>|<)(?!\()/.exec(s.slice(this.i, this.i + 5));
      if (redir && !(c === "&" && s[this.i + 1] !== ">")) {
        const op = redir[0].replace(/^\d+|^&/, "");
        const at = this.i;
        this.i += redir[0].length;
        while (s[this.i] === " " || s[this.i] === "\t") this.i++;
        const target = this.atWordStart() ? this.word(depth) : undefined;
        const r: ShRedir = { op, at, ...(target ? { target } : {}) };
        cmd.redirs.push(r);
        if (op === "<<" || op === "<<-") pending.push(r);
        continue;
      }
      if (OPS.has(c) && !((c === "<" || c === ">") && s[this.i + 1] === "(")) break;
      if (c === "#" && cmd.words.length + cmd.assigns.length > 0) {
        this.skipLine();
        break;
      }
      const w = this.word(depth);
      if (!w) {
        this.i++;
        continue;
      }
      const asg = /^([A-Za-z_]\w*)(\[[^\]]*\])?\+?=/.exec(w.text);
      const builtinAssign =
        cmd.words.length > 0 &&
        /^(export|local|readonly|declare|typeset)$/.test(cmd.words[cmd.words.length - 1]?.text ?? "");
      if (asg && (cmd.words.every((x) => KEYWORDS.has(x.text)) || builtinAssign)) {
        const off = asg[0].length;
        cmd.assigns.push({
          name: asg[1] as string,
          at: w.at,
          value: { ...w, text: w.text.slice(off), at: w.at + off },
        });
        continue;
      }
      cmd.words.push(w);
    }
    if (cmd.words.length === 0 && cmd.assigns.length === 0 && cmd.redirs.length === 0) return null;
    return cmd;
  }

  private atWordStart(): boolean {
    const c = this.s[this.i];
    return c !== undefined && !OPS.has(c) && c !== " " && c !== "\t";
  }

  /** One word: quotes removed, substitutions parsed (and kept in the text as written). */
  private word(depth: number): ShWord | null {
    const s = this.s;
    const start = this.i;
    let text = "";
    let quoted = false;
    let escaped = false;
    const subs: ShSub[] = [];
    const sub = (kind: ShSub["kind"], open: number, stop: string) => {
      const at = this.i;
      this.i = open;
      const cmds = depth < MAX_DEPTH ? this.list(stop, depth + 1) : this.skipTo(stop);
      subs.push({ kind, cmds, at });
      text += s.slice(at, this.i);
    };
    while (this.i < this.end) {
      const c = s[this.i] as string;
      if (c === " " || c === "\t" || c === "\r" || c === "\n") break;
      if ((c === "<" || c === ">") && s[this.i + 1] === "(" && this.i === start) {
        sub(c === "<" ? "<(" : ">(", this.i + 2, ")");
        continue;
      }
      if (OPS.has(c)) break;
      if (c === "\\") {
        if (s[this.i + 1] === "\n") {
          this.i += 2;
          continue;
        }
        text += s[this.i + 1] ?? "";
        this.i += 2;
        continue;
      }
      if (c === "'") {
        const e = s.indexOf("'", this.i + 1);
        const stopAt = e < 0 || e >= this.end ? this.end : e;
        text += s.slice(this.i + 1, stopAt);
        this.i = Math.min(this.end, stopAt + 1);
        quoted = true;
        continue;
      }
      if (c === "$" && s[this.i + 1] === "'") {
        const e = s.indexOf("'", this.i + 2);
        const stopAt = e < 0 || e >= this.end ? this.end : e;
        const raw = s.slice(this.i + 2, stopAt);
        const dec = ansiC(raw);
        if (dec !== raw) escaped = true;
        text += dec;
        this.i = Math.min(this.end, stopAt + 1);
        quoted = true;
        continue;
      }
      if (c === '"') {
        quoted = true;
        this.i++;
        while (this.i < this.end && s[this.i] !== '"') {
          const d = s[this.i];
          if (d === "\\" && this.i + 1 < this.end) {
            const n = s[this.i + 1] as string;
            text += /[$`"\\\n]/.test(n) ? (n === "\n" ? "" : n) : `\\${n}`;
            this.i += 2;
          } else if (d === "$" && s[this.i + 1] === "(" && s[this.i + 2] !== "(") sub("$(", this.i + 2, ")");
          else if (d === "`") sub("`", this.i + 1, "`");
          else if (d === "$" && s[this.i + 1] === "{") this.param((t) => (text += t));
          else {
            text += d;
            this.i++;
          }
        }
        this.i++;
        continue;
      }
      if (c === "$" && s[this.i + 1] === "(" && s[this.i + 2] === "(") {
        const e = s.indexOf("))", this.i + 3);
        const stopAt = e < 0 || e >= this.end ? this.end : e + 2;
        text += s.slice(this.i, stopAt);
        this.i = stopAt;
        continue;
      }
      if (c === "$" && s[this.i + 1] === "(") {
        sub("$(", this.i + 2, ")");
        continue;
      }
      if (c === "`") {
        sub("`", this.i + 1, "`");
        continue;
      }
      if (c === "$" && s[this.i + 1] === "{") {
        this.param((t) => (text += t));
        continue;
      }
      text += c;
      this.i++;
    }
    if (this.i === start) return null;
    return { text, at: start, subs, quoted, ...(escaped ? { escaped } : {}) };
  }

  /** ${...} up to its matching brace, kept as written. */
  private param(add: (t: string) => void) {
    const s = this.s;
    const at = this.i;
    let depth = 0;
    for (; this.i < this.end; this.i++) {
      if (s[this.i] === "{") depth++;
      else if (s[this.i] === "}" && --depth === 0) {
        this.i++;
        break;
      }
    }
    add(s.slice(at, this.i));
  }

  /** Past nesting limits: skip to the closing character without reading commands. */
  private skipTo(stop: string): ShCmd[] {
    const e = this.s.indexOf(stop, this.i);
    this.i = e < 0 || e >= this.end ? this.end : e + 1;
    return [];
  }
}

/** $'...' escapes: \xHH, \NNN, \uHHHH, \n and friends. */
function ansiC(raw: string): string {
  if (!raw.includes("\\")) return raw;
  return raw.replace(/\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{4}|[0-7]{1,3}|.)/g, (_m, e: string) => {
    if (e[0] === "x" && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === "u" && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: "\n", t: "\t", r: "\r", e: "\x1b", a: "\x07", "0": "\0" } as Record<string, string>)[e] ?? e;
  });
}

/** Commands of a shell text (or of the part [from, to) of it). Offsets are offsets into `text`. */
export function parseShell(text: string, from = 0, to = text.length): ShCmd[] {
  const r = new Reader(text, to);
  r.i = from;
  return r.list(null, 0);
}

/** Every command of a list, commands in substitutions included, outer ones first. */
export function* allCommands(cmds: ShCmd[]): Generator<ShCmd> {
  for (const c of cmds) {
    yield c;
    for (const w of [
      ...c.words,
      ...c.assigns.map((a) => a.value),
      ...c.redirs.flatMap((r) => (r.target ? [r.target] : [])),
    ])
      for (const s of w.subs) yield* allCommands(s.cmds);
  }
}

/** Words that only introduce the command they precede. */
const KEYWORDS = new Set([
  "if",
  "then",
  "else",
  "elif",
  "do",
  "while",
  "until",
  "!",
  "{",
  "}",
  "time",
  "coproc",
]);
const WRAPPERS = new Set([
  "sudo",
  "doas",
  "env",
  "nohup",
  "exec",
  "command",
  "builtin",
  "nice",
  "timeout",
  "stdbuf",
  "ionice",
  "chronic",
  "caffeinate",
  "unbuffer",
  "proxychains",
  "proxychains4",
  "torsocks",
  "xargs",
  "runuser",
  "setsid",
  "flock",
  "sg",
]);
/** Options of wrappers that take a value ("sudo -u bob", "timeout -s KILL 10"). */
const WRAPPER_VALUE_OPTS: Record<string, RegExp> = {
  sudo: /^-[ugCDhprtUT]$/,
  doas: /^-[uC]$/,
  env: /^-[uCS]$/,
  nice: /^-n$/,
  timeout: /^-[sk]$/,
  ionice: /^-[cnp]$/,
  stdbuf: /^-[ioe]$/,
  xargs: /^-[IiLlnPsEd]$/,
  runuser: /^-[ugl]$/,
  flock: /^-[wE]$/,
};

export interface Program {
  /** Lower-case base name without .exe ("bash", "curl"). */
  name: string;
  /** The program word and its arguments. */
  argv: ShWord[];
  /** Wrapper programs it runs under ("sudo", "env", ...). */
  wrappers: string[];
}

/** The program a command runs, past keywords and wrappers such as sudo, env and timeout. */
export function programOf(cmd: ShCmd): Program | null {
  const w = cmd.words;
  let k = 0;
  const wrappers: string[] = [];
  while (k < w.length && KEYWORDS.has(w[k]?.text ?? "")) k++;
  // for x in ...; case ...: no program.
  if (/^(for|case|select|function|in|esac|fi|done)$/.test(w[k]?.text ?? "")) return null;
  let envAt = -1;
  while (k < w.length) {
    const name = baseName(w[k]?.text ?? "");
    if (!WRAPPERS.has(name)) break;
    if (name === "env") envAt = k;
    wrappers.push(name);
    k++;
    const valueOpt = WRAPPER_VALUE_OPTS[name];
    while (k < w.length) {
      const t = w[k]?.text ?? "";
      if (t === "--") {
        k++;
        break;
      }
      if (name === "env" && /^[A-Za-z_]\w*=/.test(t)) k++;
      else if (t.startsWith("-")) k += valueOpt?.test(t) ? 2 : 1;
      else if (name === "timeout" && /^\d+(\.\d+)?[smhd]?$/.test(t)) k++;
      else if (name === "sg" || name === "flock") k++;
      else break;
    }
  }
  // `env` with nothing to run prints the environment: it is the program then, not a wrapper.
  if (k >= w.length)
    return envAt >= 0 && wrappers.at(-1) === "env"
      ? { name: "env", argv: w.slice(envAt), wrappers: wrappers.slice(0, -1) }
      : null;
  return { name: baseName(w[k]?.text ?? ""), argv: w.slice(k), wrappers };
}

export function baseName(word: string): string {
  return (word.replace(/^.*[/\\]/, "") || word).toLowerCase().replace(/\.exe$/, "");
}

/** Flags of a program's arguments: `-o FILE`, `--output=FILE`, combined short flags (`-fsSLo FILE`). */
export function optValue(argv: ShWord[], names: RegExp, shortLetter?: string): ShWord | undefined {
  for (let k = 1; k < argv.length; k++) {
    const t = argv[k]?.text ?? "";
    const eq = /^(--?[\w-]+)=(.*)$/s.exec(t);
    if (eq && names.test(eq[1] as string)) {
      const w = argv[k] as ShWord;
      const off = (eq[1] as string).length + 1;
      return { ...w, text: eq[2] as string, at: w.at + off };
    }
    if (names.test(t)) return argv[k + 1];
    // -fsSLo out: a short letter at the end of a cluster takes the next word.
    if (shortLetter && /^-[A-Za-z]+$/.test(t) && t.endsWith(shortLetter) && t.length > 2) return argv[k + 1];
    // -ofile: a short option glued to its value.
    if (shortLetter && t.startsWith(`-${shortLetter}`) && t.length > 2 && !/^-[A-Za-z]+$/.test(t))
      return { ...(argv[k] as ShWord), text: t.slice(2) };
  }
  return undefined;
}

export function hasOpt(argv: ShWord[], re: RegExp): boolean {
  return argv.some((w, k) => k > 0 && re.test(w.text));
}
