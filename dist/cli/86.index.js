"use strict";
exports.id = 86;
exports.ids = [86];
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


/***/ })

};
;