"use strict";
exports.id = 68;
exports.ids = [68];
exports.modules = {

/***/ 91327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ SkillReport),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   pl: () => (/* binding */ Report)
/* harmony export */ });
/* unused harmony exports StageName, Usage, StageStatus, SafetyStatus, Penalty, Coverage, Safety, PairScore, Utility, Efficiency */
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
const Usage = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheCreationTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
/** Every stage says whether it ran; a report never shows a number from a stage that did not. */
const StageStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    stage: StageName,
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["ran", "cached", "skipped", "failed"]),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Run-directory relative path of the stage's stored artifact. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Per-item counts for stages that work item by item (scenarios, pairs, findings). */
    items: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        ran: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        cached: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    })
        .optional(),
    /** What the stage's stored artifacts cost when they were produced (a cached rerun still shows it). */
    usage: Usage.optional(),
    /** What this run spent on the stage (zero when everything came from the run directory). */
    spent: Usage.optional(),
});
const SafetyStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["pass", "caution", "risky"]);
const Penalty = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    findingId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["H", "M", "L"]),
    weight: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExist: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExploit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    /** "probe" when a runtime probe set cExploit, "prior" for the 0.6 default ("not_exercised": a probe ran but never touched the skill or the flagged code, so the prior stands). */
    exploitFrom: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["probe", "prior", "not_exercised"]),
    penalty: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
});
/** Whether the static scan saw the whole package: a skill it could not read in full cannot Pass. */
const Coverage = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    complete: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** Parts not read (unscannable entries of kind "unread"). */
    unread: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
});
const Safety = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(10).max(100),
    /** From S alone, except that an incomplete scan caps it at caution (S = 100 is then not a Pass). */
    status: SafetyStatus,
    penalties: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Penalty),
    coverage: Coverage.default({ complete: true, unread: 0 }),
    /** Set when S rests on the rule scan alone (the model scan failed or did not run): why. */
    rulesOnly: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().optional(),
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
    /** The with-skill run opened the skill (reported; never a reason to drop the pair). */
    skillUsed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
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
    /** 95% t-interval over scenario means (df = scenarios \u2212 1), when there are at least three scenarios. */
    prgCi: zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()]).nullable(),
    /** How the interval was computed, or why there is none. */
    intervalNote: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /** Scenarios with at least one valid pair (the interval's sample size). */
    scenarios: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** PRG over valid pairs whose with-skill agent opened the skill; null when none did. */
    activatedPrg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    activatedPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** Share of valid pairs whose no-skill run already passed every item. */
    ceilingShare: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
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
    /** Front matter and package-layout problems (lint), also shown as lines in skill.warnings. */
    spec: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .SpecIssue */ .vp).default([]),
    /** null when the utility stages did not run (see stages). */
    utility: Utility.nullable(),
    efficiency: Efficiency.nullable(),
    pairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PairScore),
    backbone: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /** What each runtime probe established (findings absent here had no probe). */
    probes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        findingId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["judged", "not_exercised"]),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        bundle: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    }))
        .default([]),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["generated", "pinned"]).nullable(),
    usage: Usage.nullable(),
    gate: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        /** What each check compared (e.g. which PRG figure min-prg was held against). */
        notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    }),
});
const Report = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("skillaudit"), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    settings: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        failOn: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["risky", "caution", "never"]),
        /** Absent in reports written before the severity rule existed; it was "high" then too. */
        failOnSeverity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["high", "medium", "low", "never"]).default("high"),
        minPrg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        validationMode: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .ValidationMode */ .jx,
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        /** The fixed judge model (scheme, scan, judge, probes), separate from the agent's. */
        judgeModel: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().optional(),
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
/* harmony export */   WG: () => (/* binding */ ProbeResult),
/* harmony export */   Y: () => (/* binding */ Verdict),
/* harmony export */   wI: () => (/* binding */ Finding)
/* harmony export */ });
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
/** A part of the package the scanner could not read as text; it lowers the report's confidence, never silently. */
const Unscannable = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /**
     * "unread": content that may hold text or code was not read (an encrypted member, an unknown format,
     * a cap, a link out of the skill): the scan is incomplete and the skill cannot Pass. "no-text": a
     * picture, font or sound, identified by its bytes, with nothing to read.
     */
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["unread", "no-text"]).default("unread"),
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
/** Pass needs S = 100 and a scan that read the whole package; an incomplete one is caution at best. */
function safetyStatus(score, coverage = FULL) {
    if (score >= 100)
        return coverage.complete ? "pass" : "caution";
    if (score >= 80)
        return "caution";
    return "risky";
}
const FULL = { complete: true, unread: 0 };
/**
 * S = max(10, 100 \u2212 \u03a3 w(sev)\u00b7c_exist\u00b7c_exploit) (paper eq. 8). The stored score
 * is rounded to 6 decimals only; renderers truncate for display so a shown value
 * never crosses a status boundary. Content the scan could not read adds no
 * penalty (no pattern was seen, so no weight applies) but keeps the status from Pass.
 */
function safety(findings, unscannable = [], opts = {}) {
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
            // A probe that never touched the skill proves nothing: the prior stands, and says why.
            exploitFrom: f.probe ? "probe" : opts.notExercised?.has(f.id) ? "not_exercised" : "prior",
            penalty: weight * f.confidence * cExploit,
        };
    });
    let total = 0;
    for (const p of penalties)
        total += p.penalty;
    const score = round6(Math.max(10, 100 - total));
    const unread = unscannable.filter((u) => (u.kind ?? "unread") === "unread").length;
    const coverage = { complete: unread === 0, unread };
    return {
        score,
        status: safetyStatus(score, coverage),
        penalties,
        coverage,
        rulesOnly: opts.rulesOnly ?? null,
    };
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
 * Cornish\u2013Fisher expansion around the normal quantile (error < 1e-3 for df > 30).
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