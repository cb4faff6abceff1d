"use strict";
exports.id = 493;
exports.ids = [493,86,752];
exports.modules = {

/***/ 91086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderReport: () => (/* binding */ renderReport),
/* harmony export */   reportCommand: () => (/* binding */ reportCommand)
/* harmony export */ });
/* unused harmony export readReport */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_render__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8385);
/* harmony import */ var _report_schema__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91327);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _help__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87911);
/** `skillaudit report <report.json>`, and the renderers behind `--format md|html|sarif|json`. */





function renderReport(report, format) {
    switch (format) {
        case "json":
            return (0,_report_render__WEBPACK_IMPORTED_MODULE_1__.renderJson)(report);
        case "md":
            return (0,_report_render__WEBPACK_IMPORTED_MODULE_1__.renderMarkdown)(report, { variant: "full" });
        case "html":
            return (0,_report_render__WEBPACK_IMPORTED_MODULE_1__.renderHtml)(report);
        case "sarif":
            return (0,_report_render__WEBPACK_IMPORTED_MODULE_1__.renderSarif)(report);
        default:
            throw new Error(`unknown format ${format}`);
    }
}
async function readReport(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8");
    }
    catch (e) {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(file, `cannot read (${e.code ?? e})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(file, "not valid JSON");
    }
    const parsed = _report_schema__WEBPACK_IMPORTED_MODULE_2__/* .Report */ .pl.safeParse(data);
    if (!parsed.success) {
        const i = parsed.error.issues[0];
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(file, `not a skillaudit report: ${i?.path.join(".") || "(root)"}: ${i?.message}`);
    }
    return parsed.data;
}
async function reportCommand(io, file, format) {
    io.stdout(renderReport(await readReport(file), format));
    return _help__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 77307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   jx: () => (/* binding */ ValidationMode),
/* harmony export */   kY: () => (/* binding */ Provenance),
/* harmony export */   s: () => (/* binding */ SkillPackage),
/* harmony export */   vp: () => (/* binding */ SpecIssue),
/* harmony export */   x5: () => (/* binding */ gitCache)
/* harmony export */ });
/* unused harmony exports FileKind, SkillFile, SkippedPart */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40104);

const ValidationMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["spec", "claude-code"]);
const FileKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["text", "binary", "archive", "document", "compiled"]);
const SkillFile = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Relative to the skill root, POSIX separators. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    size: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: FileKind,
    executable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Only the first maxFileBytes bytes were read (and hashed, with `size` beside them). */
    truncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/**
 * A problem with SKILL.md's front matter or the package's layout, reported with file and line; never
 * a reason to stop scanning. Errors break the Agent Skills format; warnings are outside it.
 */
const SpecIssue = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** e.g. "spec.unknown-key", "spec.name-folder-mismatch", "package.archive-traversal". */
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["error", "warning"]),
    /** Relative to the skill root (archive members as "a.zip!member"). */
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Set when the problem is also a risk: the scanner reports it as a finding of this pattern too. */
    pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("SC4").optional(),
});
/** A part of the package collect did not read (over a cap, a link out of the skill, a FIFO...). */
const SkippedPart = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const Provenance = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Skill root relative to the repository top level. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    dirty: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/** The `collect` stage's artifact: everything later stages may know about a skill, minus file bytes. */
const SkillPackage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Absolute path of the skill folder on this machine. */
    root: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    frontmatter: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    validationMode: ValidationMode,
    /** Other remarks about the package, as lines of text; front matter problems are in `spec`. */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Front matter problems, with line numbers (absent: none). */
    spec: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SpecIssue).optional(),
    /** Files whose bytes are in `contents` (whole, or their first maxFileBytes when `truncated`). */
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkillFile),
    /** What collect did not read, and why (absent: nothing). The scanner reports each as unread. */
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkippedPart).optional(),
    totalBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** sha256 over sorted (path, sha256) pairs: equal packages, equal hash, wherever they live. */
    contentHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    provenance: Provenance,
});
const gitCache = (roots = []) => ({ roots, rootsIn: new Map(), repos: new Map() });
const DEFAULT_LIMITS = {
    maxFileBytes: 5 * 1024 * 1024,
    maxPackageBytes: 50 * 1024 * 1024,
    maxFiles: 5000,
};


/***/ }),

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