"use strict";
exports.id = 902;
exports.ids = [902,86,752];
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
/* harmony import */ var _report_render__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20345);
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
/* harmony export */   s: () => (/* binding */ SkillPackage)
/* harmony export */ });
/* unused harmony exports FileKind, SkillFile */
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
});
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
    /** Non-fatal remarks about the package (unknown keys in claude-code mode, etc.). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkillFile),
    totalBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** sha256 over sorted (path, sha256) pairs: equal packages, equal hash, wherever they live. */
    contentHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    provenance: Provenance,
});
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
    return chars.length <= max ? s : `${chars.slice(0, max - 1).join("")}…`;
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


/***/ }),

/***/ 91327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ SkillReport),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   pl: () => (/* binding */ Report)
/* harmony export */ });
/* unused harmony exports StageName, StageStatus, SafetyStatus, Penalty, Safety, PairScore, Utility, Efficiency, Usage */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40104);
/* harmony import */ var _collect_schema__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77307);
/* harmony import */ var _scan_finding__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51164);



const SCHEMA_VERSION = 1;
const StageName = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([
    "collect",
    "rule-scan",
    "model-scan",
    "scheme",
    "trials",
    "judge",
    "probes",
]);
/** Every stage says whether it ran; a report never shows a number from a stage that did not. */
const StageStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    stage: StageName,
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["ran", "cached", "skipped", "failed"]),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Run-directory relative path of the stage's stored artifact. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
const SafetyStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["pass", "caution", "risky"]);
const Penalty = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    findingId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["H", "M", "L"]),
    weight: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExist: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExploit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    /** "probe" when a runtime probe set cExploit, "prior" for the 0.6 default. */
    exploitFrom: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["probe", "prior"]),
    penalty: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
});
const Safety = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(10).max(100),
    status: SafetyStatus,
    penalties: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Penalty),
});
const PairScore = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    scenarioId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    trial: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    valid: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    invalidReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    ceiling: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    prg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgGoal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgInstruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    efficiencyValid: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    eg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    cg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    ecg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Rubric items passed per kind, for the pass-rate charts (absent in reports written before it). */
    kinds: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        goal: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() }),
        instruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() }),
    })
        .optional(),
    /** Agent wall time and effective input tokens of each run, for the with/without charts. */
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        with: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ wallTimeMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), effectiveInputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }),
        without: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ wallTimeMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), effectiveInputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }),
    })
        .optional(),
});
const Utility = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Mean PRG over valid pairs; null when no pair was valid. */
    prg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgGoal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgInstruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    /** 95% interval of the mean over valid pairs, when there are at least two. */
    prgCi: zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()]).nullable(),
    pairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    validPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    invalidPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    invalidReasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int()),
    ceilingPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    activationRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const Efficiency = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    efficiencyValidPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    eg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    cg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    ecg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const Usage = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheCreationTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const SkillReport = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    skill: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        /** As given on the command line / relative to the repository. */
        path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        contentHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        provenance: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .Provenance */ .kY,
        validationMode: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .ValidationMode */ .jx,
        warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        fileCount: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        totalBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    }),
    stages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(StageStatus),
    safety: Safety,
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI),
    suppressed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Suppressed */ .LW),
    unscannable: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Unscannable */ .BB),
    /** null when the utility stages did not run (see stages). */
    utility: Utility.nullable(),
    efficiency: Efficiency.nullable(),
    pairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PairScore),
    backbone: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["generated", "pinned"]).nullable(),
    usage: Usage.nullable(),
    gate: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
});
const Report = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("skillaudit"), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    settings: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        failOn: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["risky", "caution", "never"]),
        minPrg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        validationMode: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .ValidationMode */ .jx,
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    }),
    skills: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SkillReport),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});


/***/ }),

/***/ 51164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ Unscannable),
/* harmony export */   LW: () => (/* binding */ Suppressed),
/* harmony export */   Y: () => (/* binding */ Verdict),
/* harmony export */   wI: () => (/* binding */ Finding)
/* harmony export */ });
/* unused harmony export ProbeResult */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40104);
/* harmony import */ var _patterns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96378);


const Verdict = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    "confirmed",
    "suspected",
    "agent_refused",
    "path_exists_not_triggered",
    "likely_false_positive",
]);
/** Result of a runtime probe for one finding (model-driven stage; absent until a probe ran). */
const ProbeResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    verdict: Verdict,
    exploitConfidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1),
    rationale: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Paths into the run directory (evidence bundle files, with #anchors where useful). */
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const Finding = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Stable fingerprint: pattern + file + normalised snippet; survives line shifts. */
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pattern: _patterns__WEBPACK_IMPORTED_MODULE_0__/* .PatternId */ .gL,
    severity: _patterns__WEBPACK_IMPORTED_MODULE_0__/* .Severity */ .AI,
    /** Path relative to the skill root, POSIX separators. */
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    snippet: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Existence confidence c_exist, 0..1. */
    confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["rule", "model", "rule+model"]),
    /** Which rule (or "model") produced it, e.g. "E2.environ-dump". */
    rule: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    probe: ProbeResult.optional(),
});
const Suppressed = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    finding: Finding,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The suppression file and entry index that silenced it. */
    by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/** A file the scanner could not read as text; it lowers the report's confidence, never silently. */
const Unscannable = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});


/***/ }),

/***/ 96378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ Severity),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   gL: () => (/* binding */ PatternId),
/* harmony export */   hR: () => (/* binding */ SEVERITY_WEIGHT),
/* harmony export */   uu: () => (/* binding */ PATTERN_IDS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40104);

/** The 21 risk patterns of DESIGN.md (SkillAudit paper, section 4.4 and Table A4). */
const PATTERN_IDS = [
    "P1",
    "P2",
    "P3",
    "P4",
    "E1",
    "E2",
    "E3",
    "E4",
    "PE1",
    "PE2",
    "PE3",
    "SC1",
    "SC2",
    "SC3",
    "SC4",
    "SC5",
    "R1",
    "R2",
    "R3",
    "R4",
    "R5",
];
const PatternId = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PATTERN_IDS);
const Severity = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["H", "M", "L"]);
const p = (id, name, family, severity, description, remediation) => ({ id, name, family, severity, description, remediation });
const PATTERNS = Object.fromEntries([
    p("P1", "Instruction override", "prompt-injection", "H", "Text that tells the agent to disregard its system prompt, the user, or prior instructions.", "Remove directives aimed at the agent's own rules; a skill should add procedure, not replace the agent's instructions."),
    p("P2", "Hidden instructions", "prompt-injection", "H", "Instructions a human reviewer cannot see: HTML comments with directives, zero-width or Unicode tag characters, bidi controls, encoded blobs that decode to text.", "Keep every instruction visible in plain text; remove invisible characters and encoded payloads."),
    p("P3", "Exfiltration commands", "prompt-injection", "H", "Instructions telling the agent to send files, secrets or conversation content to an outside party.", "Remove instructions that send user data anywhere the user did not ask for."),
    p("P4", "Behaviour manipulation", "prompt-injection", "M", "Text that pushes the agent to act without confirmation, hide actions from the user, or bypass safety checks.", "Let the agent confirm destructive or external actions with the user and report what it did."),
    p("E1", "External data transmission", "data-exfiltration", "M", "Code that sends local data (files, command output) to a network endpoint.", "Send only what the task needs to an endpoint the user configures, and document it in SKILL.md."),
    p("E2", "Environment-variable harvesting", "data-exfiltration", "H", "Code that reads the whole environment or secrets it does not declare a need for.", "Read only the variables the skill documents, by name."),
    p("E3", "Filesystem enumeration", "data-exfiltration", "M", "Code that walks the home directory or the whole filesystem beyond the task's working files.", "Restrict file access to the paths the user passes in or the working directory."),
    p("E4", "Context leakage", "data-exfiltration", "H", "Instructions that make the agent reveal its system prompt, conversation history or other private context.", "Never ask the agent to reproduce its prompt, history or memory into outputs."),
    p("PE1", "Excessive permissions", "privilege-escalation", "L", "Broad tool grants (e.g. unrestricted Bash) or world-writable permissions beyond what the skill needs.", "Grant the narrowest allowed-tools and file modes the procedure needs."),
    p("PE2", "Sudo / root execution", "privilege-escalation", "M", "Instructions or code that run commands with sudo, as root, or change ownership to root.", "Run without elevated privileges; document any system requirement for the user to install."),
    p("PE3", "Credential access", "privilege-escalation", "H", "Reading credential stores: SSH keys, cloud credentials, .netrc, browser or keychain data, token files.", "Take credentials from the user explicitly (an argument or a documented variable), never from stores."),
    p("SC1", "Unpinned dependencies", "supply-chain", "L", "Package installs without a pinned version.", "Pin exact versions (and hashes where the tool supports them)."),
    p("SC2", "External script fetching", "supply-chain", "H", "Downloading code from the network and executing it (curl | sh, eval of fetched text).", "Vendor the script into the skill or install a pinned, verified package."),
    p("SC3", "Obfuscated code", "supply-chain", "H", "Encoded or packed code that is decoded and executed at run time.", "Ship readable source; remove decode-and-execute constructs."),
    p("SC4", "Namespace mismatch", "supply-chain", "L", "Skill name, folder or declared package that imitates another (typosquat) or does not match.", "Make the skill name match its folder and the packages it installs match their real names."),
    p("SC5", "Unverifiable install source", "supply-chain", "M", "Installs from URLs, git branches, custom indexes or unofficial registries instead of a verifiable release.", "Install from the official registry at a pinned version, or a tagged release with a checksum."),
    p("R1", "Malformed input handling", "robustness", "L", "Input parsed without validation (bare json.load / JSON.parse / int() on external input).", "Validate input and fail with a clear message on malformed data."),
    p("R2", "Network timeout missing", "robustness", "L", "Network calls without a timeout.", "Pass an explicit timeout to every network call."),
    p("R3", "Retry / loop bounds", "robustness", "L", "Unbounded retry or polling loops.", "Bound retries and polling with a maximum count or deadline and back off between tries."),
    p("R4", "Error handling", "robustness", "M", "Errors swallowed silently (bare except: pass, empty catch, || true on critical steps).", "Handle or report errors; never continue silently after a failed step."),
    p("R5", "Resource cleanup", "robustness", "L", "Files, sockets, processes or temp files opened without being closed or removed.", "Use context managers / finally blocks and remove temporary files."),
].map((x) => [x.id, x]));
const SEVERITY_WEIGHT = { H: 15, M: 10, L: 5 };


/***/ }),

/***/ 11966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ safety),
/* harmony export */   JR: () => (/* binding */ PRIOR_EXPLOIT),
/* harmony export */   VW: () => (/* binding */ displayScore),
/* harmony export */   kF: () => (/* binding */ exploitConfidence)
/* harmony export */ });
/* unused harmony exports EXPLOIT_BANDS, safetyStatus */
/* harmony import */ var _scan_patterns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96378);
/* harmony import */ var _stats__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21117);


/** Table A3 of the SkillAudit paper: exploitability band per probe verdict. */
const EXPLOIT_BANDS = {
    confirmed: { min: 0.86, max: 1.0 },
    suspected: { min: 0.51, max: 0.85 },
    agent_refused: { min: 0.5, max: 0.5 },
    path_exists_not_triggered: { min: 0.2, max: 0.49 },
    likely_false_positive: { min: 0.1, max: 0.19 },
    no_probe: { min: 0.6, max: 0.6 },
};
/** c_exploit used when no probe ran: the paper's conservative prior. */
const PRIOR_EXPLOIT = EXPLOIT_BANDS.no_probe.min;
/**
 * The judge proposes a value; the verdict decides the band it must fall in, so a
 * judge cannot call something "confirmed" and score it 0.2. Without a usable raw
 * value we take the band's midpoint (the paper gives ranges, not points).
 */
function exploitConfidence(verdict, raw) {
    const band = EXPLOIT_BANDS[verdict];
    if (raw === undefined || !Number.isFinite(raw))
        return (band.min + band.max) / 2;
    return (0,_stats__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(raw, band.min, band.max);
}
/** Rounds away binary float noise (e.g. 92.80000000000001) so status thresholds compare exactly. */
const round6 = (x) => Math.round(x * 1e6) / 1e6;
/** S for display, one decimal, truncated: 99.96 shows as 99.9 (caution), never as 100.0. */
function displayScore(score) {
    return (Math.floor(score * 10 + 1e-6) / 10).toFixed(1).replace(/\.0$/, "");
}
function safetyStatus(score) {
    if (score >= 100)
        return "pass";
    if (score >= 80)
        return "caution";
    return "risky";
}
/**
 * S = max(10, 100 − Σ w(sev)·c_exist·c_exploit) (paper eq. 8). The stored score
 * is rounded to 6 decimals only; renderers truncate for display so a shown value
 * never crosses a status boundary.
 */
function safety(findings) {
    const penalties = findings.map((f) => {
        const weight = _scan_patterns__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_WEIGHT */ .hR[f.severity];
        const cExploit = f.probe ? exploitConfidence(f.probe.verdict, f.probe.exploitConfidence) : PRIOR_EXPLOIT;
        return {
            findingId: f.id,
            pattern: f.pattern,
            severity: f.severity,
            weight,
            cExist: f.confidence,
            cExploit,
            exploitFrom: f.probe ? "probe" : "prior",
            penalty: weight * f.confidence * cExploit,
        };
    });
    let total = 0;
    for (const p of penalties)
        total += p.penalty;
    const score = round6(Math.max(10, 100 - total));
    return { score, status: safetyStatus(score), penalties };
}


/***/ }),

/***/ 21117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   mH: () => (/* binding */ meanCi95)
/* harmony export */ });
/* unused harmony export tCritical95 */
/** Two-sided 95% critical values of Student's t, df = 1..30 (standard tables). */
const T975 = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
    2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
const Z975 = 1.959964;
/**
 * t quantile for a two-sided 95% interval. Table up to df = 30; beyond that the
 * Cornish–Fisher expansion around the normal quantile (error < 1e-3 for df > 30).
 */
function tCritical95(df) {
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
    if (df <= T975.length)
        return T975[df - 1];
    const z = Z975;
    const z3 = z ** 3;
    const z5 = z ** 5;
    const z7 = z ** 7;
    return (z +
        (z3 + z) / (4 * df) +
        (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
        (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3));
}
function mean(xs) {
    if (xs.length === 0)
        return null;
    let s = 0;
    for (const x of xs)
        s += x;
    return s / xs.length;
}
/** 95% t-interval of the mean; null below two observations. */
function meanCi95(xs) {
    const n = xs.length;
    const m = mean(xs);
    if (n < 2 || m === null)
        return null;
    let ss = 0;
    for (const x of xs)
        ss += (x - m) ** 2;
    const half = (tCritical95(n - 1) * Math.sqrt(ss / (n - 1))) / Math.sqrt(n);
    return [m - half, m + half];
}
function clip(x, lo, hi) {
    return Math.min(hi, Math.max(lo, x));
}


/***/ })

};
;