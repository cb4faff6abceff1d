/**
 * Data flow through shell commands (./shell.ts reads them): what each command's output holds, what
 * variables and files hold after it, and the events rules report —
 * code that came from the network or from a decoder reaching an interpreter, data reaching the
 * network, credentials pulled from a cloud metadata service. The commands of a file are one
 * session: the fenced blocks of a markdown file share their variables, as an agent running them
 * in order would.
 */

import { matchAll } from "../../util/regex";
import { CRED_COMMAND, METADATA_CRED, METADATA_HOST } from "./credentials";
import { commandStrings } from "./embedded";
import { hostOf, MAX_PATH_VIEW } from "./helpers";
import {
  allCommands,
  baseName,
  hasOpt,
  optValue,
  type Program,
  parseShell,
  programOf,
  type ShCmd,
  type ShWord,
} from "./shell";
import { HOME_WIDE, pathTaint, SECRET_NAME, T } from "./taint";

/** One run of shell text: a script, a fenced block, a string a program hands to a shell. */
export interface ShUnit {
  text: string;
  /** Line of an offset into text. */
  line: (at: number) => number;
  cmds?: ShCmd[];
}

export type ShEvent =
  | {
      kind: "exec";
      /** Where the code was fetched or decoded, and where it runs. */
      line: number;
      execLine: number;
      /** T.FETCHED and/or T.DECODED. */
      taint: number;
      url?: string;
      how: string;
    }
  | {
      kind: "send";
      line: number;
      /** What leaves. */
      taint: number;
      /** The data is built at run time (a variable, a file, a command's output), not a constant. */
      dynamic: boolean;
      /** Host (or bucket, or mail domain); null when the destination is a variable or unknown. */
      host: string | null;
      how: string;
    }
  | { kind: "metadata"; line: number; url: string }
  /** A credential store's file read by a command (through a variable or a loop, where a regex cannot see it). */
  | { kind: "cred-read"; line: number; what: string };

interface Var {
  t: number;
  /** Literal values it may hold (paths, URLs), a few at most. */
  vals: string[];
}
interface FileState {
  t: number;
  line: number;
  url?: string;
}

const SHELLS = /^(?:sh|bash|zsh|dash|ksh|mksh|ash|fish|busybox)$/;
const INTERPRETERS =
  /^(?:sh|bash|zsh|dash|ksh|mksh|ash|fish|busybox|python[\d.]*|pypy3?|node|nodejs|deno|bun|tsx|ts-node|perl|ruby|php|lua|pwsh|powershell|iex|invoke-expression|osascript|source|\.|eval)$/;
const DOWNLOADERS = /^(?:curl|wget|fetch|aria2c|http|https|xh|lwp-download|lwp-request|get|axel|wget2)$/;
const DECODERS = /^(?:base64|base32|basenc|xxd|uudecode|rev|openssl)$/;
const PASS_THROUGH =
  /^(?:cat|tac|head|tail|grep|egrep|fgrep|rg|sed|awk|gawk|cut|tr|sort|uniq|tee|jq|yq|xargs|gzip|gunzip|zcat|bzip2|bunzip2|bzcat|xz|unxz|xzcat|zstd|lzma|column|paste|fold|fmt|nl|strings|od|hexdump|xxd|base64|base32|openssl|gpg|iconv|envsubst|printf|echo|python[\d.]*|node|perl|ruby|tar|zip|dd|less|more|wc)$/;
/** Programs that print the first positional argument as a pattern or a program, not a file. */
const PATTERN_FIRST = /^(?:grep|egrep|fgrep|rg|sed|awk|gawk|jq|yq|tr|cut|printf|xargs)$/;
const SYSINFO_PROGS =
  /^(?:whoami|id|hostname|hostnamectl|uname|ifconfig|ip|sw_vers|systeminfo|lsb_release|who|w|last|ps|netstat|ss|arp|scutil|nproc|uptime|groups|logname|getent)$/;
const VERIFIERS = /^(?:sha\d*sum|shasum|b2sum|md5sum|gpg|gpgv|cosign|minisign)$/;
const WALKERS = /^(?:find|tree|locate|fd|du|ls|rg|mdfind)$/;

const URLISH = /^(?:https?|ftp|wss?):\/\/\S+/i;
const HOSTPATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?\/\S*/i;

export class ShellFlow {
  readonly events: ShEvent[] = [];
  private vars = new Map<string, Var>();
  private files = new Map<string, FileState>();
  private outs = new Map<ShCmd, number>();
  /** Lines of commands that download to stdout, for a pipeline that ends in an interpreter. */
  private fetchAt = new Map<ShCmd, { line: number; url?: string }>();

  constructor(
    private declaredEnv: (name: string) => boolean,
    /** Steps shown to a reader (markdown): a checksum printed for them to compare is a check. */
    private forReader = false,
  ) {}

  run(u: ShUnit): void {
    const cmds = u.cmds ?? parseShell(u.text);
    for (const c of cmds) this.cmd(c, u, 0);
  }

  // -------------------------------------------------------------------------------------------
  // Words and values

  private varTaint(name: string): number {
    const v = this.vars.get(name);
    if (v) return v.t;
    if (SECRET_NAME.test(name)) return T.SECRET | (this.declaredEnv(name) ? 0 : HARVEST);
    if (/^(?:USER|USERNAME|LOGNAME|HOSTNAME|HOST|COMPUTERNAME)$/.test(name)) return T.SYSINFO;
    return 0;
  }

  /** The taint of a word: the variables it expands and the output of its substitutions. */
  word(w: ShWord, u: ShUnit, depth: number, skipSecretVars = false): number {
    let t = 0;
    if (w.text.includes("$")) {
      // Variables inside a substitution taint its command's output (below), not the word itself.
      for (const m of matchAll(w.subs.length ? outsideSubs(w.text) : w.text, /\$\{?([A-Za-z_]\w*)/g)) {
        const vt = this.varTaint(m[1] as string);
        t |= skipSecretVars && !this.vars.has(m[1] as string) ? vt & ~(T.SECRET | HARVEST) : vt;
      }
    }
    for (const s of w.subs) {
      for (const c of s.cmds) this.cmd(c, u, depth + 1);
      for (const c of s.cmds) if (!c.to) t |= this.outs.get(c) ?? 0;
    }
    // `credential=$x`, `"password": "$x"`: a value the text itself labels a secret, taken from the
    // environment (never set here) under a name the skill does not document.
    if (!skipSecretVars && /(?:credentials?|passw(?:or)?d|secret)/i.test(w.text))
      for (const m of matchAll(
        w.text,
        /\b(?:credentials?|passw(?:or)?d|secret)["']?\s*[=:]\s*["']?\$\{?([A-Za-z_]\w*)/gi,
      )) {
        const name = m[1] as string;
        if (!this.vars.has(name) && !this.declaredEnv(name)) t |= T.SECRET | HARVEST;
      }
    return t;
  }

  /** The literal value of a word with known variables put in ("$HOME/.ssh/id_rsa" → "~/.ssh/id_rsa"). */
  expand(w: ShWord): string[] {
    let vals = [w.text.replace(/^~(?=\/|$)/, "~")];
    for (const m of matchAll(w.text, /\$\{([A-Za-z_]\w*)[^}]*\}|\$([A-Za-z_]\w*)/g)) {
      const name = (m[1] ?? m[2]) as string;
      const known =
        name === "HOME" || name === "USERPROFILE" ? ["~"] : (this.vars.get(name)?.vals ?? []).slice(0, 4);
      if (!known.length) continue;
      vals = vals.flatMap((v) => known.map((k) => v.split(m[0]).join(k).slice(0, MAX_PATH_VIEW))).slice(0, 8);
    }
    return vals.map((v) =>
      v
        .slice(0, MAX_PATH_VIEW)
        .replace(/\$\([^)]*\)|`[^`]*`/g, "*")
        .replace(/(?<!:)\/{2,}/g, "/"),
    );
  }

  private fileTaint(w: ShWord): number {
    let t = 0;
    for (const v of this.expand(w)) t |= (this.files.get(norm(v))?.t ?? 0) | pathTaint(v);
    return t;
  }

  private fileState(w: ShWord): FileState | undefined {
    for (const v of this.expand(w)) {
      const f = this.files.get(norm(v));
      if (f) return f;
    }
    return undefined;
  }

  private setFile(w: ShWord, st: FileState, append = false) {
    for (const v of this.expand(w)) {
      const k = norm(v);
      const cur = append ? this.files.get(k) : undefined;
      this.files.set(k, cur ? { ...cur, t: cur.t | st.t } : st);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Commands

  private cmd(c: ShCmd, u: ShUnit, depth: number): void {
    if (this.outs.has(c) || depth > 8) return;
    this.outs.set(c, 0);
    const line = u.line(c.at);
    // What the command reads on stdin.
    let stdin = c.from ? (this.outs.get(c.from) ?? 0) : 0;
    let stdinCode: { line: number; url?: string } | undefined = c.from ? this.fetchAt.get(c.from) : undefined;
    for (const r of c.redirs) {
      if (r.op === "<" && r.target) {
        stdin |= this.fileTaint(r.target) | this.word(r.target, u, depth);
        const f = this.fileState(r.target);
        if (f && f.t & T.FETCHED) stdinCode = { line: f.line, ...(f.url ? { url: f.url } : {}) };
      } else if (r.op === "<<<" && r.target) {
        stdin |= this.word(r.target, u, depth);
        if (r.target.subs.some((s) => s.cmds.some((x) => this.fetchAt.has(x))))
          stdinCode = this.subFetch(r.target);
      } else if (r.heredoc) stdin |= this.bodyTaint(r.heredoc.body, u, depth);
    }
    for (const a of c.assigns) {
      const t = this.word(a.value, u, depth);
      const prev = this.vars.get(a.name);
      const self = new RegExp(`\\$\\{?${a.name}\\b`).test(a.value.text);
      this.vars.set(a.name, {
        t: t | (self && prev ? prev.t : 0),
        vals: this.expand(a.value).filter((v) => !v.includes("*") || v.length > 1),
      });
      if (a.value.subs.some((s) => s.cmds.some((x) => this.fetchAt.has(x))))
        this.fetchedVars.set(a.name, this.subFetch(a.value) ?? { line });
    }
    const w0 = c.words[0]?.text;
    if (w0 === "for" && c.words[2]?.text === "in" && c.words[1]) {
      const items = c.words.slice(3);
      this.vars.set(c.words[1].text, {
        t: items.reduce((a, w) => a | this.word(w, u, depth), 0),
        vals: items.flatMap((w) => this.expand(w)).slice(0, 8),
      });
    }
    const p = programOf(c);
    if (p?.name === "read")
      for (const w of p.argv.slice(1).filter((x) => /^[A-Za-z_]\w*$/.test(x.text)))
        this.vars.set(w.text, { t: stdin, vals: [] });
    let out = 0;
    if (p) out = this.program(p, c, u, depth, line, stdin, stdinCode);
    this.outs.set(c, out);
    // Output redirected into a file (or a socket).
    for (const r of c.redirs) {
      if (!r.target || !/^(?:>|>>|>\||>&)$/.test(r.op) || /^\d$|^-$/.test(r.target.text)) continue;
      const dev = /^\/dev\/(?:tcp|udp)\/([^/\s]+)\/(\d+)/.exec(r.target.text);
      if (dev) {
        this.events.push({
          kind: "send",
          line,
          taint: out | stdin,
          dynamic: true,
          host: (dev[1] as string).toLowerCase(),
          how: `writes to a network socket (${r.target.text})`,
        });
        continue;
      }
      const fetched = this.fetchAt.get(c);
      this.setFile(
        r.target,
        { t: out, line: fetched?.line ?? line, ...(fetched?.url ? { url: fetched.url } : {}) },
        r.op === ">>",
      );
    }
  }

  /** Variables that hold code fetched from the network, and where it was fetched. */
  private fetchedVars = new Map<string, { line: number; url?: string }>();

  private subFetch(w: ShWord): { line: number; url?: string } | undefined {
    for (const s of w.subs)
      for (const x of allCommands(s.cmds)) if (this.fetchAt.has(x)) return this.fetchAt.get(x);
    return undefined;
  }

  /** Variables and substitutions inside a here-document body (unquoted delimiters expand them). */
  private bodyTaint(body: string, u: ShUnit, depth: number): number {
    let t = 0;
    if (!body.includes("$") && !body.includes("`")) return 0;
    for (const m of matchAll(body, /\$\{?([A-Za-z_]\w*)/g)) t |= this.varTaint(m[1] as string);
    for (const m of matchAll(body, /\$\(([^()\n]*)\)|`([^`\n]*)`/g)) {
      const inner = parseShell((m[1] ?? m[2]) as string);
      for (const c of inner) this.cmd(c, { text: "", line: () => u.line(0) }, depth + 1);
      for (const c of inner) if (!c.to) t |= this.outs.get(c) ?? 0;
    }
    return t;
  }

  private program(
    p: Program,
    c: ShCmd,
    u: ShUnit,
    depth: number,
    line: number,
    stdin: number,
    stdinCode: { line: number; url?: string } | undefined,
  ): number {
    const { name, argv } = p;
    const args = argv.slice(1);
    const text = argv.map((w) => w.text).join(" ");
    let out = 0;
    // Substitutions in arguments run first and taint what they feed.
    const argT = args.map((w) => this.word(w, u, depth));
    const argTaint = argT.reduce((a, b) => a | b, 0);

    if (argv[0]?.escaped) {
      this.events.push({
        kind: "exec",
        line,
        execLine: line,
        taint: T.DECODED,
        how: `runs a command whose name is hidden in escape codes (${name})`,
      });
    }
    // A file that was downloaded or decoded, run as a program.
    const asFile = this.fileState(argv[0] as ShWord);
    if (asFile && asFile.t & (T.FETCHED | T.DECODED) && !/^(?:chmod|cat|rm|ls|test|\[)$/.test(name)) {
      this.events.push({
        kind: "exec",
        line: asFile.line,
        execLine: line,
        taint: asFile.t & (T.FETCHED | T.DECODED),
        ...(asFile.url ? { url: asFile.url } : {}),
        how: `runs ${argv[0]?.text}, downloaded${asFile.t & T.DECODED ? " or decoded" : ""} earlier`,
      });
    }

    // A download checked against a published checksum or signature is no longer unknown code.
    if (
      VERIFIERS.test(name) &&
      (name === "gpg" ||
        name === "gpgv" ||
        name === "cosign" ||
        name === "minisign" ||
        hasOpt(argv, /^(?:-\w*c|--check)$/) ||
        this.forReader)
    )
      this.verify(args);
    if (INTERPRETERS.test(name)) this.interpreter(p, c, u, depth, line, stdin, stdinCode);

    if (DOWNLOADERS.test(name)) out |= this.downloader(p, c, u, depth, line, stdin, argT);
    else if (/^(?:nc|ncat|netcat|socat|telnet)$/.test(name)) this.socket(p, line, stdin);
    else if (name === "openssl" && args[0]?.text === "s_client") {
      const host = optValue(argv, /^-connect$/)?.text.split(":")[0] ?? null;
      // `</dev/null` (a certificate check) sends nothing.
      if (stdin)
        this.send(
          line,
          stdin,
          true,
          host?.startsWith("$") ? null : host,
          "sends data over a TLS socket (openssl s_client)",
        );
    } else if (/^(?:scp|rsync|sftp)$/.test(name)) this.remoteCopy(p, line, u, depth);
    else if (name === "ssh" && (c.from || c.redirs.some((r) => r.op === "<"))) {
      const host = args.find((w) => !w.text.startsWith("-"))?.text.replace(/^[^@]*@/, "") ?? null;
      this.send(
        line,
        stdin,
        true,
        host && !host.startsWith("$") ? host.toLowerCase() : null,
        "pipes data to a remote host over ssh",
      );
    } else if (/^(?:mail|mailx|sendmail|mutt|msmtp|swaks|send[-_]?e?mail|e?mail[-_]?send)$/i.test(name))
      this.mail(p, line, stdin, argT);
    else if (/^(?:dig|nslookup|host|drill|kdig|ping|ping6|resolvectl)$/.test(name))
      this.dns(p, line, argT, u, depth);
    else if (/^(?:aws|gsutil|rclone|azcopy|s3cmd|mc|b2|gh|az)$/.test(name)) this.cloudCopy(p, line);
    else if (name === "git") this.git(p, line);

    // Output: sources, decoders and filters.
    if (/^(?:env|printenv)$/.test(name)) {
      const named = args.find((w) => !w.text.startsWith("-") && !w.text.includes("="));
      out |= named
        ? SECRET_NAME.test(named.text)
          ? T.SECRET | (this.declaredEnv(named.text) ? 0 : HARVEST)
          : 0
        : name === "env" && args.some((w) => !w.text.startsWith("-"))
          ? 0
          : T.ENV;
    } else if ((name === "set" || name === "export") && args.length === 0) out |= T.ENV;
    else if (
      /^(?:export|declare|typeset)$/.test(name) &&
      args.some((w) => /^-\w*[px]/.test(w.text)) &&
      !args.some((w) => /^[A-Za-z_]\w*=?/.test(w.text) && !w.text.startsWith("-"))
    )
      out |= T.ENV;
    else if (name === "compgen" && args.some((w) => /^-\w*[ev]/.test(w.text))) out |= T.ENV;
    if (CRED_COMMAND_RE.test(text)) out |= T.CRED;
    if (SYSINFO_PROGS.test(name)) out |= T.SYSINFO;
    if (/^(?:pbpaste|xclip|xsel|wl-paste)$/.test(name)) out |= T.LOCAL;
    if (name === "git") {
      const sub = args.find((w) => !w.text.startsWith("-"))?.text ?? "";
      if (
        /^(?:log|diff|show|format-patch|bundle|archive|ls-files|blame|grep|stash|cat-file|rev-list)$/.test(
          sub,
        )
      )
        out |= T.LOCAL;
      else if (/^(?:config|remote)$/.test(sub)) out |= T.SYSINFO;
    }
    if (name === "kubectl" && /\bget\s+secrets?\b/.test(text)) out |= T.CRED;
    if (WALKERS.test(name)) {
      const roots = args.filter((w) => !w.text.startsWith("-")).flatMap((w) => this.expand(w));
      if (roots.some((r) => HOME_WIDE.test(r))) out |= T.HOME | T.LOCAL;
      else if (name !== "ls" || hasOpt(argv, /^-\w*R/)) out |= T.LOCAL;
    }
    if (/^(?:history|fc)$/.test(name)) out |= T.LOCAL;
    // Archives: tar c / zip pack the files named into a file (or stdout).
    if (name === "tar" || name === "zip" || name === "7z" || name === "7za") out |= this.archive(p, line);
    if (/^(?:cp|mv|install|ln|rsync)$/.test(name) && args.length >= 2) {
      const pos = args.filter((w) => !w.text.startsWith("-"));
      const dst = pos[pos.length - 1];
      if (dst && pos.length >= 2) {
        let t = 0;
        let st: FileState | undefined;
        for (const s of pos.slice(0, -1)) {
          t |= this.fileTaint(s);
          st ??= this.fileState(s);
        }
        if (t) this.setFile(dst, { ...(st ?? { line }), t });
      }
    }
    if (DECODERS.test(name) && isDecode(name, args)) {
      out |= stdin | T.DECODED | this.pathArgs(args, name);
    } else if (name === "tr" && args.some((w) => /N-ZA-M|n-za-m|A-Za-z.*N-Z/.test(w.text)))
      out |= stdin | T.DECODED;
    else if (
      (name === "printf" || name === "echo") &&
      args.some((w) => (w.text.match(/\\x[0-9a-f]{2}|\\[0-7]{3}/gi)?.length ?? 0) >= 4)
    )
      out |= T.DECODED | argTaint;
    else if (name === "echo" || name === "printf") out |= argTaint;
    else if (PASS_THROUGH.test(name)) {
      const named = this.pathArgs(args, name);
      out |= stdin | named;
      if (named & T.CRED && !/^(?:wc|ls|test)$/.test(name))
        this.events.push({ kind: "cred-read", line, what: `${name} ${describeSend(argv)}` });
      // Values passed in (jq --arg, awk -v) come out too.
      if (/^(?:jq|yq|awk|gawk|envsubst)$/.test(name)) out |= argTaint;
      // `env | grep KEY`: the variables grep keeps, not the whole environment.
      if (/^(?:grep|egrep|rg)$/.test(name) && stdin & T.ENV) {
        const pat = args.find((w) => !w.text.startsWith("-"))?.text ?? "";
        if (/^\^?[A-Z][A-Z0-9_]*=?$/.test(pat) && !/[|*]/.test(pat)) {
          out &= ~T.ENV;
          out |= SECRET_NAME.test(pat.replace(/[\^=]/g, ""))
            ? T.SECRET | (this.declaredEnv(pat.replace(/[\^=]/g, "")) ? 0 : HARVEST)
            : 0;
        }
      }
      // A count or a digest (an HMAC signature) tells nothing of what went in.
      if (name === "wc" || (name === "openssl" && /^(?:dgst|mac|sha\d*|md5)$/.test(args[0]?.text ?? "")))
        out = 0;
    }
    if (/^(?:sha\d+sum|shasum|md5sum|b2sum|cksum)$/.test(name)) out = 0;
    // A download written to stdout feeds the next stage.
    if (
      this.fetchAt.has(c) === false &&
      stdinCode &&
      /^(?:tee|cat|gunzip|zcat|gzip|base64|xxd|tr|sed|openssl|bunzip2|xz|unxz|zstd|rev)$/.test(name)
    )
      this.fetchAt.set(c, stdinCode);
    if (name === "tee")
      for (const w of args.filter((x) => !x.text.startsWith("-")))
        this.setFile(w, {
          t: stdin,
          line: stdinCode?.line ?? line,
          ...(stdinCode?.url ? { url: stdinCode.url } : {}),
        });
    return out;
  }

  /** Taint of the files named in a command's arguments (skipping a leading pattern or program). */
  private pathArgs(args: ShWord[], name: string): number {
    let pos = args.filter((w) => !w.text.startsWith("-"));
    if (PATTERN_FIRST.test(name)) pos = pos.slice(1);
    let t = 0;
    for (const w of pos) t |= this.fileTaint(w);
    return t;
  }

  private archive(p: Program, line: number): number {
    const args = p.argv.slice(1);
    const first = args[0]?.text ?? "";
    let target: ShWord | undefined;
    let sources: ShWord[] = [];
    if (p.name === "tar") {
      const create = /^-?[a-z]*c/.test(first) || hasOpt(p.argv, /^--create$|^-\w*c\w*$/);
      if (!create) return 0;
      target = optValue(p.argv, /^(?:-f|--file)$/, "f");
      if (!target && /^[a-z]*f[a-z]*$/.test(first)) target = args[1];
      sources = args.filter(
        (w, k) =>
          !w.text.startsWith("-") &&
          w !== target &&
          !(k === 0 && /^[a-z]+$/.test(w.text) && /c/.test(w.text)),
      );
    } else {
      const pos = args.filter((w) => !w.text.startsWith("-"));
      if (p.name !== "zip" && pos[0]?.text === "a") pos.shift();
      target = pos[0];
      sources = pos.slice(1);
    }
    let t = T.LOCAL;
    for (const s of sources) t |= this.fileTaint(s);
    if (!target || target.text === "-") return t;
    this.setFile(target, { t, line });
    return 0;
  }

  private interpreter(
    p: Program,
    _c: ShCmd,
    u: ShUnit,
    depth: number,
    line: number,
    stdin: number,
    stdinCode: { line: number; url?: string } | undefined,
  ): void {
    const { name, argv } = p;
    const args = argv.slice(1);
    let code = 0;
    let codeAt: { line: number; url?: string } | undefined;
    let how = "";
    const isShell = SHELLS.test(name);
    const inline =
      name === "eval"
        ? args
        : (() => {
            const flag =
              isShell || /^python|^pypy/.test(name)
                ? /^-\w*c$/
                : /^(?:node|nodejs|deno|bun|perl|ruby)$/.test(name)
                  ? /^(?:-e|--eval|-p|--print|-E)$/
                  : name === "php"
                    ? /^-r$/
                    : /^(?:pwsh|powershell)$/.test(name)
                      ? /^-(?:c|command)$/i
                      : null;
            const k = flag ? args.findIndex((w) => flag.test(w.text)) : -1;
            return k >= 0 && args[k + 1] ? [args[k + 1] as ShWord] : null;
          })();
    if (
      /^(?:pwsh|powershell)$/.test(name) &&
      args.some((w) => /^-(?:e|ec|enc|encodedcommand)$/i.test(w.text))
    ) {
      this.events.push({
        kind: "exec",
        line,
        execLine: line,
        taint: T.DECODED,
        how: "runs a base64-encoded PowerShell command",
      });
    }
    if (inline) {
      for (const w of inline) {
        code |= this.word(w, u, depth);
        codeAt ??= this.subFetch(w) ?? this.varFetch(w);
        // The string is itself shell: read it as commands too ("bash -c 'curl ... | sh'").
        if (
          (isShell || name === "eval") &&
          w.text.length < 20000 &&
          depth < 4 &&
          /[|;&$`<]|\b(?:curl|wget)\b/.test(w.text)
        ) {
          const inner = parseShell(w.text);
          for (const x of inner) this.cmd(x, { text: w.text, line: () => line }, depth + 1);
        }
        // `python -c "..."`: the command lines that code hands to a shell run in this session too.
        if (/^python|^pypy/.test(name) && depth < 4 && w.text.length < 20000)
          for (const c of commandStrings(w.text, "python")) {
            const at = line + (w.text.slice(0, c.start).match(/\n/g)?.length ?? 0);
            for (const x of parseShell(c.body)) this.cmd(x, { text: c.body, line: () => at }, depth + 1);
          }
      }
      how = name === "eval" ? "evaluates" : `runs ${name} -c with`;
    } else {
      // A lone "-" is the program read from stdin; what follows it is the program's own arguments.
      const pos = args.filter((w) => w.text === "-" || !w.text.startsWith("-"));
      const script =
        name === "source" || name === "." ? pos[0] : isShell && hasOpt(argv, /^-\w*s$/) ? undefined : pos[0];
      if (script && script.text !== "-" && script.text !== "/dev/stdin") {
        const f = this.fileState(script);
        code |= this.fileTaint(script) | this.word(script, u, depth);
        codeAt =
          f && f.t & T.FETCHED ? { line: f.line, ...(f.url ? { url: f.url } : {}) } : this.subFetch(script);
        how = `runs ${script.text.slice(0, 60)} with ${name}`;
      } else if (!/^-m$/.test(args[0]?.text ?? "") && !(/^python|^pypy/.test(name) && hasOpt(argv, /^-m$/))) {
        code |= stdin;
        codeAt = stdinCode;
        how = `pipes it into ${name}`;
      }
    }
    if (code & (T.FETCHED | T.DECODED)) {
      this.events.push({
        kind: "exec",
        line: code & T.FETCHED && codeAt ? codeAt.line : line,
        execLine: line,
        taint: code & (T.FETCHED | T.DECODED),
        ...(codeAt?.url ? { url: codeAt.url } : {}),
        how,
      });
    }
  }

  private verify(args: ShWord[]) {
    const named = args.filter((w) => !w.text.startsWith("-")).flatMap((w) => this.expand(w).map(norm));
    for (const [k, f] of this.files)
      if (f.t & T.FETCHED && (named.includes(k) || args.some((w) => /^(?:-\w*c|--check)$/.test(w.text))))
        this.files.set(k, { ...f, t: f.t & ~T.FETCHED });
  }

  private varFetch(w: ShWord): { line: number; url?: string } | undefined {
    for (const m of matchAll(w.text, /\$\{?([A-Za-z_]\w*)/g)) {
      const f = this.fetchedVars.get(m[1] as string);
      if (f) return f;
    }
    return undefined;
  }

  private downloader(
    p: Program,
    c: ShCmd,
    u: ShUnit,
    depth: number,
    line: number,
    stdin: number,
    argT: number[],
  ): number {
    const { name, argv } = p;
    const args = argv.slice(1);
    const valueOpt =
      name === "curl"
        ? /^-(?:[oHdXuAeEmwrKTFbcCxyYzDPQ]|-(?:output|header|data[\w-]*|request|user|user-agent|referer|max-time|connect-timeout|write-out|retry[\w-]*|config|upload-file|form[\w-]*|cookie[\w-]*|cert|key|cacert|proxy[\w-]*|output-dir|range|json|resolve|limit-rate|interface|max-filesize|oauth2-bearer|unix-socket|variable|expect100-timeout))$/
        : /^-(?:[OoPeTtUwaA]|-(?:output-document|output-file|directory-prefix|post-data|post-file|body-data|body-file|header|user-agent|timeout|tries|method|user|password|level|input-file))$/;
    let urlWord: ShWord | undefined;
    let urlIdx = -1;
    for (let k = 0; k < args.length; k++) {
      const t = args[k]?.text ?? "";
      if (t === "--url") {
        urlWord = args[k + 1];
        urlIdx = k + 1;
        break;
      }
      if (t.startsWith("-")) {
        if (valueOpt.test(t)) k++;
        continue;
      }
      const vals = this.expand(args[k] as ShWord);
      if (
        vals.some((v) => URLISH.test(v) || HOSTPATH.test(v)) ||
        /^\$\{?\w+\}?/.test(t) ||
        (/^(?:http|https|xh)$/.test(name) && k <= 1)
      ) {
        urlWord = args[k];
        urlIdx = k;
        break;
      }
    }
    const url = urlWord
      ? (this.expand(urlWord).find((v) => URLISH.test(v) || HOSTPATH.test(v)) ?? urlWord.text)
      : "";
    const host = url ? (hostOf(URLISH.test(url) ? url : `http://${url}`) ?? null) : null;
    let out = 0;

    // Where the body goes: stdout, or a file.
    let target: ShWord | undefined;
    let toStdout = true;
    if (name === "curl") {
      target = optValue(argv, /^(?:-o|--output)$/, "o");
      if (!target && hasOpt(argv, /^(?:-O|--remote-name|-\w*O\w*|--remote-name-all)$/)) toStdout = false;
    } else if (/^(?:wget|wget2)$/.test(name)) {
      const o = optValue(argv, /^(?:-O|--output-document)$/, "O");
      if (args.some((w) => /^-\w*O-$/.test(w.text)) || o?.text === "-") toStdout = true;
      else if (o) target = o;
      else toStdout = false;
    } else if (/^(?:aria2c|axel|lwp-download)$/.test(name)) {
      target = optValue(argv, /^(?:-o|--out|--output)$/, "o");
      toStdout = false;
    }
    if (target && target.text !== "-") toStdout = false;
    const st: FileState = { t: T.FETCHED, line, ...(url ? { url } : {}) };
    if (!toStdout) {
      if (target && target.text !== "-") this.setFile(target, st);
      else if (url) {
        const base = url
          .replace(/[?#].*$/, "")
          .replace(/\/+$/, "")
          .split("/")
          .pop();
        if (base) {
          this.files.set(norm(base), st);
          this.files.set(norm(`./${base}`), st);
        }
      }
    } else {
      out |= T.FETCHED;
      this.fetchAt.set(c, { line, ...(url ? { url } : {}) });
    }
    if (url && METADATA_HOST.test(url) && METADATA_CRED.test(url)) {
      out |= T.CRED;
      if (target) this.setFile(target, { t: T.CRED, line });
      this.events.push({ kind: "metadata", line, url });
    }

    // What the request carries.
    let data = 0;
    let dynamic = false;
    let sends = false;
    const urlT = urlIdx >= 0 ? (argT[urlIdx] ?? 0) : 0;
    if (urlT) {
      sends = true;
      dynamic = true;
      data |= urlT;
    }
    for (let k = 0; k < args.length; k++) {
      const w = args[k] as ShWord;
      const t = w.text;
      const flag = /^(--?[\w-]+)(?:=(.*))?$/s.exec(t);
      if (!flag) continue;
      const f = flag[1] as string;
      const isData =
        name === "curl"
          ? /^(?:-d|--data|--data-\w+|--json|-F|--form|--form-string|-T|--upload-file)$/.test(f)
          : /^(?:--post-data|--post-file|--body-data|--body-file)$/.test(f);
      const isAuth =
        /^(?:-H|--header|-u|--user|-b|--cookie|--oauth2-bearer|-A|--user-agent|-e|--referer)$/.test(f);
      if (!isData && !isAuth) continue;
      const vw = flag[2] !== undefined ? { ...w, text: flag[2] } : args[k + 1];
      if (flag[2] === undefined) k++;
      if (!vw) continue;
      if (isAuth) {
        // Credentials in an auth header are how a client logs in; stored credentials are not.
        const at = this.word(vw, u, depth, true);
        data |= at & ~(T.SECRET | HARVEST);
        if (at & ~(T.SECRET | HARVEST)) dynamic = true;
        continue;
      }
      sends = true;
      const v = vw.text;
      data |= this.word(vw, u, depth);
      if (/[$`]/.test(v) || vw.subs.length) dynamic = true;
      // @file, name=@file, name=<file, -T file: the file's bytes; @- and -T - read stdin.
      const at = /(?:^|=)[@<](.+?)(?:;[\w=/-]+)*$/.exec(v);
      const fileWord = /^(?:-T|--upload-file|--post-file|--body-file)$/.test(f) ? v : at?.[1];
      if (fileWord !== undefined) {
        dynamic = true;
        if (fileWord === "-" || fileWord === "." || fileWord === "/dev/stdin") data |= stdin;
        else data |= this.fileTaint({ ...vw, text: fileWord }) | LOCAL_FILE;
      }
    }
    if (
      name === "curl" &&
      !sends &&
      hasOpt(argv, /^-X$|^--request$/) &&
      /^(?:POST|PUT|PATCH)$/i.test(optValue(argv, /^(?:-X|--request)$/)?.text ?? "")
    ) {
      sends = true;
    }
    if (/^(?:http|https|xh)$/.test(name)) {
      const items = args.filter((w, k) => k > urlIdx && /^[\w.-]+(?::=|==|=|:|@)|^@/.test(w.text));
      for (const w of items) {
        sends = true;
        data |= this.word(w, u, depth);
        if (/[$`@]/.test(w.text)) dynamic = true;
        const m = /@(.+)$/.exec(w.text);
        if (m?.[1]) data |= this.fileTaint({ ...w, text: m[1] }) | LOCAL_FILE;
      }
      if (c.from && args.some((w) => /^(?:POST|PUT|PATCH)$/.test(w.text))) {
        sends = true;
        dynamic = true;
        data |= stdin;
      }
    }
    if (sends) this.send(line, data, dynamic, host, `${name} ${describeSend(argv)}`);
    return out;
  }

  private send(line: number, taint: number, dynamic: boolean, host: string | null, how: string) {
    this.events.push({ kind: "send", line, taint, dynamic, host, how });
  }

  private socket(p: Program, line: number, stdin: number) {
    const args = p.argv.slice(1);
    if (args.some((w) => /^-\w*l/.test(w.text) && !/^-\w*[ec]/.test(w.text))) return;
    if (p.name === "socat") {
      const addr = args.find((w) => /^(?:tcp|udp|openssl|ssl)[46]?(?:-connect)?:/i.test(w.text))?.text ?? "";
      const host = /:([^:,]+):\d+/.exec(addr)?.[1] ?? null;
      if (addr) this.send(line, stdin, true, host?.toLowerCase() ?? null, "sends data over a socket (socat)");
      return;
    }
    const pos: string[] = [];
    for (let k = 0; k < args.length; k++) {
      const t = args[k]?.text ?? "";
      if (/^-[wWqpsiIOXxe]$/.test(t)) {
        k++;
        continue;
      }
      if (!t.startsWith("-")) pos.push(t);
    }
    const host = pos[0];
    if (!host || !pos[1] || !/^\d{1,5}$|^\$/.test(pos[1])) return;
    this.send(
      line,
      stdin,
      true,
      host.startsWith("$") ? null : host.toLowerCase(),
      `sends data to ${host}:${pos[1]} over a raw socket`,
    );
  }

  private remoteCopy(p: Program, line: number, u: ShUnit, depth: number) {
    const pos = p.argv.slice(1).filter((w) => !w.text.startsWith("-"));
    const dst = pos[pos.length - 1];
    const m = dst ? /^(?:[\w.-]+@)?([\w.-]+):/.exec(dst.text) : null;
    if (!dst || !m || pos.length < 2) return;
    let t = 0;
    for (const s of pos.slice(0, -1)) t |= this.fileTaint(s) | this.word(s, u, depth) | LOCAL_FILE;
    this.send(line, t, true, (m[1] as string).toLowerCase(), `copies files to ${dst.text} (${p.name})`);
  }

  private mail(p: Program, line: number, stdin: number, argT: number[]) {
    const args = p.argv.slice(1);
    let t = stdin | argT.reduce((a, b) => a | b, 0);
    let host: string | null = null;
    for (let k = 0; k < args.length; k++) {
      const w = args[k] as ShWord;
      if (/^-(?:a|A|--attach)$/.test(w.text) && args[k + 1])
        t |= this.fileTaint(args[k + 1] as ShWord) | LOCAL_FILE;
      const addr = /[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})/i.exec(w.text);
      if (addr && !host) host = (addr[1] as string).toLowerCase();
    }
    this.send(line, t, true, host, `mails data${host ? ` to an address at ${host}` : ""} (${p.name})`);
  }

  private dns(p: Program, line: number, argT: number[], _u: ShUnit, _depth: number) {
    const args = p.argv.slice(1);
    args.forEach((w, k) => {
      if (!/[$`]/.test(w.text) && !w.subs.length) return;
      const dom = /(?:\)|\}|`|\$\w+)\.((?:[a-z0-9-]+\.)+[a-z]{2,})\.?$/i.exec(w.text);
      if (!dom) return;
      this.send(
        line,
        (argT[k] ?? 0) | T.SYSINFO,
        true,
        (dom[1] as string).toLowerCase(),
        `encodes data into a DNS lookup (${p.name} …${dom[1]})`,
      );
    });
  }

  private remotes = new Map<string, string>();
  private pushedTo = new Set<string>();

  /** `git push` to a literal URL, or to a remote added with one: the repository leaves. */
  private git(p: Program, line: number) {
    // `git -C dir push …`: the directory is not the subcommand.
    const pos = p.argv.slice(1).filter((w, k, all) => !w.text.startsWith("-") && all[k - 1]?.text !== "-C");
    const sub = pos[0]?.text;
    if (sub === "remote" && pos[1]?.text === "add" && pos[2] && pos[3]) {
      const h = gitHost(pos[3].text);
      if (h) this.remotes.set(pos[2].text, h);
      return;
    }
    const to = pos[1]?.text;
    if (sub !== "push" || !to) return;
    const host = gitHost(to) ?? this.remotes.get(to);
    // `push --all` then `push --tags` to the same mirror is one transmission.
    if (!host || this.pushedTo.has(host)) return;
    this.pushedTo.add(host);
    this.send(line, LOCAL_FILE, false, host, `pushes the repository to ${host} (git push)`);
  }

  private cloudCopy(p: Program, line: number) {
    const words = p.argv.map((w) => w.text);
    const sub = words.slice(1, 3).join(" ");
    let dest: string | null = null;
    let srcs: ShWord[] = [];
    const pos = p.argv.slice(1).filter((w) => !w.text.startsWith("-"));
    if (
      (p.name === "aws" && /^s3 (?:cp|sync|mv)$/.test(sub)) ||
      (p.name === "gsutil" && /^(?:cp|rsync|mv)\b/.test(words[1] ?? "")) ||
      (p.name === "s3cmd" && /^(?:put|sync)$/.test(words[1] ?? "")) ||
      (p.name === "mc" && /^(?:cp|mirror)$/.test(words[1] ?? "")) ||
      p.name === "azcopy" ||
      (p.name === "rclone" && /^(?:copy|sync|move|copyto)$/.test(words[1] ?? "")) ||
      (p.name === "b2" && /^upload-file$/.test(words[1] ?? ""))
    ) {
      const rest = pos.slice(p.name === "aws" ? 2 : 1);
      const d = rest[rest.length - 1];
      const m = d
        ? /^(?:s3|gs|az|r2|b2):\/\/([\w.-]+)|^([\w-]+):([\w./-]*)$|^https:\/\/([\w.-]+)/.exec(d.text)
        : null;
      if (!d || !m || rest.length < 2) return;
      dest = (m[1] ?? m[2] ?? m[4] ?? "").toLowerCase();
      srcs = rest.slice(0, -1);
    } else if (p.name === "gh" && /^gist create$/.test(sub)) {
      dest = "gist.github.com";
      srcs = pos.slice(2);
    } else return;
    if (!dest || dest.startsWith("$")) return;
    let t = 0;
    for (const s of srcs) t |= this.fileTaint(s) | LOCAL_FILE;
    this.send(line, t, true, dest, `uploads files to ${dest} (${p.name} ${sub})`);
  }
}

/** Host of a literal git URL; none for a placeholder ("<your-repo>", "$REMOTE", "{org}"). */
function gitHost(url: string): string | null {
  const u = url.replace(/^["']|["']$/g, "");
  if (/[<>{}]|\byour[-_]|\bYOUR_|example\.(com|org)/i.test(u)) return null;
  // A template's owner and repository ("git@github.com:user/repo.git", "org/project").
  if (
    /[:/](?:user(?:name)?|owner|org|organi[sz]ation|me|you|account|namespace)\/(?:repo(?:sitory)?|project|app)(?:\.git)?\/?$/i.test(
      u,
    )
  )
    return null;
  // A path is required: "https://github.com/<you>/<repo>.git" reaches here cut at the "<".
  const m =
    /^(?:https?|ssh|git):\/\/(?:[^@/\s]+@)?([\w.-]+)(?::\d+)?\/[^/\s]+|^[\w.-]+@([\w.-]+):[^/\s]+/.exec(u);
  const h = m?.[1] ?? m?.[2];
  return h && /\.[a-z]{2,}$/i.test(h) ? h.toLowerCase() : null;
}

const HARVEST = T.HARVEST;
/** A file of the machine sent whole: local data even when nothing more is known about it. */
const LOCAL_FILE = T.LOCAL;

const CRED_COMMAND_RE = new RegExp(CRED_COMMAND.source, "i");

function isDecode(name: string, args: ShWord[]): boolean {
  const t = args.map((w) => w.text);
  if (name === "base64" || name === "base32" || name === "basenc")
    return t.some((x) => /^-\w*[dD]$|^--decode$/.test(x));
  if (name === "xxd") return t.some((x) => /^-\w*r/.test(x));
  if (name === "openssl")
    return t.some((x) => x === "-d") && t.some((x) => /^(?:base64|enc|-base64|-a|aes|-aes)/.test(x));
  return name === "uudecode" || name === "rev";
}

/** A word's text with its command substitutions, `$(...)` and backquotes, left out. */
function outsideSubs(text: string): string {
  let out = "";
  let depth = 0;
  let tick = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (!depth && ch === "`") tick = !tick;
    else if (!tick && ch === "$" && text[i + 1] === "(") {
      depth++;
      i++;
    } else if (depth && ch === "(") depth++;
    else if (depth && ch === ")") depth--;
    else if (!depth && !tick) out += ch;
  }
  return out;
}

function norm(p: string): string {
  return p
    .replace(/^["']|["']$/g, "")
    .replace(/^\.\/(?=.)/, "")
    .replace(/\/+$/, "");
}

function describeSend(argv: ShWord[]): string {
  const s = argv
    .slice(1)
    .map((w) => w.text)
    .join(" ");
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

export { baseName };
