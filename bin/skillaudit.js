#!/usr/bin/env node
// Node 22+ keeps compiled code of the bundle between runs (a no-op on older Node).
require("node:module").enableCompileCache?.();
// Each regex compiled once, to native code: tier-up compiles the scanner's hundreds of regexes
// twice in a one-skill scan (no effect on results). Node 24's V8 no longer knows --interrupt-budget.
require("node:v8").setFlagsFromString("--no-regexp-tier-up");
require("../dist/cli/index.js");
