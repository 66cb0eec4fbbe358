#!/usr/bin/env python3
"""Time to find each expected specimen defect, over several seeds.

Runs `geoverify run --seed S --cases N --jobs 1` for each seed (one thread,
a fixed case stream, so the case indices are reproducible; the times are
this machine's), reads the JSON reports, and prints a Markdown table: per
specimen routine and expected defect, the median and worst case index and
time (seconds since its query instance started) of the first violation.

usage: scripts/time_to_find.py [--geoverify PATH] [--seeds 1-5] [--cases N] [--query Q]...

Exit status: 0 when every expected defect was found at every seed, 1
otherwise (the table says which), 2 on bad usage.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile


def seeds_arg(text):
    try:
        if "-" in text:
            lo, hi = (int(x) for x in text.split("-", 1))
            seeds = list(range(lo, hi + 1))
        else:
            seeds = [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds must look like 1-5 or 1,3,7, got '{text}'")
    if not seeds or min(seeds) < 0:
        raise argparse.ArgumentTypeError(f"no seeds in '{text}'")
    return seeds


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--geoverify", default=os.path.join(here, "..", "build", "release", "cli", "geoverify"))
    ap.add_argument("--seeds", type=seeds_arg, default=seeds_arg("1-5"))
    ap.add_argument("--cases", type=int, default=20000, help="case budget per query instance (default 20000)")
    ap.add_argument("--query", action="append", default=[])
    args = ap.parse_args()
    if args.cases <= 0:
        ap.error("--cases must be positive")
    if not os.access(args.geoverify, os.X_OK):
        print(f"time_to_find: no geoverify at {args.geoverify} (build the release preset first)", file=sys.stderr)
        return 2

    found = {}  # (query, routine, defect) -> list of (case, seconds) or None per seed
    order = []
    for seed in args.seeds:
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "report.json")
            cmd = [args.geoverify, "run", "--seed", str(seed), "--cases", str(args.cases), "--seconds", "10000000",
                   "--jobs", "1", "--no-progress", "--report", path]
            for q in args.query:
                cmd += ["--query", q]
            done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if done.returncode not in (0, 1):
                print(f"time_to_find: {' '.join(cmd)} exited {done.returncode}: {done.stderr.strip()}", file=sys.stderr)
                return 2
            with open(path) as f:
                report = json.load(f)
        for row in report["rows"]:
            if row["role"] != "specimen":
                continue
            for defect in row["expected"]:
                key = (row["query"], row["implementation"], defect)
                if key not in found:
                    found[key] = []
                    order.append(key)
                first = row["first_violation"].get(defect)
                found[key].append((first["case"], first["seconds"]) if first else None)

    seeds = ", ".join(str(s) for s in args.seeds)
    print(f"| query | routine | defect | first found at case: median / worst | time: median / worst |")
    print(f"|---|---|---|---:|---:|")
    missing = 0
    for key in order:
        runs = found[key]
        hits = [r for r in runs if r is not None]
        if len(hits) < len(runs):
            missing += 1
            print(f"| {key[0]} | `{key[1]}` | {key[2]} | not found at {len(runs) - len(hits)} of {len(runs)} seeds "
                  f"within {args.cases} cases | - |")
            continue
        cases = [c for c, _ in hits]
        secs = [s for _, s in hits]
        print(f"| {key[0]} | `{key[1]}` | {key[2]} | {statistics.median(cases):g} / {max(cases)} "
              f"| {1000 * statistics.median(secs):.1f} ms / {1000 * max(secs):.1f} ms |")
    print(f"\nSeeds {seeds}; {args.cases} cases per query instance, one thread; "
          f"time is measured from the start of the routine's query instance.")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
