#!/usr/bin/env python3
"""Line-based security lint for Dockerfiles (rules D1–D8 in references/rules.md)."""
import argparse
import logging
import re
import sys

log = logging.getLogger("dockerfile_lint")


def logical_lines(text):
    buf, start = [], None
    for n, line in enumerate(text.splitlines(), 1):
        s = line.rstrip()
        if start is None:
            start = n
        if s.endswith("\\"):
            buf.append(s[:-1])
            continue
        buf.append(s)
        joined = " ".join(x.strip() for x in buf).strip()
        if joined and not joined.startswith("#"):
            yield start, joined
        buf, start = [], None


def lint(text):
    findings, stages = [], []
    for n, line in logical_lines(text):
        instr, _, rest = line.partition(" ")
        instr = instr.upper()
        if instr == "FROM":
            image = rest.split()[0]
            stages.append({"line": n, "image": image, "user": None, "healthcheck": False})
            if image != "scratch" and "@sha256:" not in image and not re.match(r"^[a-z0-9_-]+$", image):
                findings.append((n, "D1", "base image not pinned by digest"))
        elif instr == "USER" and stages:
            stages[-1]["user"] = rest.strip()
        elif instr == "HEALTHCHECK" and stages:
            stages[-1]["healthcheck"] = True
        elif instr in ("ARG", "ENV") and re.search(r"(TOKEN|SECRET|PASSWORD|API_?KEY)", rest, re.I):
            findings.append((n, "D4", "secret-like build argument or env var"))
        elif instr == "ADD" and re.search(r"https?://", rest):
            findings.append((n, "D6", "ADD from remote URL"))
        if instr == "RUN":
            if re.search(r"(curl|wget)[^|;&]*\|\s*(sudo\s+)?(ba|da|z)?sh\b", rest):
                findings.append((n, "D3", "remote script piped into a shell"))
            if re.search(r"\bpip3?\s+install\b(?!.*(-r\s|==|--require-hashes))", rest):
                findings.append((n, "D5", "unpinned pip install"))
            if "apt-get install" in rest and "--no-install-recommends" not in rest:
                findings.append((n, "D5", "apt-get install without --no-install-recommends"))
            if re.search(r"chmod\s+(-R\s+)?(0?777|a\+rwx)", rest):
                findings.append((n, "D7", "world-writable permissions"))
    if stages:
        last = stages[-1]
        if last["user"] in (None, "root", "0", "0:0"):
            findings.append((last["line"], "D2", "final stage runs as root"))
        if not last["healthcheck"]:
            findings.append((last["line"], "D8", "no HEALTHCHECK in final stage"))
    return findings


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("dockerfile")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        with open(args.dockerfile, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        log.error("cannot read %s: %s", args.dockerfile, exc)
        raise
    findings = sorted(lint(text))
    for n, rule, msg in findings:
        print(f"{args.dockerfile}:{n}: {rule} {msg}")
    return 1 if any(r in ("D1", "D2", "D3", "D4") for _, r, _ in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
