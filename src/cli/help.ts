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
    ["AWS_REGION", "--provider bedrock: the Bedrock region (default us-east-1)"],
    ["AWS_BEARER_TOKEN_BEDROCK", "  a Bedrock API key, or AWS credentials (AWS_ACCESS_KEY_ID, profile, ...)"],
    ["AWS_ROLE_ARN", "  in GitHub Actions with id-token: write: assume this role with the job's OIDC token"],
    ["CLOUD_ML_REGION", "--provider vertex: the Vertex AI region"],
    ["ANTHROPIC_VERTEX_PROJECT_ID", "  the Google Cloud project"],
    ["GOOGLE_APPLICATION_CREDENTIALS", "  Application Default Credentials (or gcloud's login)"],
    [
      "GCP_WORKLOAD_IDENTITY_PROVIDER",
      "  in GitHub Actions with id-token: write: federate the job's OIDC token",
    ],
    ["GCP_SERVICE_ACCOUNT", "  optional: the service account to impersonate after federation"],
    ["SKILLAUDIT_MODEL", "default for --model (else claude-sonnet-4-6)"],
  ]);
}
