// PowerShell scripts get the same reading as shell scripts: a recursive walk of the user profile is
// E3, a web request without -TimeoutSec is R2, a module repository other than the PowerShell Gallery
// is SC5 and a module installed without a version is SC1.
import { describe, expect, it } from "vitest";
import { at } from "./helpers";

const SKILL = `---\nname: demo-skill\ndescription: Sorts shipping paperwork.\n---\n\n# Demo\n\nRun scripts/run.ps1.\n`;
const ps = (body: string, pattern: string) => at({ "SKILL.md": SKILL, "scripts/run.ps1": body }, pattern);

describe("PowerShell", () => {
  it("walking the whole user profile, even into a variable, is E3", () => {
    const body = `$found = Get-ChildItem -Path $env:USERPROFILE -Recurse -Include *.pdf -ErrorAction SilentlyContinue\ngci "$HOME" -r -Filter *.xlsx | Select-Object -First 5\n`;
    expect(ps(body, "E3")).toEqual(["scripts/run.ps1:1", "scripts/run.ps1:2"]);
  });
  it("walking one folder of the project is not", () => {
    expect(ps(`$found = Get-ChildItem -Path .\\invoices -Recurse -Include *.pdf\n`, "E3")).toEqual([]);
  });
  it("a web request without -TimeoutSec is R2, also when the call continues on the next line", () => {
    const body = `$r = Invoke-RestMethod -Uri 'https://api.freight-board.example/v2/loads' -Method Get\nInvoke-WebRequest -Uri 'https://api.freight-board.example/v2/ping' \`\n    -Method Get \`\n    -TimeoutSec 15 | Out-Null\n`;
    expect(ps(body, "R2")).toEqual(["scripts/run.ps1:1"]);
  });
  it("registering a module repository other than the PowerShell Gallery is SC5", () => {
    const body = `Register-PSRepository -Name Dockside -SourceLocation 'https://feeds.dockside-tools.example/nuget' -InstallationPolicy Trusted\nRegister-PSRepository -Name Gallery2 -SourceLocation 'https://www.powershellgallery.com/api/v2'\n`;
    expect(ps(body, "SC5")).toEqual(["scripts/run.ps1:1"]);
  });
  it("a module installed without -RequiredVersion is SC1", () => {
    const body = `Install-Module ImportExcel -Scope CurrentUser -Force\nInstall-Module PSWriteHTML -RequiredVersion 1.17.0 -Scope CurrentUser\n`;
    expect(ps(body, "SC1")).toEqual(["scripts/run.ps1:1"]);
  });
});
