/**
 * One loopback server standing in for the cloud side of Bedrock and Vertex access, speaking each
 * real request shape: the GitHub Actions OIDC token service, AWS STS AssumeRoleWithWebIdentity
 * (query protocol, XML answer), Bedrock InvokeModel (SigV4 checked by re-signing with the issued
 * credentials), Google STS token exchange, and Vertex rawPredict (bearer token checked). Model
 * answers are Messages API messages. Nothing leaves 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Sha256 } from "@aws-crypto/sha256-js";
import { HttpRequest } from "@smithy/protocol-http";
import { SignatureV4 } from "@smithy/signature-v4";

export const OIDC_REQUEST_TOKEN = "actions-request-token-0123456789";
export const OIDC_JWT = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvOmFjbWUvc2tpbGxzIn0.c2lnbmF0dXJlLXN0YW5kLWlu";
export const AWS_CREDS = {
  accessKeyId: "ASIASTANDIN0000001",
  secretAccessKey: "stand-in-secret-access-key-0123456789abcd",
  sessionToken: "stand-in-session-token-0123456789abcdefghij",
};
export const GOOGLE_ACCESS_TOKEN = "ya29.stand-in-federated-access-token-0123456789";

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface CloudServer {
  url: string;
  requests: Recorded[];
  /** Problems the server found in a request (bad signature, wrong token, wrong shape). */
  violations: string[];
  stop(): Promise<void>;
}

const message = (model: string, text: string) => ({
  id: "msg_standin",
  type: "message",
  role: "assistant",
  model,
  content: [{ type: "text", text }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 11, output_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
});

async function checkSigV4(req: Recorded, region: string): Promise<string | null> {
  const auth = String(req.headers.authorization ?? "");
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/bedrock\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return `not a SigV4 bedrock Authorization header: ${auth.slice(0, 80)}`;
  if (m[1] !== AWS_CREDS.accessKeyId) return `signed with key ${m[1]}, not the one STS issued`;
  if (m[3] !== region) return `signed for region ${m[3]}`;
  if (req.headers["x-amz-security-token"] !== AWS_CREDS.sessionToken)
    return "no or wrong x-amz-security-token";
  const signed = (m[4] ?? "").split(";");
  const headers: Record<string, string> = {};
  for (const h of signed) headers[h] = String(req.headers[h] ?? "");
  const url = new URL(req.path, "http://x");
  const request = new HttpRequest({
    method: req.method,
    protocol: "http:",
    hostname: String(req.headers.host).split(":")[0] ?? "",
    path: url.pathname,
    headers,
    body: req.body,
  });
  const amzDate = String(req.headers["x-amz-date"]);
  const signer = new SignatureV4({ service: "bedrock", region, credentials: AWS_CREDS, sha256: Sha256 });
  const again = await signer.sign(request, {
    signingDate: new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    ),
    signableHeaders: new Set(signed),
  });
  const sig = /Signature=([0-9a-f]{64})/.exec(String(again.headers.authorization ?? ""))?.[1];
  return sig === m[5] ? null : "SigV4 signature does not verify with the issued credentials";
}

export async function startCloudServer(opts: { region: string; reply: string }): Promise<CloudServer> {
  const requests: Recorded[] = [];
  const violations: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const rec: Recorded = {
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(rec);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const url = new URL(rec.path, "http://x");
    // GitHub Actions OIDC token service: GET <ACTIONS_ID_TOKEN_REQUEST_URL>&audience=...
    if (url.pathname === "/oidc/token") {
      if (req.headers.authorization !== `Bearer ${OIDC_REQUEST_TOKEN}`)
        violations.push("OIDC request without the request token");
      return json(200, { value: `${OIDC_JWT}.${url.searchParams.get("audience")}` });
    }
    // AWS STS (query protocol): POST / Action=AssumeRoleWithWebIdentity
    if (url.pathname === "/aws-sts/") {
      const form = new URLSearchParams(rec.body);
      if (form.get("Action") !== "AssumeRoleWithWebIdentity")
        violations.push(`STS action ${form.get("Action")}`);
      if (form.get("WebIdentityToken") !== `${OIDC_JWT}.sts.amazonaws.com`)
        violations.push(
          "STS got a web identity token that is not the job's OIDC token for sts.amazonaws.com",
        );
      res.writeHead(200, { "content-type": "text/xml" });
      const exp = new Date(Date.now() + 3600_000).toISOString();
      return res.end(
        `<AssumeRoleWithWebIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleWithWebIdentityResult><Credentials><AccessKeyId>${AWS_CREDS.accessKeyId}</AccessKeyId><SecretAccessKey>${AWS_CREDS.secretAccessKey}</SecretAccessKey><SessionToken>${AWS_CREDS.sessionToken}</SessionToken><Expiration>${exp}</Expiration></Credentials><SubjectFromWebIdentityToken>repo:acme/skills</SubjectFromWebIdentityToken><AssumedRoleUser><Arn>${form.get("RoleArn")}/${form.get("RoleSessionName")}</Arn><AssumedRoleId>AROA:${form.get("RoleSessionName")}</AssumedRoleId></AssumedRoleUser><Audience>sts.amazonaws.com</Audience></AssumeRoleWithWebIdentityResult><ResponseMetadata><RequestId>stand-in</RequestId></ResponseMetadata></AssumeRoleWithWebIdentityResponse>`,
      );
    }
    // Bedrock InvokeModel: POST /model/{modelId}/invoke, SigV4-signed, anthropic_version in the body.
    const bedrock = /^\/bedrock\/model\/([^/]+)\/invoke$/.exec(url.pathname);
    if (bedrock) {
      const problem = await checkSigV4(rec, opts.region);
      if (problem) violations.push(problem);
      const body = JSON.parse(rec.body) as { anthropic_version?: string; model?: string };
      if (!/^(bedrock-)?\d{4}-\d{2}-\d{2}$/.test(body.anthropic_version ?? ""))
        violations.push(`bedrock anthropic_version ${body.anthropic_version}`);
      if (body.model !== undefined) violations.push("bedrock body carries a model (it belongs in the path)");
      return json(200, message(decodeURIComponent(bedrock[1] ?? ""), opts.reply));
    }
    // Google STS token exchange (RFC 8693): POST /google-sts/v1/token
    if (url.pathname === "/google-sts/v1/token") {
      const form = new URLSearchParams(rec.body);
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:token-exchange")
        violations.push("google STS grant_type");
      if (!form.get("audience")?.startsWith("//iam.googleapis.com/projects/"))
        violations.push(`google STS audience ${form.get("audience")}`);
      if (form.get("subject_token_type") !== "urn:ietf:params:oauth:token-type:jwt")
        violations.push("google STS subject_token_type");
      if (!form.get("subject_token")?.startsWith(`${OIDC_JWT}.https://iam.googleapis.com/projects/`))
        violations.push("google STS got a subject token that is not the job's OIDC token for the pool");
      return json(200, {
        access_token: GOOGLE_ACCESS_TOKEN,
        issued_token_type: "urn:ietf:params:oauth:token-type:access_token",
        token_type: "Bearer",
        expires_in: 3600,
      });
    }
    // Vertex rawPredict: POST /v1/projects/{p}/locations/{r}/publishers/anthropic/models/{m}:rawPredict
    const vertex =
      /^\/vertex\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):rawPredict$/.exec(
        url.pathname,
      );
    if (vertex) {
      if (req.headers.authorization !== `Bearer ${GOOGLE_ACCESS_TOKEN}`)
        violations.push("vertex call without the federated access token");
      const body = JSON.parse(rec.body) as { anthropic_version?: string; model?: string };
      if (!/^(vertex-)?\d{4}-\d{2}-\d{2}$/.test(body.anthropic_version ?? ""))
        violations.push(`vertex anthropic_version ${body.anthropic_version}`);
      if (body.model !== undefined) violations.push("vertex body carries a model (it belongs in the path)");
      return json(200, message(vertex[3] ?? "", opts.reply));
    }
    violations.push(`unexpected ${rec.method} ${rec.path}`);
    json(404, { error: "not found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
