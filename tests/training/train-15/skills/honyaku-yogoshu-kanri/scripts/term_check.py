#!/usr/bin/env python3
"""用語集に基づいて訳文をチェックする（承認訳の欠落・禁止訳語の使用）。"""
import argparse
import csv
import sys
import unicodedata


def norm(s):
    return unicodedata.normalize("NFKC", s or "").strip()


def read_tsv(path, required):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh, delimiter="\t"))
    except OSError as exc:
        sys.exit(f"{path} を開けません: {exc}")
    if rows and not set(required) <= set(rows[0]):
        sys.exit(f"{path}: 必要な列 {required} がありません")
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("glossary")
    ap.add_argument("segments")
    ap.add_argument("--client")
    a = ap.parse_args()

    terms = [t for t in read_tsv(a.glossary, ["source", "target", "status", "client"])
             if not a.client or t["client"] in (a.client, "")]
    approved = {}
    banned = set()
    for t in terms:
        if t["status"] == "承認":
            approved.setdefault(norm(t["source"]).lower(), set()).add(norm(t["target"]))
        elif t["status"] == "禁止":
            banned.add(norm(t["target"]))
    dupes = {s: v for s, v in approved.items() if len(v) > 1}
    for s, v in dupes.items():
        print(f"重複: {s} → {' / '.join(sorted(v))}（PMに確認）")

    issues = 0
    for seg in read_tsv(a.segments, ["id", "source", "target"]):
        src, tgt = norm(seg["source"]).lower(), norm(seg["target"])
        for s, targets in approved.items():
            if s in src and not any(x in tgt for x in targets):
                issues += 1
                print(f"[{seg['id']}] 用語「{s}」の承認訳（{'/'.join(sorted(targets))}）がありません")
        ok_targets = {x for v in approved.values() for x in v}
        for b in banned:
            # 「ユーザ」は「ユーザー」の一部なので、承認訳の中に含まれる場合は除外する
            if b and b in tgt and not any(b in x and x in tgt for x in ok_targets):
                issues += 1
                print(f"[{seg['id']}] 禁止訳語「{b}」が使われています")
    print(f"指摘 {issues} 件")


if __name__ == "__main__":
    main()
