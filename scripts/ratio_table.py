#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The README's speed table from one benchmark run's ratio JSON.

    build/release/bench/geoverify_bench --ratios ratios.json
    python3 scripts/ratio_table.py ratios.json > table.md

One Markdown row per query and family, float and double side by side:
core / plain, CGAL / core (where CGAL has the predicate and was built in) and
the core's ns per call on the exact-fallback family. Exits 2 with a one-line
reason on a missing or malformed file.
"""
import json
import sys


def fmt_ratio(x):
    if x is None:
        return "—"
    return f"{x:.2f}×" if x < 10 else f"{x:.0f}×"


def fmt_ns(x):
    return "—" if x is None else f"{x:.0f}"


def main(argv):
    if len(argv) != 2:
        print("usage: ratio_table.py RATIOS.json", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            rows = json.load(f)
    except (OSError, ValueError) as e:
        print(f"ratio_table.py: {argv[1]}: {e}", file=sys.stderr)
        return 2
    if not isinstance(rows, list):
        print(f"ratio_table.py: {argv[1]}: not a JSON array", file=sys.stderr)
        return 2
    table = {}
    order = []
    for i, r in enumerate(rows):
        try:
            key = (r["query"], r["family"])
            cell = (r["core_over_plain"], r["cgal_over_core"], r["exact_ns"])
            t = r["type"]
        except (KeyError, TypeError):
            print(f"ratio_table.py: {argv[1]}: row {i} lacks query, type, family or a ratio", file=sys.stderr)
            return 2
        if key not in table:
            table[key] = {}
            order.append(key)
        table[key][t] = cell
    print("| query | family | core / plain, f32 / f64 | CGAL / core, f32 / f64 | exact stage ns, f32 / f64 |")
    print("|---|---|---:|---:|---:|")
    for key in order:
        f32 = table[key].get("f32", (None, None, None))
        f64 = table[key].get("f64", (None, None, None))
        exact = f"{fmt_ns(f32[2])} / {fmt_ns(f64[2])}" if key[1] == "exact-fallback" else ""
        cgal = "" if f32[1] is None and f64[1] is None else f"{fmt_ratio(f32[1])} / {fmt_ratio(f64[1])}"
        print(f"| {key[0]} | {key[1]} | {fmt_ratio(f32[0])} / {fmt_ratio(f64[0])} | {cgal} | {exact} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
