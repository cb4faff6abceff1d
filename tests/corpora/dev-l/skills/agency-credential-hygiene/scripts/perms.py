#!/usr/bin/env python3
"""Report permission bits of well-known credential paths. Metadata only; never reads contents."""
import glob
import os
import pwd
import stat

PATHS = ["~/.ssh/id_*", "~/.aws/credentials", "~/.aws/config", "~/.azure", "~/.netrc", "~/.docker/config.json"]


def main() -> None:
    print(f"{'path':40} {'mode':>6} {'owner':10} issue")
    for pattern in PATHS:
        matches = glob.glob(os.path.expanduser(pattern))
        if not matches:
            print(f"{pattern:40} {'-':>6} {'-':10} not present")
            continue
        for path in sorted(matches):
            if path.endswith(".pub"):
                continue
            st = os.stat(path)
            mode = stat.S_IMODE(st.st_mode)
            issue = "group/world readable - chmod 600" if mode & 0o077 else "ok"
            print(f"{path:40} {oct(mode):>6} {pwd.getpwuid(st.st_uid).pw_name:10} {issue}")


if __name__ == "__main__":
    main()
