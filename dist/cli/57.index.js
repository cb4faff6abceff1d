"use strict";
exports.id = 57;
exports.ids = [57,620,752];
exports.modules = {

/***/ 32620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runScanOrAudit: () => (/* binding */ runScanOrAudit),
  Y: () => (/* binding */ skillPaths)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/pipeline/audit.ts + 43 modules
var audit = __webpack_require__(62667);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/model-options.ts
var model_options = __webpack_require__(16360);
;// CONCATENATED MODULE: ./src/cli/progress.ts
const ESC = "\u001b[";
function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, "0")}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}
/** The status line: skill, stage, trials done/total, tokens, cost, ETA (only what is known). */
function statusLine(st, now) {
    const parts = [st.total > 1 ? `[${st.index + 1}/${st.total}] ${st.skill}` : st.skill, st.stage];
    if (st.planned > 0) {
        parts.push(`trials ${st.done}/${st.planned}${st.reused ? ` (${st.reused} reused)` : ""}`);
    }
    if (st.usage) {
        const tokens = st.usage.inputTokens + st.usage.outputTokens;
        parts.push(`${tokens.toLocaleString("en-US")} tokens`);
        if (st.usage.costUsd !== null)
            parts.push(`$${st.usage.costUsd.toFixed(2)}`);
    }
    const ran = st.done - st.reused;
    if (st.trialsSince !== null && ran > 0 && st.done < st.planned) {
        const perTrial = (now - st.trialsSince) / ran;
        parts.push(`ETA ${formatDuration(perTrial * (st.planned - st.done))}`);
    }
    return parts.join(" \u00b7 ");
}
/**
 * A live line redrawn in place on a terminal; plain lines otherwise (one per stage and per
 * skill, and a trials line every tenth of the plan). `quiet` keeps only warnings.
 */
function progressDisplay(out, opts = {}) {
    const now = opts.now ?? Date.now;
    const live = !opts.quiet &&
        (opts.live ?? (Boolean(out.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb"));
    const st = {
        skill: "",
        index: 0,
        total: 1,
        stage: "starting",
        planned: 0,
        done: 0,
        reused: 0,
        usage: null,
        trialsSince: null,
    };
    let shown = false;
    let lastPlainTenth = -1;
    const clear = () => {
        if (shown)
            out.write(`\r${ESC}2K`);
        shown = false;
    };
    const draw = () => {
        if (!live)
            return;
        const width = Math.max(20, (out.columns ?? 100) - 1);
        const line = statusLine(st, now());
        out.write(`\r${ESC}2K${[...line].slice(0, width).join("")}`);
        shown = true;
    };
    const plain = (s) => {
        if (!opts.quiet && !live)
            out.write(`${s}\n`);
    };
    const timer = live ? setInterval(draw, 1000) : null;
    timer?.unref();
    const progress = {
        skill(name, index, total) {
            Object.assign(st, { skill: name, index, total, stage: "collect", planned: 0, done: 0, reused: 0 });
            st.trialsSince = null;
            lastPlainTenth = -1;
            draw();
        },
        stage(stage) {
            st.stage = stage;
            if (live)
                draw();
        },
        planned(n) {
            st.planned += n;
            st.trialsSince ??= now();
            draw();
        },
        trialDone(reused) {
            st.done++;
            if (reused)
                st.reused++;
            // Reused trials take no time: the ETA clock starts with the trials that really run.
            if (reused && st.done === st.reused)
                st.trialsSince = now();
            if (live)
                return draw();
            const tenth = st.planned > 0 ? Math.floor((st.done * 10) / st.planned) : 0;
            if (tenth !== lastPlainTenth || st.done === st.planned) {
                lastPlainTenth = tenth;
                plain(statusLine(st, now()));
            }
        },
        usage(u) {
            st.usage = u;
            draw();
        },
    };
    const line = (prefix) => (m) => {
        clear();
        out.write(`${prefix}${m}\n`);
        draw();
    };
    const logger = {
        info: opts.quiet ? () => { } : line(""),
        warn: line("warning: "),
        debug: () => { },
    };
    return {
        progress,
        logger,
        stop() {
            if (timer)
                clearInterval(timer);
            clear();
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/scan-json.ts
const ORDER = ["pass", "caution", "risky"];
/**
 * The CLI's JSON (`--json`), one shape for any number of skills: per-skill entries in `skills`, and
 * top-level `findings` / `suppressed` / `unscannable` / `spec` whose items name their skill (`skill`, `skillPath`).
 * `safety` is the lowest score and worst status; `skill` is kept for single-skill readers (null when
 * there are several). report.json in the report directory is the full report.
 */
function scanJson(report) {
    const named = (s, x) => ({
        skill: s.skill.name,
        skillPath: s.skill.path,
        ...x,
    });
    const skillInfo = (s) => ({
        name: s.skill.name,
        path: s.skill.path,
        contentHash: s.skill.contentHash,
        validationMode: s.skill.validationMode,
    });
    const worst = report.skills.reduce((w, s) => (ORDER.indexOf(s.safety.status) > ORDER.indexOf(w) ? s.safety.status : w), "pass");
    const [only] = report.skills;
    return {
        schemaVersion: report.schemaVersion,
        tool: report.tool,
        passed: report.passed,
        skill: report.skills.length === 1 && only ? skillInfo(only) : null,
        safety: {
            score: report.skills.length ? Math.min(...report.skills.map((s) => s.safety.score)) : 100,
            status: worst,
            coverage: {
                complete: report.skills.every((s) => s.safety.coverage.complete),
                unread: report.skills.reduce((n, s) => n + s.safety.coverage.unread, 0),
            },
        },
        gate: {
            passed: report.passed,
            reasons: report.skills.flatMap((s) => s.gate.reasons.map((r) => `${s.skill.name}: ${r}`)),
        },
        findings: report.skills.flatMap((s) => s.findings.map((f) => named(s, f))),
        suppressed: report.skills.flatMap((s) => s.suppressed.map((x) => named(s, x))),
        unscannable: report.skills.flatMap((s) => s.unscannable.map((x) => named(s, x))),
        spec: report.skills.flatMap((s) => s.spec.map((x) => named(s, x))),
        skills: report.skills.map((s) => ({
            skill: skillInfo(s),
            safety: { score: s.safety.score, status: s.safety.status, coverage: s.safety.coverage },
            gate: s.gate,
            findings: s.findings,
            suppressed: s.suppressed,
            unscannable: s.unscannable,
            spec: s.spec,
            utility: s.utility,
            efficiency: s.efficiency,
            stages: s.stages,
        })),
    };
}

// EXTERNAL MODULE: ./src/report/render/escape.ts
var render_escape = __webpack_require__(70752);
// EXTERNAL MODULE: ./src/scan/patterns.ts
var patterns = __webpack_require__(96378);
// EXTERNAL MODULE: ./src/score/safety.ts
var safety = __webpack_require__(11966);
// EXTERNAL MODULE: ./src/util/safe-text.ts
var safe_text = __webpack_require__(54747);
;// CONCATENATED MODULE: ./src/cli/summary.ts




const STATUS = { pass: "PASS", caution: "CAUTION", risky: "RISKY" };
/** The human summary the CLI prints on stdout: short, plain, and explicit about what was not measured. */
function textSummary(report, files) {
    const lines = [];
    lines.push(`skillaudit ${report.tool.version}: ${report.skills.length} skill(s), validation mode ${report.settings.validationMode}`);
    for (const s of report.skills)
        lines.push("", ...skillLines(s));
    if (files)
        lines.push("", `Report: ${files.html} (report.json, report.md, report.sarif beside it)`);
    lines.push("", report.passed
        ? "Gate: passed"
        : `Gate: FAILED (fail-on ${report.settings.failOn}, fail-on-severity ${report.settings.failOnSeverity})`);
    for (const s of report.skills)
        for (const r of s.gate.reasons)
            lines.push(`  ${s.skill.name}: ${r}`);
    // File and skill names come from the skill: one escaped line each, never a runner command.
    return `${(0,safe_text/* safeLines */.B)(lines)}\n`;
}
function skillLines(s) {
    const out = [];
    const counts = ["H", "M", "L"]
        .map((sev) => `${sev}:${s.findings.filter((f) => f.severity === sev).length}`)
        .join(" ");
    out.push(`${s.skill.name} (${s.skill.path}) ${STATUS[s.safety.status]}  safety ${(0,safety/* displayScore */.VW)(s.safety.score)}/100  findings ${s.findings.length} (${counts})`);
    for (const f of s.findings.slice(0, 20)) {
        out.push(`  ${f.severity} ${f.pattern.padEnd(3)} ${f.file}:${f.line}  ${patterns/* PATTERNS */.G3[f.pattern].name}: ${clip(f.snippet)}`);
    }
    if (s.findings.length > 20)
        out.push(`  \u2026 ${s.findings.length - 20} more in the report`);
    if (s.suppressed.length)
        out.push(`  suppressed: ${s.suppressed.length} (reasons in the report)`);
    if (s.unscannable.length)
        out.push(`  not scannable as text: ${s.unscannable.map((u) => u.file).join(", ")}`);
    if (!s.safety.coverage.complete)
        out.push(`  incomplete: ${s.safety.coverage.unread} part(s) not read, so this skill cannot pass`);
    for (const i of s.spec.slice(0, 10))
        out.push(`  ${i.severity}: ${(0,render_escape/* oneLine */.TN)(`${i.file}:${i.line}: ${i.message}`)}`);
    if (s.spec.length > 10)
        out.push(`  \u2026 ${s.spec.length - 10} more front matter / package problems in the report`);
    if (s.utility?.prg != null) {
        out.push(`  utility: PRG ${fmt(s.utility.prg)} over ${s.utility.validPairs} valid pair(s), ${s.utility.invalidPairs} invalid`);
    }
    else {
        out.push("  utility: not measured");
    }
    if (s.efficiency?.ecg != null)
        out.push(`  efficiency/cost: EG ${fmt(s.efficiency.eg)} CG ${fmt(s.efficiency.cg)} ECG ${fmt(s.efficiency.ecg)}`);
    else
        out.push("  efficiency/cost: not measured");
    const notRun = s.stages.filter((st) => st.status === "skipped" || st.status === "failed");
    if (notRun.length) {
        const byReason = new Map();
        for (const st of notRun)
            byReason.set(`${st.status}: ${st.reason ?? "no reason given"}`, [
                ...(byReason.get(`${st.status}: ${st.reason ?? "no reason given"}`) ?? []),
                st.stage,
            ]);
        for (const [reason, stages] of byReason)
            out.push(`  not run (${stages.join(", ")}): ${reason}`);
    }
    return out;
}
function fmt(n) {
    if (n == null)
        return "n/a";
    return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
function clip(s) {
    // Terminal output: invisible and control characters a hostile snippet could use to rewrite the screen are shown, not sent.
    return (0,render_escape/* truncate */.xv)((0,render_escape/* oneLine */.TN)((0,render_escape/* visible */.RK)(s)), 100);
}

;// CONCATENATED MODULE: ./src/cli/run-audit.ts
/** `skillaudit scan` and `skillaudit audit`: the pipeline with the CLI's output and progress. */










const MB = 1024 * 1024;
/** `SKILL.md` names its folder; any other file is a mistake worth one clear line. */
function skillPaths(paths) {
    return paths.map((p) => {
        let st;
        try {
            st = (0,external_node_fs_.statSync)(p);
        }
        catch {
            return p; // the pipeline names a missing path
        }
        if (st.isDirectory())
            return p;
        if (external_node_path_default().basename(p).toLowerCase() === "skill.md")
            return external_node_path_default().dirname(p) || ".";
        throw new errors/* InputError */.dz(p, "not a skill: give a skill folder, its SKILL.md, or a folder holding skills");
    });
}
async function runScanOrAudit(io, paths, o, opts) {
    const format = o.json ? "json" : String(o.format ?? "text");
    const scan = opts.command === "scan";
    const model = scan ? { skip: "static-only run (skillaudit scan)" } : (0,model_options/* modelSettings */.zg)(o);
    const display = progressDisplay(io.stderr ?? process.stderr, { quiet: Boolean(o.quiet) });
    let result;
    try {
        result = await (0,audit/* runAudit */.bD)({
            skills: skillPaths(paths),
            outDir: o.out,
            mode: o.mode,
            failOn: o.failOn,
            failOnSeverity: o.failOnSeverity,
            minPrg: o.minPrg ?? null,
            suppressionsFile: o.suppressions,
            limits: {
                ...(o.maxFileMb !== undefined ? { maxFileBytes: Math.floor(o.maxFileMb * MB) } : {}),
                ...(o.maxPackageMb !== undefined
                    ? { maxPackageBytes: Math.floor(o.maxPackageMb * MB) }
                    : {}),
            },
            modelSkipReason: model.skip,
            ...("settings" in model && model.settings ? { model: model.settings } : {}),
            logger: io.logger ?? display.logger,
            progress: display.progress,
            signal: io.signal,
            version: package_0/* version */.rE,
        });
    }
    finally {
        display.stop();
    }
    if (format === "text")
        io.stdout(textSummary(result.report, result.files));
    else if (format === "json")
        io.stdout(`${JSON.stringify(scanJson(result.report), null, 2)}\n`);
    else {
        const { renderReport } = await Promise.all(/* import() */[__webpack_require__.e(42), __webpack_require__.e(385), __webpack_require__.e(86)]).then(__webpack_require__.bind(__webpack_require__, 91086));
        io.stdout(renderReport(result.report, format));
    }
    return result.report.passed ? help/* EXIT */.dc.ok : help/* EXIT */.dc.gate;
}


/***/ }),

/***/ 92057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   scenariosCommand: () => (/* binding */ scenariosCommand)
/* harmony export */ });
/* harmony import */ var _collect_collect__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77127);
/* harmony import */ var _model_budget__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21368);
/* harmony import */ var _model_config__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86545);
/* harmony import */ var _pipeline_audit__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62667);
/* harmony import */ var _pipeline_model_stages__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53585);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70017);
/* harmony import */ var _util_logger__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96618);
/* harmony import */ var _help__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(87911);
/* harmony import */ var _model_options__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(16360);
/* harmony import */ var _run_audit__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(32620);
/** `skillaudit scenarios <skill>`: generate the utility scenarios into a folder for review. */










async function scenariosCommand(io, arg, o) {
    const [dir = arg] = (0,_run_audit__WEBPACK_IMPORTED_MODULE_9__/* .skillPaths */ .Y)([arg]);
    const model = (0,_model_options__WEBPACK_IMPORTED_MODULE_8__/* .modelSettings */ .zg)(o);
    if (!model.settings)
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(dir, model.skip ?? "no model configured");
    // Scenarios are written by the fixed judge model, as in an audit.
    const provider = (0,_model_config__WEBPACK_IMPORTED_MODULE_2__/* .providerFromConfig */ .e)({ ...model.settings.provider, model: (0,_pipeline_audit__WEBPACK_IMPORTED_MODULE_3__/* .judgeModelOf */ .ig)(model.settings) });
    if (!provider)
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(dir, "no model configured");
    const skill = await (0,_collect_collect__WEBPACK_IMPORTED_MODULE_0__/* .collectSkill */ .C)(dir, { mode: o.mode });
    const out = String(o.dir).replaceAll("{skill}", skill.pkg.name);
    const res = await (0,_pipeline_model_stages__WEBPACK_IMPORTED_MODULE_4__/* .generateScenariosForReview */ .CE)({
        skill,
        provider,
        dir: out,
        count: model.settings.scenarios,
        budget: new _model_budget__WEBPACK_IMPORTED_MODULE_1__/* .Budget */ .__(model.settings.budget ?? {}),
        logger: io.logger ?? (0,_util_logger__WEBPACK_IMPORTED_MODULE_6__/* .stderrLogger */ .D)({}),
    });
    io.stdout(`${res.scheme.scenarios.length} scenario(s) written to ${out}; review and commit them\n`);
    return _help__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .dc.ok;
}


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


/***/ }),

/***/ 96618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stderrLogger)
/* harmony export */ });
/* unused harmony export memoryLogger */
/* harmony import */ var _safe_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54747);

/** Logs to stderr so stdout stays clean for machine-readable output; one escaped line per message. */
function stderrLogger(opts = {}) {
    return {
        info: (m) => {
            if (!opts.quiet)
                process.stderr.write(`${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`);
        },
        warn: (m) => process.stderr.write(`warning: ${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`),
        debug: (m) => {
            if (opts.verbose)
                process.stderr.write(`debug: ${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`);
        },
    };
}
/** Records lines; for tests and for capturing a stage's log into the run directory. */
function memoryLogger() {
    const lines = [];
    return {
        lines,
        info: (m) => lines.push(`info: ${m}`),
        warn: (m) => lines.push(`warn: ${m}`),
        debug: (m) => lines.push(`debug: ${m}`),
    };
}


/***/ }),

/***/ 54747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ safeLines),
/* harmony export */   o: () => (/* binding */ safeLine)
/* harmony export */ });
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
const NAMED = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
function escapeChar(c) {
    const code = c.codePointAt(0);
    if (NAMED[c])
        return NAMED[c];
    if (code < 0x100)
        return `\\x${code.toString(16).padStart(2, "0")}`;
    return `<U+${code.toString(16).toUpperCase().padStart(4, "0")}>`;
}
/** A workflow command starts a line (after blanks) with `::`; the legacy form with `##[`. */
const COMMAND_START = /^(\s*)(::|##\[)/;
function safeLine(text) {
    const flat = text.replace(UNSAFE, escapeChar);
    return flat.replace(COMMAND_START, (_m, lead, cmd) => `${lead}${escapeChar(cmd[0])}${cmd.slice(1)}`);
}
/** Each line of a multi-line text made safe on its own: the line breaks that are ours stay. */
function safeLines(lines) {
    return lines.map(safeLine).join("\n");
}


/***/ })

};
;