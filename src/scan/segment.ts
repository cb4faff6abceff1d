import { matchAll } from "../util/regex";
import { blankRanges, lineIndexAt, lineStarts, spaces } from "./text";

/** Where a piece of text sits: markdown prose, hidden markup, executable code, or a code comment. */
export type Ctx = "prose" | "hidden" | "code" | "comment";
export type Lang =
  | "python"
  | "shell"
  | "js"
  | "powershell"
  | "ruby"
  | "dockerfile"
  | "config"
  | "text"
  | "markdown"
  /** Compiled and C-family sources (Go, Rust, Java, C, C#, Swift, Kotlin, PHP, ...): code with // and /* comments. */
  | "source"
  /** Other scripting languages with # comments (Nushell, Perl, R, Julia, Tcl, Elixir, ...). */
  | "script"
  | "other";

/**
 * 0 = not an example; 1 = loosely labelled as an example (confidence lowered);
 * 2 = clearly shown as something not to do or an attack to recognise (text rules skip it).
 */
export type ExampleLevel = 0 | 1 | 2;

export interface Region {
  ctx: Ctx;
  lang: Lang;
  /** Same length and newlines as the source slice it came from; masked parts are spaces. */
  text: string;
  /** 1-based line number of text[0]. */
  startLine: number;
  starts: number[];
  example: ExampleLevel;
  /** Blockquote paragraph. */
  quoted?: boolean;
  /** How the text is hidden from a reader, for hidden regions. */
  hiding?: string;
}

export function region(
  ctx: Ctx,
  lang: Lang,
  text: string,
  startLine: number,
  extra: Partial<Pick<Region, "example" | "quoted" | "hiding" | "starts">> = {},
): Region {
  return {
    ctx,
    lang,
    text,
    startLine,
    example: extra.example ?? 0,
    ...extra,
    starts: extra.starts ?? lineStarts(text),
  };
}

const EXT_LANG: [RegExp, Lang][] = [
  [/\.(py|pyw|pyi)$/i, "python"],
  [/\.(sh|bash|zsh|ksh|fish|command)$/i, "shell"],
  // Components (Vue, Svelte, Astro) are source files: their markup is UI, not instructions to the agent.
  [/\.(js|mjs|cjs|jsx|ts|mts|cts|tsx|vue|svelte|astro)$/i, "js"],
  [/\.(ps1|psm1|psd1)$/i, "powershell"],
  [/\.rb$/i, "ruby"],
  [/(^|\/)(Dockerfile|Containerfile)(\.[\w-]+)?$|\.dockerfile$/i, "dockerfile"],
  [/(^|\/)(Makefile|makefile|GNUmakefile|justfile)$|\.mk$/i, "shell"],
  [/\.(md|mdx|markdown)$/i, "markdown"],
  [/\.(ya?ml|json|jsonc|toml|ini|cfg|conf|env|properties|lock)$|(^|\/)\.[\w.-]*rc$/i, "config"],
  [/(^|\/)requirements[\w.-]*\.(txt|in)$/i, "config"],
  [/\.(go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|cxx|hpp|cs|php|dart|zig|groovy|gradle)$/i, "source"],
  [/\.(nu|pl|pm|r|jl|tcl|ex|exs|nim|cr|awk)$/i, "script"],
  [/\.(txt|rst|adoc|text|csv|tsv|log|html?|xml|svg)$/i, "text"],
];

const FENCE_LANG: Record<string, Lang> = {
  python: "python",
  py: "python",
  python3: "python",
  ipython: "python",
  pycon: "python",
  bash: "shell",
  sh: "shell",
  shell: "shell",
  zsh: "shell",
  console: "shell",
  terminal: "shell",
  shellsession: "shell",
  fish: "shell",
  make: "shell",
  makefile: "shell",
  js: "js",
  javascript: "js",
  ts: "js",
  typescript: "js",
  jsx: "js",
  tsx: "js",
  node: "js",
  mjs: "js",
  powershell: "powershell",
  ps1: "powershell",
  pwsh: "powershell",
  ruby: "ruby",
  rb: "ruby",
  dockerfile: "dockerfile",
  docker: "dockerfile",
  yaml: "config",
  yml: "config",
  json: "config",
  toml: "config",
  ini: "config",
  env: "config",
  dotenv: "config",
  text: "text",
  txt: "text",
  plain: "text",
  plaintext: "text",
  markdown: "markdown",
  md: "markdown",
};

/** Language of a file from its name, then its shebang. */
export function langOf(path: string, text: string): Lang {
  const shebang = /^#!\s*\S*?(?:\/env\s+(?:-\S+\s+)*)?(\S+)/.exec(text);
  if (shebang?.[1]) {
    const prog = shebang[1].replace(/^.*\//, "");
    if (/^python/.test(prog)) return "python";
    if (/^(ba|z|k|da|fi)?sh$/.test(prog)) return "shell";
    if (/^(node|deno|bun|tsx|ts-node)$/.test(prog)) return "js";
    if (/^ruby$/.test(prog)) return "ruby";
    if (/^pwsh$/.test(prog)) return "powershell";
  }
  // `.env.example`, `config.yaml.template`: a template is the file it becomes.
  const name = path.replace(/\.(?:example|sample|template|tmpl|dist)$/i, "");
  for (const [re, lang] of EXT_LANG) if (re.test(name)) return lang;
  return "other";
}

export function fenceLang(info: string): Lang {
  const word =
    info
      .trim()
      .split(/[\s{,]/)[0]
      ?.toLowerCase() ?? "";
  if (word === "") return "shell"; // unlabelled blocks in skills are mostly commands
  return FENCE_LANG[word] ?? "other";
}

/** The regions of a file: markdown is split into prose, fenced code and hidden markup; scripts into code and comments. */
export function segment(path: string, text: string): Region[] {
  const lang = langOf(path, text);
  // A page is rendered like markdown's HTML: its comments and hidden elements are what a reader misses.
  if (lang === "markdown" || /\.(html?|xhtml|svg)$/i.test(path)) return segmentMarkdown(text);
  if (lang === "text" || lang === "other") return [region("prose", lang, text, 1)];
  return splitComments(text, lang, 1, 0);
}

const EXAMPLE_STRONG =
  /\b(pasted|user\s+(sent|wrote|pasted|input)|sample\s+input|malicious|attack(er)?s?|injection|adversarial|jailbreak|exploit|suspicious|red[- ]?team|phishing|what not to do|do not (do|use|run|write|copy)|don'?t (do|use|run|write|copy)|never (do|use|run|write)|avoid(ing)?|anti-?pattern|bad (example|practice|pattern)|insecure|unsafe|wrong|vulnerable|detect(s|ed|ion)?|flag(s|ged)?|block(s|ed)?)\b|^\W*(don['’]?t|do\s+not|never|bad|incorrect|not\s+this)\W*:/i;
const EXAMPLE_WEAK = /\b(example|e\.g\.|for instance|sample|illustrat|such as|output)\b/i;

// A comment line, and one that marks the lines under it as the wrong way: "# WRONG — exposes the
// secret", "// ❌ Bad:".
const COMMENT_LINE = /^\s*(?:#|\/\/|--|;|\/\*)/;
const WRONG_MARK = new RegExp(
  `${COMMENT_LINE.source}\\s*(?:[❌✗✘🚫⛔]|(?:wrong|bad|incorrect|insecure|unsafe|vulnerable)\\b\\s*(?:[:—–(-]|$)|(?:don['’]?t|do\\s+not|never)\\s+do\\s+this\\b)`,
  "iu",
);

/**
 * A code block split at its counter-examples: the lines from a WRONG_MARK comment to the next blank
 * or comment line are an example of what not to do. Both parts keep every line, blank where the
 * other holds it, so line numbers stay those of the block.
 */
function counterExamples(body: string): [string, string | null] {
  const lines = body.split("\n");
  if (!lines.some((l) => WRONG_MARK.test(l))) return [body, null];
  const main: string[] = [];
  const wrong: string[] = [];
  let inWrong = false;
  for (const l of lines) {
    if (WRONG_MARK.test(l)) inWrong = true;
    else if (!/\S/.test(l) || COMMENT_LINE.test(l)) inWrong = false;
    main.push(inWrong ? "" : l);
    wrong.push(inWrong ? l : "");
  }
  return [main.join("\n"), wrong.join("\n")];
}

function exampleLevelOf(label: string): ExampleLevel {
  if (EXAMPLE_STRONG.test(label)) return 2;
  if (EXAMPLE_WEAK.test(label)) return 1;
  return 0;
}

/** The hiding of text in a collapsed <details> block. */
export const COLLAPSED = "A collapsed <details> block";

// CSS that keeps text from a reader: gone, invisible, too small, off-screen, or white on white.
const HIDING_CSS =
  /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*(?:0(?:\.0+)?[a-z%]*(?![\w.])|(?:0?\.\d+|1)(?:px|pt)\b|0?\.0\d*r?em\b)|(?:left|top|text-indent)\s*:\s*-\d{3,}px|opacity\s*:\s*0(?![.\d])|color\s*:\s*(?:white|#fff\b|#ffffff\b|transparent)/i;
// Classes of the common CSS frameworks that take an element off the page or out of sight.
const HIDING_CLASS = new Set(["hidden", "invisible", "sr-only", "visually-hidden", "d-none"]);
// Opening tags of elements that hold text a page can hide.
const OPEN_TAG = /<(div|span|p|section|details|aside|small|font)\b([^>]*)>/gi;

/** Why an element with these attributes is hidden from a reader, or null when it is shown. */
function hidingOf(attrs: string, hiddenBy: Set<string>): string | null {
  // The `hidden` attribute, or a utility class that hides ("overflow-hidden" and "aria-hidden" show).
  if (/(?:^|\s)hidden(?:[\s=/]|$)/i.test(attrs.replace(/(["'])[^"']*\1/g, '""')))
    return "HTML element hidden by its style";
  const classes = (/\bclass\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1] ?? "").split(/\s+/);
  if (classes.some((c) => HIDING_CLASS.has(c))) return "HTML element hidden by its style";
  const style = /\bstyle\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1];
  if (style && HIDING_CSS.test(style)) return "HTML element hidden by its style";
  const names = [...classes.map((c) => `.${c}`), `#${/\bid\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1] ?? ""}`];
  const by = names.find((n) => hiddenBy.has(n));
  return by ? `HTML element hidden by a <style> rule for ${by}` : null;
}

/** Class and id names a <style> block hides by a rule of their own (".note { display: none }"). */
function hiddenSelectors(prose: string): Set<string> {
  const out = new Set<string>();
  for (const block of matchAll(prose, /<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    for (const rule of matchAll(block[1] ?? "", /([^{}]+)\{([^{}]*)\}/g)) {
      if (!HIDING_CSS.test(rule[2] ?? "")) continue;
      for (const sel of matchAll(rule[1] ?? "", /([.#])([\w-]+)/g)) out.add(`${sel[1]}${sel[2]}`);
    }
  return out;
}

export function segmentMarkdown(src: string): Region[] {
  const out: Region[] = [];
  const lines = src.split("\n");
  let prose = src;
  // Masking keeps every newline where it was, so the line starts of src hold for prose throughout.
  // Ranges are collected and blanked in one pass per stage: one copy of the text per range would be
  // quadratic in a file with thousands of blocks or comments.
  const starts = lineStarts(src);
  let masks: [number, number][] = [];
  const mask = (fromLine: number, toLine: number) => {
    const a = starts[fromLine] ?? prose.length;
    const b = toLine + 1 < starts.length ? (starts[toLine + 1] ?? prose.length) - 1 : prose.length;
    masks.push([a, b]);
  };
  const applyMasks = () => {
    if (masks.length) prose = blankRanges(prose, masks);
    masks = [];
  };

  let i = 0;
  if (lines[0]?.trim() === "---") {
    let end = 1;
    while (end < lines.length && lines[end]?.trim() !== "---") end++;
    if (end < lines.length) {
      const body = lines.slice(1, end).join("\n");
      out.push(region("prose", "config", body, 2));
      mask(0, end);
      i = end + 1;
    }
  }

  for (; i < lines.length; i++) {
    const m = /^(\s{0,12})(`{3,}|~{3,})(.*)$/.exec(lines[i] ?? "");
    if (!m) continue;
    const fence = m[2] ?? "```";
    const info = m[3] ?? "";
    if (fence[0] === "`" && info.includes("`")) continue;
    let j = i + 1;
    const close = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j] ?? "")) j++;
    const body = lines.slice(i + 1, j).join("\n");
    const lang = fenceLang(info);
    const example = exampleLevelOf(`${labelBefore(lines, i)} ${info}`);
    if (body.length > 0 && lang === "markdown") {
      // Markdown in a fence is text an agent reads as markdown (a CLAUDE.md to write, a template to
      // fill): its prose and hidden comments are read as such, at the file's own lines.
      for (const r of segmentMarkdown(body))
        out.push({
          ...r,
          startLine: r.startLine + i + 1,
          example: Math.max(example, r.example) as ExampleLevel,
        });
    } else if (body.length > 0) {
      const [main, wrong] = counterExamples(body);
      out.push(...splitComments(main, lang, i + 2, example));
      if (wrong) out.push(...splitComments(wrong, lang, i + 2, 2));
    }
    mask(i, Math.min(j, lines.length - 1));
    i = j;
  }
  applyMasks();

  // Hidden markup: HTML comments, markdown link-definition comments, elements hidden by style.
  // Starts are found first and checked against code spans before the (lazy, to "-->" or the end)
  // match runs: thousands of quoted "`<!--`" must not each scan to the end of the file.
  const startRe = /<!--|^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)/gm;
  const hiddenRe =
    /<!--([\s\S]*?)(?:-->|$(?![\s\S]))|^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*(?:\(([^\n]*)\)|"([^\n]*)")[ \t]*$/my;
  let spans = codeSpans(prose);
  for (let st = startRe.exec(prose); st; st = startRe.exec(prose)) {
    // "`<!-- … -->`" in a code span renders as text: it hides nothing, and must not swallow the file.
    if (st[0] === "<!--" && within(spans, st.index)) continue;
    hiddenRe.lastIndex = st.index;
    const m = hiddenRe.exec(prose);
    if (!m) continue;
    startRe.lastIndex = m.index + Math.max(1, m[0].length);
    const inner = m[1] ?? m[2] ?? m[3] ?? "";
    const innerOff = m.index + m[0].indexOf(inner);
    const line = lineIndexAt(starts, innerOff) + 1;
    const hiding = m[0].startsWith("<!--") ? "HTML comment" : "markdown comment";
    out.push(region("hidden", "text", " ".repeat(col(prose, innerOff)) + inner, line, { hiding }));
    // The search reads on from the end of this match, so blanking it later changes nothing it sees.
    masks.push([m.index, m.index + m[0].length]);
  }
  applyMasks();
  // Text at offset `at` of prose that a reader of the rendered page does not see: its own region, blanked in prose.
  const hide = (at: number, inner: string, hiding: string) => {
    out.push(
      region("hidden", "text", " ".repeat(col(prose, at)) + inner, lineIndexAt(starts, at) + 1, { hiding }),
    );
    masks.push([at, at + inner.length]);
  };
  // Hidden by an inline style, or by a <style> rule for the element's class or id. Only a hidden
  // element is read to its closing tag (the first of its kind), so a shown one is looked inside.
  const hiddenBy = hiddenSelectors(prose);
  let after = 0;
  for (const m of matchAll(prose, OPEN_TAG)) {
    const why = (m.index ?? 0) >= after ? hidingOf(m[2] ?? "", hiddenBy) : null;
    if (!why) continue;
    const start = (m.index ?? 0) + m[0].length;
    const close = new RegExp(`</${m[1]}>`, "gi");
    close.lastIndex = start;
    const end = close.exec(prose)?.index;
    if (end === undefined) continue;
    const inner = prose.slice(start, end);
    if (/\S/.test(inner)) hide(start, inner, why);
    after = end;
  }
  applyMasks();
  // A collapsed <details> block: the rendered page shows its summary only. Frames read it as hidden
  // text (P2 where one matches); a plain directive there is an optional step, not a hidden one.
  for (const m of matchAll(prose, /<details(?![^>]*\bopen\b)[^>]*>([\s\S]*?)<\/details>/gi)) {
    // The summary is what the reader sees; blanked keeping its newlines, so lines still line up.
    const inner = (m[1] ?? "").replace(/<summary\b[^>]*>[\s\S]*?<\/summary>/i, (x) =>
      x.replace(/[^\n]/g, " "),
    );
    if (/\S/.test(inner)) hide((m.index ?? 0) + m[0].indexOf(m[1] ?? ""), inner, COLLAPSED);
  }
  applyMasks();
  // Image alt text: a reader sees the picture, the agent reads the words. A caption of a few words
  // is a label; a sentence or more is text that may carry an instruction.
  spans = codeSpans(prose);
  for (const m of matchAll(prose, /!\[([^\]\n]{20,})\]\([^)\n]*\)/g)) {
    const inner = m[1] ?? "";
    if (inner.trim().split(/\s+/).length < 6 || within(spans, m.index ?? 0)) continue;
    hide((m.index ?? 0) + 2, inner, "Image alt text");
  }
  applyMasks();

  // Prose: one region for the whole file (clauses stop at blank lines), blockquotes apart so an
  // example label can apply to them. Inline-code backticks become spaces so sentences read through them.
  prose = prose.replace(/`/g, " ");
  const pl = prose.split("\n");
  const main = [...pl];
  let start = -1;
  const flush = (end: number) => {
    if (start < 0) return;
    const para = pl.slice(start, end);
    if (para.every((l) => /^\s*>/.test(l))) {
      const text = para
        .map((l) => l.replace(/^(\s*)((?:>\s?)+)/, (_a, sp: string, q: string) => sp + " ".repeat(q.length)))
        .join("\n");
      const example = exampleLevelOf(labelBefore(pl, start));
      out.push(region("prose", "markdown", text, start + 1, { quoted: true, example }));
      for (let k = start; k < end; k++) main[k] = "";
    }
    start = -1;
  };
  for (let k = 0; k < pl.length; k++) {
    if ((pl[k] ?? "").trim() === "") flush(k);
    else if (start < 0) start = k;
  }
  flush(pl.length);
  const mainText = main.join("\n");
  if (/\S/.test(mainText)) out.push(region("prose", "markdown", mainText, 1));
  return out;
}

/** Inline code spans (a backtick run closed by one of the same length on its line), as sorted [start, end) ranges. */
function codeSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  if (!text.includes("`")) return out;
  for (const m of matchAll(text, /(`+)[^\n]*?(?<!`)\1(?!`)/g))
    out.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return out;
}

/** Is offset `at` inside one of the sorted ranges? */
function within(spans: [number, number][], at: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = spans[mid] as [number, number];
    if (at < a) hi = mid - 1;
    else if (at >= b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The nearest non-blank line above line i (a heading or a sentence introducing a block). */
function labelBefore(lines: string[], i: number): string {
  let got = "";
  for (let k = i - 1, n = 0; k >= 0 && n < 2; k--) {
    const l = (lines[k] ?? "").trim();
    if (l === "") {
      if (got) break;
      continue;
    }
    got = `${l} ${got}`;
    n++;
    if (/^#/.test(l)) break;
  }
  return got;
}

function col(text: string, off: number): number {
  return off - (text.lastIndexOf("\n", off - 1) + 1);
}

/**
 * Splits source into a code region (comments blanked) and a comment region (code blanked), both the
 * length of the source, so rules for code never see comments and text rules still read them.
 */
export function splitComments(src: string, lang: Lang, startLine: number, example: ExampleLevel): Region[] {
  const isComment = new Uint8Array(src.length);
  const hash =
    lang === "python" ||
    lang === "shell" ||
    lang === "ruby" ||
    lang === "powershell" ||
    lang === "dockerfile" ||
    lang === "config" ||
    lang === "script";
  const slashes = lang === "js" || lang === "source";
  if (!hash && !slashes) return [region("code", lang, src, startLine, { example })];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    // Every case below starts at one of these characters; the rest is skipped at once.
    if (c !== "/" && c !== "#" && c !== "<" && c !== '"' && c !== "'" && c !== "`") {
      i++;
      continue;
    }
    if (slashes && c === "/" && src[i + 1] === "/" && src[i - 1] !== ":" && src[i - 1] !== "\\") {
      const e = src.indexOf("\n", i);
      i = fill(isComment, i, e < 0 ? n : e);
    } else if (slashes && c === "/" && src[i + 1] === "*") {
      const e = src.indexOf("*/", i + 2);
      i = fill(isComment, i, e < 0 ? n : e + 2);
    } else if (hash && c === "#" && (lang !== "shell" || i === 0 || /[\s;]/.test(src[i - 1] ?? ""))) {
      if (lang === "shell" && src[i + 1] === "!" && i === 0) {
        i = src.indexOf("\n") < 0 ? n : src.indexOf("\n");
        continue;
      }
      const e = src.indexOf("\n", i);
      i = fill(isComment, i, e < 0 ? n : e);
    } else if (lang === "powershell" && c === "<" && src[i + 1] === "#") {
      const e = src.indexOf("#>", i + 2);
      i = fill(isComment, i, e < 0 ? n : e + 2);
    } else if (lang === "python" && (c === '"' || c === "'") && src.startsWith(c + c + c, i)) {
      const q = src.slice(i, i + 3);
      const e = src.indexOf(q, i + 3);
      const end = e < 0 ? n : e + 3;
      const lineHead = src.slice(src.lastIndexOf("\n", i - 1) + 1, i);
      if (/^\s*[rRuUbBfF]{0,2}$/.test(lineHead)) fill(isComment, i, end); // docstring-like statement
      i = end;
    } else if (c === '"' || c === "'" || (slashes && c === "`")) {
      i = skipString(src, i, c, lang === "shell" && c === "'");
    } else i++;
  }
  // Built run by run: a comment run is blanked in the code text and kept in the comment text.
  let code = "";
  let comment = "";
  for (let k = 0; k < n; ) {
    const inComment = isComment[k];
    let e = k + 1;
    while (e < n && isComment[e] === inComment) e++;
    const run = src.slice(k, e);
    const masked = spaces(run);
    code += inComment ? masked : run;
    comment += inComment ? run : masked;
    k = e;
  }
  // Shell line continuations are joined so one command reads as one line; offsets and line numbers stay.
  const joined = lang === "shell" || lang === "dockerfile" ? code.replace(/\\\n/g, "  ") : code;
  const out = [region("code", lang, joined, startLine, { example, starts: lineStarts(code) })];
  if (/\S/.test(comment)) out.push(region("comment", lang, comment, startLine, { example }));
  return out;
}

function fill(arr: Uint8Array, a: number, b: number): number {
  arr.fill(1, a, b);
  return b;
}

function skipString(src: string, i: number, q: string, raw: boolean): number {
  let k = i + 1;
  while (k < src.length) {
    const ch = src[k];
    if (!raw && ch === "\\") k += 2;
    else if (ch === q) return k + 1;
    else if (ch === "\n" && q !== "`" && !raw) return k;
    else k++;
  }
  return k;
}
