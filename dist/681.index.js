"use strict";
exports.id = 681;
exports.ids = [681];
exports.modules = {

/***/ 97681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderBadges: () => (/* reexport */ renderBadges),
  renderHtml: () => (/* reexport */ html/* renderHtml */.K2),
  renderJson: () => (/* reexport */ json/* renderJson */.h),
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

// EXTERNAL MODULE: ./src/report/render/html.ts + 1 modules
var html = __webpack_require__(92134);
// EXTERNAL MODULE: ./src/report/render/json.ts
var json = __webpack_require__(2705);
// EXTERNAL MODULE: ./src/report/render/markdown.ts + 1 modules
var markdown = __webpack_require__(92965);
// EXTERNAL MODULE: ./src/report/render/sarif.ts
var sarif = __webpack_require__(38342);
;// CONCATENATED MODULE: ./src/report/render/index.ts







/***/ })

};
;