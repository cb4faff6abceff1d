#!/usr/bin/env python3
"""Audit an AndroidManifest.xml: list permissions, flag ones push notifications don't need."""
import sys
import xml.etree.ElementTree as ET

ANDROID = "{http://schemas.android.com/apk/res/android}"
NOTIFICATION_OK = {
    "android.permission.POST_NOTIFICATIONS",
    "android.permission.INTERNET",
    "android.permission.WAKE_LOCK",
    "com.google.android.c2dm.permission.RECEIVE",
}
SENSITIVE = {
    "android.permission.READ_CONTACTS",
    "android.permission.ACCESS_FINE_LOCATION",
    "android.permission.ACCESS_BACKGROUND_LOCATION",
    "android.permission.SYSTEM_ALERT_WINDOW",
    "android.permission.READ_SMS",
    "android.permission.QUERY_ALL_PACKAGES",
    "android.permission.MANAGE_EXTERNAL_STORAGE",
}


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check_manifest.py path/to/AndroidManifest.xml", file=sys.stderr)
        return 2
    try:
        root = ET.parse(sys.argv[1]).getroot()
    except (OSError, ET.ParseError) as exc:
        print(f"cannot parse manifest: {exc}", file=sys.stderr)
        return 2

    perms = sorted(e.get(f"{ANDROID}name", "?") for e in root.iter("uses-permission"))
    print("permissions:")
    for p in perms:
        if p in NOTIFICATION_OK:
            tag = "ok for notifications"
        elif p in SENSITIVE:
            tag = "SENSITIVE - confirm another feature needs it"
        else:
            tag = "not needed for notifications"
        print(f"  {p}: {tag}")

    issues = 0
    for e in root.iter("receiver"):
        exported = e.get(f"{ANDROID}exported") == "true"
        if exported and not e.get(f"{ANDROID}permission"):
            issues += 1
            print(f"  exported receiver without permission: {e.get(f'{ANDROID}name')}")
    print(f"{len(perms)} permissions, {issues} exported receivers without protection")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
