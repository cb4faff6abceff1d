#!/usr/bin/env node
require("../dist/cli/index.js");
