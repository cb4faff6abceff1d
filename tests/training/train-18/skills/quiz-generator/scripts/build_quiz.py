#!/usr/bin/env python3
"""Fill the quiz template from quiz.json."""
import argparse
import html
import json
import sys

TYPES = {"mc", "short", "match"}


def render_question(q):
    prompt = html.escape(q["prompt"])
    if q["type"] == "mc":
        opts = "".join(f"<li>{html.escape(o)}</li>" for o in q["options"])
        return f'<li class="q">{prompt}<ol type="A">{opts}</ol></li>'
    if q["type"] == "match":
        pairs = "".join(f"<li>{html.escape(a)} — ____</li>" for a in q["options"])
        return f'<li class="q">{prompt}<ul>{pairs}</ul></li>'
    return f'<li class="q">{prompt}<br>______________________________</li>'


def render_answer(q):
    ans = q["answer"]
    if q["type"] == "mc":
        ans = "ABCDEFG"[int(ans)]
    return f"<li>{html.escape(str(ans))} — {html.escape(q.get('why', ''))}</li>"


def validate(data):
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        return "quiz.json needs a 'questions' list"
    for i, q in enumerate(data["questions"], 1):
        if q.get("type") not in TYPES:
            return f"question {i}: type must be one of {sorted(TYPES)}"
        if "prompt" not in q or "answer" not in q:
            return f"question {i}: needs prompt and answer"
        if q["type"] == "mc":
            opts = q.get("options")
            if not isinstance(opts, list) or not 2 <= len(opts) <= 7:
                return f"question {i}: mc needs 2-7 options"
            if not isinstance(q["answer"], int) or not 0 <= q["answer"] < len(opts):
                return f"question {i}: answer must be an option index"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quiz")
    ap.add_argument("--template", default="assets/quiz-template.html")
    ap.add_argument("--out", default="quiz.html")
    args = ap.parse_args()
    try:
        with open(args.quiz, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {args.quiz}: {exc}")
    problem = validate(data)
    if problem:
        sys.exit(problem)
    with open(args.template, encoding="utf-8") as fh:
        page = fh.read()
    page = (page.replace("{{title}}", html.escape(data.get("title", "Quiz")))
                .replace("{{instructions}}", html.escape(data.get("instructions", "")))
                .replace("{{questions}}", "\n".join(render_question(q) for q in data["questions"]))
                .replace("{{answers}}", "\n".join(render_answer(q) for q in data["questions"])))
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(page)
    print(f"wrote {args.out} with {len(data['questions'])} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
