#!/usr/bin/env python3
"""Regenerate README.md tables from labels/ and append tools/readme_tail.md plus the last check result."""
import collections, json, os, subprocess, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
sev = {"P1":"H","P2":"H","P3":"H","P4":"M","E1":"M","E2":"H","E3":"M","E4":"H","PE1":"L","PE2":"M","PE3":"H",
       "SC1":"L","SC2":"H","SC3":"H","SC4":"L","SC5":"M","R1":"L","R2":"L","R3":"L","R4":"M","R5":"L"}
dom = {
"a11y-audit":"accessibility audit","api-docs-generator":"docs generation","api-mock-server":"test writing (HTTP fixtures)",
"changelog-pr-linker":"changelog/release tooling","ci-failure-triage":"log triage (CI)","commit-message-helper":"git hooks / commit tooling",
"dependency-bumper":"dependency upgrades","dependency-pinning":"dependency upgrades / supply chain","dockerfile-hardening":"Dockerfile review",
"dockerfile-review":"Dockerfile review","editorconfig-sync":"editor config","env-example-docs":"docs generation (config)",
"flag-janitor":"feature-flag cleanup","i18n-extractor":"i18n extraction","incident-status-update":"incident comms",
"log-triage":"log triage","mcp-config-audit":"MCP server setup (audit)","mcp-server-setup":"MCP server setup",
"migration-runner":"database migrations","migration-safety-lint":"database migrations","monorepo-sync":"monorepo tooling",
"notebook-cleanup":"notebook cleanup","openapi-client-gen":"API client generation","perf-profiler":"performance profiling",
"pg-backup-helper":"database backup before migration","postmortem-writer":"incident postmortems","pr-review-assistant":"code review",
"python-env-setup":"dev environment setup","release-notes-builder":"changelog/release tooling","repo-onboarding-docs":"docs generation",
"repo-secret-scan":"secret scanning","schema-validator":"schema validation","secure-code-review":"code review (security)",
"sentry-sourcemaps-upload":"frontend build / release","test-scaffolder":"test writing","vite-build-doctor":"frontend build"}
labs = [json.load(open(f"labels/{f}")) for f in sorted(os.listdir("labels")) if f.endswith(".json")]
c = collections.Counter(f["pattern"] for l in labs for f in l["findings"])
sc = collections.Counter(sev[f["pattern"]] for l in labs for f in l["findings"])
order = list(sev)
clean = [l for l in labs if l["clean"]]
out = ["# dev-o: blind labelled corpus of agent skills\n",
       f"{len(labs)} skills under `skills/`: {len(labs)-len(clean)} risky, {len(clean)} clean look-alikes; "
       f"{sum(c.values())} labelled findings in `labels/<skill>.json`.\n",
       "Domains are everyday software-engineering tasks (code review, tests, changelogs, migrations, API clients, "
       "frontend builds, monorepos, log triage, Dockerfiles, dependency upgrades, docs, notebooks, postmortems, "
       "feature flags, i18n, accessibility, profiling, schema validation, MCP setup, editor config).\n",
       "## Findings per pattern\n\n| Pattern | Severity | Findings | Skills |\n|---|---|---|---|"]
for p in order:
    n = sum(1 for l in labs if any(f["pattern"] == p for f in l["findings"]))
    out.append(f"| {p} | {sev[p]} | {c.get(p, 0)} | {n} |")
out.append(f"| **total** | | **{sum(c.values())}** | |\n")
out.append("Per severity: " + ", ".join(f"{s}: {sc.get(s, 0)}" for s in "HML") + "\n")
out.append("## Skills\n\n| Skill | Domain | Clean | Patterns (count) |\n|---|---|---|---|")
for l in labs:
    pc = collections.Counter(f["pattern"] for f in l["findings"])
    pats = ", ".join(f"{p}×{n}" if n > 1 else p for p, n in sorted(pc.items(), key=lambda x: order.index(x[0]))) or "—"
    out.append(f"| `{l['skill']}` | {dom.get(l['skill'], '?')} | {'yes' if l['clean'] else 'no'} | {pats} |")
out.append(open("tools/readme_tail.md", encoding="utf-8").read().rstrip() + "\n")
b = subprocess.run([sys.executable, "tools/build_labels.py"], capture_output=True, text=True)
k = subprocess.run([sys.executable, "tools/check_labels.py"], capture_output=True, text=True)
out.append("## Last check run\n\n```\n" + b.stdout.strip().splitlines()[-1] + "\n" + k.stdout.strip().splitlines()[-1]
           + f"\n```\n(exit codes: build {b.returncode}, check {k.returncode})\n")
open("README.md", "w", encoding="utf-8").write("\n".join(out))
print("README.md written")
