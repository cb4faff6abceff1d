/**
 * Rules over shell command lines, read by ./shell.ts and followed by ./shellflow.ts: scripts,
 * Makefiles, Dockerfiles, the shell blocks of markdown (one session per file), package.json
 * lifecycle scripts, and the command strings programs hand to a shell (`os.system("...")`).
 *
 * - SC2: code from the network reaches an interpreter (pipe, process substitution, `eval "$(...)"`,
 *   a downloaded file run later).
 * - SC3: decoded or escaped data reaches an interpreter.
 * - E1 / E2: data reaches the network; what it holds decides the pattern.
 * - PE3: credentials requested from a cloud metadata service.
 */

import { METADATA_HOST } from "./credentials";
import { embeddedCommands } from "./embedded";
import { hostDeclared, LOCAL_HOST, lineOf } from "./helpers";
import { type ShEvent, ShellFlow, type ShUnit } from "./shellflow";
import { documentedRepoSetup, officialInstaller } from "./supply-chain";
import { describe, T } from "./taint";
import type { FileInfo, FileRule, Hit, SkillInfo } from "./types";

const SHELL_LANGS = /^(?:shell|dockerfile)$/;
const MAKEFILE = /(?:^|\/)(?:GNUmakefile|[Mm]akefile|justfile)$|\.mk$/;

/** The shell text of a file, as units in reading order. */
export function shellUnits(file: FileInfo): ShUnit[] {
  const out: ShUnit[] = [];
  for (const r of file.regions) {
    if (r.ctx !== "code" || !SHELL_LANGS.test(r.lang) || r.example === 2) continue;
    // Console transcripts: "$ cmd" prompts are not part of the command.
    let text = r.text.includes("$ ") ? r.text.replace(/^([ \t]*)\$ /gm, "$1  ") : r.text;
    // Make recipes: `@cmd` / `-cmd` prefixes and `$$` escapes (same length, so offsets hold).
    if (MAKEFILE.test(file.path))
      text = text
        .replace(/^(\t+)([@+-]+)/gm, (_m, t: string, p: string) => t + " ".repeat(p.length))
        .replace(/\$\$/g, " $");
    out.push({ text: r.lang === "dockerfile" ? dockerRuns(text) : text, line: (at) => lineOf(r, at) });
  }
  out.push(...embeddedCommands(file));
  return out;
}

/** Only RUN/CMD/ENTRYPOINT instructions of a Dockerfile are shell; the rest is blanked. */
function dockerRuns(text: string): string {
  return text
    .replace(/^([ \t]*)(?!RUN\b|CMD\b|ENTRYPOINT\b)(\S[^\n]*)$/gim, (m, sp: string) =>
      /^\s*(?:FROM|COPY|ADD|ENV|ARG|WORKDIR|USER|LABEL|EXPOSE|VOLUME|HEALTHCHECK|SHELL|STOPSIGNAL|ONBUILD|MAINTAINER)\b/i.test(
        m,
      )
        ? sp + " ".repeat(m.length - sp.length)
        : m,
    )
    .replace(
      /^([ \t]*)(RUN|CMD|ENTRYPOINT)\b/gim,
      (_m, sp: string, kw: string) => sp + " ".repeat(kw.length),
    );
}

/** Events of a file's shell text, computed once per file. */
export function shellEventsOf(file: FileInfo, skill: SkillInfo): ShEvent[] {
  file.cache ??= new Map();
  const hit = file.cache.get(shellEventsOf) as ShEvent[] | undefined;
  if (hit) return hit;
  const units = shellUnits(file);
  let events: ShEvent[] = [];
  if (units.length) {
    const flow = new ShellFlow((n) => skill.declaredEnv.has(n), file.markdown);
    for (const u of units) flow.run(u);
    events = flow.events;
  }
  file.cache.set(shellEventsOf, events);
  return events;
}

/**
 * What a transmission is, from what it carries and where it goes. Null when it is the skill's
 * documented traffic. A constant payload leaks nothing; the environment alone is reported as E2
 * where it is read.
 */
export function judgeSend(
  taint: number,
  dynamic: boolean,
  host: string | null,
  skill: SkillInfo,
  extraDeclared = false,
): { pattern: "E1" | "E2"; confidence: number; message: string } | null {
  // The instance metadata service and loopback are this machine, not a destination.
  if (host && (METADATA_HOST.test(host) || LOCAL_HOST.test(host))) return null;
  const to = host ?? "a destination set at run time";
  const declared = host === null || extraDeclared || hostDeclared(host, skill.declaredHosts);
  if (declared) {
    // Naming a host in the prose does not make it the owner of secrets the skill never says it
    // uses: a client sends its own documented key (in its auth header), not undeclared ones.
    if (host && taint & T.HARVEST)
      return {
        pattern: "E2",
        confidence: 0.8,
        message: `Sends a secret from the environment that the skill never declares to ${host}`,
      };
    if (taint & (T.CRED | T.TRANSCRIPT))
      return {
        pattern: "E1",
        confidence: 0.75,
        message: `Sends ${describe(taint & (T.CRED | T.TRANSCRIPT))} to ${to}`,
      };
    return null;
  }
  const where = `${to}, a host the skill's documentation never mentions`;
  if (taint & T.HARVEST)
    return {
      pattern: "E2",
      confidence: 0.85,
      message: `Sends a secret from the environment that the skill never declares to ${where}`,
    };
  if (taint & (T.CRED | T.SECRET | T.TRANSCRIPT | T.HOME | T.LOCAL))
    return { pattern: "E1", confidence: 0.85, message: `Sends ${describe(taint)} to ${where}` };
  // The environment sent out is E1 where it leaves (E2 reports where it is read).
  if (taint & T.ENV) return { pattern: "E1", confidence: 0.85, message: `Sends the environment to ${where}` };
  // A value built at run time from nothing known to be local (a page number, a query) is not a leak.
  if (taint & T.SYSINFO && dynamic)
    return { pattern: "E1", confidence: 0.7, message: `Sends ${describe(taint)} to ${where}` };
  return null;
}

/** Column of a needle on a line (0 when absent), so snippets of long lines show the risk. */
function colFor(file: FileInfo, line: number, needle: string): number {
  const l = file.lines[line - 1] ?? "";
  const k = needle ? l.indexOf(needle) : -1;
  if (k >= 0) return k;
  const d = /\b(?:curl|wget|base64|eval|nc|ncat|scp|rsync|mail|openssl)\b/.exec(l);
  return d ? d.index : 0;
}

export const COMMAND_RULES: FileRule[] = [
  {
    kind: "file",
    id: "SC2.fetch-exec",
    pattern: "SC2",
    confidence: 0.9,
    message: "Runs code downloaded from the network",
    check: (file, skill) => {
      const out: Hit[] = [];
      for (const e of shellEventsOf(file, skill)) {
        if (e.kind !== "exec" || !(e.taint & T.FETCHED)) continue;
        // A vendor's documented installer only: a host name is never evidence of benignness.
        if (e.url && (officialInstaller(e.url, "") || documentedRepoSetup(e.url, file))) continue;
        out.push({
          line: e.line,
          col: colFor(file, e.line, e.url ?? ""),
          message: `Downloads ${e.url ? e.url.slice(0, 120) : "a script"} and ${e.how}${e.execLine !== e.line ? ` (line ${e.execLine})` : ""}`,
        });
      }
      return out;
    },
  },
  {
    kind: "file",
    id: "SC3.decode-exec",
    pattern: "SC3",
    confidence: 0.9,
    message: "Decodes hidden data and runs it",
    check: (file, skill) =>
      shellEventsOf(file, skill).flatMap((e) =>
        e.kind === "exec" && e.taint & T.DECODED
          ? [
              {
                line: e.execLine,
                col: colFor(file, e.execLine, ""),
                message: `Decodes data and ${e.how}: what runs cannot be read in the file`,
              },
            ]
          : [],
      ),
  },
  {
    kind: "file",
    id: "E1.command-send",
    pattern: "E1",
    confidence: 0.85,
    message: "Sends local data to a network endpoint",
    check: (file, skill) => {
      const out: Hit[] = [];
      for (const e of shellEventsOf(file, skill)) {
        if (e.kind !== "send") continue;
        const j = judgeSend(e.taint, e.dynamic, e.host, skill);
        if (!j) continue;
        out.push({
          line: e.line,
          col: colFor(file, e.line, e.host ?? ""),
          confidence: j.confidence,
          message: `${j.message} (${e.how})`,
          ...(j.pattern === "E2" ? { pattern: "E2", rule: "secret-sent" } : {}),
        });
      }
      return out;
    },
  },
  {
    kind: "file",
    id: "PE3.shell-credential-read",
    pattern: "PE3",
    confidence: 0.85,
    message: "Reads a file of a credential store",
    check: (file, skill) =>
      shellEventsOf(file, skill).flatMap((e) =>
        e.kind === "cred-read"
          ? [{ line: e.line, message: `Reads a credential store's file (${e.what})` }]
          : [],
      ),
  },
  {
    kind: "file",
    id: "PE3.metadata-credentials",
    pattern: "PE3",
    confidence: 0.85,
    message: "Pulls credentials from the cloud instance metadata service",
    check: (file, skill) => {
      const ev = shellEventsOf(file, skill).filter(
        (e): e is Extract<ShEvent, { kind: "metadata" }> => e.kind === "metadata",
      );
      // Listing the role and then reading its keys is one access: report the read.
      return ev
        .filter((e, k) => !ev.slice(k + 1).some((n) => n.line > e.line && n.line - e.line <= 3))
        .map((e) => ({
          line: e.line,
          message: `Requests cloud credentials from the instance metadata service (${e.url.slice(0, 100)})`,
        }));
    },
  },
];
