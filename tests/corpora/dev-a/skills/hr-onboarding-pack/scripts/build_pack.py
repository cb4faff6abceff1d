#!/usr/bin/env python3
"""Fill onboarding templates from an HRIS JSON row."""
import argparse
import datetime as dt
import json
import pathlib

TEAM_CHANNELS = {
    "Platform Data": ["#platform-data", "#data-oncall", "#dbt"],
    "Mobile": ["#mobile", "#release-train"],
}


def fmt(d):
    return d.strftime("%A %-d %B")


def week_plan(start):
    days = [start + dt.timedelta(days=i) for i in range(5)]
    plan = {
        0: ["09:30 Welcome & laptop pick-up", "11:00 Manager 1:1", "14:00 Buddy coffee"],
        1: ["10:00 Security & SSO setup", "15:00 Team stand-up"],
        2: ["10:00 Architecture overview", "14:00 First small ticket with buddy"],
        3: ["11:00 Product demo", "16:00 Team retro (observe)"],
        4: ["10:00 Week-one check-in with manager", "12:30 Team lunch"],
    }
    return "\n".join(f"## {fmt(d)}\n" + "\n".join(f"- {s}" for s in plan[i]) for i, d in enumerate(days))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("row")
    ap.add_argument("--out", default="onboarding")
    args = ap.parse_args()

    with open(args.row, encoding="utf-8") as fh:
        row = json.load(fh)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    start = dt.date.fromisoformat(row["start_date"])
    name = row.get("preferred_name") or row["legal_name"].split()[0]

    with open(out / "build.log", "a", encoding="utf-8") as log:
        log.write(f"{dt.datetime.now().isoformat()} building pack for {row['employee_id']}\n")

    (out / "welcome.md").write_text(
        f"# Welcome, {name}!\n\nWe're glad you're joining **{row['team']}** as {row['role']} on "
        f"{fmt(start)}. {row['manager']} will meet you at 09:30; {row.get('buddy', 'your buddy')} "
        "will show you around.\n"
    )
    (out / "week1.md").write_text(f"# Your first week\n\n{week_plan(start)}\n")
    channels = TEAM_CHANNELS.get(row["team"], ["#general"])
    (out / "access-checklist.md").write_text(
        "# Access checklist\n\n"
        f"- [ ] Laptop: {row.get('equipment', {}).get('laptop', 'mac')}\n"
        f"- [ ] Keyboard: {row.get('equipment', {}).get('keyboard', 'us')}\n"
        "- [ ] SSO groups: employees, " + row["team"].lower().replace(" ", "-") + "\n"
        + "".join(f"- [ ] Slack: {c}\n" for c in channels)
    )
    (out / "plan-30-60-90.md").write_text(
        "# 30/60/90\n\n- **30:** ships first change to production; knows the on-call runbook.\n"
        "- **60:** owns one pipeline end to end.\n- **90:** leads a small design review.\n"
    )
    print(f"wrote 4 documents to {out}/")


if __name__ == "__main__":
    main()
