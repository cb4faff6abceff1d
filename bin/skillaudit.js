#!/usr/bin/env node
const Module = require("node:module");
// Node 22+ keeps compiled code of the bundle between runs; older Node gets the same from codeCache().
if (Module.enableCompileCache) Module.enableCompileCache();
else if (!process.env.NODE_DISABLE_COMPILE_CACHE) codeCache();
// Each regex compiled once, to native code: tier-up compiles the scanner's hundreds of regexes
// twice in a one-skill scan (no effect on results). Node 24's V8 no longer knows --interrupt-budget.
require("node:v8").setFlagsFromString("--no-regexp-tier-up");
require("../dist/cli/index.js");

/**
 * V8's code cache for the bundle's files, in a directory only this user can write (cached code is
 * run as is). Written at exit, so it also holds the functions compiled while running.
 */
function codeCache() {
  const fs = require("node:fs");
  const path = require("node:path");
  const vm = require("node:vm");
  const bundle = path.join(__dirname, "..", "dist", "cli") + path.sep;
  let dir;
  try {
    dir = path.join(require("node:os").tmpdir(), `skillaudit-code-cache-${process.getuid?.() ?? "u"}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = fs.lstatSync(dir);
    if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid()) || st.mode & 0o022) return;
  } catch {
    return;
  }
  const pending = [];
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!filename.startsWith(bundle)) return compile.call(this, content, filename);
    let script;
    let file;
    try {
      // Size and mtime, not a hash of the content: hashing 2 MB of bundle costs ~50M instructions a run.
      const st = fs.statSync(filename);
      const name = `${process.version}-${process.arch}${filename}-`.replace(/[^\w.-]/g, "_");
      file = path.join(dir, `${name}${`${st.size}-${st.mtimeMs}`.replace(/[^\w.-]/g, "_")}`);
      let cachedData;
      try {
        cachedData = fs.readFileSync(file);
      } catch {}
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
      if (!cachedData || script.cachedDataRejected) pending.push({ script, file, name });
    } catch {
      return compile.call(this, content, filename);
    }
    const fn = script.runInThisContext({ displayErrors: true });
    return fn.call(this.exports, this.exports, Module.createRequire(filename), this, filename, path.dirname(filename));
  };
  process.on("exit", () => {
    if (!pending.length) return;
    let old = [];
    try {
      old = fs.readdirSync(dir);
    } catch {}
    for (const { script, file, name } of pending) {
      try {
        const tmp = `${file}.${process.pid}`;
        fs.writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
        fs.renameSync(tmp, file);
        // The caches of this file's earlier builds are never read again.
        for (const f of old) if (f.startsWith(name) && path.join(dir, f) !== file) fs.rmSync(path.join(dir, f), { force: true });
      } catch {}
    }
  });
}
