/**
 * One line of plain text for a terminal or a CI log, whatever the data in it. File and skill
 * names come from the skill: a name holding a newline could start a new line with `::warning::`
 * or `::add-mask::`, which the Actions runner executes as a workflow command, and escape
 * sequences could rewrite a terminal. Controls are shown as escapes, never sent.
 */

// C0 and C1 controls, DEL, zero-width and bidi controls, BOM, line/paragraph separators, Unicode tags.
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(c: string): string {
  const code = c.codePointAt(0) as number;
  if (NAMED[c]) return NAMED[c];
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, "0")}`;
  return `<U+${code.toString(16).toUpperCase().padStart(4, "0")}>`;
}

/** A workflow command starts a line (after blanks) with `::`; the legacy form with `##[`. */
const COMMAND_START = /^(\s*)(::|##\[)/;

export function safeLine(text: string): string {
  const flat = text.replace(UNSAFE, escapeChar);
  return flat.replace(
    COMMAND_START,
    (_m, lead: string, cmd: string) => `${lead}${escapeChar(cmd[0] as string)}${cmd.slice(1)}`,
  );
}

/** Each line of a multi-line text made safe on its own: the line breaks that are ours stay. */
export function safeLines(lines: readonly string[]): string {
  return lines.map(safeLine).join("\n");
}
