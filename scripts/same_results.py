#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares two geoverify JSON reports, timing fields aside.

usage: same_results.py BEFORE.json AFTER.json
Every field is compared except those that measure time (elapsed_seconds and
each "seconds"). Query instances and rows present in only one report are
listed and not compared (a change that adds a query adds rows). Prints one
line per difference; exit 0 when there is none, 1 otherwise, 2 on bad input.
"""
import json
import sys

TIMING = {"elapsed_seconds", "seconds"}


def strip(value):
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in TIMING}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        print(f"same_results.py: cannot read {path}: {e}", file=sys.stderr)
        sys.exit(2)


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    a, b = (strip(load(p)) for p in sys.argv[1:])
    diffs = []
    instances_a = {q["query"]: q for q in a.pop("queries")}
    instances_b = {q["query"]: q for q in b.pop("queries")}
    rows_a = {(r["query"], r["implementation"]): r for r in a.pop("rows")}
    rows_b = {(r["query"], r["implementation"]): r for r in b.pop("rows")}
    only = sorted(set(instances_a) ^ set(instances_b))
    common = set(instances_a) & set(instances_b)
    a.pop("passed"), b.pop("passed")  # depends on the rows, compared below
    for k in sorted(set(a) | set(b)):
        if a.get(k) != b.get(k):
            diffs.append(f"{k}: {a.get(k)!r} != {b.get(k)!r}")
    for q in sorted(common):
        if instances_a[q] != instances_b[q]:
            diffs.append(f"instance {q} differs")
    for key in sorted(set(rows_a) | set(rows_b)):
        if key[0] not in common:
            continue
        if rows_a.get(key) != rows_b.get(key):
            ra, rb = rows_a.get(key) or {}, rows_b.get(key) or {}
            fields = sorted(k for k in set(ra) | set(rb) if ra.get(k) != rb.get(k))
            diffs.append(f"row {key[0]} {key[1]}: {', '.join(fields)}")
    for d in diffs:
        print(d)
    seed = a.get("seed")
    extra = f"; only in one report: {', '.join(only)}" if only else ""
    print(f"seed {seed}: {len(common)} query instances, "
          f"{sum(1 for k in rows_a if k[0] in common)} rows compared, "
          f"{'identical' if not diffs else f'{len(diffs)} differences'}{extra}")
    return 0 if not diffs else 1


if __name__ == "__main__":
    sys.exit(main())
