#!/usr/bin/env python3
"""Shelf-pack sprite frames into one atlas and write engine metadata."""
import argparse
import json
import pathlib
import re
from collections import defaultdict

from PIL import Image

FRAME = re.compile(r"^(?P<base>.+?)_(?P<anim>[a-z]+)_(?P<idx>\d+)\.png$")


def trim(img):
    box = img.getbbox() or (0, 0, 1, 1)
    return img.crop(box), box


def shelf_pack(sizes, max_size, pad):
    x = y = shelf_h = 0
    out = {}
    for name, (w, h) in sorted(sizes.items(), key=lambda kv: -kv[1][1]):
        if x + w + pad > max_size:
            x, y, shelf_h = 0, y + shelf_h + pad, 0
        if y + h > max_size:
            raise SystemExit(f"atlas overflow at {name}; raise --max-size or split the folder")
        out[name] = (x, y)
        x += w + pad
        shelf_h = max(shelf_h, h)
    return out, y + shelf_h


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--max-size", type=int, default=2048)
    ap.add_argument("--padding", type=int, default=2)
    ap.add_argument("--format", default="phaser", choices=["phaser", "pixi"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-trim", action="store_true")
    args = ap.parse_args()

    frames, meta = {}, {}
    for p in sorted(pathlib.Path(args.folder).glob("*.png")):
        with Image.open(p) as im:
            im = im.convert("RGBA")
            src = im.size
            img, box = (im, (0, 0, *src)) if args.no_trim else trim(im)
            frames[p.name] = img.copy()
            meta[p.name] = {"source": src, "box": box}

    positions, height = shelf_pack({k: v.size for k, v in frames.items()}, args.max_size, args.padding)
    atlas = Image.new("RGBA", (args.max_size, height), (0, 0, 0, 0))
    data = {"frames": {}, "animations": defaultdict(list), "meta": {"image": pathlib.Path(args.out).name + ".png", "scale": "1"}}
    for name, (x, y) in positions.items():
        img = frames[name]
        atlas.paste(img, (x, y))
        bx, by, _, _ = meta[name]["box"]
        data["frames"][name] = {
            "frame": {"x": x, "y": y, "w": img.width, "h": img.height},
            "trimmed": not args.no_trim,
            "spriteSourceSize": {"x": bx, "y": by, "w": img.width, "h": img.height},
            "sourceSize": {"w": meta[name]["source"][0], "h": meta[name]["source"][1]},
        }
        m = FRAME.match(name)
        if m:
            data["animations"][m["anim"]].append(name)
    for frames_list in data["animations"].values():
        frames_list.sort()

    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    atlas.save(out.with_suffix(".png"), optimize=True)
    out.with_suffix(".json").write_text(json.dumps(data, indent=2))
    print(f"{len(frames)} frames -> {out.with_suffix('.png')} ({args.max_size}x{height})")


if __name__ == "__main__":
    main()
