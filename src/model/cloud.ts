/**
 * Anthropic models on Amazon Bedrock and Google Vertex AI, through the official SDK clients.
 * Credentials, in order: what the SDK finds itself (a Bedrock API key in AWS_BEARER_TOKEN_BEDROCK,
 * AWS keys or profiles; Google Application Default Credentials), or in GitHub Actions with
 * `id-token: write` the job's OIDC token: exchanged with AWS STS AssumeRoleWithWebIdentity for
 * AWS_ROLE_ARN, or with Google's STS (workload identity federation) for
 * GCP_WORKLOAD_IDENTITY_PROVIDER. Every token and key is registered for redaction and the SDKs'
 * own logging stays off.
 */
import { AnthropicBedrock } from "@anthropic-ai/bedrock-sdk";
import { AnthropicVertex } from "@anthropic-ai/vertex-sdk";
import { fromWebToken } from "@aws-sdk/credential-providers";
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from "@smithy/types";
import { type BaseExternalAccountClient, ExternalAccountClient } from "google-auth-library";
import { InputError } from "../util/errors";
import { registerSecret } from "./secrets";

type Env = NodeJS.ProcessEnv;

/** The job's OIDC token for `audience`, from the Actions token service (ACTIONS_ID_TOKEN_REQUEST_*). */
export async function actionsIdToken(audience: string, env: Env = process.env): Promise<string> {
  const url = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!url || !bearer)
    throw new InputError(
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "not set: the job needs `permissions: id-token: write`",
    );
  registerSecret(bearer);
  const u = new URL(url);
  u.searchParams.set("audience", audience);
  const res = await fetch(u, { headers: { Authorization: `Bearer ${bearer}`, Accept: "application/json" } });
  if (!res.ok) throw new Error(`the Actions OIDC token service answered ${res.status}`);
  const body = (await res.json()) as { value?: unknown };
  if (typeof body.value !== "string" || !body.value)
    throw new Error("the Actions OIDC token service sent no token");
  registerSecret(body.value);
  return body.value;
}

const hasOidc = (env: Env) => Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);

/**
 * AWS credentials from AssumeRoleWithWebIdentity with a fresh OIDC token, cached until five
 * minutes before they expire. The STS endpoint is AWS_ENDPOINT_URL_STS when set (the SDK's own
 * variable for a service endpoint), else the regional default.
 */
export function oidcAwsCredentials(env: Env = process.env): AwsCredentialIdentityProvider {
  const roleArn = env.AWS_ROLE_ARN;
  if (!roleArn) throw new InputError("AWS_ROLE_ARN", "not set");
  let cached: AwsCredentialIdentity | null = null;
  return async () => {
    const fresh = cached?.expiration && cached.expiration.getTime() - Date.now() > 5 * 60_000;
    if (cached && (fresh || !cached.expiration)) return cached;
    const webIdentityToken = await actionsIdToken(env.AWS_OIDC_AUDIENCE ?? "sts.amazonaws.com", env);
    const creds = await fromWebToken({
      roleArn,
      webIdentityToken,
      roleSessionName: env.AWS_ROLE_SESSION_NAME ?? `skillaudit-${env.GITHUB_RUN_ID ?? "local"}`,
      clientConfig: {
        region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? "us-east-1",
        ...(env.AWS_ENDPOINT_URL_STS ? { endpoint: env.AWS_ENDPOINT_URL_STS } : {}),
      },
    })();
    registerSecret(creds.secretAccessKey);
    registerSecret(creds.sessionToken);
    cached = creds;
    return creds;
  };
}

/** A Bedrock client; the OIDC role path is taken in Actions when AWS_ROLE_ARN is set and no static keys are. */
export function bedrockClient(
  opts: { baseURL?: string; maxRetries: number; timeoutMs: number },
  env: Env = process.env,
) {
  registerSecret(env.AWS_BEARER_TOKEN_BEDROCK);
  registerSecret(env.AWS_SECRET_ACCESS_KEY);
  registerSecret(env.AWS_SESSION_TOKEN);
  const useOidc = Boolean(
    env.AWS_ROLE_ARN && hasOidc(env) && !env.AWS_ACCESS_KEY_ID && !env.AWS_BEARER_TOKEN_BEDROCK,
  );
  const provider = useOidc ? oidcAwsCredentials(env) : null;
  return new AnthropicBedrock({
    awsRegion: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? "us-east-1",
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    // The key is read from the env given here (the SDK would read process.env itself); null means sign with AWS credentials.
    apiKey: provider ? null : (env.AWS_BEARER_TOKEN_BEDROCK ?? null),
    ...(provider ? { providerChainResolver: async () => provider } : {}),
    maxRetries: opts.maxRetries,
    timeout: opts.timeoutMs,
    logLevel: "off",
  });
}

/**
 * A Google auth client for workload identity federation with the job's OIDC token: Google's STS
 * exchanges it for an access token (and, with GCP_SERVICE_ACCOUNT, impersonates that account).
 * GCP_STS_TOKEN_URL overrides the STS endpoint.
 */
export function oidcGoogleAuthClient(env: Env = process.env): BaseExternalAccountClient {
  const provider = env.GCP_WORKLOAD_IDENTITY_PROVIDER;
  const url = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!provider || !url || !bearer)
    throw new InputError(
      "GCP_WORKLOAD_IDENTITY_PROVIDER",
      "needs the job's OIDC token (`permissions: id-token: write`)",
    );
  registerSecret(bearer);
  const name = provider.replace(/^\/\/iam\.googleapis\.com\//, "");
  const token = new URL(url);
  token.searchParams.set("audience", `https://iam.googleapis.com/${name}`);
  const client = ExternalAccountClient.fromJSON({
    type: "external_account",
    audience: `//iam.googleapis.com/${name}`,
    subject_token_type: "urn:ietf:params:oauth:token-type:jwt",
    token_url: env.GCP_STS_TOKEN_URL ?? "https://sts.googleapis.com/v1/token",
    credential_source: {
      url: token.toString(),
      headers: { Authorization: `Bearer ${bearer}` },
      format: { type: "json", subject_token_field_name: "value" },
    },
    ...(env.GCP_SERVICE_ACCOUNT
      ? {
          service_account_impersonation_url: `https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/${env.GCP_SERVICE_ACCOUNT}:generateAccessToken`,
        }
      : {}),
    scopes: ["https://www.googleapis.com/auth/cloud-platform"],
  });
  if (!client)
    throw new InputError("GCP_WORKLOAD_IDENTITY_PROVIDER", "could not build an external account client");
  // Every token the client obtains is a secret too.
  client.on("tokens", (t) => registerSecret(t.access_token ?? undefined));
  return client;
}

/** A Vertex client; with GCP_WORKLOAD_IDENTITY_PROVIDER in Actions it federates the OIDC token, else ADC. */
export function vertexClient(
  opts: { baseURL?: string; maxRetries: number; timeoutMs: number },
  env: Env = process.env,
) {
  const region = env.CLOUD_ML_REGION;
  const projectId = env.ANTHROPIC_VERTEX_PROJECT_ID;
  if (!region)
    throw new InputError("CLOUD_ML_REGION", "not set: the Vertex AI region (e.g. us-east5 or global)");
  if (!projectId) throw new InputError("ANTHROPIC_VERTEX_PROJECT_ID", "not set: the Google Cloud project");
  const federated = env.GCP_WORKLOAD_IDENTITY_PROVIDER && hasOidc(env) ? oidcGoogleAuthClient(env) : null;
  return new AnthropicVertex({
    region,
    projectId,
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    ...(federated ? { authClient: federated } : {}),
    maxRetries: opts.maxRetries,
    timeout: opts.timeoutMs,
    logLevel: "off",
  });
}
