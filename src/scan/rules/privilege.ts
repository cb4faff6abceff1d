import { matchAll } from "../../util/regex";
import { clauseStart, exampleVerdict, isNegated, isTableExample } from "../context";
import type { Ctx } from "../segment";
import { CRED_COMMAND, CRED_PATH, mayNameCredPath } from "./credentials";
import { clauseBefore, colOf, HEADING_LINE, lineOf, referenceDoc } from "./helpers";
import { PROSE, textRule } from "./prompt-injection";
import type { FileRule, Hit, MatchCtx, Rule, TextRule } from "./types";

const CODE_AND_PROSE: Ctx[] = ["code", "prose", "hidden"];

const rule = (r: TextRule): TextRule => r;

/** allowed-tools in front matter granting unrestricted shell or every tool. */
const PE1_ALLOWED_TOOLS: FileRule = {
  kind: "file",
  id: "PE1.allowed-tools-broad",
  pattern: "PE1",
  confidence: 0.6,
  message: "allowed-tools grants unrestricted tool use",
  check: (file, skill) => {
    if (file.path !== "SKILL.md") return [];
    const raw = skill.pkg.frontmatter["allowed-tools"];
    const tools = (
      Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? raw.split(/[\s,]+(?![^(]*\))/) : []
    )
      .map((t) => t.trim())
      .filter(Boolean);
    const broad = tools.filter((t) =>
      /^(\*|Bash|Bash\(\s*\*?\s*(:\s*\*)?\s*\)|Bash\(sudo[^)]*\)|Shell|Terminal|Computer|All)$/i.test(t),
    );
    if (broad.length === 0) return [];
    const idx = file.lines.findIndex((l) => /^\s*allowed-tools\s*:/.test(l));
    return [
      {
        line: idx >= 0 ? idx + 1 : 1,
        message: `allowed-tools grants ${broad.join(", ")} without restriction; list the exact commands the procedure needs (e.g. Bash(python scripts/run.py:*))`,
      },
    ];
  },
};

/** Code that writes a blanket grant into an agent's permission settings. */
const PE1_GRANT_IN_CODE: FileRule = {
  kind: "file",
  id: "PE1.grants-all-tools",
  pattern: "PE1",
  confidence: 0.75,
  message: "Writes a blanket tool grant into the agent's permission settings",
  check: (file) => {
    const out: Hit[] = [];
    for (const r of file.regions) {
      if (r.ctx !== "code" || !/^(python|js|shell|ruby|powershell)$/.test(r.lang)) continue;
      r.text.split("\n").forEach((l, k) => {
        if (!/\ballow\b|permissions/i.test(l)) return;
        // `a === 'Bash(*)'`: an audit looking for the grant, not one written.
        if (
          /(?:===?|!==?)\s*["'](?:Bash|bypassPermissions|\*)|["'](?:Bash(?:\([^)]*\))?|bypassPermissions|\*)["']\s*(?:===?|!==?)/.test(
            l,
          )
        )
          return;
        if (
          /["'](?:Bash\(\*(?::\*)?\)|Bash|\*|(?:Read|Write|Edit|WebFetch|mcp__\w+)\(\*\*?\)|mcp__\*)["']|["']?defaultMode["']?\s*[:=]\s*["']bypassPermissions/.test(
            l,
          )
        )
          out.push({
            line: r.startLine + k,
            message: "Adds unrestricted tool permissions (e.g. Bash(*)) to the agent's settings",
          });
      });
    }
    return out;
  },
};

export const PE1_RULES: Rule[] = [
  PE1_ALLOWED_TOOLS,
  PE1_GRANT_IN_CODE,
  // "Add `Bash(*)` to the allow list in .claude/settings.json": the grant, asked of the agent in prose.
  textRule({
    id: "PE1.allow-all-prose",
    pattern: "PE1",
    confidence: 0.7,
    contexts: ["prose", "hidden"],
    examples: false,
    message: "Tells the agent to grant itself every command in its permission settings",
    regex:
      /\b(?:add|put|append|insert|include|set)\b[^.\n]{0,30}?[`"']+(?:Bash\(\*(?::\*)?\)|Bash|\*)[`"']+[^.\n]{0,60}?\b(?:allow(?:ed)?(?:[\s-]?list)?|permissions?(?:\.allow)?)\b/gi,
    check: (c) => !/\b(?:never|not|don['’]t|avoid|instead\s+of)\b/i.test(clauseBefore(c)),
  }),
  rule({
    id: "PE1.world-writable",
    pattern: "PE1",
    confidence: 0.8,
    contexts: CODE_AND_PROSE,
    message: "Makes files world-writable",
    regex:
      /\bchmod\s+(?:-\w+\s+)*(?:0?[0-7]?7[67]7|0?666|[ugoa]*[oa]\+[rx]*w[rx]*|a=rwx|ugo=rwx)\b|\bos\.chmod\s*\([^)\n]*,\s*(?:0o?[0-7]?7[67]7|0o?666|511|438|stat\.S_IRWXO|stat\.S_IWOTH)|\b(?:fs\.)?chmod(?:Sync)?\s*\([^)\n]*,\s*(?:0o?777|0o?666|["']777["']|["']666["']|511)\s*\)|\bumask\s+0*0{2,3}\b|\bicacls\b[^\n]*\bEveryone:\(?F/gi,
  }),
  rule({
    id: "PE1.privileged-container",
    pattern: "PE1",
    confidence: 0.75,
    contexts: CODE_AND_PROSE,
    message: "Runs a container with host-level privileges",
    regex:
      /\bdocker\s+(?:run|create|exec)\b[^\n]*?(--privileged\b|--cap-add[=\s]+(?:ALL|SYS_ADMIN)\b|-v\s+\/:\/|--volume[=\s]+\/:\/|--pid[=\s]+host\b|-v\s+\/var\/run\/docker\.sock)/gi,
  }),
  rule({
    id: "PE1.privileged-manifest",
    pattern: "PE1",
    confidence: 0.7,
    contexts: ["code"],
    langs: ["config"],
    message: "Container manifest runs privileged or shares the host namespaces",
    regex:
      /^[ \t]*"?(?:privileged|hostPID|hostNetwork|hostIPC|allowPrivilegeEscalation)"?\s*:\s*true\b|"runArgs"\s*:\s*\[[^\]]*"--privileged"/gim,
  }),
  rule({
    id: "PE1.cluster-admin",
    pattern: "PE1",
    confidence: 0.7,
    contexts: ["code"],
    langs: ["config", "shell"],
    message: "Binds an account to the cluster-admin role or grants every verb on every resource",
    regex:
      /^[ \t]*name\s*:\s*["']?cluster-admin["']?[ \t]*$|--clusterrole[=\s]+cluster-admin\b|^[ \t]*-?[ \t]*(?:verbs|resources)\s*:\s*\[\s*["']\*["']\s*\]/gim,
  }),
  rule({
    id: "PE1.workflow-write-all",
    pattern: "PE1",
    confidence: 0.7,
    contexts: ["code"],
    langs: ["config"],
    message: "Grants the workflow token every write scope",
    regex: /^[ \t]*permissions\s*:\s*["']?write-all["']?[ \t]*(?:#.*)?$/gm,
  }),
  rule({
    id: "PE1.skip-permissions",
    pattern: "PE1",
    confidence: 0.8,
    contexts: ["code", "prose", "hidden", "comment"],
    message: "Turns off the agent's permission prompts or sandbox",
    regex:
      /--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--yolo\b|\bbypassPermissions\b|--allow-all-tools\b|--permission-mode[=\s]+bypass\w*|--sandbox[=\s]+danger-full-access|\bdangerouslyDisableSandbox\b|"?defaultMode"?\s*:\s*"?bypass/gi,
    // `mode === 'bypassPermissions'`: code that checks for the setting does not set it.
    check: (c) => {
      if (c.region.ctx !== "code") return true;
      const ls = c.region.text.lastIndexOf("\n", c.index) + 1;
      const le = c.region.text.indexOf("\n", c.index);
      const line = c.region.text.slice(ls, le < 0 ? undefined : le);
      return !/(?:===?|!==?)\s*["'`](?:--)?[\w-]*(?:bypass|dangerously|yolo)/i.test(line);
    },
  }),
  rule({
    id: "PE1.allow-all-settings",
    pattern: "PE1",
    confidence: 0.7,
    contexts: ["code"],
    langs: ["config", "js"],
    message: "Agent settings allow every command",
    regex: /"allow"\s*:\s*\[[^\]]*"(?:Bash|Bash\(\*\)|Bash\(\*:\*\)|\*)"/g,
  }),
];

/**
 * In documentation, a step whose own comment or lead-in says it needs root ("requires sudo") tells
 * the reader what they will be asked for: the remediation PE2 asks for, not a hidden escalation.
 */
function sudoDocumented(c: MatchCtx): boolean {
  if (!c.file.markdown) return false;
  const i = lineOf(c.region, c.index) - 1;
  const near = c.file.vlines.slice(Math.max(0, i - 2), i + 1).join("\n");
  return /\b(?:requires?|needs?|with)\s+(?:sudo|root|admin(?:istrator)?)\b(?:\s+(?:access|rights|privileges|permissions))?/i.test(
    near,
  );
}

/** The lead-in gives the step to a person: the user or an administrator runs it, not the agent. */
const HANDED =
  /\b(?:ask|tell|have|let)\s+(?:the\s+)?(?:user|admin\w*|operator|human|them)\s+(?:to\s+)?(?:run|execute|apply|paste)\b|\bfor\s+the\s+(?:user|admin\w*|operator|human)\s+to\s+(?:run|execute|apply)\b|\b(?:in|from)\s+(?:their|your)\s+own\s+(?:shell|terminal|session)\b|\b(?:user|admin\w*|operator|human|engineer|dba|sysadmin|maintainer)\s+(?:runs?|executes?|applies)\s+(?:them|it|these|this|(?:\S+\s+){0,14}?(?:themselves|himself|herself|yourself|manually|by\s+hand|on\s+the\s+(?:host|node|server)))\b|\b(?:is|are)\s+(?:done|run|applied|performed)\s+by\s+the\s+(?:user|admin\w*|operator|engineer|dba|sysadmin|maintainer)\b|\bhand\s+(?:over\s+)?(?:the\s+)?(?:\w+\s+)?commands\b|\b(?:der|die)\s+(?:Administrator(?:in)?|Admin|Mensch|Nutzer(?:in)?|Benutzer(?:in)?|Betreiber(?:in)?)\s+(?:\w+\s+){0,4}(?:selbst|manuell|an|lädt|startet|ausführt)\b|\b(?:el\s+usuario|l['’]utilisateur|o\s+usuário)\s+(?:\w+\s+){0,2}(?:ejecuta|exécute|executa)\b/i;

/** A step of a document that is handed to a person to run (in its block's lead-in or its own line). */
function handedToUser(c: MatchCtx): boolean {
  if (!c.file.markdown) return false;
  const line = lineOf(c.region, c.index);
  const from = c.region.ctx === "code" ? c.region.startLine - 1 : line;
  // Only next to the step: a skill-wide claim ("the administrator runs every command") would let the
  // skill exempt a step it tells the agent to run elsewhere.
  return HANDED.test(c.file.vlines.slice(Math.max(0, from - 4), line).join("\n"));
}

/** `sudo chown -R "$uid:$gid" dir` hands files back to the user: the opposite of taking root. */
const sudoChownToUser = (s: string) =>
  /^\W*sudo\W+chown\W+(?:-\w+\W+)*(?![\s"']*(?:root|0)\b)[\s"'{]*(?:\$|\{|f["'])?[\w{}$]*(?:uid|user|USER|UID)\w*/.test(
    s,
  );

/** The distribution package managers, which need root by design. */
const PKG_MANAGER = "(?:apt(?:-get)?|dnf|yum|zypper|pacman|apk|snap|port|tlmgr|pkg|emerge|xbps-install|brew)";
const SUDO_PKG_CODE = new RegExp(
  `^\\W*sudo\\s+(?:-\\S+\\s+)*${PKG_MANAGER}\\s+(?:-\\S+\\s+)*(?:install|add|update|upgrade|-S\\w*|-Syu)\\b`,
);
const PKG_INSTALL = new RegExp(`\\b${PKG_MANAGER}\\s+(?:-\\S+\\s+)*(?:install|add)\\b`);
const SUDO_PKG_PROSE = new RegExp(
  `^sudo\\s+(?:-\\S+\\s+)*${PKG_MANAGER}\\s+(?:-\\S+\\s+)*(?:install|add|update|upgrade)\\b`,
);

/**
 * The word sudo where no sudo runs: a package named in an install list ("apt-get install -y curl
 * sudo"), or advice inside a message printed for the user (`print "stop it manually: sudo …"`).
 */
function sudoNotRun(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  // The command the word belongs to, with its backslash-continued lines.
  let from = lineStart;
  while (from > 1 && text[from - 2] === "\\") from = text.lastIndexOf("\n", from - 3) + 1;
  const command =
    text
      .slice(from, at)
      .split(/[;&|]|\$\(/)
      .pop() ?? "";
  if (PKG_INSTALL.test(command)) return true;
  return /\b(?:echo|printf?|println|puts|warn|die|Write-Host|console\.\w+|log(?:ger)?\.\w+)\b\s*\(?\s*(?:-\w+\s+)*(["'])[^"'`\n]*$/.test(
    text.slice(lineStart, at).replace(/\$\([^)]*$/, "'"),
  );
}

export const PE2_RULES: Rule[] = [
  rule({
    id: "PE2.system-paths",
    pattern: "PE2",
    confidence: 0.7,
    contexts: ["code"],
    // A Dockerfile builds a throwaway image as root; its /etc and /usr are the image's own.
    langs: ["shell", "python", "js"],
    message: "Deletes or rewrites system files outside the workspace",
    // Changing /etc, /usr, /var/log, /boot or the system binaries needs root and reaches the whole machine.
    // A flag is not the command: `docker run --rm image /bin/bash` removes nothing.
    regex:
      /(?<![-./])\b(?:rm\s+-\w*[rf]\w*|rm|mv|cp|tee(?:\s+-a)?|truncate(?:\s+-s\s*0)?|shred|chmod\s+\S+|chown\s+\S+|sed\s+-i\S*(?:\s+'[^']*'|\s+"[^"]*"|\s+\S+)?)\s+(?:-\S+\s+)*(?:[^\s;&|]+\s+){0,4}["']?\/(?:etc|usr|var\/log|boot|bin|sbin|lib|lib64|System|Library\/LaunchDaemons)\/[^\s"';|&]*|>>?\s*["']?\/etc\/[^\s"';|&]+|\b(?:os\.remove|os\.unlink|shutil\.rmtree|fs\.rmSync|fs\.unlinkSync|fs\.writeFileSync)\s*\(\s*["']\/(?:etc|usr|var\/log|boot|bin|sbin)\//g,
    check: (c) =>
      c.region.lang !== "dockerfile" && !referenceDoc(c.file) && !sudoDocumented(c) && !handedToUser(c),
  }),
  rule({
    id: "PE2.sudo",
    pattern: "PE2",
    confidence: 0.85,
    contexts: ["code"],
    message: "Runs a command with sudo",
    regex:
      /(?:^|[\s;&|(`{]|\$\(|\bexec\s|^\t[@+-]+)sudo(?!\s+-[lkK]\b)(?:\s+-[-\w]+(?:[=\s][\w-]+)?)*\s+[\w./$"'-]|["']sudo["']\s*(?:,\s*["'$\w][^(\s]*(?=[\s,\]])|\])|\bsudo\s+-[si]\b|\b(?:system|popen|Popen|run|call|check_call|check_output|getoutput|exec|execSync|spawn|spawnSync|execa|shell_exec|passthru)\s*\(\s*[rbf]?["'`]sudo\s/gm,
    // The distribution's package manager needs root by design: installing a system package with it is
    // not the risk (pip, npm -g, make install or copying into /usr as root are) when a reader runs it;
    // a shipped script or Makefile that calls sudo itself escalates without anyone reading it.
    check: (c) =>
      !referenceDoc(c.file) &&
      !sudoDocumented(c) &&
      !handedToUser(c) &&
      !sudoChownToUser(c.region.text.slice(c.index, c.index + 160)) &&
      !sudoNotRun(c.region.text, c.index + c.m[0].indexOf("sudo")) &&
      ((c.file.script && !c.file.markdown && c.region.lang === "shell") ||
        !SUDO_PKG_CODE.test(c.region.text.slice(c.index, c.index + 100))),
  }),
  textRule({
    id: "PE2.sudo-prose",
    pattern: "PE2",
    confidence: 0.75,
    contexts: ["prose", "hidden"],
    examples: false,
    message: "Instructs the agent to use sudo",
    // "sudo has no place in a Dockerfile": the word named, not a command run.
    // "sudo rules", "sudo -l output", "sudo fallido": sudo named as a subject of an audit, not run.
    regex:
      /\bsudo\s+(?!-[lkK]\b)(?:-\w+\s+)*(?!(?:su|has|is|was|in|on|for|and|or|should|must|can|may|will|would|needs?|requires?|access|privileges?|rights|mode|password|group|users?|the|a|an|of|with|without|at|here|there|itself|calls?|usage|commands?|rules?|entr(?:y|ies)|exposure|output|logs?|events?|attempts?|policy|policies|config\w*|grants?|abuse|escalation|sessions?|tokens?|binary|fallido|ejecutado|fehlgeschlagen|échoué)\b)[a-z./][\w./-]*/g,
    check: (c) =>
      !referenceDoc(c.file) &&
      !HEADING_LINE.test(c.file.vlines[lineOf(c.region, c.index) - 1] ?? "") &&
      !handedToUser(c) &&
      !/\b(requires?|needs?|may\s+need|might\s+need|prompt(s|ed)?\s+for)\s+$/i.test(clauseBefore(c)) &&
      !SUDO_PKG_PROSE.test(c.region.text.slice(c.index, c.index + 80)),
  }),
  rule({
    id: "PE2.su-root",
    pattern: "PE2",
    confidence: 0.8,
    contexts: ["code", "prose", "hidden"],
    message: "Switches to root",
    regex:
      /(?:^|[\s;&|(`])(?:su\s+(?:-\s+)?(?:root\b|-c\b|-l\b|-$)|doas\s+\w|pkexec\s+\w|runas\s+\/user:(?:administrator|admin)\b|Start-Process\b[^\n]*?-Verb\s+["']?RunAs\b)|\bos\.set(?:e?uid|e?gid|resuid)\s*\(\s*0\s*[,)]|\bprocess\.set(?:e?uid|e?gid)\s*\(\s*0\s*\)/gim,
  }),
  rule({
    id: "PE2.setuid-root",
    pattern: "PE2",
    confidence: 0.8,
    contexts: ["code", "prose"],
    message: "Gives root ownership or the setuid bit, or edits sudoers",
    regex:
      /\bchmod\s+(?:-\w+\s+)*(?:[ugoa]*\+s\b|0?[4-7][0-7]{3}\b)|\binstall\s+(?:-[\w-]+\s+(?:[\w.:][\w.:-]*\s+)?){0,8}?-m\s*0?[4-7][0-7]{3}\b|\bchown\s+(?:-\w+\s+)*root\b|\bNOPASSWD\b|\/etc\/sudoers\b|\bvisudo\b|\busermod\s+-aG\s+(?:sudo|wheel|root|docker)\b/gi,
    // Sudoers read or audited is not sudoers edited: `sudo cat /etc/sudoers`, a finding that names
    // "NOPASSWD: ALL" as evidence to check or remove, a heading, a guard's keyword list.
    check: (c) => {
      if (!/^(?:NOPASSWD|\/etc\/sudoers)$/i.test(c.m[0])) return true;
      const line = c.file.vlines[lineOf(c.region, c.index) - 1] ?? "";
      if (SUDOERS_WRITE.test(line)) return true;
      return !(
        SUDOERS_AUDIT.test(line) ||
        HEADING_LINE.test(line) ||
        /^\s*["'][^"'\n]*["'],?\s*$/.test(line)
      );
    },
  }),
  rule({
    id: "PE2.run-as-root",
    pattern: "PE2",
    confidence: 0.65,
    contexts: ["code"],
    langs: ["dockerfile", "shell", "config"],
    message: "Runs as the root user",
    regex:
      /^[ \t]*USER\s+(?:root|0)[ \t]*$|\bdocker\s+(?:run|exec)\b[^\n]*\s(?:--user[=\s]+(?:root|0)\b|-u\s+(?:root|0)\b)|\buser\s*:\s*["']?(?:root|0)["']?[ \t]*$|^[ \t]*runAsUser\s*:\s*0[ \t]*$|"(?:remoteUser|containerUser)"\s*:\s*"root"|^[ \t]*User\s*=\s*root[ \t]*$/gim,
  }),
  textRule({
    id: "PE2.prose-root",
    pattern: "PE2",
    confidence: 0.65,
    contexts: ["prose", "hidden"],
    examples: false,
    message: "Instructs running with root or administrator privileges",
    regex:
      /\b(run|execute|start|launch|invoke|re-?run|open)\b[^.;\n]{0,40}?\b(as|with)\s+(?:the\s+)?(root|administrator|admin|superuser|elevated|sudo)\b(?:\s+(?:privileges?|rights|permissions|access|user|account))?|\b(gain|obtain|escalate\s+to|get)\s+(root|administrator|admin|superuser)\s+(privileges?|access|rights)\b/gi,
    // A condition ("if the image is changed to run as root, the flag fails") or what someone else
    // can do ("users can gain admin access without a token", a bug report) asks nothing of the agent.
    check: (c) =>
      !referenceDoc(c.file) &&
      !/^\s*(?:if|unless|whether|once)\b[^,]*$|\b(?!you\b)[a-z]+\s+(?:can|could|may|might|would|will)\s+(?:not\s+|still\s+)?$/i.test(
        clauseBefore(c),
      ),
  }),
];

/** What writes a sudoers file: a redirect or tee into it, an in-place edit, visudo, a copy into it. */
const SUDOERS_WRITE =
  /\btee\b|>>?\s*["']?\/etc\/sudoers|\bsed\s+-i|\bvisudo\b|\b(?:cp|mv|install|ln|rsync)\b[^\n|;&]*\/etc\/sudoers|\b(?:lineinfile|blockinfile)\b/i;
/** Reading, checking or removing it: what an audit does with sudoers. */
const SUDOERS_AUDIT =
  /\b(?:cat|less|more|grep|rg|head|tail|awk|stat|ls|check\w*|audit\w*|review\w*|verif\w*|inspect\w*|look\s+for|detect\w*|flag\w*|remov\w*|revok\w*|findings?|evidence)\b|(?:\b|_)read\b|確認|解除|監査|点検/i;

const CRED_READ_VERB =
  /\b(cat|less|more|head|tail|cp|copy|scp|rsync|tar|zip|base64|xxd|gpg|open|read\w*|load\w*|print\w*|upload\w*|send\w*|include\w*|grab\w*|collect\w*|extract\w*|dump\w*|attach\w*|archive\w*|back\s*up|move|mv|list|ls|search|grep|parse|steal|harvest|exfiltrate|look\s+(?:in|at|into)|check|inspect|fetch|get|use\s+the\s+contents?\s+of|embed|paste|post)\b/i;

// Compiled once: a large alternation costs more to compile than to run on one file.
const CRED_PATH_G = new RegExp(CRED_PATH.source, "g");
const CRED_COMMAND_I = new RegExp(CRED_COMMAND.source, "i");

const PE3_PATH: FileRule = {
  kind: "file",
  id: "PE3.credential-path",
  pattern: "PE3",
  confidence: 0.85,
  message: "Reads a credential store",
  check: (file) => {
    const out: Hit[] = [];
    const recent: { key: string; line: number }[] = [];
    const clauses = new Set<string>();
    const g = CRED_PATH_G;
    for (const r of file.regions) {
      if (!mayNameCredPath(r.text)) continue;
      g.lastIndex = 0;
      for (let m = g.exec(r.text); m; m = g.exec(r.text)) {
        if (m[0].length < 4 && !/id_|netrc|aws/.test(m[0])) continue;
        const ls = r.text.lastIndexOf("\n", m.index) + 1;
        const le = r.text.indexOf("\n", m.index);
        const lineText = r.text.slice(ls, le < 0 ? r.text.length : le);
        if (
          /\b(ssh-keygen|ssh-add|ssh-keyscan|ssh-copy-id|known_hosts|mkdir|chmod\s+[67]00|touch)\b|\bssh\s+(-\w+\s+)*-i\b|\bIdentityFile\b/.test(
            lineText,
          )
        )
          continue;
        const line = lineOf(r, m.index);
        const key = m[0].replace(/^.*?([\w.-]+\/?[\w.*-]*)$/, "$1");
        if (recent.some((x) => x.key === key && line - x.line <= 3 && line >= x.line)) continue;
        // In code, the read of the path is the access (./flow.ts); a path that is only named is not.
        if (r.ctx === "code") continue;
        if (r.ctx === "comment") continue;
        if (isNegated(r.text, m.index)) continue;
        const before =
          r.text
            .slice(Math.max(0, m.index - 120), m.index)
            .split(/[.;!?]\s|\n\s*\n|\n\s*[-*]\s/)
            .pop() ?? "";
        if (!CRED_READ_VERB.test(before)) continue;
        // "The SDK reads kubeconfig from ~/.kube/config by default": where a tool looks, documented.
        if (
          /\b(?:reads|loads|looks\s+(?:for|in))\b[^.;]*$/i.test(before) &&
          /^[^.;\n]{0,60}\bby\s+default\b/i.test(r.text.slice(m.index + m[0].length, m.index + 120))
        )
          continue;
        const col = colOf(r, m.index);
        if (isTableExample(file.vlines, line - 1, col)) continue;
        if (exampleVerdict(r.text, m.index, file.vlines[line - 1] ?? "", col) === "example") continue;
        // One finding per sentence: several stores named together are one instruction.
        const cs = clauseStart(r.text, m.index);
        if (clauses.has(`${r.startLine}:${cs}`)) continue;
        clauses.add(`${r.startLine}:${cs}`);
        recent.push({ key, line });
        out.push({
          line,
          confidence: 0.8,
          col,
          message: `Instructs reading credential store ${m[0].trim()}`,
        });
      }
    }
    return out;
  },
};

/**
 * A code-hosting or cloud CLI's own token, read by a program that calls that vendor's API, is how
 * the program logs in as the user's CLI does (sending it anywhere else is the E1 of where it goes).
 */
const VENDOR_TOKEN: { cmd: RegExp; api: RegExp }[] = [
  { cmd: /^gh\s+auth\s+token\b/, api: /\bapi\.github\.com\b|\bgithub\.com\/api\b/ },
  { cmd: /^gcloud\s+auth\s+(?:application-default\s+)?print-access-token\b/, api: /\.googleapis\.com\b/ },
  { cmd: /^az\s+account\s+get-access-token\b/, api: /\bmanagement\.azure\.com\b|\bgraph\.microsoft\.com\b/ },
  { cmd: /^heroku\s+auth:token\b/, api: /\bapi\.heroku\.com\b/ },
];
export const vendorTokenForItsApi = (cmd: string, text: string): boolean =>
  VENDOR_TOKEN.some((v) => v.cmd.test(cmd) && v.api.test(text));

/** A command written as a list of strings (subprocess, execFile) reads as the command line it runs. */
const PE3_ARGV: FileRule = {
  kind: "file",
  id: "PE3.credential-command-argv",
  pattern: "PE3",
  confidence: 0.85,
  message: "Pulls secrets out of a credential store or helper",
  check: (file) => {
    const out: Hit[] = [];
    const re = CRED_COMMAND_I;
    for (const r of file.regions) {
      if (r.ctx !== "code" || !/^(python|js|ruby)$/.test(r.lang)) continue;
      for (const m of matchAll(
        r.text,
        /\[\s*((?:["'][^"'\n]*["']\s*,\s*){1,8}["'][^"'\n]*["'])\s*,?\s*\]/g,
      )) {
        const cmd = [...matchAll(m[1] ?? "", /["']([^"'\n]*)["']/g)].map((x) => x[1]).join(" ");
        if (re.test(cmd) && !vendorTokenForItsApi(cmd, r.text))
          out.push({
            line: lineOf(r, m.index ?? 0),
            message: `Runs \`${cmd}\`, which hands out stored credentials`,
          });
      }
    }
    return out;
  },
};

export const PE3_RULES: Rule[] = [
  PE3_ARGV,
  PE3_PATH,
  rule({
    id: "PE3.credential-command",
    pattern: "PE3",
    confidence: 0.85,
    contexts: ["code", "prose", "hidden"],
    examples: true,
    message: "Pulls secrets out of a credential store or helper",
    regex: new RegExp(CRED_COMMAND.source, "gi"),
    check: (c) => {
      if (c.region.ctx !== "code") return true;
      const line = c.file.vlines[lineOf(c.region, c.index) - 1] ?? "";
      const before = line.slice(0, colOf(c.region, c.index));
      // `test -n "$(op read ...)"`: only whether the secret is set is asked; the value goes nowhere.
      if (
        /(?:\btest|\[\[?)\s+-[nz]\s+["']?\$\(\s*$/.test(before) &&
        /^[^|;&]*\)["']?\s*(?:\]\]?|&&|\|\||;|$)/.test(line.slice(before.length))
      )
        return false;
      // `echo "  export KEY=\$(security find-generic-password ...)"`: a command printed for the reader.
      return !(
        /^\s*(?:echo|printf)\b/.test(line) &&
        !/\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\beval\b|>>?\s*\S/.test(line) &&
        /\\\$\(\s*$|^[^']*'[^']*$/.test(before)
      );
    },
  }),
  textRule({
    id: "PE3.prose-credentials",
    pattern: "PE3",
    confidence: 0.75,
    contexts: PROSE,
    message: "Instructs the agent to collect credentials",
    regex:
      /\b(read|copy|collect|grab|extract|dump|steal|harvest|upload|send|exfiltrate|gather|retrieve|print|include|attach|look\s+up|find)\b[^.;\n]{0,40}?\b(ssh\s+(?:private\s+)?keys?|private\s+keys?|aws\s+(?:credentials|secret\s+keys?|access\s+keys?)|cloud\s+credentials|browser\s+(?:cookies|passwords|credentials|profiles?)|saved\s+passwords|keychain(?:\s+entries)?|password\s+(?:store|manager|vault|database)|credential\s+(?:store|files?|helper|manager)|session\s+cookies|auth(?:entication)?\s+tokens?\s+(?:stored|saved|cached)|stored\s+(?:credentials|tokens|passwords))\b/gi,
  }),
];

export const PRIVILEGE_RULES: Rule[] = [...PE1_RULES, ...PE2_RULES, ...PE3_RULES];
