"use strict";
exports.id = 110;
exports.ids = [110];
exports.modules = {

/***/ 66661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ packEntries),
/* harmony export */   K3: () => (/* binding */ firstFileOf),
/* harmony export */   Zc: () => (/* binding */ readTree),
/* harmony export */   jX: () => (/* binding */ writeCappedArchive),
/* harmony export */   p$: () => (/* binding */ bufferStream)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56118);





async function packEntries(entries, owner) {
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_4__.pack();
    const chunks = [];
    pack.on("data", (c) => chunks.push(c));
    const done = new Promise((resolve, reject) => {
        pack.on("end", resolve);
        pack.on("error", reject);
    });
    for (const e of entries) {
        const o = e.owner ?? owner;
        const base = { name: e.path, uid: o.uid, gid: o.gid, mtime: new Date() };
        if (e.type === "directory")
            pack.entry({ ...base, type: "directory", mode: e.mode ?? 0o755 });
        else if (e.type === "symlink")
            pack.entry({ ...base, type: "symlink", linkname: e.linkname ?? "" });
        else
            pack.entry({ ...base, type: "file", mode: e.mode ?? 0o644 }, e.data ?? Buffer.alloc(0));
    }
    pack.finalize();
    await done;
    return Buffer.concat(chunks);
}
/** Every directory, file and symlink under `root`, with `prefix` prepended, sorted. */
async function readTree(root, prefix = "") {
    const out = [];
    async function walk(rel) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, rel);
        const names = (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(abs)).sort();
        for (const name of names) {
            const r = rel ? `${rel}/${name}` : name;
            const a = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, r);
            const st = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(a);
            const p = prefix ? `${prefix}/${r}` : r;
            if (st.isSymbolicLink())
                out.push({ path: p, type: "symlink", linkname: await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readlink(a) });
            else if (st.isDirectory()) {
                out.push({ path: p, type: "directory", mode: 0o755 });
                await walk(r);
            }
            else if (st.isFile()) {
                out.push({
                    path: p,
                    type: "file",
                    data: await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(a),
                    mode: st.mode & 0o111 ? 0o755 : 0o644,
                });
            }
        }
    }
    await walk("");
    return out;
}
/** The first regular file's bytes in a tar stream (what GET /archive returns for a file path). */
async function firstFileOf(stream) {
    const extract = tar_stream__WEBPACK_IMPORTED_MODULE_4__.extract();
    let found = null;
    extract.on("entry", (header, body, next) => {
        const chunks = [];
        body.on("data", (c) => {
            if (found === null && header.type === "file")
                chunks.push(c);
        });
        body.on("end", () => {
            if (found === null && header.type === "file")
                found = Buffer.concat(chunks);
            next();
        });
        body.resume();
    });
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(stream, extract);
    return found;
}
/**
 * Re-packs a tar stream into `outPath`, keeping whole entries until `capBytes` of file
 * content is reached; what does not fit is listed, never dropped silently.
 */
async function writeCappedArchive(stream, outPath, capBytes) {
    const extract = tar_stream__WEBPACK_IMPORTED_MODULE_4__.extract();
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_4__.pack();
    const result = { bytes: 0, files: 0, omitted: [], omittedBytes: 0 };
    const written = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(pack, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(outPath));
    extract.on("entry", (header, body, next) => {
        const size = header.size ?? 0;
        if (header.type === "file" && result.bytes + size > capBytes) {
            result.omitted.push(header.name);
            result.omittedBytes += size;
            body.on("end", next);
            body.resume();
            return;
        }
        if (header.type === "file") {
            result.bytes += size;
            result.files += 1;
        }
        const entry = pack.entry(header, (err) => next(err ?? undefined));
        body.pipe(entry);
    });
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(stream, extract);
    pack.finalize();
    await written;
    return result;
}
function bufferStream(buf) {
    return node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.from([buf]);
}


/***/ }),

/***/ 9630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ readBundle),
/* harmony export */   HJ: () => (/* binding */ BUNDLE_FILES),
/* harmony export */   Mf: () => (/* binding */ writeBundle),
/* harmony export */   g5: () => (/* binding */ bundleDir),
/* harmony export */   w_: () => (/* binding */ capSteps)
/* harmony export */ });
/* unused harmony exports Canary, FsChange, ExecRecord, VerifierResult, EvidenceBundle */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40104);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _proxy__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65371);
/* harmony import */ var _types__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13014);






/**
 * What a trial leaves in <runDir>/trials/<trialId>/: bundle.json (this schema) plus one
 * file per kind of evidence. The judge and the scores read these files, nothing else.
 */
const Canary = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["file", "env"]),
    /** File path inside the container, or the variable name. */
    location: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    value: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const FsChange = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["added", "changed", "deleted"]),
});
/** One command run inside the container through TrialSession.exec, harness or probe. */
const ExecRecord = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    endedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    command: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    cwd: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0),
    stdoutHead: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    stderrHead: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    truncated: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
});
const VerifierResult = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    ran: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0),
    stdout: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    stderr: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    truncated: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    /** /logs/verifier/reward.json as written by tests/test.sh. */
    reward: zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J().nullable(),
    /** reward.json's number (the file itself, or its "reward" field). */
    rewardValue: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
});
const BUNDLE_FILES = {
    bundle: "bundle.json",
    trajectory: "trajectory.jsonl",
    execs: "execs.jsonl",
    workspace: "workspace.tar",
    changes: "changes.json",
    network: "network.jsonl",
    verifier: "verifier.json",
    canaries: "canaries.json",
};
const EvidenceBundle = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    trialId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        /** The Harbor task directory this trial ran. */
        dir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        scenarioId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        withSkill: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        skillName: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        network: _types__WEBPACK_IMPORTED_MODULE_4__/* .NetworkPolicy */ .RB,
        allowlist: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    }),
    image: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }),
    containerId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    timings: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        createdAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        startedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        wallMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0),
    }),
    exitReason: _types__WEBPACK_IMPORTED_MODULE_4__/* .ExitReason */ .X3,
    exitDetail: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    resources: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        wallMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0),
        cpus: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        memoryLimitBytes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        pidsLimit: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        memoryPeakBytes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
        oomKills: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
        tokens: _types__WEBPACK_IMPORTED_MODULE_4__/* .TokenUsage */ .BY.nullable(),
    }),
    verifier: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ ran: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(), rewardValue: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable() }),
    counts: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        trajectorySteps: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        execs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        changes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        networkEvents: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        networkDenied: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        canaryHits: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        workspaceFiles: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    }),
    /** Canary names seen in outbound traffic. */
    leakedCanaries: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    /** Everything cut or left out, said plainly. */
    notes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    files: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
});
function bundleDir(runDir, trialId) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(runDir, "trials", trialId);
}
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : "");
/** Writes everything except workspace.tar (streamed there by the trial). Validates first. */
async function writeBundle(dir, parts) {
    const bundle = EvidenceBundle.parse(parts.bundle);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(dir, { recursive: true });
    const put = (name, text) => node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), text);
    await Promise.all([
        put(BUNDLE_FILES.trajectory, jsonl(parts.trajectory.map((s) => _types__WEBPACK_IMPORTED_MODULE_4__/* .TrajectoryStep */ .Mu.parse(s)))),
        put(BUNDLE_FILES.execs, jsonl(parts.execs.map((e) => ExecRecord.parse(e)))),
        put(BUNDLE_FILES.changes, `${JSON.stringify(zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(FsChange).parse(parts.changes), null, 1)}\n`),
        put(BUNDLE_FILES.network, jsonl(parts.network.map((e) => _proxy__WEBPACK_IMPORTED_MODULE_3__/* .NetworkEvent */ .jo.parse(e)))),
        put(BUNDLE_FILES.verifier, `${JSON.stringify(VerifierResult.parse(parts.verifier), null, 2)}\n`),
        put(BUNDLE_FILES.canaries, `${JSON.stringify(zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(Canary).parse(parts.canaries), null, 2)}\n`),
    ]);
    // bundle.json last: its presence means the bundle is complete.
    await put(BUNDLE_FILES.bundle, `${JSON.stringify(bundle, null, 2)}\n`);
    return { ...bundle, dir };
}
/** Reads and validates a bundle directory; InputError names the first bad file. */
async function readBundle(dir) {
    const read = async (name, schema, lines) => {
        const p = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
        let text;
        try {
            text = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(p, "utf8");
        }
        catch {
            throw new _util_errors__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(p, "missing from the evidence bundle");
        }
        try {
            const value = lines
                ? text
                    .split("\n")
                    .filter((l) => l.trim())
                    .map((l) => JSON.parse(l))
                : JSON.parse(text);
            return schema.parse(value);
        }
        catch (err) {
            throw new _util_errors__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(p, `invalid: ${err.message.split("\n")[0]}`);
        }
    };
    return {
        dir,
        bundle: await read(BUNDLE_FILES.bundle, EvidenceBundle, false),
        trajectory: await read(BUNDLE_FILES.trajectory, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_types__WEBPACK_IMPORTED_MODULE_4__/* .TrajectoryStep */ .Mu), true),
        execs: await read(BUNDLE_FILES.execs, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(ExecRecord), true),
        changes: await read(BUNDLE_FILES.changes, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(FsChange), false),
        network: await read(BUNDLE_FILES.network, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_proxy__WEBPACK_IMPORTED_MODULE_3__/* .NetworkEvent */ .jo), true),
        verifier: await read(BUNDLE_FILES.verifier, VerifierResult, false),
        canaries: await read(BUNDLE_FILES.canaries, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(Canary), false),
    };
}
const STEP_FIELD_CAP = 64 * 1024;
/** Cuts oversized step text/output so one step cannot swamp the bundle; marks what it cut. */
function capSteps(steps, notes) {
    let cut = 0;
    const out = steps.map((s) => {
        let step = s;
        for (const key of ["text", "output"]) {
            const v = step[key];
            if (typeof v === "string" && v.length > STEP_FIELD_CAP) {
                step = {
                    ...step,
                    [key]: `${v.slice(0, STEP_FIELD_CAP)}\n[skillaudit: ${v.length - STEP_FIELD_CAP} more characters cut]`,
                    truncated: true,
                };
                cut++;
            }
        }
        return step;
    });
    if (cut)
        notes.push(`trajectory: ${cut} step field(s) longer than ${STEP_FIELD_CAP} characters were cut`);
    return out;
}


/***/ }),

/***/ 35602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lK: () => (/* binding */ useImage),
/* harmony export */   rY: () => (/* binding */ ensureSandboxImage),
/* harmony export */   uK: () => (/* binding */ findContextDir)
/* harmony export */ });
/* unused harmony exports DEFAULT_BASE_IMAGE, IMAGE_REPO, buildImage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _util_hash__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95138);
/* harmony import */ var _archive__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66661);





const DEFAULT_BASE_IMAGE = "skillaudit-base:bookworm";
const IMAGE_REPO = "skillaudit-sandbox";
/** The repo's `sandbox/` directory: next to the sources, the ncc bundle (dist/) or the cwd. */
function findContextDir() {
    const starts = [__dirname, process.cwd()];
    for (const start of starts) {
        let dir = start;
        for (let i = 0; i < 6; i++) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "sandbox", "Dockerfile")))
                return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "sandbox");
            const up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
            if (up === dir)
                break;
            dir = up;
        }
    }
    throw new _util_errors__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Zu("sandbox", "cannot find the sandbox/ image context (sandbox/Dockerfile)");
}
/**
 * Builds the sandbox image once per (context, base) and reuses it afterwards. The base is
 * resolved to its image id when present locally, so re-importing the base gives a new tag.
 */
async function ensureSandboxImage(engine, opts = {}) {
    const base = opts.base ?? DEFAULT_BASE_IMAGE;
    const contextDir = opts.contextDir ?? findContextDir();
    // Bytecode caches and the optional Claude Code layer's own folder are not part of this image.
    const entries = (await (0,_archive__WEBPACK_IMPORTED_MODULE_4__/* .readTree */ .Zc)(contextDir)).filter((e) => !/(^|\/)__pycache__(\/|$)/.test(e.path) && !/^claude-code(\/|$)/.test(e.path));
    let baseId = base;
    try {
        baseId = (await engine.docker.getImage(base).inspect()).Id;
    }
    catch {
        // Not local: the build resolves it (a pinned digest is stable by itself).
    }
    const contextHash = (0,_util_hash__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)(JSON.stringify({
        base: baseId,
        files: entries.map((e) => [e.path, e.type, e.mode, e.data ? (0,_util_hash__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)(e.data) : e.linkname]),
    }));
    const tag = `${IMAGE_REPO}:${contextHash.slice(0, 12)}`;
    try {
        const info = await engine.docker.getImage(tag).inspect();
        opts.logger?.debug(`sandbox image ${tag} already built`);
        return { tag, id: info.Id, contextHash, built: false };
    }
    catch {
        // Build below.
    }
    opts.logger?.info(`building sandbox image ${tag} from ${base}`);
    const tarball = await (0,_archive__WEBPACK_IMPORTED_MODULE_4__/* .packEntries */ .Gy)(entries, { uid: 0, gid: 0 });
    await buildImage(engine, (0,_archive__WEBPACK_IMPORTED_MODULE_4__/* .bufferStream */ .p$)(tarball), {
        tag,
        buildargs: { BASE: base },
        labels: { "skillaudit.context": contextHash, "skillaudit.base": base },
    });
    const info = await engine.docker.getImage(tag).inspect();
    opts.logger?.info(`built sandbox image ${tag}`);
    return { tag, id: info.Id, contextHash, built: true };
}
/** A user-supplied image: must exist locally (we never pull on the user's behalf here). */
async function useImage(engine, ref) {
    try {
        const info = await engine.docker.getImage(ref).inspect();
        return { tag: ref, id: info.Id, contextHash: "", built: false };
    }
    catch (err) {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Zu("sandbox", `image ${ref} is not present on the engine; build or pull it first`, {
            cause: err,
        });
    }
}
/** Builds `tag` from a tar stream of a build context; a failed build throws with the build log's tail. */
async function buildImage(engine, context, opts) {
    const stream = await engine.docker.buildImage(context, {
        t: opts.tag,
        buildargs: opts.buildargs,
        labels: opts.labels,
        rm: true,
        forcerm: true,
    });
    const events = await new Promise((resolve, reject) => {
        engine.docker.modem.followProgress(stream, (err, res) => err ? reject(err) : resolve(res));
    });
    const failed = events.find((e) => e.error);
    if (failed) {
        const tail = events
            .map((e) => e.stream ?? "")
            .join("")
            .trim()
            .split("\n")
            .slice(-8)
            .join("\n");
        const from = opts.buildargs.BASE ? ` from ${opts.buildargs.BASE}` : "";
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Zu("sandbox", `building ${opts.tag}${from} failed: ${failed.error}\n${tail}`);
    }
}


/***/ }),

/***/ 65371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jo: () => (/* binding */ NetworkEvent),
/* harmony export */   nL: () => (/* binding */ startProxy)
/* harmony export */ });
/* unused harmony exports hostAllowed, findCanaries, parseDnsQuery */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40104);






/**
 * The host side of the sandbox network: an HTTP proxy on a Unix socket that the trial's
 * container reaches through its in-container forwarder. Every request is logged; only
 * allowed hosts are relayed, through an injectable connector (tests keep it on loopback).
 */
const NetworkEvent = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    time: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["http", "connect", "dns", "other"]),
    method: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    /** Absolute URL for plain HTTP, host:port for CONNECT, the name for DNS. */
    target: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    host: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    port: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().optional(),
    protocol: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["http", "https-tunnel", "dns", "unknown"]),
    allowed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    /** HTTP status we answered (403 when denied), or null for a relayed tunnel. */
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    /** Bytes the container sent (request body or tunnel payload). */
    bytesOut: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0),
    bytesIn: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0),
    /** Start of a plain-HTTP body as text; `bodyTruncated` says when there was more. */
    bodyHead: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    bodyTruncated: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
    headers: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    /** Names of planted canaries found in the request line, headers, body or DNS name. */
    canaries: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    dnsType: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
});
const SCAN_LIMIT = 8 * 1024 * 1024;
const DNS_PATH = "/__skillaudit/dns";
const READY_PATH = "/__skillaudit/ready";
function hostAllowed(host, allowlist) {
    const h = host.toLowerCase().replace(/\.$/, "");
    return allowlist.some((raw) => {
        const p = raw.toLowerCase().trim();
        if (p.startsWith("*."))
            return h.endsWith(p.slice(1));
        if (p.startsWith("."))
            return h === p.slice(1) || h.endsWith(p);
        return h === p;
    });
}
/** Canary names whose value appears in `data` raw, URL-encoded or base64-encoded. */
function findCanaries(data, canaries) {
    const text = typeof data === "string" ? data : data.toString("latin1");
    let decoded = text;
    try {
        decoded = decodeURIComponent(text.replaceAll("+", " "));
    }
    catch {
        // Keep the raw text when it is not valid percent-encoding.
    }
    const found = [];
    for (const c of canaries) {
        if (!c.value)
            continue;
        const b64 = Buffer.from(c.value).toString("base64").replace(/=+$/, "");
        const forms = [c.value, b64, Buffer.from(c.value).toString("hex")];
        if (forms.some((f) => text.includes(f) || decoded.includes(f)))
            found.push(c.name);
    }
    return found;
}
const defaultUpstream = (host, port) => node_net__WEBPACK_IMPORTED_MODULE_2___default().connect({ host, port });
async function startProxy(opts) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), "skillaudit-proxy-"));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(dir, 0o755);
    const socketPath = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(dir, "proxy.sock");
    const events = [];
    const upstream = opts.upstream ?? defaultUpstream;
    const headBytes = opts.bodyHeadBytes ?? 2048;
    const sockets = new Set();
    let markReady = () => { };
    const readyPromise = new Promise((r) => {
        markReady = r;
    });
    const allowed = (host) => opts.policy === "open" || hostAllowed(host, opts.allowlist);
    const record = (e) => {
        events.push(e);
        opts.onEvent?.(e);
        return e;
    };
    const headerText = (req) => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
            lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        return lines.join("\r\n");
    };
    const headersOf = (req) => {
        const out = {};
        for (let i = 0; i < req.rawHeaders.length; i += 2) {
            const k = req.rawHeaders[i]?.toLowerCase() ?? "";
            out[k] = out[k] ? `${out[k]}, ${req.rawHeaders[i + 1]}` : (req.rawHeaders[i + 1] ?? "");
        }
        return out;
    };
    const server = node_http__WEBPACK_IMPORTED_MODULE_1___default().createServer((req, res) => {
        const chunks = [];
        let size = 0;
        req.on("data", (c) => {
            size += c.length;
            if (size - c.length < SCAN_LIMIT)
                chunks.push(c);
        });
        req.on("end", () => {
            const body = Buffer.concat(chunks);
            if (req.url === DNS_PATH)
                return answerDns(body, res);
            if (req.url === READY_PATH) {
                markReady();
                res.writeHead(204, { connection: "close" });
                res.end();
                return;
            }
            let url = null;
            try {
                url = new URL(req.url ?? "");
            }
            catch {
                url = null;
            }
            const canaries = findCanaries(`${headerText(req)}\r\n\r\n${body.toString("latin1")}`, opts.canaries);
            const base = {
                time: new Date().toISOString(),
                method: req.method ?? "",
                headers: headersOf(req),
                bytesOut: size,
                bytesIn: 0,
                bodyHead: body.subarray(0, headBytes).toString("utf8"),
                bodyTruncated: size > headBytes,
                canaries,
            };
            if (url?.protocol !== "http:") {
                const host = req.headers.host ?? "";
                record({
                    ...base,
                    kind: "other",
                    target: req.url ?? "",
                    host,
                    protocol: "unknown",
                    allowed: false,
                    status: 400,
                });
                res.writeHead(400, { "content-type": "text/plain", connection: "close" });
                res.end("skillaudit proxy: absolute http:// URL expected\n");
                return;
            }
            const host = url.hostname.replace(/^\[|\]$/g, "");
            const port = Number(url.port || 80);
            const ok = allowed(host);
            const event = record({
                ...base,
                kind: "http",
                target: url.href,
                host,
                port,
                protocol: "http",
                allowed: ok,
                status: ok ? null : 403,
            });
            if (!ok) {
                res.writeHead(403, { "content-type": "text/plain", connection: "close" });
                res.end(`skillaudit sandbox: egress to ${host} is not allowed by the network policy\n`);
                return;
            }
            const headers = { ...req.headers };
            delete headers["proxy-connection"];
            delete headers["proxy-authorization"];
            const up = node_http__WEBPACK_IMPORTED_MODULE_1___default().request({
                method: req.method,
                host,
                port,
                path: `${url.pathname}${url.search}`,
                headers,
                createConnection: () => upstream(host, port),
            });
            up.on("response", (r) => {
                event.status = r.statusCode ?? null;
                res.writeHead(r.statusCode ?? 502, r.headers);
                r.on("data", (c) => {
                    event.bytesIn += c.length;
                });
                r.pipe(res);
            });
            up.on("error", (err) => {
                event.error = err.message;
                event.status = 502;
                if (!res.headersSent)
                    res.writeHead(502, { connection: "close" });
                res.end();
            });
            up.end(body);
        });
    });
    function answerDns(query, res) {
        const q = parseDnsQuery(query);
        record({
            time: new Date().toISOString(),
            kind: "dns",
            target: q?.name ?? "",
            host: q?.name ?? "",
            protocol: "dns",
            allowed: false,
            status: 200,
            bytesOut: query.length,
            bytesIn: 0,
            canaries: findCanaries(q?.name ?? "", opts.canaries),
            ...(q ? { dnsType: q.type } : { error: "unparseable DNS query" }),
        });
        // NXDOMAIN: names never resolve inside the sandbox; clients must go through the proxy.
        const reply = q ? nxdomain(query, q.end) : Buffer.alloc(0);
        res.writeHead(200, { "content-type": "application/dns-message", "content-length": reply.length });
        res.end(reply);
    }
    server.on("connect", (req, client, head) => {
        sockets.add(client);
        client.on("close", () => sockets.delete(client));
        client.on("error", () => { });
        const target = req.url ?? "";
        const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(target);
        const host = m?.[1] ?? target;
        const port = Number(m?.[2] ?? 443);
        const ok = Boolean(m) && allowed(host);
        const event = record({
            time: new Date().toISOString(),
            kind: "connect",
            method: "CONNECT",
            target,
            host,
            port,
            protocol: "https-tunnel",
            allowed: ok,
            status: ok ? null : 403,
            bytesOut: head.length,
            bytesIn: 0,
            headers: headersOf(req),
            canaries: findCanaries(headerText(req), opts.canaries),
        });
        if (!ok) {
            client.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            return;
        }
        const up = upstream(host, port);
        sockets.add(up);
        up.on("close", () => sockets.delete(up));
        let connected = false;
        const onReady = () => {
            connected = true;
            event.status = 200;
            client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
            if (head.length)
                up.write(head);
            client.on("data", (c) => {
                event.bytesOut += c.length;
            });
            up.on("data", (c) => {
                event.bytesIn += c.length;
            });
            client.pipe(up);
            up.pipe(client);
        };
        if (up.connecting === false || !(up instanceof (node_net__WEBPACK_IMPORTED_MODULE_2___default().Socket)))
            onReady();
        else
            up.once("connect", onReady);
        up.on("error", (err) => {
            event.error = err.message;
            if (!connected) {
                event.status = 502;
                client.end("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            }
            else
                client.destroy();
        });
    });
    server.on("connection", (s) => {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
    });
    server.on("clientError", (_err, s) => s.destroy());
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(socketPath, () => resolve());
    });
    // The agent runs as uid 1000 inside the container; it must be able to connect.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(socketPath, 0o666);
    return {
        dir,
        socketPath,
        events,
        ready: (timeoutMs) => new Promise((resolve, reject) => {
            const t = setTimeout(() => reject(new Error(`the sandbox forwarder did not start within ${timeoutMs} ms`)), timeoutMs);
            readyPromise.then(() => {
                clearTimeout(t);
                resolve();
            });
        }),
        close: async () => {
            for (const s of sockets)
                s.destroy();
            await new Promise((resolve) => server.close(() => resolve()));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        },
    };
}
const QTYPES = {
    1: "A",
    28: "AAAA",
    5: "CNAME",
    15: "MX",
    16: "TXT",
    33: "SRV",
    12: "PTR",
};
/** The first question of a DNS query: name, type, and where the question ends. */
function parseDnsQuery(buf) {
    if (buf.length < 17)
        return null;
    let off = 12;
    const labels = [];
    while (off < buf.length) {
        const len = buf[off] ?? 0;
        if (len === 0) {
            off += 1;
            break;
        }
        if (len > 63 || off + 1 + len > buf.length)
            return null;
        labels.push(buf.subarray(off + 1, off + 1 + len).toString("latin1"));
        off += 1 + len;
    }
    if (off + 4 > buf.length)
        return null;
    const t = buf.readUInt16BE(off);
    return { name: labels.join("."), type: QTYPES[t] ?? String(t), end: off + 4 };
}
function nxdomain(query, questionEnd) {
    const out = Buffer.from(query.subarray(0, questionEnd));
    const rd = (query.readUInt16BE(2) & 0x0100) | 0;
    out.writeUInt16BE(0x8000 | rd | 0x0080 | 3, 2); // QR, RD echoed, RA, NXDOMAIN
    out.writeUInt16BE(1, 4);
    out.writeUInt16BE(0, 6);
    out.writeUInt16BE(0, 8);
    out.writeUInt16BE(0, 10);
    return out;
}


/***/ }),

/***/ 73602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ TASK_DEFAULTS),
/* harmony export */   bN: () => (/* binding */ writeTask),
/* harmony export */   eQ: () => (/* binding */ SKILL_NAME),
/* harmony export */   gv: () => (/* binding */ readTask),
/* harmony export */   rf: () => (/* binding */ writeTaskPair)
/* harmony export */ });
/* unused harmony export TaskConfig */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3292);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40104);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _types__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13014);






/**
 * Tasks in the Harbor layout: task.toml, instruction.md, environment/ (inputs, and the
 * skill under environment/skills/<name>/ only for with-skill tasks), tests/test.sh which
 * writes /logs/verifier/reward.json. Our own settings live in the [skillaudit] table.
 */
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TaskConfig = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().default("1.0"),
    metadata: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).default({}),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ timeout_sec: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().positive() }),
    verifier: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ timeout_sec: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().positive() }),
    environment: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        cpus: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().positive(),
        memory_mb: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
        allow_internet: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        pids_limit: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive().optional(),
    }),
    skillaudit: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        task_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1),
        scenario_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        network: _types__WEBPACK_IMPORTED_MODULE_4__/* .NetworkPolicy */ .RB,
        allowlist: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).default([]),
        with_skill: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        skill_name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    }),
});
const TASK_DEFAULTS = {
    agentTimeoutSec: 600,
    verifierTimeoutSec: 120,
    cpus: 1,
    memoryMb: 2048,
    network: "logged",
};
function safeRel(root, rel) {
    const norm = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(rel.replaceAll("\\", "/"));
    if (norm.startsWith("../") || norm === ".." || node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.isAbsolute(norm) || norm === ".") {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(rel, "task file paths must stay inside the task directory");
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, norm);
}
async function copyDir(src, dest) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.cp(src, dest, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (p) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p) !== ".git",
    });
}
/** Writes one task directory (erasing `dir` first). */
async function writeTask(dir, spec, withSkill) {
    if (withSkill && !spec.skill)
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(spec.id, "a with-skill task needs a skill");
    if (spec.skill && !SKILL_NAME.test(spec.skill.name)) {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(spec.skill.dir, `skill name "${spec.skill.name}" is not lower-case-with-hyphens`);
    }
    if (spec.files && Object.keys(spec.files).some((p) => p === "skills" || p.startsWith("skills/"))) {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(spec.id, "environment/skills/ is reserved for the skill under audit");
    }
    const network = spec.network ?? TASK_DEFAULTS.network;
    const config = {
        version: "1.0",
        metadata: spec.metadata ?? {},
        agent: { timeout_sec: spec.agentTimeoutSec ?? TASK_DEFAULTS.agentTimeoutSec },
        verifier: { timeout_sec: spec.verifierTimeoutSec ?? TASK_DEFAULTS.verifierTimeoutSec },
        environment: {
            cpus: spec.cpus ?? TASK_DEFAULTS.cpus,
            memory_mb: spec.memoryMb ?? TASK_DEFAULTS.memoryMb,
            allow_internet: network !== "none",
            ...(spec.pidsLimit ? { pids_limit: spec.pidsLimit } : {}),
        },
        skillaudit: {
            task_id: spec.id,
            ...(spec.scenarioId ? { scenario_id: spec.scenarioId } : {}),
            network,
            allowlist: spec.allowlist ?? [],
            with_skill: withSkill,
            ...(spec.skill ? { skill_name: spec.skill.name } : {}),
        },
    };
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(dir, { recursive: true, force: true });
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "environment"), { recursive: true });
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "task.toml"), `${(0,smol_toml__WEBPACK_IMPORTED_MODULE_2__/* .stringify */ .As)(config)}\n`);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "instruction.md"), spec.instruction);
    for (const [rel, data] of Object.entries(spec.files ?? {})) {
        const p = safeRel(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "environment"), rel);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p), { recursive: true });
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(p, data);
    }
    if (spec.tests && Object.keys(spec.tests).length > 0) {
        for (const [rel, data] of Object.entries(spec.tests)) {
            const p = safeRel(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "tests"), rel);
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p), { recursive: true });
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(p, data, { mode: rel.endsWith(".sh") ? 0o755 : 0o644 });
        }
    }
    if (withSkill && spec.skill) {
        await copyDir(spec.skill.dir, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "environment", "skills", spec.skill.name));
    }
    return readTask(dir);
}
/** The no-skill task and its with-skill twin: same spec, differing only in the skill. */
async function writeTaskPair(outDir, spec) {
    if (!spec.skill)
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(spec.id, "a task pair needs a skill");
    const noSkill = await writeTask(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, `${spec.id}--no-skill`), spec, false);
    const withSkill = await writeTask(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(outDir, `${spec.id}--with-skill`), spec, true);
    return { noSkill, withSkill };
}
async function readTask(dir) {
    const tomlPath = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "task.toml");
    let raw;
    try {
        raw = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(tomlPath, "utf8");
    }
    catch {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(tomlPath, "missing task.toml");
    }
    let parsed;
    try {
        parsed = (0,smol_toml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(raw);
    }
    catch (err) {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(tomlPath, `invalid TOML: ${err.message.split("\n")[0]}`);
    }
    const res = TaskConfig.safeParse(parsed);
    if (!res.success) {
        const issue = res.error.issues[0];
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(tomlPath, `${issue?.path.join(".")}: ${issue?.message}`);
    }
    const config = res.data;
    let instruction = "";
    try {
        instruction = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "instruction.md"), "utf8");
    }
    catch {
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "instruction.md"), "missing instruction.md");
    }
    const testsDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "tests");
    const hasTests = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises
        .stat(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(testsDir, "test.sh"))
        .then((s) => s.isFile())
        .catch(() => false);
    let skillDir = null;
    if (config.skillaudit.with_skill) {
        const name = config.skillaudit.skill_name;
        if (!name || !SKILL_NAME.test(name))
            throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(tomlPath, "with_skill needs a valid skill_name");
        skillDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "environment", "skills", name);
        const ok = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises
            .stat(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(skillDir, "SKILL.md"))
            .then((s) => s.isFile())
            .catch(() => false);
        if (!ok)
            throw new _util_errors__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(skillDir, "with-skill task has no SKILL.md at environment/skills/<name>/");
    }
    return {
        dir,
        config,
        instruction,
        environmentDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "environment"),
        testsDir: hasTests ? testsDir : null,
        skillDir,
    };
}


/***/ }),

/***/ 34471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kg: () => (/* binding */ LABELS),
  VX: () => (/* binding */ SKILLS_DIR),
  v4: () => (/* binding */ WORKDIR),
  XW: () => (/* binding */ liveContainers),
  ZV: () => (/* binding */ openTrial),
  NR: () => (/* binding */ removeLiveContainers)
});

// UNUSED EXPORTS: AGENT_HOME, AGENT_UID, makeCanaries, settleRemovals

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/sandbox/archive.ts
var archive = __webpack_require__(66661);
// EXTERNAL MODULE: ./src/sandbox/evidence.ts
var evidence = __webpack_require__(9630);
// EXTERNAL MODULE: ./src/sandbox/image.ts
var sandbox_image = __webpack_require__(35602);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./src/sandbox/overlay.ts




let overlayParams = null;
/** redirect_dir and metacopy put a file's real location in xattrs we cannot read from Node. */
function plainOverlay() {
    overlayParams ??= (async () => {
        const read = (n) => external_node_fs_.promises.readFile(`/sys/module/overlay/parameters/${n}`, "utf8").then((s) => s.trim(), () => null);
        const [redirect, metacopy] = await Promise.all([read("redirect_dir"), read("metacopy")]);
        return redirect === "N" && metacopy === "N";
    })();
    return overlayParams;
}
/** The layers of a container when they can stand in for the engine's API, else null. */
async function localLayer(endpoint, driver) {
    if (!endpoint.startsWith("unix://") || process.getuid?.() !== 0)
        return null;
    const upper = driver?.Data?.UpperDir;
    const lower = driver?.Data?.LowerDir;
    if (driver?.Name !== "overlay2" || !upper || !lower)
        return null;
    if (!(await plainOverlay()))
        return null;
    // A remapped root owns the layer as some other uid; ids inside would not be ids outside.
    const st = await external_node_fs_.promises.lstat(upper).catch(() => null);
    if (!st?.isDirectory() || st.uid !== 0)
        return null;
    return { upper, lowers: lower.split(":") };
}
const isWhiteout = (st) => st.isCharacterDevice() && st.rdev === 0;
/** The topmost image-layer entry at `rel`, or null when absent or deleted by a whiteout. */
async function lowerStat(layer, rel) {
    for (const l of layer.lowers) {
        const st = await external_node_fs_.promises.lstat(external_node_path_default().join(l, rel)).catch(() => null);
        if (st)
            return isWhiteout(st) ? null : st;
    }
    return null;
}
/** Whether any image layer has something under directory `rel` (then the upper layer alone is not the whole tree). */
async function lowersHaveContent(layer, rel) {
    for (const l of layer.lowers) {
        const st = await external_node_fs_.promises.lstat(external_node_path_default().join(l, rel)).catch(() => null);
        if (!st)
            continue;
        if (!st.isDirectory())
            return true;
        if ((await external_node_fs_.promises.readdir(external_node_path_default().join(l, rel))).length > 0)
            return true;
    }
    return false;
}
function cleanRel(p) {
    const parts = p.split("/").filter((x) => x !== "" && x !== ".");
    if (parts.length === 0 || parts.some((x) => x === ".."))
        return null;
    return parts.join("/");
}
/**
 * Writes `entries` (as packEntries would archive them) into the writable layer of a
 * container that was created and never started, with the result the engine's archive
 * upload gives: entries get the archive's owner, mode and time; missing parents are made
 * like the engine makes them (root, 0755) or copied up from the image. Returns false,
 * having written nothing, for any tree it cannot place exactly (a parent that is not a
 * plain directory, a directory over an image file): the caller then uploads instead.
 */
async function writeLayer(layer, entries, owner) {
    const steps = [];
    const placed = new Map();
    for (const e of entries) {
        const rel = cleanRel(e.path);
        if (!rel)
            return false;
        const parent = external_node_path_default().posix.dirname(rel);
        if (parent !== "." && placed.get(parent) !== "directory") {
            if (placed.has(parent))
                return false;
            // Only top-level parents are taken from the image: deeper ones could sit below an
            // opaque directory, which only an xattr would tell.
            if (parent.includes("/"))
                return false;
            const from = await lowerStat(layer, parent);
            if (from && !from.isDirectory())
                return false;
            steps.push({ kind: "parent", rel: parent, from });
            placed.set(parent, "directory");
        }
        const prior = placed.get(rel);
        if (prior !== undefined) {
            if (prior !== "directory" || e.type !== "directory")
                return false;
        }
        else if (e.type === "directory") {
            const below = await lowerStat(layer, rel);
            if (below && !below.isDirectory())
                return false;
        }
        steps.push({ kind: "entry", rel, entry: e, owner: e.owner ?? owner });
        placed.set(rel, e.type);
    }
    const now = new Date();
    const made = new Set();
    for (const s of steps) {
        const abs = external_node_path_default().join(layer.upper, s.rel);
        if (s.kind === "parent") {
            await external_node_fs_.promises.mkdir(abs);
            made.add(s.rel);
            await external_node_fs_.promises.lchown(abs, s.from?.uid ?? 0, s.from?.gid ?? 0);
            await external_node_fs_.promises.chmod(abs, s.from ? s.from.mode & 0o7777 : 0o755);
            await external_node_fs_.promises.utimes(abs, s.from?.atime ?? now, s.from?.mtime ?? now);
            continue;
        }
        const { entry: e, owner: o } = s;
        if (e.type === "directory") {
            if (!made.has(s.rel))
                await external_node_fs_.promises.mkdir(abs);
            made.add(s.rel);
            await external_node_fs_.promises.lchown(abs, o.uid, o.gid);
            await external_node_fs_.promises.chmod(abs, (e.mode ?? 0o755) & 0o7777);
            await external_node_fs_.promises.utimes(abs, now, now);
        }
        else if (e.type === "symlink") {
            await external_node_fs_.promises.symlink(e.linkname ?? "", abs);
            await external_node_fs_.promises.lchown(abs, o.uid, o.gid);
            await external_node_fs_.promises.lutimes(abs, now, now);
        }
        else {
            // wx: never through an existing name, symlink or not.
            await external_node_fs_.promises.writeFile(abs, e.data ?? Buffer.alloc(0), { flag: "wx", mode: 0o600 });
            await external_node_fs_.promises.lchown(abs, o.uid, o.gid);
            await external_node_fs_.promises.chmod(abs, (e.mode ?? 0o644) & 0o7777);
            await external_node_fs_.promises.utimes(abs, now, now);
        }
    }
    return true;
}
/**
 * The regular file at `rel` when the writable layer holds it under plain directories;
 * null for anything else (absent, only in the image, a symlink on the way), which the
 * caller then reads through the engine.
 */
async function readLayerFile(layer, rel) {
    const clean = cleanRel(rel);
    if (!clean)
        return null;
    let abs = layer.upper;
    const parts = clean.split("/");
    for (const [i, part] of parts.entries()) {
        abs = external_node_path_default().join(abs, part);
        const st = await external_node_fs_.promises.lstat(abs).catch(() => null);
        if (!st || !(i === parts.length - 1 ? st.isFile() : st.isDirectory()))
            return null;
    }
    const fh = await external_node_fs_.promises.open(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        return await fh.readFile();
    }
    finally {
        await fh.close();
    }
}
/** uid/gid to name maps from the container's /etc/passwd and /etc/group, as the engine's archive labels entries. */
async function accountNames(layer) {
    const read = async (rel) => {
        for (const root of [layer.upper, ...layer.lowers]) {
            const st = await external_node_fs_.promises.lstat(external_node_path_default().join(root, rel)).catch(() => null);
            if (!st)
                continue;
            if (!st.isFile())
                return "";
            const fh = await external_node_fs_.promises.open(external_node_path_default().join(root, rel), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
            try {
                return (await fh.readFile()).toString("utf8");
            }
            finally {
                await fh.close();
            }
        }
        return "";
    };
    const parse = (text) => {
        const m = new Map();
        for (const line of text.split("\n")) {
            const f = line.split(":");
            const id = Number(f[2]);
            if (f[0] && Number.isInteger(id) && !m.has(id))
                m.set(id, f[0]);
        }
        return m;
    };
    const [passwd, group] = await Promise.all([read("etc/passwd"), read("etc/group")]);
    return { users: parse(passwd), groups: parse(group) };
}
/**
 * Archives directory `rel` of the writable layer into `outPath` the way the engine's
 * archive API does (entries named `<basename>/...`, hard links as links, sockets and
 * whiteouts skipped), keeping whole files until `capBytes` of content; what does not fit
 * is listed. Only valid when no image layer has content under `rel` (lowersHaveContent).
 */
async function archiveLayerDir(layer, rel, outPath, capBytes) {
    const clean = cleanRel(rel);
    if (!clean)
        throw new Error(`bad layer path ${rel}`);
    const names = await accountNames(layer);
    const pack = tar_stream.pack();
    const written = (0,promises_.pipeline)(pack, (0,external_node_fs_.createWriteStream)(outPath));
    const result = { bytes: 0, files: 0, omitted: [], omittedBytes: 0 };
    const links = new Map();
    const base = external_node_path_default().posix.basename(clean);
    const put = (header, body) => new Promise((resolve, reject) => {
        const entry = pack.entry(header, (err) => (err ? reject(err) : resolve()));
        if (body && !Buffer.isBuffer(body)) {
            body.on("error", reject);
            body.pipe(entry);
        }
        else
            entry.end(body);
    });
    const headerOf = (name, st) => ({
        name,
        mode: st.mode & 0o7777,
        uid: st.uid,
        gid: st.gid,
        uname: names.users.get(st.uid) ?? "",
        gname: names.groups.get(st.gid) ?? "",
        mtime: st.mtime,
    });
    async function add(abs, name, st) {
        if (st.isDirectory()) {
            await put({ ...headerOf(name, st), type: "directory" });
            for (const child of (await external_node_fs_.promises.readdir(abs)).sort()) {
                const cabs = external_node_path_default().join(abs, child);
                await add(cabs, `${name}/${child}`, await external_node_fs_.promises.lstat(cabs));
            }
            return;
        }
        if (st.isSymbolicLink()) {
            await put({ ...headerOf(name, st), type: "symlink", linkname: await external_node_fs_.promises.readlink(abs) });
            return;
        }
        if (st.isFIFO()) {
            await put({ ...headerOf(name, st), type: "fifo" });
            return;
        }
        // Sockets are skipped by the engine too; character 0/0 is a whiteout (a deletion).
        if (!st.isFile())
            return;
        const key = `${st.dev}:${st.ino}`;
        const first = st.nlink > 1 ? links.get(key) : undefined;
        if (first) {
            await put({ ...headerOf(name, st), type: "link", linkname: first, size: 0 });
            return;
        }
        if (result.bytes + st.size > capBytes) {
            result.omitted.push(name);
            result.omittedBytes += st.size;
            return;
        }
        if (st.nlink > 1)
            links.set(key, name);
        const fh = await external_node_fs_.promises.open(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
        try {
            const now = await fh.stat();
            if (now.ino !== st.ino || !now.isFile())
                throw new Error(`${name} changed while archiving`);
            await put({ ...headerOf(name, now), type: "file", size: now.size }, fh.createReadStream({ autoClose: false }));
        }
        finally {
            await fh.close();
        }
        result.bytes += st.size;
        result.files += 1;
    }
    try {
        const top = external_node_path_default().join(layer.upper, clean);
        const st = await external_node_fs_.promises.lstat(top).catch(() => null);
        const topStat = st ?? (await lowerStat(layer, clean));
        if (!topStat?.isDirectory())
            throw new Error(`/${clean} is not a directory`);
        if (st)
            await add(top, base, st);
        else
            await put({ ...headerOf(base, topStat), type: "directory" });
        pack.finalize();
    }
    catch (err) {
        pack.destroy(err);
        await written.catch(() => { });
        throw err;
    }
    await written;
    return result;
}
/**
 * The container's filesystem changes from its writable layer, by the engine's own rules:
 * whiteouts are deletions, entries that exist below are changes, the rest additions.
 */
async function layerChanges(layer) {
    await external_node_fs_.promises.access(layer.upper);
    const out = [];
    const inLower = async (rel) => {
        for (const l of layer.lowers) {
            if (await external_node_fs_.promises.lstat(external_node_path_default().join(l, rel)).then(() => true, () => false))
                return true;
        }
        return false;
    };
    async function walk(rel) {
        const names = (await external_node_fs_.promises.readdir(external_node_path_default().join(layer.upper, rel))).sort();
        for (const name of names) {
            const r = `${rel}/${name}`;
            const st = await external_node_fs_.promises.lstat(external_node_path_default().join(layer.upper, r));
            if (isWhiteout(st)) {
                out.push({ path: r, kind: "deleted" });
                continue;
            }
            const existed = await inLower(r);
            out.push({ path: r, kind: existed ? "changed" : "added" });
            if (st.isDirectory())
                await walk(r);
        }
    }
    await walk("");
    return out;
}

// EXTERNAL MODULE: ./src/sandbox/proxy.ts
var sandbox_proxy = __webpack_require__(65371);
;// CONCATENATED MODULE: ./src/sandbox/trial.ts











const AGENT_UID = 1000;
const AGENT_HOME = "/home/agent";
const WORKDIR = "/workspace";
const SKILLS_DIR = `${AGENT_HOME}/.claude/skills`;
const PROXY_URL = "http://127.0.0.1:3128";
/**
 * Runs "$@" once the forwarder listens on 127.0.0.1:3128 (LISTEN in /proc/net/tcp; it binds
 * DNS before that), for up to 15 s; POSIX sh builtins plus sleep, as the agent user.
 */
const NETWORK_GATE = 'i=0; while [ $i -lt 1500 ]; do while read -r _ l _ st _; do [ "$l $st" = "0100007F:0C38 0A" ] && exec "$@"; done < /proc/net/tcp; sleep 0.01; i=$((i+1)); done; echo "skillaudit: the sandbox network forwarder did not start" >&2; exit 125';
const BASE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
const LABELS = {
    run: "skillaudit.run",
    trial: "skillaudit.trial",
    pid: "skillaudit.pid",
    host: "skillaudit.host",
};
/** Containers this process created and has not removed yet; the runner's signal handlers empty it. */
const liveContainers = new Map();
/** Removes a live container (force) and closes its proxy; concurrent callers share one removal. */
function removeLive(id) {
    const entry = liveContainers.get(id);
    if (!entry)
        return Promise.resolve();
    entry.removal ??= (async () => {
        const gone = await entry.docker
            .getContainer(id)
            .remove({ force: true, v: true })
            .then(() => true, (e) => e?.statusCode === 404);
        await entry.proxy?.close().catch(() => { });
        // A removal that failed (say, the engine was restarting) stays owed: a later call tries again.
        if (gone)
            liveContainers.delete(id);
        else
            entry.removal = undefined;
    })();
    return entry.removal;
}
/** Removes every container this process still has, waiting for removals already under way. */
async function removeLiveContainers() {
    const ids = [...liveContainers.keys()];
    await Promise.all(ids.map(removeLive));
    return ids.length;
}
/** Resolves when every removal this process has started or owes is done (for callers of detached trials). */
async function settleRemovals() {
    await Promise.all([...liveContainers.values()].map((e) => e.removal).filter(Boolean));
}
const alnum = (n, alphabet) => {
    const bytes = (0,external_node_crypto_.randomBytes)(n);
    return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
};
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const MIXED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Fresh fake credentials for one trial, shaped like real ones so scripts go for them. */
function makeCanaries() {
    return [
        {
            name: "aws_access_key_id",
            kind: "file",
            location: `${AGENT_HOME}/.aws/credentials`,
            value: `AKIA${alnum(16, UPPER)}`,
        },
        {
            name: "aws_secret_access_key",
            kind: "file",
            location: `${AGENT_HOME}/.aws/credentials`,
            value: alnum(40, MIXED),
        },
        {
            name: "gh_hosts_token",
            kind: "file",
            location: `${AGENT_HOME}/.config/gh/hosts.yml`,
            value: `gho_${alnum(36, MIXED)}`,
        },
        { name: "npm_token", kind: "file", location: `${AGENT_HOME}/.npmrc`, value: `npm_${alnum(36, MIXED)}` },
        { name: "github_token_env", kind: "env", location: "GITHUB_TOKEN", value: `ghp_${alnum(36, MIXED)}` },
    ];
}
function canaryEntries(canaries) {
    const v = (n) => canaries.find((c) => c.name === n)?.value ?? "";
    const home = AGENT_HOME.slice(1);
    return [
        { path: `${home}/.aws`, type: "directory", mode: 0o700 },
        {
            path: `${home}/.aws/credentials`,
            type: "file",
            mode: 0o600,
            data: Buffer.from(`[default]\naws_access_key_id = ${v("aws_access_key_id")}\naws_secret_access_key = ${v("aws_secret_access_key")}\n`),
        },
        { path: `${home}/.config`, type: "directory", mode: 0o755 },
        { path: `${home}/.config/gh`, type: "directory", mode: 0o700 },
        {
            path: `${home}/.config/gh/hosts.yml`,
            type: "file",
            mode: 0o600,
            data: Buffer.from(`github.com:\n    user: agent\n    oauth_token: ${v("gh_hosts_token")}\n    git_protocol: https\n`),
        },
        {
            path: `${home}/.npmrc`,
            type: "file",
            mode: 0o600,
            data: Buffer.from(`//registry.npmjs.org/:_authToken=${v("npm_token")}\n`),
        },
    ];
}
/** Collects a stream up to `cap` bytes and counts the rest. */
class Capped extends external_node_stream_.PassThrough {
    cap;
    chunks = [];
    kept = 0;
    dropped = 0;
    constructor(cap) {
        super();
        this.cap = cap;
        this.on("data", (c) => {
            const room = this.cap - this.kept;
            if (room > 0) {
                const part = c.length <= room ? c : c.subarray(0, room);
                this.chunks.push(part);
                this.kept += part.length;
            }
            this.dropped += Math.max(0, c.length - Math.max(0, room));
        });
    }
    text() {
        const s = Buffer.concat(this.chunks).toString("utf8");
        return this.dropped ? `${s}\n[skillaudit: output truncated, ${this.dropped} more bytes not kept]` : s;
    }
}
const HEAD = 4096;
const head = (s) => s.length > HEAD
    ? `${s.slice(0, HEAD)}\n[skillaudit: ${s.length - HEAD} more characters in the exec output]`
    : s;
/** Creates and starts the trial's container with the task's files, skill and canaries in place. */
async function openTrial(engine, spec) {
    const { docker } = engine;
    const cfg = spec.task.config;
    const network = spec.network ?? cfg.skillaudit.network;
    const allowlist = spec.allowlist ?? cfg.skillaudit.allowlist;
    const memoryBytes = cfg.environment.memory_mb * 1024 * 1024;
    const pidsLimit = spec.pidsLimit ?? cfg.environment.pids_limit ?? 256;
    const timeoutSec = spec.timeoutSec ?? cfg.agent.timeout_sec + cfg.verifier.timeout_sec + 60;
    const outputCap = spec.outputCapBytes ?? 1024 * 1024;
    const log = spec.logger;
    const canaries = makeCanaries();
    const createdAt = new Date();
    const phases = {};
    const timed = async (name, p) => {
        const t = performance.now();
        try {
            return await (typeof p === "function" ? p() : p);
        }
        finally {
            phases[name] = (phases[name] ?? 0) + (performance.now() - t);
        }
    };
    const proxy = network === "none"
        ? null
        : await timed("proxy", (0,sandbox_proxy/* startProxy */.nL)({
            policy: network,
            allowlist,
            canaries,
            upstream: spec.upstream,
            onEvent: (e) => log?.debug(`trial ${spec.trialId}: ${e.kind} ${e.target} ${e.allowed ? "allowed" : "denied"}`),
        }));
    // Built from nothing: the host's environment never reaches the container.
    const env = {
        PATH: BASE_PATH,
        HOME: AGENT_HOME,
        USER: "agent",
        LANG: "C.UTF-8",
        GITHUB_TOKEN: canaries.find((c) => c.name === "github_token_env")?.value ?? "",
        ...(proxy
            ? {
                HTTP_PROXY: PROXY_URL,
                HTTPS_PROXY: PROXY_URL,
                http_proxy: PROXY_URL,
                https_proxy: PROXY_URL,
                NO_PROXY: "localhost,127.0.0.1,::1",
                no_proxy: "localhost,127.0.0.1,::1",
            }
            : {}),
        ...(spec.env ?? {}),
    };
    // Read the task's files while the engine creates the container.
    const entriesP = taskEntries(spec.task, canaries);
    entriesP.catch(() => { });
    let container;
    try {
        container = await timed("create", docker.createContainer({
            name: `skillaudit-${spec.runId}-${spec.trialId}`.replace(/[^a-zA-Z0-9_.-]/g, "-").slice(0, 120),
            Image: spec.image,
            // -I -S: stdlib only, no site or PYTHON* variables, and a faster start.
            Cmd: ["python3", "-I", "-S", "/opt/skillaudit/forwarder.py", "--until-stdin-eof"],
            // The forwarder runs until its stdin closes: closing it stops the container (see stop()).
            OpenStdin: true,
            StdinOnce: true,
            AttachStdin: true,
            // The keep-alive/forwarder process runs as uid 0 with no capabilities; every exec runs as agent.
            User: "0:0",
            WorkingDir: WORKDIR,
            Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
            Labels: {
                [LABELS.run]: spec.runId,
                [LABELS.trial]: spec.trialId,
                [LABELS.pid]: String(process.pid),
                [LABELS.host]: external_node_os_default().hostname(),
            },
            NetworkDisabled: false,
            HostConfig: {
                NetworkMode: "none",
                CapDrop: ["ALL"],
                SecurityOpt: ["no-new-privileges"],
                Privileged: false,
                Init: true,
                Memory: memoryBytes,
                MemorySwap: memoryBytes,
                NanoCpus: Math.round(cfg.environment.cpus * 1e9),
                PidsLimit: pidsLimit,
                IpcMode: "private",
                Binds: proxy ? [`${proxy.dir}:/run/skillaudit:ro`] : [],
                Dns: proxy ? ["127.0.0.1"] : [],
                // Lets the forwarder (no capabilities) answer DNS on port 53 so looked-up names are logged.
                Sysctls: proxy ? { "net.ipv4.ip_unprivileged_port_start": "53" } : {},
                AutoRemove: false,
            },
        }));
    }
    catch (err) {
        await proxy?.close();
        throw new errors/* StageError */.Zu("sandbox", `cannot create the trial container from ${spec.image}: ${err.message}`, {
            cause: err,
        });
    }
    liveContainers.set(container.id, { docker, proxy });
    // The forwarder's stdin, held open for the container's life; it closes with this process,
    // so a container orphaned by a crash stops by itself.
    let stdin = null;
    let markRemoved = () => { };
    const removed = new Promise((r) => {
        markRemoved = r;
    });
    const discard = async () => {
        const t = performance.now();
        await removeLive(container.id);
        stdin?.destroy();
        phases.remove = performance.now() - t;
        markRemoved();
    };
    let imageId = "";
    // The container's layers when this process can read and write them directly (local engine).
    let layer = null;
    let workspaceInLayer = false;
    try {
        const info = await timed("inspect", container.inspect());
        imageId = info.Image;
        layer = spec.useHostLayer === false ? null : await localLayer(engine.endpoint, info.GraphDriver);
        const entries = await entriesP;
        const owner = { uid: AGENT_UID, gid: AGENT_UID };
        await timed("copyIn", async () => {
            // Writing the never-started container's layer is what the upload does, minus ~100 ms.
            if (layer && (await writeLayer(layer, entries, owner)))
                return;
            await container.putArchive((0,archive/* bufferStream */.p$)(await (0,archive/* packEntries */.Gy)(entries, owner)), { path: "/" });
        });
        workspaceInLayer = layer !== null && !(await lowersHaveContent(layer, WORKDIR.slice(1)));
        stdin = (await timed("attach", container.attach({ stream: true, hijack: true, stdin: true, stdout: false, stderr: false })));
        stdin.on("error", () => { });
        stdin.unref?.();
        await timed("start", container.start());
    }
    catch (err) {
        await discard();
        throw new errors/* StageError */.Zu("sandbox", `cannot start trial ${spec.trialId}: ${err.message}`, {
            cause: err,
        });
    }
    const startedAt = new Date();
    log?.debug(`trial ${spec.trialId}: container ${container.id.slice(0, 12)} started (${network})`);
    const controller = new AbortController();
    let timedOut = false;
    let closed = false;
    let killDetail;
    const timer = setTimeout(() => {
        timedOut = true;
        log?.warn(`trial ${spec.trialId}: wall-clock timeout of ${timeoutSec}s reached; killing the container`);
        controller.abort(new Error("trial timeout"));
        container.kill().catch(() => { });
    }, timeoutSec * 1000);
    // The forwarder comes up while the first command is being set up: an exec started before
    // it announced itself waits inside the container for its listener (NETWORK_GATE). If it
    // never comes up, the trial ends as an error rather than run with an unlogged network.
    let forwarderUp = proxy === null;
    let forwarderFailed;
    const readySince = performance.now();
    proxy?.ready(15_000).then(() => {
        forwarderUp = true;
        phases.forwarderReady = performance.now() - readySince;
    }, (err) => {
        if (closed)
            return;
        forwarderFailed = err.message;
        log?.warn(`trial ${spec.trialId}: ${err.message}; ending the trial`);
        controller.abort(err);
        container.kill().catch(() => { });
    });
    const execs = [];
    const skillsDir = cfg.skillaudit.with_skill ? SKILLS_DIR : null;
    const resolvePath = (p) => (p.startsWith("/") ? p : external_node_path_default().posix.join(WORKDIR, p));
    async function execAs(user, command, opts = {}, record = true) {
        const timeoutMs = opts.timeoutMs ?? spec.execTimeoutMs ?? 10 * 60 * 1000;
        const cwd = opts.cwd ? resolvePath(opts.cwd) : WORKDIR;
        const began = Date.now();
        const marker = (0,external_node_crypto_.randomBytes)(8).toString("hex");
        const startedIso = new Date(began).toISOString();
        const out = new Capped(outputCap);
        const errOut = new Capped(outputCap);
        let exitCode = null;
        let hardStop = false;
        let error;
        try {
            if (timedOut)
                throw new Error("the trial timed out");
            // `timeout` puts the command in its own process group and signals the whole group.
            const exec = await container.exec({
                Cmd: [
                    ...(forwarderUp ? [] : ["sh", "-c", NETWORK_GATE, "skillaudit-network-gate"]),
                    "timeout",
                    "--kill-after=2",
                    `${(timeoutMs / 1000).toFixed(3)}`,
                    "bash",
                    "-c",
                    command,
                ],
                User: user,
                WorkingDir: cwd,
                Env: [...Object.entries(opts.env ?? {}).map(([k, v]) => `${k}=${v}`), `SKILLAUDIT_EXEC=${marker}`],
                AttachStdin: opts.stdin !== undefined,
                AttachStdout: true,
                AttachStderr: true,
                Tty: false,
            });
            const stream = await exec.start({ hijack: true, stdin: opts.stdin !== undefined });
            docker.modem.demuxStream(stream, out, errOut);
            if (opts.stdin !== undefined)
                stream.end(opts.stdin);
            await new Promise((resolve) => {
                // A daemon left holding the pipe must not hang us: stop reading after the grace period.
                const t = setTimeout(() => {
                    hardStop = true;
                    stream.destroy();
                    resolve();
                }, timeoutMs + 5000);
                const done = () => {
                    clearTimeout(t);
                    resolve();
                };
                stream.on("end", done);
                stream.on("close", done);
                stream.on("error", done);
            });
            const info = await exec.inspect().catch(() => null);
            exitCode = info && !info.Running ? (info.ExitCode ?? null) : null;
        }
        catch (err) {
            error = err.message;
        }
        const durationMs = Date.now() - began;
        if (hardStop || exitCode === 124 || exitCode === 137)
            await killTree(user, marker);
        const killedByTimeout = hardStop ||
            ((exitCode === 124 || exitCode === 137) && durationMs >= timeoutMs - 50) ||
            (timedOut && exitCode !== 0);
        const result = {
            exitCode,
            stdout: out.text(),
            stderr: error
                ? `${errOut.text()}${errOut.kept ? "\n" : ""}[skillaudit: exec failed: ${error}]`
                : errOut.text(),
            timedOut: killedByTimeout,
            truncated: out.dropped > 0 || errOut.dropped > 0,
            durationMs,
        };
        if (record) {
            execs.push({
                index: execs.length,
                startedAt: startedIso,
                endedAt: new Date().toISOString(),
                command,
                cwd,
                exitCode,
                timedOut: result.timedOut,
                durationMs,
                stdoutHead: head(result.stdout),
                stderrHead: head(result.stderr),
                truncated: result.truncated,
                ...(error ? { error } : {}),
            });
        }
        return result;
    }
    /**
     * Ends every process that inherited this exec's marker, including ones that left its
     * process group (setsid, a fork bomb's late children). Builtins only: it must work when
     * the pids limit is exhausted, so it retries until its own exec can start.
     */
    async function killTree(user, marker) {
        const script = `for r in {1..30}; do n=0; for f in /proc/[0-9]*/environ; do p=\${f#/proc/}; p=\${p%/environ}; [ "$p" = "$$" ] && continue; mapfile -d '' -t e < "$f" 2>/dev/null || continue; for v in "\${e[@]}"; do if [ "$v" = "SKILLAUDIT_EXEC=${marker}" ]; then kill -KILL "$p" 2>/dev/null; n=1; break; fi; done; done; [ $n = 0 ] && break; done`;
        for (let attempt = 0; attempt < 10 && !timedOut; attempt++) {
            try {
                const exec = await container.exec({
                    Cmd: ["bash", "-c", script],
                    User: user,
                    AttachStdout: true,
                    AttachStderr: true,
                });
                const stream = await exec.start({ hijack: true, stdin: false });
                stream.resume();
                await new Promise((resolve) => {
                    stream.on("end", resolve);
                    stream.on("close", resolve);
                    stream.on("error", resolve);
                });
                const info = await exec.inspect();
                if (info.ExitCode === 0)
                    return;
            }
            catch {
                // No pid left for us yet: the kill above is still draining the tree.
            }
            await new Promise((r) => setTimeout(r, 200));
        }
    }
    async function readFile(p) {
        const abs = resolvePath(p);
        const stream = await container.getArchive({ path: abs });
        const data = await (0,archive/* firstFileOf */.K3)(stream);
        if (data === null)
            throw new errors/* StageError */.Zu("sandbox", `${abs} is not a regular file in trial ${spec.trialId}`);
        return data;
    }
    async function writeFile(p, data) {
        const abs = resolvePath(p);
        // Create missing parents as the agent's, without touching existing directories.
        const missing = [];
        let dir = external_node_path_default().posix.dirname(abs);
        while (dir !== "/") {
            const exists = await container
                .infoArchive({ path: dir })
                .then((res) => {
                // A HEAD answer left unread keeps its engine socket open (and the process alive).
                res?.resume?.();
                return true;
            })
                .catch(() => false);
            if (exists)
                break;
            missing.unshift(external_node_path_default().posix.basename(dir));
            dir = external_node_path_default().posix.dirname(dir);
        }
        const entries = [];
        let rel = "";
        for (const m of missing) {
            rel = rel ? `${rel}/${m}` : m;
            entries.push({ path: rel, type: "directory", mode: 0o755 });
        }
        entries.push({
            path: rel ? `${rel}/${external_node_path_default().posix.basename(abs)}` : external_node_path_default().posix.basename(abs),
            type: "file",
            data: Buffer.isBuffer(data) ? data : Buffer.from(data),
        });
        const tarball = await (0,archive/* packEntries */.Gy)(entries, { uid: AGENT_UID, gid: AGENT_UID });
        await container.putArchive((0,archive/* bufferStream */.p$)(tarball), { path: dir });
    }
    const noVerifier = {
        ran: false,
        exitCode: null,
        timedOut: false,
        durationMs: 0,
        stdout: "",
        stderr: "",
        truncated: false,
        reward: null,
        rewardValue: null,
    };
    /** Runs tests/test.sh; its reward file is read with the rest of the evidence (verifierResult). */
    async function runVerifier() {
        if (!spec.task.testsDir)
            return { ...noVerifier, error: "the task has no tests/test.sh" };
        if (timedOut)
            return { ...noVerifier, error: "the trial timed out before the verifier could run" };
        try {
            // The tests arrive only now, so the agent never saw them.
            const tests = await (0,archive/* readTree */.Zc)(spec.task.testsDir, "tests");
            await container.putArchive((0,archive/* bufferStream */.p$)(await (0,archive/* packEntries */.Gy)(tests, { uid: 0, gid: 0 })), { path: "/" });
            return await execAs(`${AGENT_UID}:${AGENT_UID}`, "bash /tests/test.sh", {
                timeoutMs: cfg.verifier.timeout_sec * 1000,
            }, false);
        }
        catch (err) {
            return { ...noVerifier, error: `verifier failed to run: ${err.message}` };
        }
    }
    function verifierResult(r, rewardFile) {
        let reward = null;
        let rewardValue = null;
        let error;
        try {
            if (rewardFile instanceof Error)
                throw rewardFile;
            reward = JSON.parse(rewardFile.toString("utf8"));
            const v = typeof reward === "number" ? reward : reward?.reward;
            rewardValue = typeof v === "number" && Number.isFinite(v) ? v : null;
            if (rewardValue === null)
                error = "reward.json has no numeric reward";
        }
        catch (err) {
            error = `no readable /logs/verifier/reward.json: ${err.message}`;
        }
        return {
            ran: true,
            exitCode: r.exitCode,
            timedOut: r.timedOut,
            durationMs: r.durationMs,
            stdout: r.stdout,
            stderr: r.stderr,
            truncated: r.truncated,
            reward,
            rewardValue,
            ...(error ? { error } : {}),
        };
    }
    /**
     * Ends every process in the container by closing the forwarder's stdin: it exits, and
     * with the container's init gone the kernel kills the rest. A natural exit is cheaper
     * than a kill through the engine; the kill remains the fallback. The layer can then be
     * read from the host with nothing inside able to change it. True once stopped.
     */
    async function stop() {
        const waited = container.wait({ condition: "not-running" }).then(() => true, () => false);
        stdin?.end();
        let t;
        const late = new Promise((r) => {
            t = setTimeout(() => r("late"), 5000);
        });
        const first = await Promise.race([waited, late]);
        clearTimeout(t);
        if (first !== "late")
            return first;
        await container.kill().catch(() => { });
        return waited;
    }
    /** A file from the stopped container's layer when it is there as a plain file, else through the engine. */
    async function evidenceFile(abs, fromLayer) {
        if (fromLayer && layer) {
            const data = await readLayerFile(layer, abs).catch(() => null);
            if (data)
                return data;
        }
        return readFile(abs);
    }
    async function resourceUse() {
        // The engine's stats call costs a second: read the cgroup on the host when the engine is
        // local, else from inside the container (v1 or v2).
        if (engine.endpoint.startsWith("unix://")) {
            const host = await hostCgroupMemory(container.id);
            if (host)
                return host;
        }
        const r = await execAs("0:0", "cd /sys/fs/cgroup; if [ -f memory/memory.max_usage_in_bytes ]; then echo peak $(cat memory/memory.max_usage_in_bytes); grep oom_kill memory/memory.oom_control; else echo peak $(cat memory.peak 2>/dev/null); grep oom_kill memory.events; fi", { timeoutMs: 5000 }, false);
        const peak = /^peak (\d+)/m.exec(r.stdout);
        const oom = /^oom_kill (\d+)/m.exec(r.stdout);
        return { memoryPeakBytes: peak ? Number(peak[1]) : null, oomKills: oom ? Number(oom[1]) : null };
    }
    async function capture(outcome, forced) {
        if (closed)
            throw new errors/* StageError */.Zu("sandbox", `trial ${spec.trialId} was already closed`);
        closed = true;
        const notes = [];
        const dir = (0,evidence/* bundleDir */.g5)(spec.runDir, spec.trialId);
        await external_node_fs_.promises.rm(dir, { recursive: true, force: true });
        await external_node_fs_.promises.mkdir(dir, { recursive: true });
        try {
            const ran = forced ? skippedVerifier(forced) : await timed("verifier", runVerifier);
            clearTimeout(timer);
            const cap = spec.workspaceCapBytes ?? 50 * 1024 * 1024;
            const workspaceOut = external_node_path_default().join(dir, evidence/* BUNDLE_FILES */.HJ.workspace);
            const capped = (ar) => {
                if (ar.omitted.length) {
                    const list = ar.omitted.slice(0, 20).join(", ") + (ar.omitted.length > 20 ? ", …" : "");
                    notes.push(`workspace.tar: ${ar.omitted.length} file(s), ${ar.omittedBytes} bytes left out past the ${cap}-byte cap: ${list}`);
                }
                return ar.files;
            };
            const archiveWorkspace = async (fromLayer) => {
                try {
                    if (fromLayer && layer && workspaceInLayer)
                        return capped(await archiveLayerDir(layer, WORKDIR.slice(1), workspaceOut, cap));
                    return capped(await (0,archive/* writeCappedArchive */.jX)(await container.getArchive({ path: WORKDIR }), workspaceOut, cap));
                }
                catch (err) {
                    notes.push(`workspace.tar: could not archive ${WORKDIR}: ${err.message}`);
                    return 0;
                }
            };
            const engineChanges = async () => {
                const raw = ((await container.changes()) ?? []);
                return raw.map((c) => ({ path: c.Path, kind: CHANGE_KINDS[c.Kind] ?? "changed" }));
            };
            // The memory peak lives in the container's cgroup: read it before the container stops.
            const memory = layer ? await resourceUse() : null;
            // A local layer is read from the host once the container has stopped; otherwise the
            // engine is asked while the container still runs. Either way removal comes after.
            const fromLayer = layer !== null && (await timed("stop", stop));
            const evidenceStarted = performance.now();
            const [res, changesAll, workspaceFiles, state, rewardFile] = await Promise.all([
                fromLayer && memory ? memory : resourceUse(),
                (fromLayer && layer ? layerChanges(layer) : engineChanges()).catch((err) => {
                    notes.push(`changes.json: the engine gave no changes: ${err.message}`);
                    return [];
                }),
                archiveWorkspace(fromLayer),
                container
                    .inspect()
                    .then((i) => i.State)
                    .catch(() => null),
                isVerifierResult(ran)
                    ? Promise.resolve(null)
                    : evidenceFile("/logs/verifier/reward.json", fromLayer).catch((err) => err),
            ]);
            const verifier = isVerifierResult(ran) ? ran : verifierResult(ran, rewardFile ?? new Error("not read"));
            phases.evidence = performance.now() - evidenceStarted;
            const CHANGES_CAP = 20000;
            const changes = changesAll.slice(0, CHANGES_CAP);
            if (changesAll.length > CHANGES_CAP) {
                notes.push(`changes.json: ${changesAll.length - CHANGES_CAP} of ${changesAll.length} changed paths left out`);
            }
            const trajectory = (0,evidence/* capSteps */.w_)(outcome.trajectory, notes);
            const netEvents = proxy ? [...proxy.events] : [];
            const leaked = [...new Set(netEvents.flatMap((e) => e.canaries))];
            const finishedAt = new Date();
            if (proxy && !forwarderUp)
                notes.push("network.jsonl: the network forwarder never announced itself; attempts may be missing");
            const exitReason = timedOut
                ? "timeout"
                : forwarderFailed
                    ? "error"
                    : (forced ?? outcome.exitReason ?? "finished");
            const detail = killDetail ??
                (forwarderFailed ? `cannot start the network forwarder: ${forwarderFailed}` : undefined) ??
                outcome.detail ??
                (timedOut ? `wall-clock timeout of ${timeoutSec}s` : undefined);
            if (state?.OOMKilled)
                notes.push("the container's main process was killed for lack of memory");
            const bundle = {
                schemaVersion: 1,
                runId: spec.runId,
                trialId: spec.trialId,
                task: {
                    id: cfg.skillaudit.task_id,
                    dir: spec.task.dir,
                    ...(cfg.skillaudit.scenario_id ? { scenarioId: cfg.skillaudit.scenario_id } : {}),
                    withSkill: cfg.skillaudit.with_skill,
                    ...(cfg.skillaudit.skill_name ? { skillName: cfg.skillaudit.skill_name } : {}),
                    network,
                    allowlist,
                },
                image: { ref: spec.image, id: imageId },
                containerId: container.id,
                timings: {
                    createdAt: createdAt.toISOString(),
                    startedAt: startedAt.toISOString(),
                    finishedAt: finishedAt.toISOString(),
                    wallMs: finishedAt.getTime() - startedAt.getTime(),
                },
                exitReason,
                ...(detail ? { exitDetail: detail } : {}),
                resources: {
                    wallMs: finishedAt.getTime() - startedAt.getTime(),
                    cpus: cfg.environment.cpus,
                    memoryLimitBytes: memoryBytes,
                    pidsLimit,
                    memoryPeakBytes: res.memoryPeakBytes,
                    oomKills: res.oomKills,
                    tokens: outcome.usage ?? null,
                },
                verifier: { ran: verifier.ran, rewardValue: verifier.rewardValue },
                counts: {
                    trajectorySteps: trajectory.length,
                    execs: execs.length,
                    changes: changes.length,
                    networkEvents: netEvents.length,
                    networkDenied: netEvents.filter((e) => !e.allowed).length,
                    canaryHits: netEvents.filter((e) => e.canaries.length > 0).length,
                    workspaceFiles,
                },
                leakedCanaries: leaked,
                notes,
                files: { ...evidence/* BUNDLE_FILES */.HJ },
            };
            return await timed("write", () => (0,evidence/* writeBundle */.Mf)(dir, {
                bundle,
                trajectory,
                execs,
                changes,
                network: netEvents,
                verifier,
                canaries,
            }));
        }
        finally {
            clearTimeout(timer);
            // The bundle is complete on disk; removal may finish after we return when detached.
            const removal = discard().then(() => log?.debug(`trial ${spec.trialId}: container removed`));
            if (!spec.detachRemoval)
                await removal;
        }
    }
    function skippedVerifier(reason) {
        return {
            ran: false,
            exitCode: null,
            timedOut: false,
            durationMs: 0,
            stdout: "",
            stderr: "",
            truncated: false,
            reward: null,
            rewardValue: null,
            error: `not run: the trial was ${reason}`,
        };
    }
    const handle = {
        id: spec.trialId,
        workdir: WORKDIR,
        skillsDir,
        containerId: container.id,
        canaries,
        signal: controller.signal,
        exec: (command, opts) => {
            if (closed)
                return Promise.reject(new errors/* StageError */.Zu("sandbox", `trial ${spec.trialId} is closed`));
            return timed("exec", () => execAs(`${AGENT_UID}:${AGENT_UID}`, command, opts));
        },
        readFile,
        writeFile,
        phases,
        removed,
        finish: (extra) => capture(extra),
        abort: async (reason, exitReason = "killed") => {
            killDetail = reason;
            controller.abort(new Error(reason));
            await container.kill().catch(() => { });
            return capture({ trajectory: [] }, exitReason);
        },
    };
    return handle;
}
/** environment/ for /workspace, the skill for ~/.claude/skills/<name>/, the canaries and the forwarder: one tree under /. */
async function taskEntries(task, canaries) {
    const root = { uid: 0, gid: 0 };
    const entries = [
        { path: WORKDIR.slice(1), type: "directory", mode: 0o755 },
        { path: AGENT_HOME.slice(1), type: "directory", mode: 0o755 },
        { path: `${AGENT_HOME.slice(1)}/.claude`, type: "directory", mode: 0o755 },
        { path: SKILLS_DIR.slice(1), type: "directory", mode: 0o755 },
        { path: "logs/verifier", type: "directory", mode: 0o755 },
    ];
    const hasEnv = await external_node_fs_.promises
        .stat(task.environmentDir)
        .then((s) => s.isDirectory())
        .catch(() => false);
    if (hasEnv) {
        for (const e of await (0,archive/* readTree */.Zc)(task.environmentDir)) {
            if (e.path === "skills" || e.path.startsWith("skills/"))
                continue;
            entries.push({ ...e, path: `${WORKDIR.slice(1)}/${e.path}` });
        }
    }
    const skillName = task.config.skillaudit.skill_name;
    if (task.skillDir && skillName) {
        const dest = `${SKILLS_DIR.slice(1)}/${skillName}`;
        entries.push({ path: dest, type: "directory", mode: 0o755 }, ...(await (0,archive/* readTree */.Zc)(task.skillDir, dest)));
    }
    entries.push(...canaryEntries(canaries));
    // The forwarder travels with every trial so any image with python3 can be used.
    entries.push({ path: "opt/skillaudit", type: "directory", mode: 0o755, owner: root }, {
        path: "opt/skillaudit/forwarder.py",
        type: "file",
        mode: 0o755,
        data: await forwarderSource(),
        owner: root,
    });
    return entries;
}
let forwarderCache = null;
function forwarderSource() {
    forwarderCache ??= external_node_fs_.promises.readFile(external_node_path_default().join((0,sandbox_image/* findContextDir */.uK)(), "forwarder.py"));
    return forwarderCache;
}
async function hostCgroupMemory(id) {
    const read = (p) => external_node_fs_.promises.readFile(p, "utf8").catch(() => null);
    for (const dir of [
        `/sys/fs/cgroup/memory/docker/${id}`,
        `/sys/fs/cgroup/memory/system.slice/docker-${id}.scope`,
    ]) {
        const peak = await read(`${dir}/memory.max_usage_in_bytes`);
        if (peak) {
            const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.oom_control`)) ?? "");
            return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
        }
    }
    for (const dir of [`/sys/fs/cgroup/system.slice/docker-${id}.scope`, `/sys/fs/cgroup/docker/${id}`]) {
        const peak = await read(`${dir}/memory.peak`);
        if (peak) {
            const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.events`)) ?? "");
            return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
        }
    }
    return null;
}
const CHANGE_KINDS = ["changed", "added", "deleted"];
const isVerifierResult = (r) => "rewardValue" in r;


/***/ }),

/***/ 13014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ TokenUsage),
/* harmony export */   Mu: () => (/* binding */ TrajectoryStep),
/* harmony export */   RB: () => (/* binding */ NetworkPolicy),
/* harmony export */   X3: () => (/* binding */ ExitReason)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40104);

/**
 * The seam between the sandbox (Docker) and whatever drives a trial (an agent harness,
 * a probe, the `sandbox run` command). Harnesses depend on this file only.
 */
const NetworkPolicy = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["none", "logged", "open"]);
const TokenUsage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    cacheCreationTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
});
/** One step of an agent's trajectory, as recorded by the harness. */
const TrajectoryStep = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    endedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["model", "tool", "note"]),
    /** For kind "model": the assistant text (excerpt); for "tool": the tool name. */
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Tool arguments, as sent by the model. */
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    /** Tool result excerpt; truncated results say so in `truncated`. */
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    truncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    isError: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    usage: TokenUsage.optional(),
});
/** How a trial ended: the agent finished, the wall clock ran out, it was killed (aborted, runner shutdown), or the harness/sandbox failed. */
const ExitReason = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["finished", "timeout", "killed", "error"]);


/***/ })

};
;