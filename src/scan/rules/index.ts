import { EXFILTRATION_RULES } from "./exfiltration";
import { PRIVILEGE_RULES } from "./privilege";
import { PROMPT_INJECTION_RULES } from "./prompt-injection";
import { ROBUSTNESS_RULES } from "./robustness";
import { SUPPLY_CHAIN_RULES } from "./supply-chain";
import type { Rule } from "./types";

/** Every rule, family by family. Severity and remediation come from PATTERNS. */
export const ALL_RULES: Rule[] = [
  ...PROMPT_INJECTION_RULES,
  ...EXFILTRATION_RULES,
  ...PRIVILEGE_RULES,
  ...SUPPLY_CHAIN_RULES,
  ...ROBUSTNESS_RULES,
];
