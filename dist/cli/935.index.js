"use strict";
exports.id = 935;
exports.ids = [935];
exports.modules = {

/***/ 30935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCommand: () => (/* binding */ planCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/github/plan.ts




/**
 * Split skills \u00d7 backbones into at most n shards of near-equal expected cost:
 * longest-processing-time-first, deterministic for equal inputs.
 */
function planShards(skills, backbones, n) {
    if (!Number.isInteger(n) || n < 1)
        throw new errors/* InputError */.dz("--shards", `must be a positive integer, got ${n}`);
    const bbs = backbones.length > 0 ? backbones : ["default"];
    const items = [];
    for (const s of skills) {
        const sc = typeof s === "string" ? { path: s, cost: 1 } : s;
        for (const backbone of bbs)
            items.push({ skill: sc.path, backbone, cost: sc.cost });
    }
    items.sort((a, b) => b.cost - a.cost || a.skill.localeCompare(b.skill) || a.backbone.localeCompare(b.backbone));
    const shards = Array.from({ length: Math.min(n, Math.max(1, items.length)) }, (_, index) => ({
        index,
        cost: 0,
        items: [],
    }));
    for (const item of items) {
        let best = shards[0];
        for (const s of shards)
            if (s.cost < best.cost)
                best = s;
        best.items.push(item);
        best.cost += item.cost;
    }
    return shards.filter((s) => s.items.length > 0);
}
/** A shard as the action's `shard` input reads it: backbone \u2192 skill paths. */
function shardPlan(shard) {
    const plan = {};
    for (const it of shard.items) {
        plan[it.backbone] ??= [];
        plan[it.backbone]?.push(it.skill);
    }
    for (const k of Object.keys(plan))
        plan[k]?.sort();
    return plan;
}
/** The GitHub Actions matrix for `strategy.matrix: ${{ fromJSON(...) }}`. */
function shardMatrix(shards) {
    return {
        include: shards.map((s) => ({ shard: s.index, plan: JSON.stringify(shardPlan(s)), cost: round(s.cost) })),
    };
}
function parseShardPlan(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        throw new InputError("shard", "is not JSON (expected the plan string from the matrix)");
    }
    if (!v || typeof v !== "object" || Array.isArray(v))
        throw new InputError("shard", "must be an object");
    for (const [k, list] of Object.entries(v)) {
        if (!Array.isArray(list) || !list.every((x) => typeof x === "string"))
            throw new InputError("shard", `entry "${k}" must be a list of skill paths`);
    }
    return v;
}
/** Expected cost of auditing a skill: grows with its size (scan input, model context, scenario count). */
async function estimateSkillCost(dir) {
    let bytes = 0;
    let files = 0;
    const walk = async (d) => {
        for (const e of await (0,promises_.readdir)(d, { withFileTypes: true })) {
            if (e.isDirectory())
                await walk((0,external_node_path_.join)(d, e.name));
            else if (e.isFile()) {
                files++;
                bytes += (await (0,promises_.stat)((0,external_node_path_.join)(d, e.name))).size;
            }
        }
    };
    await walk(dir);
    return round(1 + bytes / 20_000 + files / 20);
}
/** Merge shard reports into one; a (skill, backbone) audited twice means the plan was broken. */
function mergeShardReports(reports) {
    if (reports.length === 0)
        throw new InputError("reports", "nothing to merge");
    const parsed = reports.map((r, i) => {
        const res = Report.safeParse(r);
        if (!res.success)
            throw new InputError(`report ${i + 1}`, `is not a SkillAudit report: ${res.error.issues[0]?.message}`);
        return res.data;
    });
    const seen = new Set();
    const skills = parsed.flatMap((r) => r.skills);
    for (const s of skills) {
        const key = `${s.skill.path}@${s.backbone ?? "-"}`;
        if (seen.has(key))
            throw new InputError("reports", `${key} appears in more than one shard`);
        seen.add(key);
    }
    skills.sort((a, b) => a.skill.path.localeCompare(b.skill.path) || (a.backbone ?? "").localeCompare(b.backbone ?? ""));
    const first = parsed[0];
    return {
        ...first,
        generatedAt: parsed
            .map((r) => r.generatedAt)
            .sort()
            .at(-1),
        settings: {
            ...first.settings,
            model: uniq(parsed.map((r) => r.settings.model)),
            harness: uniq(parsed.map((r) => r.settings.harness)),
        },
        skills,
        passed: parsed.every((r) => r.passed),
    };
}
function uniq(xs) {
    const set = [...new Set(xs.filter((x) => x !== null))];
    return set.length === 0 ? null : set.join(", ");
}
function round(n) {
    return Math.round(n * 100) / 100;
}

// EXTERNAL MODULE: ./src/pipeline/audit.ts + 43 modules
var audit = __webpack_require__(62667);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
;// CONCATENATED MODULE: ./src/cli/plan.ts
/** `skillaudit plan`: a GitHub Actions matrix of shards of similar expected cost. */




async function planCommand(io, dirs, o) {
    const roots = await (0,audit/* resolveSkillDirs */.Ap)(dirs);
    const costs = await Promise.all(roots.map(async (r) => ({
        path: external_node_path_default().relative(process.cwd(), r) || ".",
        cost: await estimateSkillCost(r),
    })));
    const backbones = o.backbones
        .split(",")
        .map((b) => b.trim())
        .filter(Boolean);
    io.stdout(`${JSON.stringify(shardMatrix(planShards(costs, backbones, o.shards)), null, 2)}\n`);
    return help/* EXIT */.dc.ok;
}


/***/ })

};
;