#!/usr/bin/env python3
"""Turn a schedule.json into HA automations YAML; optionally test-set the current target."""
import argparse
import json
import os
import re
import sys
from datetime import datetime

import requests

TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
DAYS = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read schedule: {exc}")
    if not isinstance(data, list):
        sys.exit("schedule must be a list of {days, time, temp}")
    for i, s in enumerate(data):
        if not isinstance(s, dict):
            sys.exit(f"entry {i} is not an object")
        if not set(s.get("days", [])) <= DAYS or not s.get("days"):
            sys.exit(f"entry {i}: days must be from {sorted(DAYS)}")
        if not TIME.match(str(s.get("time", ""))):
            sys.exit(f"entry {i}: time must be HH:MM")
        t = s.get("temp")
        if not isinstance(t, (int, float)) or not 5 <= t <= 30:
            sys.exit(f"entry {i}: temp must be a number between 5 and 30")
    return data


def to_yaml(schedule, entity):
    out = []
    for i, s in enumerate(schedule):
        out.append(f"""- id: thermostat_schedule_{i}
  alias: "Thermostat {s['time']} {'/'.join(s['days'])} -> {s['temp']}"
  trigger:
    - platform: time
      at: "{s['time']}:00"
  condition:
    - condition: time
      weekday: [{', '.join(s['days'])}]
  action:
    - service: climate.set_temperature
      target:
        entity_id: {entity}
      data:
        temperature: {s['temp']}""")
    return "\n".join(out) + "\n"


def current_target(schedule, now):
    day = now.strftime("%a").lower()
    hm = now.strftime("%H:%M")
    today = sorted((s for s in schedule if day in s["days"] and s["time"] <= hm), key=lambda s: s["time"])
    return today[-1]["temp"] if today else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schedule")
    ap.add_argument("--entity", required=True)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    if not re.match(r"^climate\.[a-z0-9_]+$", args.entity):
        sys.exit("--entity must look like climate.living_room")
    schedule = load(args.schedule)
    yaml_text = to_yaml(schedule, args.entity)
    if args.dry_run or not args.apply:
        print(yaml_text)
        return

    url = os.environ.get("HASS_URL", "").rstrip("/")
    token = os.environ.get("HASS_TOKEN", "")
    if not url or not token:
        sys.exit("Set HASS_URL and HASS_TOKEN for your Home Assistant.")
    target = current_target(schedule, datetime.now())
    if target is not None:
        try:
            r = requests.post(f"{url}/api/services/climate/set_temperature",
                              headers={"Authorization": f"Bearer {token}"},
                              json={"entity_id": args.entity, "temperature": target}, timeout=10)
            r.raise_for_status()
        except requests.RequestException as exc:
            sys.exit(f"Home Assistant call failed: {exc}")
        print(f"Set {args.entity} to {target} now (test).")
    with open("thermostat_schedule.yaml", "w", encoding="utf-8") as fh:
        fh.write(yaml_text)
    print("Wrote thermostat_schedule.yaml - paste it into automations.yaml and reload.")


if __name__ == "__main__":
    main()
