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

/** Breaks GitHub's auto-linking of mentions, issue refs and URLs (entity-encoded zero-width space). */
function defuse(s: string): string {
  // One pass, so an inserted entity ("&#8203;") is never itself rewritten.
  return s.replace(/@(?=[A-Za-z0-9_-])|#(?=\d)|:\/\/|\bwww\./gi, (m) =>
    m === "://" ? `:${ZWSP}//` : m.length === 1 ? `${m}${ZWSP}` : `${m.slice(0, 3)}${ZWSP}.`,
  );
}

const HTML_ENT: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** For raw HTML contexts (e.g. <summary> inside Markdown), where no Markdown is parsed. */
export function htmlText(s: string): string {
  return defuse(visible(oneLine(s)).replace(/[&<>"']/g, (c) => HTML_ENT[c] as string));
}

/**
 * Inline Markdown text (paragraphs and table cells), rendered inert: no emphasis,
 * links, images, HTML, headings, lists, mentions or auto-links.
 */
export function mdText(s: string): string {
  let out = visible(oneLine(s)).replace(/[&<>"]/g, (c) => HTML_ENT[c] as string);
  out = out.replace(/[\\`*_{}[\]()!|~]/g, (c) => `\\${c}`);
  // Block markers only matter at the start of a line; text here is always one line.
  out = out.replace(/^([#+\-=.>]|\d+[.)])/, (m) =>
    /^\d/.test(m) ? m.replace(/[.)]$/, (c) => `\\${c}`) : `\\${m}`,
  );
  return defuse(out);
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
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return null;
  return url.replace(
    /[()<>"'`\\[\]|{}^ ]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

export function mdLink(text: string, url: string | undefined): string {
  const u = safeUrl(url);
  return u ? `[${text}](${u})` : text;
}
