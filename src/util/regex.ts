/**
 * `text.matchAll(re)` as an array, without the copy of `re` that String.prototype.matchAll makes
 * on every call: V8 compiles that copy afresh, which for the scanner's large alternations costs
 * far more than the match itself. Same matches, same order; `re` must be global and keeps its
 * lastIndex.
 */
export function matchAll(text: string, re: RegExp): RegExpExecArray[] {
  if (!re.global) throw new TypeError("matchAll needs a global RegExp");
  const saved = re.lastIndex;
  const out: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push(m);
      if (m[0] === "") re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes("v"));
    }
  } finally {
    re.lastIndex = saved;
  }
  return out;
}

function advance(s: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= s.length) return i + 1;
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const d = s.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}
