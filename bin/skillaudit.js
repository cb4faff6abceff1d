#!/usr/bin/env node
// Node 22+ keeps compiled code of the bundle between runs (a no-op on older Node).
require("node:module").enableCompileCache?.();
// Tuned for a short run (no effect on results): each regex compiled once, to native code, where
// tier-up compiles the scanner's hundreds of regexes twice; and optimisation starts after 16× the
// default budget, so a one-skill scan does not pay the optimising compiler for code it runs briefly
// (a multi-megabyte skill still gets optimised code, and scans as fast as before).
require("node:v8").setFlagsFromString("--no-regexp-tier-up --interrupt-budget=1081344");
require("../dist/cli/index.js");
