// Syntax-only check of TypeScript files: node tools/ts_syntax.js file.ts...
// Needs the `typescript` package; set TYPESCRIPT_DIR to its node_modules folder if not global.
const path = require("path");
const fs = require("fs");
let ts;
try {
  ts = require(process.env.TYPESCRIPT_DIR ? path.join(process.env.TYPESCRIPT_DIR, "typescript") : "typescript");
} catch {
  console.log("SKIP typescript not available");
  process.exit(0);
}
let bad = 0;
for (const f of process.argv.slice(2)) {
  const out = ts.transpileModule(fs.readFileSync(f, "utf8"), { reportDiagnostics: true, fileName: f,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
  for (const d of out.diagnostics || []) {
    bad++;
    console.log(`${f}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  }
}
process.exit(bad ? 1 : 0);
