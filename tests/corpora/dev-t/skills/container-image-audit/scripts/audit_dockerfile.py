#!/usr/bin/env python3
"""Static Dockerfile audit: pinning, users, secrets, fetch-and-run, cleanup."""
import re
import sys
from pathlib import Path

SECRET_NAME = re.compile(r"\b(ENV|ARG)\s+(\w*(TOKEN|SECRET|PASSWORD|API_KEY|PRIVATE_KEY)\w*)", re.I)


def logical_lines(text: str):
    """Join backslash continuations, keeping the first physical line number."""
    buf, start = "", None
    for n, raw in enumerate(text.splitlines(), 1):
        if start is None:
            start = n
        line = raw.rstrip()
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        if buf.strip() and not buf.lstrip().startswith("#"):
            yield start, buf.strip()
        buf, start = "", None


def audit(text: str) -> list[tuple[int, str, str]]:
    out = []
    stages, last_user, has_health = [], None, False
    for n, line in logical_lines(text):
        op = line.split(None, 1)[0].upper()
        arg = line[len(op):].strip()
        if op == "FROM":
            stages.append(n)
            last_user = None
            image = arg.split()[0]
            if image.lower() != "scratch" and not re.search(r"^[^:@]+:[\w.-]+@sha256:[0-9a-f]{64}$", image):
                out.append((n, "D001", f"pin tag and digest: {image}"))
            if re.search(r":latest\b", image) or (":" not in image.split("/")[-1] and "@" not in image):
                out.append((n, "D001", "floating tag"))
        elif op == "USER":
            last_user = arg
        elif op == "ADD" and re.match(r"https?://", arg):
            out.append((n, "D003", "ADD from URL; download with checksum verification instead"))
        elif op == "RUN":
            if re.search(r"(curl|wget)[^|]*\|\s*(ba)?sh", arg):
                out.append((n, "D004", "pipes a download into a shell"))
            if "apt-get install" in arg and ("--no-install-recommends" not in arg or "rm -rf /var/lib/apt/lists" not in arg):
                out.append((n, "D005", "apt-get install without --no-install-recommends / list cleanup"))
            if re.search(r"pip install(?!.*(--require-hashes|--no-index))", arg):
                out.append((n, "D007", "pip install without hashes"))
        elif op == "HEALTHCHECK":
            has_health = True
        m = SECRET_NAME.search(line)
        if m:
            out.append((n, "D006", f"secret-looking {m.group(1)} {m.group(2)}; use --mount=type=secret"))
    if stages and (last_user is None or last_user.split(":")[0] in ("root", "0")):
        out.append((stages[-1], "D002", "final stage runs as root; add a USER"))
    if stages and not has_health:
        out.append((stages[-1], "D008", "no HEALTHCHECK"))
    return out


def main() -> int:
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile")
    if not path.is_file():
        print(f"{path} not found", file=sys.stderr)
        return 2
    findings = audit(path.read_text(encoding="utf-8"))
    for n, rule, msg in sorted(findings):
        print(f"{path}:{n}: {rule} {msg}")
    print(f"{len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
