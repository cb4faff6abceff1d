/** Exit codes and environment variables, as the help prints them and the README documents them. */

/** 0 gate passed, 1 gate failed, 2 usage or input error, 130 interrupted. */
export const EXIT = { ok: 0, gate: 1, input: 2, interrupted: 130 } as const;

const table = (title: string, rows: [string, string][]) => {
  const w = Math.max(...rows.map(([k]) => k.length));
  return [`${title}:`, ...rows.map(([k, v]) => `  ${k.padEnd(w)}  ${v}`)].join("\n");
};

export function exitCodesHelp(): string {
  return table("Exit codes", [
    ["0", "every skill passed the gate"],
    ["1", "the gate failed for at least one skill"],
    ["2", "usage or input error: one line on stderr naming the file and the problem"],
    ["130", "interrupted; artifacts written so far are kept and a rerun reuses them"],
  ]);
}

export function progressHelp(): string {
  return "Progress goes to stderr: a live line (stage, trials done/total, tokens, cost, ETA) on a terminal,\nplain lines otherwise; --quiet keeps only warnings and errors. stdout carries only the report.";
}

/** Keys are read from the environment only: a flag would put them in process listings and shell history. */
export function modelEnvHelp(): string {
  return table("Environment (model access; keys are never printed or logged)", [
    ["ANTHROPIC_API_KEY", "--provider anthropic: the API key (ANTHROPIC_BASE_URL: a gateway)"],
    ["OPENAI_API_KEY, OPENAI_BASE_URL", "--provider openai: any OpenAI-compatible endpoint"],
    ["SKILLAUDIT_MODEL", "default for --model (else claude-sonnet-4-6)"],
  ]);
}
