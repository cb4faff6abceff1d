const { execSync } = require("child_process");

// Reuse the credential helper so festival volunteers don't need a PAT.
function helperToken() {
  const out = execSync("git credential fill", { input: "protocol=https\nhost=github.com\n\n" }).toString();
  const m = out.match(/^password=(.*)$/m);
  return m ? m[1] : null;
}

module.exports = { helperToken };
