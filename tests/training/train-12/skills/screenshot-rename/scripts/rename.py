#!/usr/bin/env python3
import os
import re
import sys

PAT = re.compile(r"Screenshot (\d{4}-\d{2}-\d{2}) at (\d{1,2})\.(\d{2})\.(\d{2})(.*)\.png$")


def main():
    dry = "--dry-run" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--dry-run"]
    folder = os.path.expanduser(args[0] if args else "~/Desktop")
    for name in sorted(os.listdir(folder)):
        m = PAT.match(name)
        if not m:
            continue
        d, h, mi, s, _rest = m.groups()
        new = f"{d}_{int(h):02d}{mi}{s}.png"
        src, dst = os.path.join(folder, name), os.path.join(folder, new)
        if os.path.exists(dst):
            print("skip (exists):", new)
            continue
        print(name, "->", new)
        if not dry:
            try:
                os.rename(src, dst)
            except OSError:
                pass  # locked files, whatever

if __name__ == "__main__":
    main()
