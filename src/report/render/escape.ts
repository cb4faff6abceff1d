/**
 * Escaping for text that comes from the skill (untrusted). Each function targets one
 * output context; pick the one for where the text lands.
 */

// C0/C1 controls (except tab/newline), zero-width, bidi controls, BOM, Unicode tags.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;

/** Makes invisible and direction-changing characters visible, so a reviewer sees what is there. */
export function visible(s: string): string {
  return s.replace(
    INVISIBLE,
    (c) => `<U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}>`,
  );
}

export function oneLine(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

export function truncate(s: string, max: number): string {
  const chars = [...s];
  return chars.length <= max ? s : `${chars.slice(0, max - 1).join("")}…`;
}

const ZWSP = "&#8203;";
const HTML_ENT: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * One pass over the text, so what one rule inserts (an entity, a backslash) is never
 * rewritten by another. `special` picks the characters replaced by `escapeChar`;
 * mentions, issue refs and URLs get an entity-encoded zero-width space so GitHub
 * does not link or notify.
 */
function escapeOnce(s: string, special: string, escapeChar: (c: string) => string): string {
  const re = new RegExp(`@(?=[A-Za-z0-9_-])|#(?=\\d)|:\\/\\/|\\bwww\\.|[${special}]`, "gi");
  return s.replace(re, (m) => {
    if (m === "://") return `:${ZWSP}//`;
    if (m === "@" || m === "#") return `${m}${ZWSP}`;
    if (m.length > 1) return `${m.slice(0, 3)}${ZWSP}.`;
    return escapeChar(m);
  });
}

/**
 * For raw HTML inside Markdown (e.g. <summary>). Markdown is not parsed in HTML blocks,
 * but Markdown punctuation is entity-encoded too, in case a renderer does.
 */
export function htmlText(s: string): string {
  return escapeOnce(
    visible(oneLine(s)),
    "&<>\"'`*_\\[\\]|~\\\\",
    (c) => HTML_ENT[c] ?? `&#${c.charCodeAt(0)};`,
  );
}

/**
 * Inline Markdown text (paragraphs and table cells), rendered inert: no emphasis,
 * links, images, HTML, headings, lists, mentions or auto-links.
 */
export function mdText(s: string): string {
  const out = escapeOnce(visible(oneLine(s)), '&<>"\\\\`*_{}\\[\\]()!|~', (c) => HTML_ENT[c] ?? `\\${c}`);
  // Block markers only matter at the start of a line; text here is always one line.
  return out.replace(/^([#+\-=]|\d+[.)])/, (m) =>
    /^\d/.test(m) ? `${m.slice(0, -1)}\\${m.slice(-1)}` : `\\${m}`,
  );
}

/**
 * An inline code span: content shows verbatim. Backticks inside are handled by a
 * longer fence; in tables a pipe would end the cell, so it is escaped (GFM allows \| in spans).
 */
export function mdCode(s: string, opts: { inTable?: boolean; max?: number } = {}): string {
  let body = truncate(visible(oneLine(s)), opts.max ?? 160);
  if (body === "") return "` `";
  if (opts.inTable) body = body.replace(/\|/g, "\\|");
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence} ${body} ${fence}`;
}

/** Only http(s) URLs survive; characters that could end a Markdown link or an attribute are percent-encoded. */
export function safeUrl(url: string | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url.replace(/ /g, "%20"))) return null;
  return url.replace(
    /[()<>"'`\\[\]|{}^ ]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

export function mdLink(text: string, url: string | undefined): string {
  const u = safeUrl(url);
  return u ? `[${text}](${u})` : text;
}
