"use strict";
exports.id = 752;
exports.ids = [752];
exports.modules = {

/***/ 70752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   xs: () => (/* binding */ mdCode),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/**
 * Escaping for text that comes from the skill (untrusted). Each function targets one
 * output context; pick the one for where the text lands.
 */
// C0/C1 controls (except tab/newline), zero-width, bidi controls, BOM, Unicode tags.
const INVISIBLE = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;
/** Makes invisible and direction-changing characters visible, so a reviewer sees what is there. */
function visible(s) {
    return s.replace(INVISIBLE, (c) => `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}
function oneLine(s) {
    return s.replace(/\s+/g, " ").trim();
}
function truncate(s, max) {
    const chars = [...s];
    return chars.length <= max ? s : `${chars.slice(0, max - 1).join("")}\u2026`;
}
const ZWSP = "&#8203;";
const HTML_ENT = {
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
function escapeOnce(s, special, escapeChar) {
    const re = new RegExp(`@(?=[A-Za-z0-9_-])|#(?=\\d)|:\\/\\/|\\bwww\\.|[${special}]`, "gi");
    return s.replace(re, (m) => {
        if (m === "://")
            return `:${ZWSP}//`;
        if (m === "@" || m === "#")
            return `${m}${ZWSP}`;
        if (m.length > 1)
            return `${m.slice(0, 3)}${ZWSP}.`;
        return escapeChar(m);
    });
}
/**
 * For raw HTML inside Markdown (e.g. <summary>). Markdown is not parsed in HTML blocks,
 * but Markdown punctuation is entity-encoded too, in case a renderer does.
 */
function htmlText(s) {
    return escapeOnce(visible(oneLine(s)), "&<>\"'`*_\\[\\]|~\\\\", (c) => HTML_ENT[c] ?? `&#${c.charCodeAt(0)};`);
}
/**
 * Inline Markdown text (paragraphs and table cells), rendered inert: no emphasis,
 * links, images, HTML, headings, lists, mentions or auto-links.
 */
function mdText(s) {
    const out = escapeOnce(visible(oneLine(s)), '&<>"\\\\`*_{}\\[\\]()!|~', (c) => HTML_ENT[c] ?? `\\${c}`);
    // Block markers only matter at the start of a line; text here is always one line.
    return out.replace(/^([#+\-=]|\d+[.)])/, (m) => /^\d/.test(m) ? `${m.slice(0, -1)}\\${m.slice(-1)}` : `\\${m}`);
}
/**
 * An inline code span: content shows verbatim. Backticks inside are handled by a
 * longer fence; in tables a pipe would end the cell, so it is escaped (GFM allows \| in spans).
 */
function mdCode(s, opts = {}) {
    let body = truncate(visible(oneLine(s)), opts.max ?? 160);
    if (body === "")
        return "` `";
    if (opts.inTable)
        body = body.replace(/\|/g, "\\|");
    const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = "`".repeat(longest + 1);
    return `${fence} ${body} ${fence}`;
}
/** Only http(s) URLs survive; characters that could end a Markdown link or an attribute are percent-encoded. */
function safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s]+$/i.test(url.replace(/ /g, "%20")))
        return null;
    return url.replace(/[()<>"'`\\[\]|{}^ ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function mdLink(text, url) {
    const u = safeUrl(url);
    return u ? `[${text}](${u})` : text;
}


/***/ })

};
;