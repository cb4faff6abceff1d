import { z } from "zod";

/** The 21 risk patterns of DESIGN.md (SkillAudit paper, section 4.4 and Table A4). */
export const PATTERN_IDS = [
  "P1",
  "P2",
  "P3",
  "P4",
  "E1",
  "E2",
  "E3",
  "E4",
  "PE1",
  "PE2",
  "PE3",
  "SC1",
  "SC2",
  "SC3",
  "SC4",
  "SC5",
  "R1",
  "R2",
  "R3",
  "R4",
  "R5",
] as const;
export const PatternId = z.enum(PATTERN_IDS);
export type PatternId = z.infer<typeof PatternId>;

export const Severity = z.enum(["H", "M", "L"]);
export type Severity = z.infer<typeof Severity>;

export type Family =
  | "prompt-injection"
  | "data-exfiltration"
  | "privilege-escalation"
  | "supply-chain"
  | "robustness";

export interface PatternInfo {
  id: PatternId;
  name: string;
  family: Family;
  severity: Severity;
  description: string;
  remediation: string;
}

const p = (
  id: PatternId,
  name: string,
  family: Family,
  severity: Severity,
  description: string,
  remediation: string,
): PatternInfo => ({ id, name, family, severity, description, remediation });

export const PATTERNS: Record<PatternId, PatternInfo> = Object.fromEntries(
  [
    p(
      "P1",
      "Instruction override",
      "prompt-injection",
      "H",
      "Text that tells the agent to disregard its system prompt, the user, or prior instructions.",
      "Remove directives aimed at the agent's own rules; a skill should add procedure, not replace the agent's instructions.",
    ),
    p(
      "P2",
      "Hidden instructions",
      "prompt-injection",
      "H",
      "Instructions a human reviewer cannot see: HTML comments with directives, zero-width or Unicode tag characters, bidi controls, encoded blobs that decode to text.",
      "Keep every instruction visible in plain text; remove invisible characters and encoded payloads.",
    ),
    p(
      "P3",
      "Exfiltration commands",
      "prompt-injection",
      "H",
      "Instructions telling the agent to send files, secrets or conversation content to an outside party.",
      "Remove instructions that send user data anywhere the user did not ask for.",
    ),
    p(
      "P4",
      "Behaviour manipulation",
      "prompt-injection",
      "M",
      "Text that pushes the agent to act without confirmation, hide actions from the user, or bypass safety checks.",
      "Let the agent confirm destructive or external actions with the user and report what it did.",
    ),
    p(
      "E1",
      "External data transmission",
      "data-exfiltration",
      "M",
      "Code that sends local data (files, command output) to a network endpoint.",
      "Send only what the task needs to an endpoint the user configures, and document it in SKILL.md.",
    ),
    p(
      "E2",
      "Environment-variable harvesting",
      "data-exfiltration",
      "H",
      "Code that reads the whole environment or secrets it does not declare a need for.",
      "Read only the variables the skill documents, by name.",
    ),
    p(
      "E3",
      "Filesystem enumeration",
      "data-exfiltration",
      "M",
      "Code that walks the home directory or the whole filesystem beyond the task's working files.",
      "Restrict file access to the paths the user passes in or the working directory.",
    ),
    p(
      "E4",
      "Context leakage",
      "data-exfiltration",
      "H",
      "Instructions that make the agent reveal its system prompt, conversation history or other private context.",
      "Never ask the agent to reproduce its prompt, history or memory into outputs.",
    ),
    p(
      "PE1",
      "Excessive permissions",
      "privilege-escalation",
      "L",
      "Broad tool grants (e.g. unrestricted Bash) or world-writable permissions beyond what the skill needs.",
      "Grant the narrowest allowed-tools and file modes the procedure needs.",
    ),
    p(
      "PE2",
      "Sudo / root execution",
      "privilege-escalation",
      "M",
      "Instructions or code that run commands with sudo, as root, or change ownership to root.",
      "Run without elevated privileges; document any system requirement for the user to install.",
    ),
    p(
      "PE3",
      "Credential access",
      "privilege-escalation",
      "H",
      "Reading credential stores: SSH keys, cloud credentials, .netrc, browser or keychain data, token files.",
      "Take credentials from the user explicitly (an argument or a documented variable), never from stores.",
    ),
    p(
      "SC1",
      "Unpinned dependencies",
      "supply-chain",
      "L",
      "Package installs without a pinned version.",
      "Pin exact versions (and hashes where the tool supports them).",
    ),
    p(
      "SC2",
      "External script fetching",
      "supply-chain",
      "H",
      "Downloading code from the network and executing it (curl | sh, eval of fetched text).",
      "Vendor the script into the skill or install a pinned, verified package.",
    ),
    p(
      "SC3",
      "Obfuscated code",
      "supply-chain",
      "H",
      "Encoded or packed code that is decoded and executed at run time.",
      "Ship readable source; remove decode-and-execute constructs.",
    ),
    p(
      "SC4",
      "Namespace mismatch",
      "supply-chain",
      "L",
      "Skill name, folder or declared package that imitates another (typosquat) or does not match.",
      "Make the skill name match its folder and the packages it installs match their real names.",
    ),
    p(
      "SC5",
      "Unverifiable install source",
      "supply-chain",
      "M",
      "Installs from URLs, git branches, custom indexes or unofficial registries instead of a verifiable release.",
      "Install from the official registry at a pinned version, or a tagged release with a checksum.",
    ),
    p(
      "R1",
      "Malformed input handling",
      "robustness",
      "L",
      "Input parsed without validation (bare json.load / JSON.parse / int() on external input).",
      "Validate input and fail with a clear message on malformed data.",
    ),
    p(
      "R2",
      "Network timeout missing",
      "robustness",
      "L",
      "Network calls without a timeout.",
      "Pass an explicit timeout to every network call.",
    ),
    p(
      "R3",
      "Retry / loop bounds",
      "robustness",
      "L",
      "Unbounded retry or polling loops.",
      "Bound retries and polling with a maximum count or deadline and back off between tries.",
    ),
    p(
      "R4",
      "Error handling",
      "robustness",
      "M",
      "Errors swallowed silently (bare except: pass, empty catch, || true on critical steps).",
      "Handle or report errors; never continue silently after a failed step.",
    ),
    p(
      "R5",
      "Resource cleanup",
      "robustness",
      "L",
      "Files, sockets, processes or temp files opened without being closed or removed.",
      "Use context managers / finally blocks and remove temporary files.",
    ),
  ].map((x) => [x.id, x]),
) as Record<PatternId, PatternInfo>;

export const SEVERITY_WEIGHT: Record<Severity, number> = { H: 15, M: 10, L: 5 };
