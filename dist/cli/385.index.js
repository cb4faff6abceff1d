"use strict";
exports.id = 385;
exports.ids = [385];
exports.modules = {

/***/ 8385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderBadges: () => (/* reexport */ renderBadges),
  renderHtml: () => (/* reexport */ renderHtml),
  renderJson: () => (/* reexport */ renderJson),
  renderMarkdown: () => (/* reexport */ renderMarkdown),
  renderSarif: () => (/* reexport */ renderSarif)
});

// UNUSED EXPORTS: DEFAULT_MAX_CHARS, INFORMATION_URI, artifactUri, badgeFileName, badgeSvg, provenancePermalink, riskOrder

// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(68833);
// EXTERNAL MODULE: ./src/score/safety.ts
var score_safety = __webpack_require__(11966);
// EXTERNAL MODULE: ./src/scan/patterns.ts
var patterns = __webpack_require__(96378);
;// CONCATENATED MODULE: ./src/report/view.ts


const STATUS_LABEL = { pass: "Pass", caution: "Caution", risky: "Risky" };
const STATUS_ICON = { pass: "\ud83d\udfe2", caution: "\ud83d\udfe1", risky: "\ud83d\udd34" };
const SEVERITY_LABEL = { H: "High", M: "Medium", L: "Low" };
function signed(x, digits = 2) {
    const s = Math.abs(x).toFixed(digits);
    if (Number(s) === 0)
        return (0).toFixed(digits);
    return `${x < 0 ? "-" : "+"}${s}`;
}
function grouped(n) {
    const s = String(Math.round(Math.abs(n)));
    return s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function signedInt(n) {
    const r = Math.round(n);
    return r === 0 ? "0" : `${r < 0 ? "-" : "+"}${grouped(r)}`;
}
function seconds(ms, sign = true) {
    const s = (Math.abs(ms) / 1000).toFixed(1);
    if (!sign || Number(s) === 0)
        return `${s} s`;
    return `${ms < 0 ? "-" : "+"}${s} s`;
}
function percent(x) {
    return `${Math.round(x * 100)}%`;
}
function bytes(n) {
    if (n < 1024)
        return `${n} B`;
    if (n < 1024 * 1024)
        return `${(n / 1024).toFixed(1)} KiB`;
    return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
const UTILITY_STAGES = ["scheme", "trials", "judge"];
function stageNote(s) {
    return `${s.stage} ${s.status}${s.reason ? `: ${s.reason}` : ""}`;
}
const notRun = (s) => s.status === "skipped" || s.status === "failed";
/** Why the utility numbers are missing, from the first utility stage that did not run. */
function utilityGapOf(skill) {
    for (const name of UTILITY_STAGES) {
        const s = skill.stages.find((x) => x.stage === name);
        if (s && notRun(s))
            return { why: stageNote(s), stage: true };
    }
    const ran = skill.stages.some((x) => UTILITY_STAGES.includes(x.stage));
    return { why: ran ? "no trial results" : "utility stages did not run", stage: false };
}
function utilityGap(skill) {
    return utilityGapOf(skill).why;
}
function scanGapOf(skill) {
    const s = skill.stages.find((x) => x.stage === "rule-scan");
    if (!s)
        return { why: "rule-scan did not run", stage: false };
    return notRun(s) ? { why: stageNote(s), stage: true } : null;
}
function scanGap(skill) {
    return scanGapOf(skill)?.why ?? null;
}
const measured = (label, value, note = null) => ({
    label,
    value,
    note,
    why: null,
    stageGap: false,
});
const missing = (label, gap) => ({
    label,
    value: null,
    note: null,
    why: typeof gap === "string" ? gap : gap.why,
    stageGap: typeof gap === "string" ? false : gap.stage,
});
function skillGaps(skill, metrics) {
    const stages = new Map();
    for (const s of skill.stages.filter(notRun)) {
        const why = `${s.status}: ${s.reason ?? "no reason given"}`;
        stages.set(why, [...(stages.get(why) ?? []), s.stage]);
    }
    const data = new Map();
    for (const m of Object.values(metrics)) {
        if (m.value !== null || m.stageGap || m.why === null)
            continue;
        data.set(m.why, [...(data.get(m.why) ?? []), shortLabel(m.label)]);
    }
    return {
        notRun: [...stages].map(([why, s]) => ({ stages: s, why })),
        notMeasured: [...data].map(([why, labels]) => ({ labels, why })),
    };
}
/** "\u0394t (time saved per pair)" \u2192 "\u0394t": the table row says the rest. */
function shortLabel(label) {
    return label.replace(/ \(.*\)$/, "");
}
function skillMetrics(skill) {
    const u = skill.utility;
    const e = skill.efficiency;
    const gap = scanGapOf(skill);
    const safety = gap
        ? missing("Safety score S", gap)
        : measured("Safety score S", `${(0,score_safety/* displayScore */.VW)(skill.safety.score)} / 100`, skill.safety.rulesOnly
            ? `${STATUS_LABEL[skill.safety.status]}; rests on the rule scan alone (${skill.safety.rulesOnly})`
            : STATUS_LABEL[skill.safety.status]);
    const uGap = u ? null : utilityGapOf(skill);
    const noValid = u && u.validPairs === 0 ? `0 valid pairs of ${u.pairs}` : null;
    const prgMetric = (label, v, split) => {
        if (uGap)
            return missing(label, uGap);
        if (noValid)
            return missing(label, noValid);
        if (v === null || v === undefined)
            return missing(label, split ? "no rubric items of this kind" : "no valid pairs");
        return measured(label, signed(v));
    };
    const prg = prgMetric("PRG (pass-rate gain)", u?.prg, false);
    if (prg.value && u) {
        prg.note = [
            u.prgCi
                ? `95% CI ${signed(u.prgCi[0])} \u2026 ${signed(u.prgCi[1])} (t over ${u.scenarios} scenarios)`
                : (u.intervalNote ?? null),
            u.ceilingShare !== null ? `ceiling ${percent(u.ceilingShare)} of pairs` : null,
        ]
            .filter(Boolean)
            .join("; ");
    }
    const effWhy = uGap ??
        (e && e.efficiencyValidPairs === 0 ? "no efficiency-valid pair: both runs must pass \u22651 item" : null);
    const effMetric = (label, v, fmt) => {
        if (effWhy)
            return missing(label, effWhy);
        if (v === null || v === undefined)
            return missing(label, "no efficiency-valid pairs");
        return measured(label, fmt(v));
    };
    const evNote = e
        ? `over ${e.efficiencyValidPairs} efficiency-valid pair${e.efficiencyValidPairs === 1 ? "" : "s"}`
        : null;
    const ecg = effMetric("ECG (efficiency-cost gain)", e?.ecg, (x) => signed(x));
    if (ecg.value && e)
        ecg.note = `\u03b1 = ${e.alpha}, ${evNote}`;
    let activation;
    if (uGap)
        activation = missing("Activation rate", uGap);
    else if (u?.activationRate === null || u?.activationRate === undefined)
        activation = missing("Activation rate", "no with-skill runs recorded");
    else
        activation = measured("Activation rate", percent(u.activationRate), u.activatedPrg === null
            ? "no pair opened the skill"
            : `PRG ${signed(u.activatedPrg)} over the ${u.activatedPairs} pair${u.activatedPairs === 1 ? "" : "s"} that opened the skill`);
    let pairs;
    if (!u)
        pairs = missing("Scenario pairs", uGap);
    else {
        const reasons = Object.entries(u.invalidReasons)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ");
        pairs = measured("Scenario pairs", `${u.validPairs} valid / ${u.invalidPairs} invalid`, [reasons || null, u.ceilingPairs ? `${u.ceilingPairs} at ceiling` : null].filter(Boolean).join("; ") ||
            null);
    }
    return {
        safety,
        prg,
        prgGoal: prgMetric("PRG, goal completion", u?.prgGoal, true),
        prgInstruction: prgMetric("PRG, instruction following", u?.prgInstruction, true),
        eg: effMetric("EG (time gain)", e?.eg, (x) => signed(x)),
        cg: effMetric("CG (token gain)", e?.cg, (x) => signed(x)),
        ecg,
        deltaT: effMetric("\u0394t (time saved per pair)", e?.deltaTMs, (x) => seconds(x)),
        deltaTokens: effMetric("\u0394tokens (input tokens saved per pair)", e?.deltaTokens, signedInt),
        activation,
        pairs,
    };
}
function probeLabel(f, skill) {
    const ran = skill?.probes?.find((p) => p.findingId === f.id);
    if (!f.probe)
        return ran?.outcome === "not_exercised" ? "not exercised (prior 0.60)" : "no probe";
    return `${f.probe.verdict.replace(/_/g, " ")} (${f.probe.exploitConfidence.toFixed(2)})`;
}
function patternName(id) {
    return patterns/* PATTERNS */.G3[id]?.name ?? id;
}
const num = (x, f) => (x === null ? "\u2014" : f(x));
function pairView(p) {
    const status = p.valid
        ? p.ceiling
            ? "valid, ceiling"
            : "valid"
        : `invalid: ${p.invalidReason ?? "unknown"}`;
    const rows = [
        { label: "Rubric items passed (with / without / total)", value: `${p.nWith} / ${p.nWithout} / ${p.n}` },
        { label: "PRG", value: num(p.prg, (x) => signed(x)) },
        {
            label: "PRG goal / instruction",
            value: `${num(p.prgGoal, (x) => signed(x))} / ${num(p.prgInstruction, (x) => signed(x))}`,
        },
        {
            label: "EG / CG / ECG",
            value: p.efficiencyValid
                ? `${num(p.eg, (x) => signed(x))} / ${num(p.cg, (x) => signed(x))} / ${num(p.ecg, (x) => signed(x))}`
                : "not efficiency-valid",
        },
        {
            label: "\u0394t / \u0394tokens",
            value: p.efficiencyValid
                ? `${num(p.deltaTMs, (x) => seconds(x))} / ${num(p.deltaTokens, signedInt)}`
                : "\u2014",
        },
    ];
    return { title: `${p.scenarioId} (trial ${p.trial})`, status, rows, evidence: p.evidence };
}
function overallLine(report) {
    const n = report.skills.length;
    const failed = report.skills.filter((s) => !s.gate.passed).length;
    if (n === 0)
        return "No skills audited.";
    return report.passed
        ? `${n} skill${n === 1 ? "" : "s"} audited; the gate passed.`
        : `${n} skill${n === 1 ? "" : "s"} audited; the gate failed for ${failed}.`;
}

;// CONCATENATED MODULE: ./src/report/render/badge.ts
/**
 * A shields-style badge per skill (safety status, S, PRG), drawn by badge-maker, the library
 * shields.io itself uses, so it looks like every other README badge. Only our own values reach the
 * SVG (badge-maker escapes them anyway): never the skill's name or text.
 */



const COLOR = { pass: "brightgreen", caution: "yellow", risky: "red" };
function badgeSvg(skill) {
    const unmeasured = scanGap(skill) !== null;
    const prg = skill.utility?.prg;
    const message = unmeasured
        ? "not measured"
        : [
            STATUS_LABEL[skill.safety.status].toLowerCase(),
            `S ${(0,score_safety/* displayScore */.VW)(skill.safety.score)}`,
            `PRG ${prg == null ? "n/a" : signed(prg)}`,
        ].join(" \u00b7 ");
    return (0,lib/* makeBadge */.O)({
        label: "skillaudit",
        message,
        color: unmeasured ? "lightgrey" : COLOR[skill.safety.status],
        style: "flat",
    });
}
/** A file name from the skill's repository path (unique per skill, unlike its name): `skills/a` \u2192 `skills--a.svg`. */
function badgeFileName(skill) {
    const slug = skill.skill.path
        .split("/")
        .filter((p) => p && p !== ".")
        .join("--")
        .replace(/[^A-Za-z0-9._-]+/g, "-")
        .replace(/^[-.]+/, "")
        .slice(0, 120);
    return `${slug || "skill"}.svg`;
}
/** Every skill's badge, for the report directory's badges/ folder (and for publishing on a data branch). */
function renderBadges(report) {
    return report.skills.map((s) => ({ file: badgeFileName(s), svg: badgeSvg(s) }));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/handlebars/lib/index.js
var handlebars_lib = __webpack_require__(88508);
var lib_default = /*#__PURE__*/__webpack_require__.n(handlebars_lib);
;// CONCATENATED MODULE: ./src/report/templates.ts



/**
 * Templates live in the repository's templates/ folder. We walk up from this module
 * (src/report under vitest/tsx, dist/ or dist/cli/ after ncc bundling) until we find it.
 * Markdown templates get their data pre-escaped (Markdown needs its own escaping), so
 * they compile with noEscape; HTML templates keep Handlebars' HTML escaping.
 */
const MARKER = "report.md.hbs";
let templatesDir = null;
const cache = new Map();
const instances = { md: null, html: null };
function findTemplatesDir(start = __dirname) {
    let dir = external_node_path_default().resolve(start);
    for (;;) {
        const candidate = external_node_path_default().join(dir, "templates");
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(candidate, MARKER)))
            return candidate;
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir) {
            throw new Error(`templates/ folder (with ${MARKER}) not found in ${start} or any parent directory`);
        }
        dir = parent;
    }
}
function dir() {
    templatesDir ??= findTemplatesDir();
    return templatesDir;
}
function kindOf(name) {
    if (name.endsWith(".md"))
        return "md";
    if (name.endsWith(".html"))
        return "html";
    throw new Error(`template name must end in .md or .html: ${name}`);
}
function instance(kind) {
    const existing = instances[kind];
    if (existing)
        return existing;
    const hb = lib_default().create();
    hb.registerHelper("eq", (a, b) => a === b);
    // Partials: templates/partials/<kind>-<name>.hbs, used as {{> name}}.
    const partialsDir = external_node_path_default().join(dir(), "partials");
    if ((0,external_node_fs_.existsSync)(partialsDir)) {
        for (const file of (0,external_node_fs_.readdirSync)(partialsDir).sort()) {
            const m = new RegExp(`^${kind}-(.+)\\.hbs$`).exec(file);
            if (!m)
                continue;
            const source = (0,external_node_fs_.readFileSync)(external_node_path_default().join(partialsDir, file), "utf8");
            hb.registerPartial(m[1], hb.compile(source, compileOptions(kind)));
        }
    }
    instances[kind] = hb;
    return hb;
}
function compileOptions(kind) {
    return { noEscape: kind === "md", strict: false, preventIndent: true };
}
/** A compiled template by name, e.g. "report.md" for templates/report.md.hbs. Cached. */
function loadTemplate(name) {
    const hit = cache.get(name);
    if (hit)
        return hit;
    const kind = kindOf(name);
    const file = external_node_path_default().join(dir(), `${name}.hbs`);
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`template ${name} not found at ${file}`);
    const tpl = instance(kind).compile((0,external_node_fs_.readFileSync)(file, "utf8"), compileOptions(kind));
    cache.set(name, tpl);
    return tpl;
}

// EXTERNAL MODULE: ./src/score/stats.ts
var stats = __webpack_require__(21117);
;// CONCATENATED MODULE: ./src/report/render/charts.ts
/**
 * Per-scenario charts of one skill, as geometry for the HTML template (templates/partials/
 * html-charts.hbs draws them as inline SVG: no script, no external resource, so the report's CSP
 * holds). Numbers come from the pair scores only; trials of one scenario are averaged (its whisker
 * spans the lowest to highest trial), and the skill's interval is the report's 95% t-interval over
 * scenario means (none below three scenarios: the report's interval note says why).
 */


const W = 560;
const LABEL_W = 170;
const ROW = 26;
const TOP = 8;
const AXIS = 22;
const PLOT_W = W - LABEL_W - 120;
function byScenario(pairs) {
    const out = new Map();
    for (const p of pairs)
        if (p.valid)
            out.set(p.scenarioId, [...(out.get(p.scenarioId) ?? []), p]);
    return [...out].map(([id, ps]) => ({ id, pairs: ps }));
}
const charts_short = (s) => ([...s].length > 26 ? `${[...s].slice(0, 25).join("")}\u2026` : s);
const r1 = (x) => Math.round(x * 10) / 10;
/** Horizontal grouped bars: each row has one bar per series, scaled to `max`. */
function barChart(title, note, rows, series, max, fmt) {
    const perRow = series.length;
    const barH = Math.floor((ROW - 6) / perRow);
    const scale = (x) => (max > 0 ? (x / max) * PLOT_W : 0);
    const out = rows.map((r, i) => {
        const y0 = TOP + i * ROW + 3;
        const bars = r.values.flatMap((v, k) => v === null
            ? []
            : [
                {
                    x: LABEL_W,
                    y: y0 + k * barH,
                    w: r1(Math.max(1, scale(v))),
                    h: barH - 1,
                    cls: series[k]?.cls ?? "s0",
                    tip: r.tips[k] ?? "",
                },
            ]);
        const longest = Math.max(0, ...bars.map((b) => b.w));
        return {
            label: charts_short(r.label),
            ty: y0 + (perRow * barH) / 2 + 4,
            bars,
            value: r.values.map((v) => (v === null ? "\u2014" : fmt(v))).join(" / "),
            vx: r1(LABEL_W + longest + 4),
        };
    });
    const axisY = TOP + rows.length * ROW + 2;
    const ticks = [0, 0.5, 1].map((f) => ({ x: r1(LABEL_W + f * PLOT_W), y: axisY + 14, label: fmt(f * max) }));
    return {
        bars: true,
        title,
        note,
        width: W,
        height: axisY + AXIS + 18,
        labelX: LABEL_W - 6,
        rows: out,
        ticks,
        axisY,
        plotX: LABEL_W,
        plotEnd: LABEL_W + PLOT_W,
        legend: series.map((s, i) => ({ ...s, x: LABEL_W + i * 130 })),
    };
}
const WITH = { cls: "s-with", label: "with skill" };
const WITHOUT = { cls: "s-without", label: "without" };
/** The four charts, or null when there is no valid pair to draw (the report says why elsewhere). */
function skillCharts(skill) {
    const scenarios = byScenario(skill.pairs);
    if (scenarios.length === 0)
        return null;
    const trialsNote = (s) => `${s.pairs.length} trial${s.pairs.length === 1 ? "" : "s"}`;
    // 1. Pass rate per rubric item kind, with vs without.
    const rate = (s, kind, cond) => {
        const ks = s.pairs.map((p) => p.kinds?.[kind]).filter((k) => k !== undefined);
        const n = ks.reduce((a, k) => a + k.n, 0);
        return n === 0 ? null : ks.reduce((a, k) => a + k[cond], 0) / n;
    };
    const pct = (x) => `${Math.round(x * 100)}%`;
    const rateRows = scenarios.flatMap((s) => ["goal", "instruction"].map((kind) => {
        const w = rate(s, kind, "nWith");
        const wo = rate(s, kind, "nWithout");
        return {
            label: `${s.id} \u00b7 ${kind === "goal" ? "goal" : "instr."}`,
            values: [w, wo],
            tips: [
                `${s.id}, ${kind} items, with skill: ${w === null ? "none" : pct(w)} (${trialsNote(s)})`,
                `${s.id}, ${kind} items, without: ${wo === null ? "none" : pct(wo)} (${trialsNote(s)})`,
            ],
        };
    }));
    const passRate = barChart("Rubric pass rate by item kind", "share of goal-completion and instruction-following items passed, with vs without the skill", rateRows, [WITH, WITHOUT], 1, pct);
    // 2. PRG per scenario with its interval, and the skill's mean with its interval.
    const toX = (v) => r1(LABEL_W + ((v + 1) / 2) * PLOT_W);
    const dots = scenarios.map((s, i) => {
        const xs = s.pairs.map((p) => p.prg).filter((x) => x !== null);
        const m = (0,stats/* mean */.i2)(xs) ?? 0;
        const spread = xs.length > 1;
        const lo = spread ? Math.min(...xs) : m;
        const hi = spread ? Math.max(...xs) : m;
        const cy = TOP + i * ROW + ROW / 2;
        return {
            label: charts_short(s.id),
            ty: cy + 4,
            cx: toX(m),
            cy,
            x1: toX(lo),
            x2: toX(hi),
            ci: spread,
            tip: `${s.id}: PRG ${signed(m)}${spread ? `, trials from ${signed(lo)} to ${signed(hi)}` : ""} over ${trialsNote(s)}`,
            value: signed(m),
            vx: r1(LABEL_W + PLOT_W + 6),
            total: false,
        };
    });
    const u = skill.utility;
    if (u?.prg != null) {
        const cy = TOP + dots.length * ROW + ROW / 2 + 4;
        dots.push({
            label: "all scenarios",
            ty: cy + 4,
            cx: toX(u.prg),
            cy,
            x1: toX(u.prgCi?.[0] ?? u.prg),
            x2: toX(u.prgCi?.[1] ?? u.prg),
            ci: u.prgCi !== null,
            tip: `skill PRG ${signed(u.prg)}${u.prgCi ? `, 95% interval over scenarios ${signed(u.prgCi[0])} \u2026 ${signed(u.prgCi[1])}` : u.intervalNote ? ` (${u.intervalNote})` : ""} over ${u.validPairs} valid pairs`,
            value: signed(u.prg),
            vx: r1(LABEL_W + PLOT_W + 6),
            total: true,
        });
    }
    const dotAxis = TOP + dots.length * ROW + 10;
    const prg = {
        bars: false,
        title: "PRG per scenario",
        note: "pass-rate gain (with \u2212 without); whiskers: lowest to highest trial per scenario, 95% interval over scenarios for the skill",
        width: W,
        height: dotAxis + AXIS + 4,
        labelX: LABEL_W - 6,
        rows: dots,
        ticks: [-1, -0.5, 0, 0.5, 1].map((v) => ({ x: toX(v), y: dotAxis + 14, label: signed(v, 1) })),
        axisY: dotAxis,
        zeroX: toX(0),
        plotTop: TOP,
    };
    // 3 and 4. Time and tokens, with vs without, means over the scenario's trials.
    const avg = (s, f) => (0,stats/* mean */.i2)(s.pairs.map(f).filter((x) => x !== undefined));
    const paired = (title, note, pick, fmt) => {
        const rows = scenarios.map((s) => {
            const w = avg(s, (p) => (p.runs ? pick(p.runs.with) : undefined));
            const wo = avg(s, (p) => (p.runs ? pick(p.runs.without) : undefined));
            return {
                label: s.id,
                values: [w, wo],
                tips: [
                    `${s.id}, with skill: ${w === null ? "not recorded" : fmt(w)} (${trialsNote(s)})`,
                    `${s.id}, without: ${wo === null ? "not recorded" : fmt(wo)} (${trialsNote(s)})`,
                ],
            };
        });
        const max = Math.max(0, ...rows.flatMap((r) => r.values.filter((v) => v !== null)));
        return barChart(title, note, rows, [WITH, WITHOUT], max, fmt);
    };
    const time = paired("Agent wall time", "mean per run, with vs without the skill", (r) => r.wallTimeMs, (x) => seconds(x, false));
    const tokens = paired("Effective input tokens", "input minus cache reads, mean per run", (r) => r.effectiveInputTokens, (x) => Math.round(x).toLocaleString("en-US"));
    return { passRate, prg, time, tokens };
}

// EXTERNAL MODULE: ./src/report/render/escape.ts
var render_escape = __webpack_require__(70752);
;// CONCATENATED MODULE: ./src/report/render/html.ts





/** https://github.com/o/r/blob/<commit>/<path>#L<line> when the skill's checkout names a GitHub remote. */
function provenancePermalink(skill, file, line) {
    const { repo: remote, commit, dirty } = skill.skill.provenance;
    // A dirty checkout's lines need not match the commit's: no link rather than a wrong one.
    if (!remote || !commit || dirty || !/^[0-9a-f]{40}$/.test(commit))
        return null;
    const m = /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(remote);
    if (!m)
        return null;
    const rel = [skill.skill.path, file]
        .join("/")
        .split("/")
        .filter((x) => x && x !== ".")
        .map(encodeURIComponent)
        .join("/");
    return `https://github.com/${m[1]}/${m[2]}/blob/${commit}/${rel}#L${line}`;
}
const RISK = { risky: 0, caution: 1, pass: 2 };
/** Riskiest first: failed gate, then status, then lower S; ties keep report order. */
function riskOrder(skills) {
    return skills
        .map((s, i) => ({ s, i }))
        .sort((a, b) => Number(a.s.gate.passed) - Number(b.s.gate.passed) ||
        RISK[a.s.safety.status] - RISK[b.s.safety.status] ||
        a.s.safety.score - b.s.safety.score ||
        a.i - b.i)
        .map((x) => x.s);
}
/*
 * The view holds raw strings; the HTML template escapes every {{value}}. Class names
 * in the template come only from our own enums, never from skill data.
 */
const tile = (m, caption, tone = "plain") => ({
    caption,
    tone,
    value: m.value ?? "\u2014",
    measured: m.value !== null,
    // Why is said once per skill, under the scores table.
    note: m.value === null ? "not measured" : m.note,
});
function skillView(skill, opts) {
    const m = skillMetrics(skill);
    const link = (file, line) => (0,render_escape/* safeUrl */.Pl)((opts.fileUrl ?? ((_p, f, l) => provenancePermalink(skill, f, l)))(skill.skill.path, file, line) ?? undefined);
    const gap = scanGap(skill);
    const gaps = skillGaps(skill, m);
    const status = gap ? "unmeasured" : skill.safety.status;
    return {
        name: (0,render_escape/* visible */.RK)(skill.skill.name),
        description: (0,render_escape/* visible */.RK)(skill.skill.description),
        path: (0,render_escape/* visible */.RK)(skill.skill.path),
        status,
        statusLabel: gap ? "Not measured" : STATUS_LABEL[skill.safety.status],
        tiles: [
            tile(gap ? m.safety : { ...m.safety, value: (0,score_safety/* displayScore */.VW)(skill.safety.score), note: "of 100" }, "Safety S", status),
            tile(m.prg, "PRG"),
            tile(m.ecg, "ECG"),
            tile(m.activation, "Activation"),
        ],
        facts: [
            `${skill.skill.fileCount} files, ${bytes(skill.skill.totalBytes)}`,
            `${skill.skill.validationMode} validation`,
            `content ${skill.skill.contentHash.slice(0, 12)}`,
            skill.skill.provenance.commit ? `commit ${skill.skill.provenance.commit.slice(0, 12)}` : null,
            skill.backbone ? `backbone ${(0,render_escape/* visible */.RK)(skill.backbone)}` : null,
            skill.tasks ? `${skill.tasks} tasks` : null,
        ].filter((x) => x !== null),
        gatePassed: skill.gate.passed,
        gateReasons: skill.gate.reasons.map(render_escape/* visible */.RK),
        warnings: skill.skill.warnings.map(render_escape/* visible */.RK),
        metrics: [
            m.safety,
            m.prg,
            m.prgGoal,
            m.prgInstruction,
            m.eg,
            m.cg,
            m.ecg,
            m.deltaT,
            m.deltaTokens,
            m.activation,
            m.pairs,
        ].map((x) => ({
            label: x.label,
            value: x.value,
            measured: x.value !== null,
            note: x.note ? (0,render_escape/* visible */.RK)(x.note) : null,
        })),
        notRun: gaps.notRun.map((g) => `${g.stages.join(", ")} (${(0,render_escape/* visible */.RK)(g.why)})`).join("; "),
        notMeasured: gaps.notMeasured.map((g) => `${g.labels.join(", ")} (${(0,render_escape/* visible */.RK)(g.why)})`),
        stages: skill.stages.map((s) => ({
            stage: s.stage,
            status: s.status,
            reason: s.reason ? (0,render_escape/* visible */.RK)(s.reason) : "",
            artifact: s.artifact ? (0,render_escape/* visible */.RK)(s.artifact) : "",
        })),
        counts: ["H", "M", "L"].map((sev) => ({
            sev,
            label: SEVERITY_LABEL[sev],
            n: skill.findings.filter((f) => f.severity === sev).length,
        })),
        findings: skill.findings.map((f) => ({
            sev: f.severity,
            sevLabel: SEVERITY_LABEL[f.severity],
            pattern: f.pattern,
            patternName: patternName(f.pattern),
            file: (0,render_escape/* visible */.RK)(f.file),
            line: f.line,
            url: link(f.file, f.line),
            message: (0,render_escape/* visible */.RK)(f.message),
            snippet: (0,render_escape/* truncate */.xv)((0,render_escape/* visible */.RK)(f.snippet), 2000),
            confidence: f.confidence.toFixed(2),
            source: `${f.source} \u00b7 ${(0,render_escape/* visible */.RK)(f.rule)}`,
            probe: probeLabel(f, skill),
            probed: Boolean(f.probe),
            verdict: f.probe?.verdict ?? "none",
            rationale: f.probe ? (0,render_escape/* visible */.RK)(f.probe.rationale) : null,
            evidence: f.probe ? f.probe.evidence.map(render_escape/* visible */.RK) : [],
        })),
        suppressed: skill.suppressed.map((s) => ({
            pattern: s.finding.pattern,
            patternName: patternName(s.finding.pattern),
            location: (0,render_escape/* visible */.RK)(`${s.finding.file}:${s.finding.line}`),
            snippet: (0,render_escape/* truncate */.xv)((0,render_escape/* visible */.RK)((0,render_escape/* oneLine */.TN)(s.finding.snippet)), 200),
            reason: (0,render_escape/* visible */.RK)(s.reason),
            by: (0,render_escape/* visible */.RK)(s.by),
        })),
        unscannable: skill.unscannable.map((u) => ({ file: (0,render_escape/* visible */.RK)(u.file), reason: (0,render_escape/* visible */.RK)(u.reason) })),
        charts: (() => {
            const c = skillCharts(skill);
            return c ? [c.passRate, c.prg, c.time, c.tokens] : [];
        })(),
        pairs: skill.pairs.map((p) => {
            const v = pairView(p);
            const num = (x, f) => (x === null ? "\u2014" : f(x));
            return {
                scenario: (0,render_escape/* visible */.RK)(p.scenarioId),
                trial: p.trial,
                status: v.status,
                valid: p.valid,
                items: `${p.nWith} / ${p.nWithout} / ${p.n}`,
                prg: num(p.prg, (x) => signed(x)),
                goal: num(p.prgGoal, (x) => signed(x)),
                instruction: num(p.prgInstruction, (x) => signed(x)),
                eg: num(p.eg, (x) => signed(x)),
                cg: num(p.cg, (x) => signed(x)),
                ecg: num(p.ecg, (x) => signed(x)),
                dt: num(p.deltaTMs, (x) => seconds(x)),
                dtokens: num(p.deltaTokens, signedInt),
                evidence: p.evidence.map(render_escape/* visible */.RK),
            };
        }),
        usage: skill.usage
            ? [
                `${signedInt(skill.usage.inputTokens).replace(/^\+/, "")} input tokens`,
                `${signedInt(skill.usage.cacheReadTokens).replace(/^\+/, "")} cache-read`,
                `${signedInt(skill.usage.outputTokens).replace(/^\+/, "")} output`,
                skill.usage.costUsd !== null ? `$${skill.usage.costUsd.toFixed(2)}` : null,
            ]
                .filter(Boolean)
                .join(" \u00b7 ")
            : null,
    };
}
/** Applies visible() to every string in the view, so no field can carry invisible characters. */
function allVisible(v) {
    if (typeof v === "string")
        return (0,render_escape/* visible */.RK)(v);
    if (Array.isArray(v))
        return v.map(allVisible);
    if (v && typeof v === "object")
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, allVisible(x)]));
    return v;
}
/** One self-contained page: inline CSS and SVG, no scripts, no external assets; riskiest skill first. */
function renderHtml(report, opts = {}) {
    const s = report.settings;
    return loadTemplate("report.html")(allVisible({
        title: report.skills.length === 1
            ? `SkillAudit: ${(0,render_escape/* visible */.RK)(report.skills[0]?.skill.name ?? "")}`
            : "SkillAudit report",
        passed: report.passed,
        overall: overallLine(report),
        generatedAt: report.generatedAt,
        version: report.tool.version,
        schemaVersion: report.schemaVersion,
        settings: [
            `fail-on ${s.failOn}`,
            s.minPrg !== null ? `min-prg ${s.minPrg}` : "min-prg not set",
            `${s.validationMode} validation`,
            s.model ? `model ${s.model}` : "no model",
            s.harness ? `harness ${s.harness}` : null,
        ].filter(Boolean),
        skills: riskOrder(report.skills).map((s) => skillView(s, opts)),
    }));
}

// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/report/render/json.ts

/** Pretty JSON in schema key order, so equal reports serialise to equal bytes. */
function renderJson(report) {
    return `${JSON.stringify(schema/* Report */.pl.parse(report), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/render/comment.ts
/**
 * The sticky PR comment, built to be read in ten seconds: the verdict and its reason first, the
 * caveats that change how to read it (static audit only), room for "what this PR changed", one
 * line per skill, "not measured" said once with its reason, then each finding with its
 * remediation and a permalink. Strings from the skill are escaped here (mdText / mdCode / htmlText).
 */




const SEV_WORD = { H: "high", M: "medium", L: "low" };
/** "2 high (E2 Env-var harvesting, SC2 External script fetching), 1 medium" \u2014 what drives a skill's S. */
function drivers(s) {
    const parts = [];
    for (const sev of ["H", "M", "L"]) {
        const fs = s.findings.filter((f) => f.severity === sev);
        if (!fs.length)
            continue;
        const kinds = [...new Set(fs.map((f) => f.pattern))];
        const named = sev === "L"
            ? ""
            : ` (${kinds
                .slice(0, 3)
                .map((k) => `${k} ${patternName(k)}`)
                .join(", ")}${kinds.length > 3 ? ", \u2026" : ""})`;
        parts.push(`${fs.length} ${SEV_WORD[sev]}${named}`);
    }
    return parts.join(", ");
}
function gapText(g) {
    const out = g.notRun.map((x) => `${x.stages.join(", ")}: ${x.why}`);
    for (const x of g.notMeasured)
        out.push(`${x.labels.join(", ")}: ${x.why}`);
    return out;
}
/** Front matter errors and unread parts: shown with the skill, since they keep it from Pass or explain findings. */
function packageProblems(s) {
    const errors = s.spec.filter((i) => i.severity === "error");
    const out = errors.slice(0, 3).map((i) => (0,render_escape/* mdText */.bC)(`${i.file}:${i.line}: ${i.message}`));
    const more = s.spec.length - out.length;
    if (more > 0)
        out.push(`${more} more front matter / package note${more === 1 ? "" : "s"} in the report`);
    if (!s.safety.coverage.complete)
        out.push(`${s.safety.coverage.unread} part(s) could not be read, so this skill cannot pass`);
    return out;
}
/** The view the comment template renders; `kept` says which findings fit the length budget. */
function commentView(report, opts) {
    const n = report.skills.length;
    const failed = report.skills.filter((s) => !s.gate.passed);
    const verdict = n === 0
        ? "no skill audited"
        : failed.length
            ? `gate failed for ${failed.length} of ${n} skill${n === 1 ? "" : "s"}`
            : `gate passed (${n} skill${n === 1 ? "" : "s"})`;
    const reasons = failed.flatMap((s) => s.gate.reasons.map((r) => {
        const why = /^safety /.test(r) && s.findings.length ? ` \u2014 ${(0,render_escape/* mdText */.bC)(drivers(s))}` : "";
        return `${(0,render_escape/* mdCode */.xs)(s.skill.name, { max: 64 })}: ${(0,render_escape/* mdText */.bC)(r)}${why}`;
    }));
    // What could not be measured: said once for the whole comment when every skill shares it.
    const gaps = report.skills.map((s) => gapText(skillGaps(s, skillMetrics(s))));
    const shared = gaps.length ? (gaps[0] ?? []).filter((g) => gaps.every((x) => x.includes(g))) : [];
    const skills = report.skills.map((s, si) => {
        const gap = scanGap(s);
        const m = skillMetrics(s);
        const status = gap ? "Not measured" : STATUS_LABEL[s.safety.status];
        const icon = gap ? "\u26aa" : STATUS_ICON[s.safety.status];
        const counts = { H: 0, M: 0, L: 0 };
        for (const f of s.findings)
            counts[f.severity]++;
        const shown = s.findings.filter((_, fi) => opts.kept(si, fi));
        const hidden = s.findings.length - shown.length;
        const fileLink = (file, line) => {
            const text = (0,render_escape/* mdText */.bC)(`${file}:${line}`);
            return opts.links?.fileUrl
                ? (0,render_escape/* mdLink */.YF)(text, opts.links.fileUrl(s.skill.path, file, line) ?? undefined)
                : text;
        };
        return {
            nameCode: (0,render_escape/* mdCode */.xs)(s.skill.name, { inTable: true, max: 64 }),
            path: (0,render_escape/* mdCode */.xs)(s.skill.path, { inTable: true, max: 80 }),
            icon,
            status,
            // With a model configured, S from the rule scan alone (the model scan failed) says so beside the
            // number; a static-only audit says it once in its caveat instead.
            score: gap
                ? "\u2014"
                : `${(0,score_safety/* displayScore */.VW)(s.safety.score)}${s.safety.rulesOnly && report.settings.model !== null ? " (rules only)" : ""}`,
            prg: m.prg.value ?? "\u2014",
            findings: s.findings.length ? `${counts.H} H \u00b7 ${counts.M} M \u00b7 ${counts.L} L` : "none",
            gate: s.gate.passed ? "\u2705" : "\u274c",
            open: !s.gate.passed,
            summaryHtml: (0,render_escape/* htmlText */.js)(`${s.skill.name}: ${s.findings.length} finding${s.findings.length === 1 ? "" : "s"}${gap ? "" : `, S = ${(0,score_safety/* displayScore */.VW)(s.safety.score)}`}`),
            ownGaps: (gaps[si] ?? []).filter((g) => !shared.includes(g)).map(render_escape/* mdText */.bC),
            list: shown.map((f) => ({
                head: `**${f.severity} \u00b7 ${f.pattern} ${(0,render_escape/* mdText */.bC)(patternName(f.pattern))}** \u00b7 ${fileLink(f.file, f.line)}`,
                snippet: (0,render_escape/* mdCode */.xs)(f.snippet, { max: 120 }),
                // Remediation text is our own (the pattern table, as in SARIF), probe labels are ours too.
                fix: (0,render_escape/* mdText */.bC)(patterns/* PATTERNS */.G3[f.pattern].remediation),
                probe: f.probe ? (0,render_escape/* mdText */.bC)(probeLabel(f)) : null,
            })),
            hidden: hidden > 0
                ? `${hidden} more finding${hidden === 1 ? "" : "s"} (lowest severity first left out to fit); see the report`
                : null,
            suppressed: s.suppressed.length,
            // Reviewed on the trusted branch, yet the reader sees what was silenced and why.
            suppressedLines: s.suppressed
                .slice(0, 5)
                .map((x) => `${x.finding.pattern} at ${fileLink(x.finding.file, x.finding.line)}: ${(0,render_escape/* mdText */.bC)(x.reason.slice(0, 200))}`)
                .concat(s.suppressed.length > 5 ? [`${s.suppressed.length - 5} more; see the report`] : []),
            unscannable: s.unscannable.length,
            problems: packageProblems(s),
        };
    });
    return {
        failed: failed.length > 0,
        verdict,
        reasons,
        caveats: opts.parts?.caveats ?? [],
        sections: opts.parts?.sections ?? [],
        skills,
        anyDetails: skills.some((s) => s.list.length || s.ownGaps.length || s.hidden || s.problems.length || s.suppressedLines.length),
        shared: shared.map(render_escape/* mdText */.bC),
        sharedScope: n === 1 ? "" : " for any skill",
    };
}

;// CONCATENATED MODULE: ./src/report/render/markdown.ts





const DEFAULT_MAX_CHARS = 65_000;
const SEV_RANK = { H: 0, M: 1, L: 2 };
// Metric labels and values are our own formatting; why a value is missing is said once per skill (gapLines).
function metricCell(m) {
    if (m.value === null)
        return "_not measured_";
    return m.note ? `${m.value} (${(0,render_escape/* mdText */.bC)(m.note)})` : m.value;
}
function gapLines(g) {
    const out = [];
    if (g.notRun.length)
        out.push(`**Not run:** ${g.notRun.map((x) => `${x.stages.join(", ")} (${(0,render_escape/* mdText */.bC)(x.why)})`).join("; ")}.`);
    for (const x of g.notMeasured)
        out.push(`**Not measured:** ${x.labels.join(", ")} (${(0,render_escape/* mdText */.bC)(x.why)}).`);
    return out;
}
function shortMetric(m) {
    return m.value ?? "not measured";
}
function whereText(links) {
    if ((0,render_escape/* safeUrl */.Pl)(links?.artifactUrl))
        return (0,render_escape/* mdLink */.YF)("the report artifact", links?.artifactUrl);
    if ((0,render_escape/* safeUrl */.Pl)(links?.htmlReportUrl))
        return (0,render_escape/* mdLink */.YF)("the HTML report", links?.htmlReportUrl);
    return "the job summary / artifact";
}
/** The artifact is a zip to download, not a page: it is only called the HTML report when a real page exists. */
function reportLinks(links) {
    const page = (0,render_escape/* safeUrl */.Pl)(links?.htmlReportUrl);
    const artifact = (0,render_escape/* safeUrl */.Pl)(links?.artifactUrl);
    const out = [];
    if (page)
        out.push((0,render_escape/* mdLink */.YF)("HTML report", page));
    if (artifact)
        out.push((0,render_escape/* mdLink */.YF)(page ? "evidence artifact" : "evidence artifact (HTML report inside)", artifact));
    return out;
}
/** Spells out the compact severity and probe cells of the findings table, for what it shows. */
function findingsLegend(fs) {
    const sev = ["H", "M", "L"]
        .filter((k) => fs.some((f) => f.severity === k))
        .map((k) => `${k} ${SEVERITY_LABEL[k].toLowerCase()}`);
    const parts = [`Severity: ${sev.join(", ")}.`, "Probe: verdict (exploit confidence)"];
    if (fs.some((f) => !f.probe))
        parts[1] += `; \u2014 no probe ran, so the prior ${score_safety/* PRIOR_EXPLOIT */.JR.toFixed(2)} is used`;
    return `${parts.join(" ")}.`;
}
function severityCounts(fs) {
    const c = { H: 0, M: 0, L: 0 };
    for (const f of fs)
        c[f.severity]++;
    return `${c.H} H \u00b7 ${c.M} M \u00b7 ${c.L} L`;
}
/** Global severity-first ranking: the first `n` findings across all skills stay. */
function keptFindings(report, n) {
    const all = report.skills.flatMap((s, si) => s.findings.map((f, fi) => ({ key: `${si}:${fi}`, rank: SEV_RANK[f.severity], si, fi })));
    all.sort((a, b) => a.rank - b.rank || a.si - b.si || a.fi - b.fi);
    return new Set(all.slice(0, n).map((x) => x.key));
}
function markdown_skillView(skill, si, opts, budget, kept) {
    const links = opts.links;
    const m = skillMetrics(skill);
    const gap = scanGap(skill);
    const gaps = skillGaps(skill, m);
    const shownFindings = skill.findings.filter((_, fi) => kept.has(`${si}:${fi}`));
    const hiddenFindings = skill.findings.filter((_, fi) => !kept.has(`${si}:${fi}`));
    const fileLink = (file, line) => {
        const text = (0,render_escape/* mdText */.bC)(`${file}:${line}`);
        return links?.fileUrl ? (0,render_escape/* mdLink */.YF)(text, links.fileUrl(skill.skill.path, file, line) ?? undefined) : text;
    };
    const notes = [];
    if (hiddenFindings.length > 0)
        notes.push(`${hiddenFindings.length} finding${hiddenFindings.length === 1 ? "" : "s"} not shown (${severityCounts(hiddenFindings)}); see ${whereText(links)}`);
    const suppressedShown = skill.suppressed.slice(0, budget.suppressed);
    const suppressedHidden = skill.suppressed.length - suppressedShown.length;
    const unscannableShown = skill.unscannable.slice(0, budget.unscannable);
    const unscannableHidden = skill.unscannable.length - unscannableShown.length;
    const pairsHidden = budget.details ? 0 : skill.pairs.length;
    const status = gap ? "Not measured" : STATUS_LABEL[skill.safety.status];
    const icon = gap ? "\u26aa" : STATUS_ICON[skill.safety.status];
    const open = !skill.gate.passed || skill.safety.status !== "pass";
    return {
        name: (0,render_escape/* mdText */.bC)(skill.skill.name),
        nameCode: (0,render_escape/* mdCode */.xs)(skill.skill.name, { inTable: true, max: 64 }),
        summaryHtml: (0,render_escape/* htmlText */.js)(`${skill.skill.name}: ${status}${gap ? "" : `, S = ${(0,score_safety/* displayScore */.VW)(skill.safety.score)}`}`),
        open,
        icon,
        status,
        score: gap
            ? "not measured"
            : `${(0,score_safety/* displayScore */.VW)(skill.safety.score)}${skill.safety.rulesOnly ? " (rules only)" : ""}`,
        description: (0,render_escape/* mdText */.bC)(skill.skill.description),
        path: (0,render_escape/* mdCode */.xs)(skill.skill.path),
        facts: [
            `${skill.skill.fileCount} files, ${bytes(skill.skill.totalBytes)}`,
            `${skill.skill.validationMode} validation`,
            skill.backbone ? `backbone ${(0,render_escape/* mdText */.bC)(skill.backbone)}` : null,
            skill.tasks ? `${skill.tasks} tasks` : null,
        ]
            .filter(Boolean)
            .join(" \u00b7 "),
        hash: (0,render_escape/* mdCode */.xs)(skill.skill.contentHash.slice(0, 12)),
        gatePassed: skill.gate.passed,
        gateReasons: skill.gate.reasons.map(render_escape/* mdText */.bC),
        gateCell: skill.gate.passed ? "\u2705 passed" : "\u274c failed",
        shortPrg: shortMetric(m.prg),
        shortEcg: shortMetric(m.ecg),
        counts: severityCounts(skill.findings),
        metrics: [
            m.safety,
            m.prg,
            m.prgGoal,
            m.prgInstruction,
            m.eg,
            m.cg,
            m.ecg,
            m.deltaT,
            m.deltaTokens,
            m.activation,
            m.pairs,
        ].map((x) => ({ label: x.label, value: metricCell(x) })),
        gaps: gapLines(gaps),
        warnings: skill.skill.warnings.map(render_escape/* mdText */.bC),
        stages: skill.stages.map((s) => ({
            stage: s.stage,
            status: s.status,
            reason: s.reason ? (0,render_escape/* mdText */.bC)(s.reason) : "",
        })),
        findingCount: skill.findings.length,
        findings: shownFindings.map((f) => ({
            // One letter and a dash keep the table narrow; the legend under it spells them out.
            severity: f.severity,
            pattern: `${f.pattern} ${(0,render_escape/* mdText */.bC)(patternName(f.pattern))}`,
            location: fileLink(f.file, f.line),
            snippet: (0,render_escape/* mdCode */.xs)(f.snippet, { inTable: true, max: 120 }),
            confidence: f.confidence.toFixed(2),
            probe: f.probe || skill.probes?.some((p) => p.findingId === f.id) ? (0,render_escape/* mdText */.bC)(probeLabel(f, skill)) : "\u2014",
        })),
        legend: findingsLegend(shownFindings),
        notes,
        suppressedCount: skill.suppressed.length,
        suppressed: suppressedShown.map((s) => ({
            pattern: `${s.finding.pattern} ${(0,render_escape/* mdText */.bC)(patternName(s.finding.pattern))}`,
            location: fileLink(s.finding.file, s.finding.line),
            reason: (0,render_escape/* mdText */.bC)(s.reason),
            by: (0,render_escape/* mdText */.bC)(s.by),
        })),
        suppressedHidden: suppressedHidden > 0
            ? `${suppressedHidden} suppressed findings not shown; see ${whereText(links)}`
            : null,
        unscannableCount: skill.unscannable.length,
        unscannable: unscannableShown.map((u) => ({
            file: (0,render_escape/* mdCode */.xs)(u.file, { inTable: true }),
            reason: (0,render_escape/* mdText */.bC)(u.reason),
        })),
        unscannableHidden: unscannableHidden > 0
            ? `${unscannableHidden} unscannable files not shown; see ${whereText(links)}`
            : null,
        pairCount: skill.pairs.length,
        pairs: budget.details
            ? skill.pairs.map((p) => {
                const v = pairView(p);
                return {
                    summary: (0,render_escape/* htmlText */.js)(`${v.title}: ${v.status}`),
                    rows: v.rows,
                    evidence: v.evidence.map((e) => (0,render_escape/* mdCode */.xs)(e)),
                };
            })
            : [],
        pairsHidden: pairsHidden > 0 ? `Details of ${pairsHidden} scenario pairs not shown; see ${whereText(links)}` : null,
    };
}
function view(report, opts, budget) {
    const comment = opts.variant === "comment";
    const kept = keptFindings(report, budget.findings);
    const skills = report.skills.map((s, i) => markdown_skillView(s, i, opts, budget, kept));
    const s = report.settings;
    return {
        comment,
        h1: comment ? "##" : "#",
        h2: comment ? "###" : "##",
        h3: comment ? "####" : "###",
        passed: report.passed,
        overall: (0,render_escape/* mdText */.bC)(overallLine(report)),
        lead: opts.lead ?? "",
        skills,
        links: reportLinks(opts.links),
        footer: [
            `skillaudit ${(0,render_escape/* mdText */.bC)(report.tool.version)}`,
            `schema v${report.schemaVersion}`,
            (0,render_escape/* mdText */.bC)(report.generatedAt),
            `fail-on ${s.failOn}`,
            s.minPrg !== null ? `min-prg ${s.minPrg}` : null,
            s.model ? `model ${(0,render_escape/* mdText */.bC)(s.model)}` : null,
            s.harness ? `harness ${(0,render_escape/* mdText */.bC)(s.harness)}` : null,
        ]
            .filter(Boolean)
            .join(" \u00b7 "),
    };
}
function renderWith(report, opts, budget) {
    if (opts.variant === "comment") {
        const kept = keptFindings(report, budget.findings);
        const full = view(report, opts, budget);
        const data = {
            ...commentView(report, {
                parts: opts.parts,
                links: opts.links,
                kept: (si, fi) => kept.has(`${si}:${fi}`),
            }),
            links: full.links,
            footer: full.footer,
        };
        return `${loadTemplate("comment.md")(data)
            .replace(/\n{3,}/g, "\n\n")
            .trim()}\n`;
    }
    return `${loadTemplate("report.md")(view(report, opts, budget))
        .replace(/\n{3,}/g, "\n\n")
        .trim()}\n`;
}
/**
 * Markdown for the job summary or the PR comment. When the text would exceed
 * maxChars, scenario details go first, then finding rows from the lowest severity up,
 * then suppressed and unscannable rows; each omission is stated in the output.
 */
function renderMarkdown(report, opts = {}) {
    const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
    const totalFindings = report.skills.reduce((n, s) => n + s.findings.length, 0);
    const maxSup = Math.max(0, ...report.skills.map((s) => s.suppressed.length));
    const maxUns = Math.max(0, ...report.skills.map((s) => s.unscannable.length));
    const full = { details: true, findings: totalFindings, suppressed: maxSup, unscannable: maxUns };
    const fits = (b) => {
        const text = renderWith(report, opts, b);
        return text.length <= maxChars ? text : null;
    };
    const first = fits(full);
    if (first)
        return first;
    let budget = { ...full, details: false };
    const noDetails = fits(budget);
    if (noDetails)
        return noDetails;
    // Largest count of rows of one kind that still fits (binary search; fewer rows, shorter text).
    const shrink = (key, max) => {
        let lo = 0;
        let hi = max;
        let best = null;
        while (lo <= hi) {
            const mid = Math.floor((lo + hi) / 2);
            const text = fits({ ...budget, [key]: mid });
            if (text) {
                best = text;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        if (!best)
            budget = { ...budget, [key]: 0 };
        return best;
    };
    const viaFindings = shrink("findings", totalFindings);
    if (viaFindings)
        return viaFindings;
    const viaSuppressed = shrink("suppressed", maxSup);
    if (viaSuppressed)
        return viaSuppressed;
    const viaUnscannable = shrink("unscannable", maxUns);
    if (viaUnscannable)
        return viaUnscannable;
    // Still too long (many skills, or a tiny limit): cut at a line boundary and say so.
    const text = renderWith(report, opts, budget);
    const note = `\n\n> Report truncated to ${maxChars} characters; see ${whereText(opts.links)}\n`;
    const room = Math.max(0, maxChars - note.length);
    let cut = text.slice(0, room);
    const nl = cut.lastIndexOf("\n");
    if (nl > 0)
        cut = cut.slice(0, nl);
    return `${cut}${note}`.slice(0, maxChars);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/report/paths.ts

/**
 * The repository path of the file a finding lives in, or null when it cannot be named without
 * leaving the skill's own tree. A finding inside an archive (`bundle.zip!member`) lives in the
 * archive: the member name is the archive's data, never a path of the repository, so a member
 * called `../../../other/repo/x` cannot point a link, an annotation or a SARIF location elsewhere.
 */
function skillFilePath(skillPath, file) {
    const root = normalisedRoot(skillPath);
    const container = (file.split("!")[0] ?? "").replace(/\\/g, "/").replace(/^\/+/, "");
    if (container === "")
        return null;
    const rel = external_node_path_.posix.normalize(container);
    if (rel === "." || rel === ".." || rel.startsWith("../"))
        return null;
    return root ? `${root}/${rel}` : rel;
}
/** The skill's own SKILL.md: where a finding goes when its file cannot be named safely. */
function skillMdPath(skillPath) {
    const root = normalisedRoot(skillPath);
    return root ? `${root}/SKILL.md` : "SKILL.md";
}
/** A repository path as URL path segments, each percent-encoded (names may hold `#`, `?` or newlines). */
function encodePath(p) {
    return p.split("/").map(encodeURIComponent).join("/");
}
function normalisedRoot(skillPath) {
    const p = external_node_path_.posix.normalize(skillPath.replace(/\\/g, "/").replace(/^\.\//, "") || ".");
    return p === "." ? "" : p.replace(/\/$/, "");
}

;// CONCATENATED MODULE: ./src/report/render/sarif.ts



/** Where users read about the tool; one place to change it. */
const INFORMATION_URI = "https://github.com/skillaudit/action";
const SECURITY_SEVERITY = { H: "8.0", M: "5.5", L: "3.0" };
const LEVEL = { H: "error", M: "warning", L: "note" };
const SEVERITY_WORD = { H: "high", M: "medium", L: "low" };
function rule(id) {
    const p = patterns/* PATTERNS */.G3[id];
    return {
        id,
        name: p.name.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : "")),
        shortDescription: { text: `${p.name} (${id})` },
        fullDescription: { text: p.description },
        help: {
            text: `${p.description}\n\nRemediation: ${p.remediation}`,
            markdown: `**${p.name}** (${id}, ${SEVERITY_WORD[p.severity]} severity)\n\n${p.description}\n\n**Remediation:** ${p.remediation}`,
        },
        defaultConfiguration: { level: LEVEL[p.severity] },
        properties: {
            "security-severity": SECURITY_SEVERITY[p.severity],
            tags: ["security", p.family, "agent-skill"],
            precision: "medium",
        },
    };
}
/**
 * Repository-relative URI of the file a finding lives in (an archive for its members),
 * percent-encoded per segment; never outside the skill's tree (then the skill's SKILL.md).
 */
function artifactUri(skillPath, file) {
    return encodePath(skillFilePath(skillPath, file) ?? skillMdPath(skillPath));
}
function result(skill, f, suppression) {
    const r = {
        ruleId: f.pattern,
        ruleIndex: patterns/* PATTERN_IDS */.uu.indexOf(f.pattern),
        level: LEVEL[f.severity],
        message: { text: `${f.message} (skill ${skill.skill.name})` },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: artifactUri(skill.skill.path, f.file) },
                    region: { startLine: f.line, snippet: { text: f.snippet } },
                },
            },
        ],
        // The finding id hashes pattern, file and normalised snippet, so it survives line shifts; the skill's
        // path keeps skills built from one template apart (their alerts must not merge).
        partialFingerprints: { "skillauditFinding/v2": fingerprint(skill.skill.path, f.id) },
        properties: {
            skill: skill.skill.name,
            // The finding's own path in the skill (an archive member's name is only data).
            file: f.file,
            confidence: f.confidence,
            source: f.source,
            rule: f.rule,
            probe: f.probe
                ? { verdict: f.probe.verdict, exploitConfidence: f.probe.exploitConfidence }
                : "no probe",
        },
    };
    if (suppression)
        r.suppressions = [{ kind: "external", justification: suppression.reason }];
    return r;
}
function fingerprint(skillPath, findingId) {
    return (0,external_node_crypto_.createHash)("sha256").update(`${skillPath}\0${findingId}`).digest("hex").slice(0, 32);
}
/**
 * GitHub code scanning rejects a run with more results than this (and a file with more than 20
 * runs); only the first 5,000 of a run are shown, by severity. docs.github.com: "SARIF results
 * exceed one or more limits".
 */
const MAX_RESULTS_PER_RUN = 25_000;
const MAX_RUNS_PER_FILE = 20;
const sarif_SEV_RANK = { H: 0, M: 1, L: 2 };
/** The code scanning category of a backbone: one run, one `automationDetails.id`, one set of alerts. */
function sarifCategory(backbone) {
    const slug = (backbone ?? "static")
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, "-")
        .replace(/^-|-$/g, "");
    return `skillaudit/${slug || "static"}`;
}
function run(report, skills, category, informationUri) {
    const all = [];
    for (const skill of skills) {
        for (const f of skill.findings)
            all.push({ result: result(skill, f), rank: sarif_SEV_RANK[f.severity] });
        for (const s of skill.suppressed)
            all.push({ result: result(skill, s.finding, s), rank: 3 + sarif_SEV_RANK[s.finding.severity] });
    }
    // Over the limit, the most severe stay (suppressed ones last); what was left out is said in the run.
    const kept = all.length > MAX_RESULTS_PER_RUN
        ? [...all].sort((a, b) => a.rank - b.rank).slice(0, MAX_RESULTS_PER_RUN)
        : all;
    const omitted = all.length - kept.length;
    return {
        tool: {
            driver: {
                name: "skillaudit",
                version: report.tool.version,
                semanticVersion: /^\d+\.\d+\.\d+/.test(report.tool.version) ? report.tool.version : undefined,
                informationUri,
                rules: patterns/* PATTERN_IDS */.uu.map(rule),
            },
        },
        // upload-sarif keeps an id it finds here, so each backbone is its own analysis (no `category` input needed).
        automationDetails: { id: `${category}/` },
        results: kept.map((k) => k.result),
        ...(omitted
            ? {
                invocations: [
                    {
                        executionSuccessful: true,
                        toolExecutionNotifications: [
                            {
                                level: "warning",
                                message: {
                                    text: `${omitted} of ${all.length} results left out (GitHub accepts at most ${MAX_RESULTS_PER_RUN} per run); the report lists them all`,
                                },
                            },
                        ],
                    },
                ],
            }
            : {}),
        properties: {
            skills: skills.map((s) => ({
                name: s.skill.name,
                path: s.skill.path,
                backbone: s.backbone,
                safety: s.safety,
            })),
            ...(omitted ? { omittedResults: omitted } : {}),
        },
    };
}
/** Skills grouped by their code scanning category, in report order. */
function sarifCategories(report) {
    const by = new Map();
    for (const s of report.skills) {
        const c = sarifCategory(s.backbone);
        by.set(c, [...(by.get(c) ?? []), s]);
    }
    return by;
}
/**
 * SARIF 2.1.0, every pattern as a rule, one run per backbone (category). `category` renders only
 * that backbone's run, for one file per backbone.
 */
function renderSarif(report, informationUri = INFORMATION_URI, category) {
    const groups = sarifCategories(report);
    if (groups.size === 0)
        groups.set(sarifCategory(null), []);
    const runs = [...groups]
        .filter(([c]) => category === undefined || c === category)
        .map(([c, skills]) => run(report, skills, c, informationUri));
    if (runs.length > MAX_RUNS_PER_FILE)
        throw new Error(`${runs.length} backbones need ${runs.length} SARIF runs; GitHub accepts ${MAX_RUNS_PER_FILE} per file: write one file per backbone`);
    const log = { $schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs };
    return `${JSON.stringify(log, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/render/index.ts







/***/ })

};
;