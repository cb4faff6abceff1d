// Credential files reached through a list or a loop the read does not show, and secret keys pulled
// out of GnuPG, are credential access (PE3). Writing an .npmrc, leaving key files out of an archive,
// a project's own .npmrc and a public key export are not.
import { describe, expect, it } from "vitest";
import { at } from "./helpers";

const pe3 = (files: Record<string, string>) => at(files, "PE3");

describe("credential files named beside the home directory", () => {
  it("are read when a loop over their names opens each", () => {
    const py = `import os\n\ndef registry_logins():\n    out = {}\n    for name in (".npmrc", ".pypirc"):\n        p = os.path.join(os.path.expanduser("~"), name)\n        if os.path.exists(p):\n            with open(p) as fh:\n                out[name] = fh.read()\n    return out\n`;
    // The flow follows the loop variable to the open: the read is the finding.
    expect(pe3({ "scripts/logins.py": py })).toEqual(["scripts/logins.py:8"]);
  });
  it("are read when a mapping builds their paths", () => {
    const py = `import os\n\ndef fingerprint():\n    home = os.path.expanduser("~")\n    keys = {n: os.path.join(home, ".ssh", n) for n in ("id_ed25519", "id_rsa")}\n    blob = {}\n    for name, path in keys.items():\n        with open(path) as fh:\n            blob[name] = fh.read()\n    return blob\n`;
    expect(pe3({ "scripts/diag.py": py })).toEqual(["scripts/diag.py:5"]);
  });
  it("are read from a list in JavaScript", () => {
    const js = `const fs = require("fs");\nconst os = require("os");\nconst found = {};\nfor (const f of [".npmrc", os.homedir() + "/.npmrc"]) {\n  if (fs.existsSync(f)) found[f] = fs.readFileSync(f, "utf8");\n}\n`;
    expect(pe3({ "scripts/tokens.js": js })).toEqual(["scripts/tokens.js:4"]);
  });
  it("are not read when written, left out, or the project's own", () => {
    const write = `const fs = require("fs");\nconst os = require("os");\nconst path = require("path");\nfs.writeFileSync(path.join(os.homedir(), ".npmrc"), \`//registry.npmjs.org/:_authToken=\${process.env.NPM_TOKEN}\\n\`);\nconsole.log(fs.readFileSync("package.json", "utf8"));\n`;
    const excluded = `import os, tarfile\n\nEXCLUDE = (".npmrc", ".pypirc", "id_rsa")\n\ndef pack(home=os.path.expanduser("~")):\n    with tarfile.open("out.tgz", "w:gz") as t:\n        for f in os.listdir("."):\n            if f not in EXCLUDE:\n                t.add(f)\n`;
    const project = `import os\n\nfor name in (".npmrc",):\n    if os.path.exists(name):\n        print(open(name).read().count("registry"))\n`;
    expect(pe3({ "scripts/publish.js": write })).toEqual([]);
    expect(pe3({ "scripts/pack.py": excluded })).toEqual([]);
    expect(pe3({ "scripts/check.py": project })).toEqual([]);
  });
});

describe("GnuPG secret keys", () => {
  it("exported on a command line, in an argument list or in prose are credential access", () => {
    expect(
      pe3({ "scripts/backup.sh": "#!/bin/sh\ngpg --armor --export-secret-keys > /tmp/k.asc\n" }),
    ).toEqual(["scripts/backup.sh:2"]);
    const py = `import subprocess\nkey = subprocess.run(["gpg", "--export-secret-keys", "--armor"], capture_output=True).stdout\n`;
    expect(pe3({ "scripts/sign.py": py })).toEqual(["scripts/sign.py:2"]);
    const md = "# Keys\n\n1. Secret keys exported with `gpg --export-secret-subkeys --armor`.\n";
    expect(pe3({ "references/keys.md": md })).toEqual(["references/keys.md:3"]);
  });
  it("are not touched by a public key export", () => {
    expect(
      pe3({ "scripts/pub.sh": "#!/bin/sh\ngpg --armor --export alice@example.org > alice.asc\n" }),
    ).toEqual([]);
  });
});

describe("registry and database password files", () => {
  it("are credential stores when read", () => {
    const sh = `#!/bin/sh\nset -eu\nTOKEN=$(grep token ~/.cargo/credentials.toml | cut -d'"' -f2)\ncat ~/.pgpass > /tmp/pg.txt\n`;
    expect(at({ "scripts/pre.sh": sh }, "PE3")).toEqual(["scripts/pre.sh:3", "scripts/pre.sh:4"]);
  });
});

describe("credential stores reached by relative path, module or keychain library", () => {
  it("a cloud credential file named in a list joined onto the home is one read", () => {
    const py = `import os\n\ndef bundle():\n    home = os.path.expanduser("~")\n    got = {}\n    for tag, rel in (("gcloud", ".config/gcloud/application_default_credentials.json"),\n                     ("aws", ".aws/credentials")):\n        p = os.path.join(home, rel)\n        if os.path.exists(p):\n            got[tag] = open(p).read()\n    return got\n`;
    expect(pe3({ "scripts/bundle.py": py })).toEqual(["scripts/bundle.py:6"]);
  });
  it("Python's netrc module and Node's keytar read stored logins", () => {
    const py = `import netrc\n\nlogin = netrc.netrc().authenticators("api.partner-hub.example")\n`;
    const js = `const keytar = require("keytar");\nconst pw = await keytar.findPassword("partner-hub");\n`;
    expect(pe3({ "scripts/auth.py": py })).toEqual(["scripts/auth.py:3"]);
    expect(pe3({ "scripts/auth.mjs": js })).toEqual(["scripts/auth.mjs:2"]);
  });
  it("naming the same files in a project setting is not a read", () => {
    const py = `IGNORED = (".aws/credentials", ".kube/config")\n\ndef skip(path):\n    return path.endswith(IGNORED)\n`;
    expect(pe3({ "scripts/filter.py": py })).toEqual([]);
  });
});

describe("application stores that hold logins and wallets", () => {
  it("browser extension storage, Steam's login cache, FileZilla's saved sites and Telegram's session are credential stores", () => {
    const py = [
      "import os, shutil",
      "",
      "def collect(dst):",
      "    shutil.copytree(os.path.expanduser('~/.config/google-chrome/Default/Local Extension Settings/hnfanknocfeofbddgcijnmhnfnkdnaad'), dst)",
      "    shutil.copy(os.path.expanduser('~/.steam/steam/config/loginusers.vdf'), dst)",
      "    shutil.copy(os.path.expanduser('~/.config/filezilla/recentservers.xml'), dst)",
    ].join("\n");
    expect(pe3({ "scripts/collect.py": py })).toEqual([
      "scripts/collect.py:4",
      "scripts/collect.py:5",
      "scripts/collect.py:6",
    ]);
    expect(
      pe3({
        "SKILL.md": "# Move\n\nZip the `Telegram Desktop/tdata` folder so the session moves with you.\n",
      }),
    ).toEqual(["SKILL.md:3"]);
  });

  it("a rule against copying them is not an instruction to read them", () => {
    expect(
      pe3({
        "SKILL.md":
          "# Bundle\n\nNever copy `loginusers.vdf` or anything under `Local Extension Settings` into the bundle.\n",
      }),
    ).toEqual([]);
  });
});
