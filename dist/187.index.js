"use strict";
exports.id = 187;
exports.ids = [187];
exports.modules = {

/***/ 85568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderBadges: () => (/* reexport */ renderBadges),
  renderHtml: () => (/* reexport */ renderHtml),
  renderJson: () => (/* reexport */ renderJson),
  renderMarkdown: () => (/* reexport */ markdown/* renderMarkdown */.G),
  renderSarif: () => (/* reexport */ sarif/* renderSarif */.WH)
});

// UNUSED EXPORTS: DEFAULT_MAX_CHARS, INFORMATION_URI, artifactUri, badgeFileName, badgeSvg, provenancePermalink, riskOrder

// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(68833);
// EXTERNAL MODULE: ./src/score/safety.ts
var safety = __webpack_require__(11966);
// EXTERNAL MODULE: ./src/report/view.ts
var view = __webpack_require__(64153);
;// CONCATENATED MODULE: ./src/report/render/badge.ts
/**
 * A shields-style badge per skill (safety status, S, PRG), drawn by badge-maker, the library
 * shields.io itself uses, so it looks like every other README badge. Only our own values reach the
 * SVG (badge-maker escapes them anyway): never the skill's name or text.
 */



const COLOR = { pass: "brightgreen", caution: "yellow", risky: "red" };
function badgeSvg(skill) {
    const unmeasured = (0,view/* scanGap */.UP)(skill) !== null;
    const prg = skill.utility?.prg;
    const message = unmeasured
        ? "not measured"
        : [
            view/* STATUS_LABEL */._P[skill.safety.status].toLowerCase(),
            `S ${(0,safety/* displayScore */.VW)(skill.safety.score)}`,
            `PRG ${prg == null ? "n/a" : (0,view/* signed */.x8)(prg)}`,
        ].join(" · ");
    return (0,lib/* makeBadge */.O)({
        label: "skillaudit",
        message,
        color: unmeasured ? "lightgrey" : COLOR[skill.safety.status],
        style: "flat",
    });
}
/** A file name from the skill's repository path (unique per skill, unlike its name): `skills/a` → `skills--a.svg`. */
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

// EXTERNAL MODULE: ./src/report/templates.ts
var templates = __webpack_require__(64809);
// EXTERNAL MODULE: ./src/score/stats.ts
var stats = __webpack_require__(21117);
;// CONCATENATED MODULE: ./src/report/render/charts.ts
/**
 * Per-scenario charts of one skill, as geometry for the HTML template (templates/partials/
 * html-charts.hbs draws them as inline SVG: no script, no external resource, so the report's CSP
 * holds). Numbers come from the pair scores only; trials of one scenario are averaged, and the PRG
 * interval is the 95% t-interval over that scenario's trials (none with a single trial).
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
const charts_short = (s) => ([...s].length > 26 ? `${[...s].slice(0, 25).join("")}…` : s);
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
            value: r.values.map((v) => (v === null ? "—" : fmt(v))).join(" / "),
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
            label: `${s.id} · ${kind === "goal" ? "goal" : "instr."}`,
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
        const ci = (0,stats/* meanCi95 */.mH)(xs);
        const lo = ci ? Math.max(-1, ci[0]) : m;
        const hi = ci ? Math.min(1, ci[1]) : m;
        const cy = TOP + i * ROW + ROW / 2;
        return {
            label: charts_short(s.id),
            ty: cy + 4,
            cx: toX(m),
            cy,
            x1: toX(lo),
            x2: toX(hi),
            ci: ci !== null,
            tip: `${s.id}: PRG ${(0,view/* signed */.x8)(m)}${ci ? `, 95% interval ${(0,view/* signed */.x8)(lo)} … ${(0,view/* signed */.x8)(hi)}` : " (one trial: no interval)"} over ${trialsNote(s)}`,
            value: (0,view/* signed */.x8)(m),
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
            tip: `skill PRG ${(0,view/* signed */.x8)(u.prg)}${u.prgCi ? `, 95% interval ${(0,view/* signed */.x8)(u.prgCi[0])} … ${(0,view/* signed */.x8)(u.prgCi[1])}` : ""} over ${u.validPairs} valid pairs`,
            value: (0,view/* signed */.x8)(u.prg),
            vx: r1(LABEL_W + PLOT_W + 6),
            total: true,
        });
    }
    const dotAxis = TOP + dots.length * ROW + 10;
    const prg = {
        bars: false,
        title: "PRG per scenario",
        note: "pass-rate gain (with − without); whiskers: 95% interval over the scenario's trials",
        width: W,
        height: dotAxis + AXIS + 4,
        labelX: LABEL_W - 6,
        rows: dots,
        ticks: [-1, -0.5, 0, 0.5, 1].map((v) => ({ x: toX(v), y: dotAxis + 14, label: (0,view/* signed */.x8)(v, 1) })),
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
    const time = paired("Agent wall time", "mean per run, with vs without the skill", (r) => r.wallTimeMs, (x) => (0,view/* seconds */.YA)(x, false));
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
    value: m.value ?? "—",
    measured: m.value !== null,
    // Why is said once per skill, under the scores table.
    note: m.value === null ? "not measured" : m.note,
});
function skillView(skill, opts) {
    const m = (0,view/* skillMetrics */.Jr)(skill);
    const link = (file, line) => (0,render_escape/* safeUrl */.Pl)((opts.fileUrl ?? ((_p, f, l) => provenancePermalink(skill, f, l)))(skill.skill.path, file, line) ?? undefined);
    const gap = (0,view/* scanGap */.UP)(skill);
    const gaps = (0,view/* skillGaps */.NJ)(skill, m);
    const status = gap ? "unmeasured" : skill.safety.status;
    return {
        name: (0,render_escape/* visible */.RK)(skill.skill.name),
        description: (0,render_escape/* visible */.RK)(skill.skill.description),
        path: (0,render_escape/* visible */.RK)(skill.skill.path),
        status,
        statusLabel: gap ? "Not measured" : view/* STATUS_LABEL */._P[skill.safety.status],
        tiles: [
            tile(gap ? m.safety : { ...m.safety, value: (0,safety/* displayScore */.VW)(skill.safety.score), note: "of 100" }, "Safety S", status),
            tile(m.prg, "PRG"),
            tile(m.ecg, "ECG"),
            tile(m.activation, "Activation"),
        ],
        facts: [
            `${skill.skill.fileCount} files, ${(0,view/* bytes */.ee)(skill.skill.totalBytes)}`,
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
            label: view/* SEVERITY_LABEL */.Rt[sev],
            n: skill.findings.filter((f) => f.severity === sev).length,
        })),
        findings: skill.findings.map((f) => ({
            sev: f.severity,
            sevLabel: view/* SEVERITY_LABEL */.Rt[f.severity],
            pattern: f.pattern,
            patternName: (0,view/* patternName */.yT)(f.pattern),
            file: (0,render_escape/* visible */.RK)(f.file),
            line: f.line,
            url: link(f.file, f.line),
            message: (0,render_escape/* visible */.RK)(f.message),
            snippet: (0,render_escape/* truncate */.xv)((0,render_escape/* visible */.RK)(f.snippet), 2000),
            confidence: f.confidence.toFixed(2),
            source: `${f.source} · ${(0,render_escape/* visible */.RK)(f.rule)}`,
            probe: (0,view/* probeLabel */.h2)(f),
            probed: Boolean(f.probe),
            verdict: f.probe?.verdict ?? "none",
            rationale: f.probe ? (0,render_escape/* visible */.RK)(f.probe.rationale) : null,
            evidence: f.probe ? f.probe.evidence.map(render_escape/* visible */.RK) : [],
        })),
        suppressed: skill.suppressed.map((s) => ({
            pattern: s.finding.pattern,
            patternName: (0,view/* patternName */.yT)(s.finding.pattern),
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
            const v = (0,view/* pairView */.EH)(p);
            const num = (x, f) => (x === null ? "—" : f(x));
            return {
                scenario: (0,render_escape/* visible */.RK)(p.scenarioId),
                trial: p.trial,
                status: v.status,
                valid: p.valid,
                items: `${p.nWith} / ${p.nWithout} / ${p.n}`,
                prg: num(p.prg, (x) => (0,view/* signed */.x8)(x)),
                goal: num(p.prgGoal, (x) => (0,view/* signed */.x8)(x)),
                instruction: num(p.prgInstruction, (x) => (0,view/* signed */.x8)(x)),
                eg: num(p.eg, (x) => (0,view/* signed */.x8)(x)),
                cg: num(p.cg, (x) => (0,view/* signed */.x8)(x)),
                ecg: num(p.ecg, (x) => (0,view/* signed */.x8)(x)),
                dt: num(p.deltaTMs, (x) => (0,view/* seconds */.YA)(x)),
                dtokens: num(p.deltaTokens, view/* signedInt */.Wp),
                evidence: p.evidence.map(render_escape/* visible */.RK),
            };
        }),
        usage: skill.usage
            ? [
                `${(0,view/* signedInt */.Wp)(skill.usage.inputTokens).replace(/^\+/, "")} input tokens`,
                `${(0,view/* signedInt */.Wp)(skill.usage.cacheReadTokens).replace(/^\+/, "")} cache-read`,
                `${(0,view/* signedInt */.Wp)(skill.usage.outputTokens).replace(/^\+/, "")} output`,
                skill.usage.costUsd !== null ? `$${skill.usage.costUsd.toFixed(2)}` : null,
            ]
                .filter(Boolean)
                .join(" · ")
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
    return (0,templates/* loadTemplate */.P)("report.html")(allVisible({
        title: report.skills.length === 1
            ? `SkillAudit: ${(0,render_escape/* visible */.RK)(report.skills[0]?.skill.name ?? "")}`
            : "SkillAudit report",
        passed: report.passed,
        overall: (0,view/* overallLine */.Up)(report),
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

// EXTERNAL MODULE: ./src/report/render/markdown.ts + 1 modules
var markdown = __webpack_require__(92965);
// EXTERNAL MODULE: ./src/report/render/sarif.ts
var sarif = __webpack_require__(38342);
;// CONCATENATED MODULE: ./src/report/render/index.ts







/***/ })

};
;