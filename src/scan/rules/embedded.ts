/**
 * Command strings that programs hand to a shell: `os.system("...")`, `subprocess.run("...",
 * shell=True)`, `["bash", "-c", "..."]`, `execSync("...")`, Ruby's backticks and `system`, Go's
 * `exec.Command("sh", "-c", "...")`, and the scripts of package.json (lifecycle hooks run on every
 * install). Each string becomes a unit of shell text for ./shellflow.ts, at the line it is written.
 */

import { matchAll } from "../../util/regex";
import type { Region } from "../segment";
import { lineOf } from "./helpers";
import type { ShUnit } from "./shellflow";
import type { FileInfo } from "./types";

/** Calls whose string argument is a command line, per language ("" = any code). */
const CALLS: { langs: RegExp; re: RegExp }[] = [
  {
    langs: /^python$/,
    re: /\b(?:os\.(?:system|popen)|subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)|commands\.getoutput|(?<![.\w])(?:system|popen|check_output|getoutput))\s*\(\s*/g,
  },
  {
    langs: /^js$/,
    re: /(?:\b(?:child_process|cp|childProcess|proc)\.|(?<![.\w$]))(?:execSync|exec|execa|execaCommand|execaCommandSync|spawnSync|spawn)\s*\(\s*/g,
  },
  { langs: /^ruby$/, re: /(?<![.\w])(?:system|exec|spawn|IO\.popen|Open3\.\w+)\s*\(?\s*/g },
  {
    langs: /^(?:python|js|ruby|other)$/,
    re: /\b(?:exec\.Command(?:Context)?\s*\(\s*(?:ctx\s*,\s*)?|Command::new\s*\(\s*)/g,
  },
];

/** `"sh", "-c",` or `["bash", "-c", ` before the command string itself. */
const SHELL_C =
  /^\[?\s*["'](?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh["']\s*[,)]\s*(?:\.arg\s*\(\s*)?(?:\[\s*)?["']-c["']\s*[,)]\s*(?:\.arg\s*\(\s*)?/;

/** A string literal at `at` (Python prefixes, triple quotes, JS templates): its body and where it starts. */
function literalAt(text: string, at: number): { body: string; start: number } | null {
  const m = /^(?:[rRbBuUfF]{0,2})("""|'''|"|'|`)/.exec(text.slice(at, at + 5));
  if (!m) return null;
  const q = m[1] as string;
  const start = at + m[0].length;
  let i = start;
  let body = "";
  const max = Math.min(text.length, start + 20000);
  while (i < max) {
    if (text.startsWith(q, i)) return { body, start };
    const c = text[i] as string;
    if (c === "\n" && q.length === 1 && q !== "`") return null;
    if (c === "\\" && i + 1 < max) {
      const n = text[i + 1] as string;
      body += n === "n" ? "\n" : n === "t" ? "\t" : n === "\n" ? "" : n;
      i += 2;
      continue;
    }
    body += c;
    i++;
  }
  return null;
}

function unit(r: Region, body: string, start: number): ShUnit {
  const first = lineOf(r, start);
  return {
    // Interpolations stand for values known only at run time.
    text: body
      .replace(/\$\{([^}]*)\}/g, (_m, e: string) => (/^\w+$/.test(e) ? `\${${e}}` : "$X"))
      .replace(/#\{[^}]*\}/g, "$X"),
    line: (off) => first + (body.slice(0, off).match(/\n/g)?.length ?? 0),
  };
}

/** An argument vector of string literals (`["curl", "-o", "x", url]`) as the command line it runs. */
const ARGV_LIST = /^\[\s*((?:["'][^"'\n]*["']\s*,\s*){1,30}["'][^"'\n]*["'])\s*,?\s*\]/;

/** The command lines a program's source hands to a shell or runs as an argument vector. */
export function commandStrings(text: string, lang: string): { body: string; start: number }[] {
  const out: { body: string; start: number }[] = [];
  for (const { langs, re } of CALLS) {
    if (!langs.test(lang)) continue;
    for (const m of matchAll(text, re)) {
      let at = (m.index ?? 0) + m[0].length;
      const sc = SHELL_C.exec(text.slice(at, at + 60));
      if (sc) at += sc[0].length;
      else if (/exec\.Command|Command::new|spawn/.test(m[0])) continue;
      else if (lang === "python" && text[at] === "[") {
        const list = ARGV_LIST.exec(text.slice(at, at + 2000));
        if (list) {
          const words = [...matchAll(list[1] ?? "", /["']([^"'\n]*)["']/g)].map((w) => w[1] ?? "");
          // Each element is one word: quote the ones a shell would split.
          const body = words
            .map((w) => (/^[\w@%+=:,./~-]+$/.test(w) ? w : `'${w.replace(/'/g, "")}'`))
            .join(" ");
          out.push({ body, start: at });
        }
        continue;
      }
      const lit = literalAt(text, at);
      if (lit && /\s/.test(lit.body)) out.push(lit);
    }
  }
  return out;
}

export function embeddedCommands(file: FileInfo): ShUnit[] {
  const out: ShUnit[] = [];
  for (const r of file.regions) {
    if (r.ctx !== "code" || r.example === 2) continue;
    if (/(?:^|\/)package\.json$/.test(file.path)) {
      for (const m of matchAll(r.text, /"(?:pre|post)?[\w:-]+"\s*:\s*(?=")/g)) {
        const lit = literalAt(r.text, (m.index ?? 0) + m[0].length);
        if (lit && /\s/.test(lit.body)) out.push(unit(r, lit.body, lit.start));
      }
      continue;
    }
    if (r.lang === "config" && /\.ya?ml$/i.test(file.path)) {
      // CI steps: `run: cmd` or a `run: |` block.
      for (const m of matchAll(
        r.text,
        /^([ \t-]*)run:[ \t]*(?:[|>][-+]?[ \t]*\n((?:\1[ \t]+[^\n]*\n?|[ \t]*\n)*)|([^\n]+))/gm,
      )) {
        const body = m[2] ?? m[3] ?? "";
        const start = (m.index ?? 0) + m[0].length - body.length;
        out.push({ text: body, line: (off) => lineOf(r, start + off) });
      }
      continue;
    }
    for (const c of commandStrings(r.text, r.lang)) out.push(unit(r, c.body, c.start));
    if (r.lang === "ruby") {
      for (const m of matchAll(r.text, /`([^`\n]+)`|%x[({]([^)}\n]+)[)}]/g)) {
        const body = (m[1] ?? m[2]) as string;
        out.push(unit(r, body, (m.index ?? 0) + m[0].indexOf(body)));
      }
    }
  }
  return out;
}
