#!/usr/bin/env node
// Node 22+ keeps compiled code of the bundle between runs (a no-op on older Node).
require("node:module").enableCompileCache?.();
require("../dist/cli/index.js");
