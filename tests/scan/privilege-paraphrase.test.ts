// PE2 (sudo / root) by where the text sits: SKILL.md is what the agent follows and a shipped script
// runs by itself, so sudo there is reported in any shape; a reference document's install section
// tells a person how to put a tool on their machine, and its sudo is part of that.
import { describe, expect, it } from "vitest";
import { keys, scan } from "./helpers";

const SKILL = "---\nname: demo\ndescription: Demo skill for tests.\n---\n\n";
const pe2 = (files: Record<string, string>) =>
  keys(scan({ "SKILL.md": SKILL, ...files }).findings).filter((k) => k.startsWith("PE2"));

describe("PE2: sudo the agent is told to run, or a script runs itself", () => {
  it.each([
    ["SKILL.md", `${SKILL}## Setup\n\n\`\`\`bash\nsudo pip install ./\n\`\`\`\n`],
    ["SKILL.md", `${SKILL}Before flashing:\n\n\`\`\`sh\nsudo chmod 666 /dev/ttyUSB0\n\`\`\`\n`],
    [
      "SKILL.md",
      `${SKILL}\`\`\`\nsudo cp bin/agentd /usr/local/bin/ && sudo systemctl enable agentd\n\`\`\`\n`,
    ],
    ["scripts/fix.py", 'import subprocess\nsubprocess.run(["sudo", "chown", "-R", "me", "/srv/data"])\n'],
    ["scripts/setup.sh", "#!/bin/sh\nsudo make install\n"],
  ])("%s", (file, text) => {
    expect(pe2(file === "SKILL.md" ? { "SKILL.md": text } : { [file]: text })).not.toEqual([]);
  });
});

describe("PE2 near-misses: install notes in reference documentation", () => {
  it.each([
    "## Linux\n\n```bash\ngit clone https://github.com/acme/vld.git && cd vld\n./configure && make\nsudo make install\n```\n",
    "### System-wide\n\n```bash\nsudo mkdir -p /opt/shared/cache\nsudo chown -R team:team /opt/shared/cache\n```\n",
    "Install the binaries:\n\n```bash\nsudo cp usr/local/bin/tool-* /usr/local/bin/\nsudo dpkg -i tool-1.2.deb\n```\n",
  ])("%s", (text) => {
    expect(pe2({ "references/install.md": text })).toEqual([]);
  });
});

describe("PE1/PE2 in container and service configuration", () => {
  const of = (pat: string, files: Record<string, string>) =>
    keys(scan({ "SKILL.md": SKILL, ...files }).findings).filter((k) => k.startsWith(pat));
  it.each([
    [
      "PE1",
      "templates/rbac.yaml",
      "kind: ClusterRoleBinding\nroleRef:\n  kind: ClusterRole\n  name: cluster-admin\n",
      4,
    ],
    [
      "PE1",
      "templates/role.yaml",
      'rules:\n  - apiGroups: ["*"]\n    resources: ["*"]\n    verbs: ["*"]\n',
      3,
    ],
    ["PE1", ".devcontainer/devcontainer.json", '{\n  "runArgs": ["--privileged"]\n}\n', 2],
    ["PE2", "templates/deploy.yaml", "securityContext:\n  runAsUser: 0\n", 2],
    ["PE2", ".devcontainer/devcontainer.json", '{\n  "remoteUser": "root"\n}\n', 2],
    ["PE2", "scripts/unit.sh", "#!/bin/sh\ncat > /tmp/x.service <<UNIT\n[Service]\nUser=root\nUNIT\n", 4],
    ["PE1", ".github/workflows/release.yml", "name: release\non: push\npermissions: write-all\n", 3],
  ] as const)("%s %s", (pat, file, text, line) => {
    expect(of(pat, { [file]: text })).toContain(`${pat} ${file}:${line}`);
  });
  it.each([
    ["PE1", "templates/rbac.yaml", "roleRef:\n  kind: ClusterRole\n  name: view\n"],
    ["PE2", "templates/deploy.yaml", "securityContext:\n  runAsUser: 10001\n  runAsNonRoot: true\n"],
    ["PE2", ".devcontainer/devcontainer.json", '{\n  "remoteUser": "node"\n}\n'],
    ["PE1", ".github/workflows/release.yml", "name: release\non: push\npermissions:\n  contents: write\n"],
  ] as const)("%s %s stays quiet", (pat, file, text) => {
    expect(of(pat, { [file]: text })).toEqual([]);
  });
});

describe("PE3: credential stores read in shapes other authors use", () => {
  const pe3 = (files: Record<string, string>) =>
    keys(scan({ "SKILL.md": SKILL, ...files }).findings).filter((k) => k.startsWith("PE3"));
  it("the user-level gradle.properties (signing passwords, repository tokens)", () => {
    expect(pe3({ "scripts/doctor.sh": "#!/bin/sh\ncat ~/.gradle/gradle.properties 2>/dev/null\n" })).toEqual([
      "PE3 scripts/doctor.sh:2",
    ]);
  });
  it("a metadata token request whose URL sits on the line after the call", () => {
    const py = [
      "import requests",
      "def token():",
      "    r = requests.get(",
      '        "http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token",',
      '        headers={"Metadata-Flavor": "Google"}, timeout=2)',
      '    return r.json()["access_token"]',
    ].join("\n");
    expect(pe3({ "scripts/snap.py": py })).toEqual(["PE3 scripts/snap.py:4"]);
  });
  it("a project's own gradle.properties is no credential store", () => {
    expect(pe3({ "scripts/doctor.sh": "#!/bin/sh\ngrep VERSION_NAME gradle.properties\n" })).toEqual([]);
  });
});
