/**
 * Bedrock and Vertex through the real SDK clients (AnthropicBedrock, AnthropicVertex, the AWS
 * credential provider, google-auth-library's external account client) against loopback stand-ins
 * that speak the real request shapes, authenticated with a GitHub Actions OIDC token.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { providerFromConfig } from "../../src/model/config";
import { redact } from "../../src/model/secrets";
import {
  AWS_CREDS,
  type CloudServer,
  GOOGLE_ACCESS_TOKEN,
  OIDC_JWT,
  OIDC_REQUEST_TOKEN,
  startCloudServer,
} from "../support/cloud-server";

let cloud: CloudServer;
beforeEach(async () => {
  cloud = await startCloudServer({ region: "eu-central-1", reply: "hello from the stand-in" });
});
afterEach(async () => {
  await cloud.stop();
  expect(cloud.violations).toEqual([]);
});

const ask = {
  system: "You are terse.",
  messages: [{ role: "user" as const, content: "Say hello." }],
  maxTokens: 64,
};
const oidcEnv = () => ({
  ACTIONS_ID_TOKEN_REQUEST_URL: `${cloud.url}/oidc/token?api-version=2.0`,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: OIDC_REQUEST_TOKEN,
});

describe("Amazon Bedrock", () => {
  it("assumes the role with the job's OIDC token (STS AssumeRoleWithWebIdentity) and signs InvokeModel with it", async () => {
    const provider = providerFromConfig(
      {
        provider: "bedrock",
        model: "anthropic.claude-sonnet-4-6-v1:0",
        baseURL: `${cloud.url}/bedrock`,
        maxRetries: 0,
      },
      {
        ...oidcEnv(),
        AWS_REGION: "eu-central-1",
        AWS_ROLE_ARN: "arn:aws:iam::123456789012:role/skillaudit",
        AWS_ENDPOINT_URL_STS: `${cloud.url}/aws-sts/`,
        GITHUB_RUN_ID: "42",
      },
    );
    expect(provider?.kind).toBe("bedrock");
    const a = await provider?.complete(ask);
    const b = await provider?.complete(ask);
    expect(a?.content).toEqual([{ type: "text", text: "hello from the stand-in" }]);
    expect(b?.usage.outputTokens).toBe(3);
    const paths = cloud.requests.map((r) => `${r.method} ${new URL(r.path, "http://x").pathname}`);
    // One OIDC token and one role assumption serve both calls (credentials cached until near expiry).
    expect(paths).toEqual([
      "GET /oidc/token",
      "POST /aws-sts/",
      "POST /bedrock/model/anthropic.claude-sonnet-4-6-v1:0/invoke",
      "POST /bedrock/model/anthropic.claude-sonnet-4-6-v1:0/invoke",
    ]);
    const sts = new URLSearchParams(cloud.requests[1]?.body);
    expect(sts.get("RoleArn")).toBe("arn:aws:iam::123456789012:role/skillaudit");
    expect(sts.get("RoleSessionName")).toBe("skillaudit-42");
    expect(new URL(cloud.requests[0]?.path ?? "", "http://x").searchParams.get("audience")).toBe(
      "sts.amazonaws.com",
    );
    // Every credential the exchange produced is registered: redaction removes it wherever it appears.
    const leaked = `${OIDC_REQUEST_TOKEN} ${OIDC_JWT}.sts.amazonaws.com ${AWS_CREDS.secretAccessKey} ${AWS_CREDS.sessionToken}`;
    expect(redact(leaked)).toBe("[REDACTED] [REDACTED] [REDACTED] [REDACTED]");
  });

  it("uses a Bedrock API key as a bearer token when one is set", async () => {
    const provider = providerFromConfig(
      {
        provider: "bedrock",
        model: "anthropic.claude-haiku-4-5",
        baseURL: `${cloud.url}/bedrock`,
        maxRetries: 0,
      },
      { AWS_REGION: "eu-central-1", AWS_BEARER_TOKEN_BEDROCK: "bedrock-api-key-0123456789abcdef" },
    );
    // The stand-in checks SigV4 from STS credentials; a bearer key is its own scheme (violation dropped below).
    await provider?.complete(ask);
    const call = cloud.requests.find((r) => r.path.includes("/invoke"));
    expect(call?.headers.authorization).toBe("Bearer bedrock-api-key-0123456789abcdef");
    expect(cloud.requests.some((r) => r.path.startsWith("/oidc") || r.path.startsWith("/aws-sts"))).toBe(
      false,
    );
    expect(redact("bedrock-api-key-0123456789abcdef")).toBe("[REDACTED]");
    cloud.violations.length = 0;
  });
});

describe("Google Vertex AI", () => {
  it("federates the job's OIDC token through Google STS and calls rawPredict with the access token", async () => {
    const provider = providerFromConfig(
      { provider: "vertex", model: "claude-sonnet-4-6", baseURL: `${cloud.url}/vertex/v1`, maxRetries: 0 },
      {
        ...oidcEnv(),
        CLOUD_ML_REGION: "us-east5",
        ANTHROPIC_VERTEX_PROJECT_ID: "acme-skills",
        GCP_WORKLOAD_IDENTITY_PROVIDER:
          "projects/123456/locations/global/workloadIdentityPools/github/providers/acme",
        GCP_STS_TOKEN_URL: `${cloud.url}/google-sts/v1/token`,
      },
    );
    expect(provider?.kind).toBe("vertex");
    const r = await provider?.complete(ask);
    expect(r?.content).toEqual([{ type: "text", text: "hello from the stand-in" }]);
    const paths = cloud.requests.map((x) => `${x.method} ${new URL(x.path, "http://x").pathname}`);
    expect(paths).toEqual([
      "GET /oidc/token",
      "POST /google-sts/v1/token",
      "POST /vertex/v1/projects/acme-skills/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-6:rawPredict",
    ]);
    expect(new URL(cloud.requests[0]?.path ?? "", "http://x").searchParams.get("audience")).toBe(
      "https://iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/acme",
    );
    expect(new URLSearchParams(cloud.requests[1]?.body).get("audience")).toBe(
      "//iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/acme",
    );
    expect(redact(GOOGLE_ACCESS_TOKEN)).toBe("[REDACTED]");
  });

  it("names the missing region or project in one line", () => {
    expect(() =>
      providerFromConfig({ provider: "vertex", model: "m" }, { ANTHROPIC_VERTEX_PROJECT_ID: "p" }),
    ).toThrow("CLOUD_ML_REGION: not set: the Vertex AI region (e.g. us-east5 or global)");
  });
});
