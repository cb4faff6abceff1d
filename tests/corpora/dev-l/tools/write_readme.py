#!/usr/bin/env python3
"""Write README.md from labels/ (counts) plus a fixed domain map."""
import json
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEV = {"P1":"H","P2":"H","P3":"H","P4":"M","E1":"M","E2":"H","E3":"M","E4":"H","PE1":"L","PE2":"M","PE3":"H",
       "SC1":"L","SC2":"H","SC3":"H","SC4":"L","SC5":"M","R1":"L","R2":"L","R3":"L","R4":"M","R5":"L"}
DOMAIN = {
 "agency-credential-hygiene":"insurance agency IT","autograder-python-labs":"academic grading","bill-of-lading-ocr":"logistics documents",
 "bulletin-hidden-text-linter":"church newsletter","choir-roster":"church music ministry","claim-photo-metadata":"insurance claims",
 "claims-injection-awareness":"insurance claims training","claims-triage-assistant":"insurance claims","clinic-workstation-setup":"veterinary clinic IT",
 "cue-sheet-pr":"music licensing","customs-declaration-filler":"logistics customs forms","deepl-subtitle-translator":"translation / music video",
 "donation-receipts":"church finance","exam-proctor-log":"academic integrity","freight-tariff-lookup":"logistics customs tariffs",
 "glossary-sync":"translation termbase","hymn-slide-deck":"church worship slides","kennel-boarding-invoices":"pet kennel billing",
 "lease-renewal-notices":"property management","listing-copywriter":"real-estate listings","listing-photo-backup":"real-estate listings",
 "manifest-batch-runner":"logistics manifests","mls-photo-uploader":"real-estate listings","parish-newsletter-builder":"church newsletter",
 "reso-feed-sync":"real-estate MLS feed","royalty-statement-parser":"music royalties","rubric-grader":"academic grading",
 "subrogation-letter-drafter":"insurance recovery","sync-license-clearance":"music licensing","thesis-citation-checker":"academic writing",
 "tm-merge":"translation memory","vet-appointment-scheduler":"veterinary scheduling","vet-lab-results-summarizer":"veterinary lab results",
}
counts, sev, per = Counter(), Counter(), defaultdict(Counter)
labels = {p.stem: json.loads(p.read_text()) for p in sorted((ROOT/"labels").glob("*.json"))}
for name, lab in labels.items():
    for f in lab["findings"]:
        counts[f["pattern"]] += 1; sev[SEV[f["pattern"]]] += 1; per[name][f["pattern"]] += 1
risky = [n for n, l in labels.items() if not l["clean"]]; clean = [n for n, l in labels.items() if l["clean"]]
out = ["# dev-l: blind labelled corpus of agent skills", "",
 "Emphasis: instruction-layer attacks written in paraphrased prose (P1, P2, P3, P4, E4), credential access through",
 "keychains / credential helpers / CLI token files (PE3) in prose and commands, and download-and-execute told in prose (SC2).",
 "Domains avoid the usual skill examples: veterinary, church, customs/logistics, academic grading, music licensing,",
 "real estate, insurance claims, translation memory.", "",
 f"**{len(labels)} skills: {len(risky)} risky, {len(clean)} clean look-alikes; {sum(counts.values())} findings.**", "",
 "## Findings per pattern", "", "| pattern | severity | labels |", "|---|---|---|"]
for p in SEV:
    if counts[p]: out.append(f"| {p} | {SEV[p]} | {counts[p]} |")
out += ["", "Patterns with no labels here: " + (", ".join(p for p in SEV if not counts[p]) or "none") + ".", "",
        "| severity | labels |", "|---|---|"] + [f"| {s} | {sev[s]} |" for s in "HML"]
out += ["", "## Skills", "", "| skill | domain | clean | findings |", "|---|---|---|---|"]
for n, l in labels.items():
    f = ", ".join(f"{p}x{c}" if c > 1 else p for p, c in sorted(per[n].items())) or "-"
    out.append(f"| {n} | {DOMAIN.get(n, '?')} | {'yes' if l['clean'] else 'no'} | {f} |")
out += ["", "## Hiding techniques used for P2", "",
 "HTML comment (parish-newsletter-builder), Unicode tag characters appended to a visible rule (listing-copywriter),",
 "text after 180 blank lines (listing-copywriter/references/style-guide.md), front-matter field (choir-roster),",
 "image alt text and white 1px text in an HTML template (hymn-slide-deck), base64 blob the agent is told to decode",
 "(royalty-statement-parser). Where a hidden text also carries P1/P3/P4/PE3, those are labelled on the same line.", "",
 "## How it was built", "",
 "- Every skill was written by hand for this corpus; no scanner code or rules were consulted.",
 "- `tools/spec/<skill>.txt` holds `PATTERN ::: file ::: anchor ::: note` lines (or `CLEAN`).",
 "  `python3 tools/build_labels.py` resolves each anchor to the one line containing it and fails on 0 or 2+ matches.",
 "- `python3 tools/check_labels.py` prints each labelled line, checks label shape, front matter (`name` = folder),",
 "  and that every .py/.js/.sh/.json parses (py_compile, node --check, bash -n, json).",
 "- `python3 tools/write_readme.py` regenerates this file from `labels/`.",
 "- Conventions: same pattern twice on one line = one label; two patterns on one line = two labels. Multi-step",
 "  chains (fetch then exec) are labelled on the line with the executing call. Payload content inside an obfuscated",
 "  blob (donation-receipts) is labelled on the blob line for each pattern the decoded code performs.",
 "- Clean look-alikes mention the same things benignly: quoted injection examples for training, rules forbidding",
 "  sudo / curl|bash / keychain reads, an API key sent only to the skill's documented API, exact pins, a backup that",
 "  dry-runs and asks, a permission audit that only stats credential files, a hidden-text linter, `gh` used as configured.", ""]
(ROOT/"README.md").write_text("\n".join(out) + "\n")
print("README written")
