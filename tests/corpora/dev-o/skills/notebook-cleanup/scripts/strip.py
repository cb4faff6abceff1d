#!/usr/bin/env python3
"""Strip outputs and execution counts from a notebook in place."""
import json
import sys


def main() -> int:
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as fh:
            nb = json.load(fh)
        nb.get("metadata", {}).pop("widgets", None)
        cells = []
        for cell in nb.get("cells", []):
            if not "".join(cell.get("source", [])).strip():
                continue
            if cell.get("cell_type") == "code":
                cell["outputs"] = []
                cell["execution_count"] = None
            cell.get("metadata", {}).pop("execution", None)
            cells.append(cell)
        nb["cells"] = cells
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(nb, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print(f"cleaned {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
