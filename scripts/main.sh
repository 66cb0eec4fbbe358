#!/usr/bin/env bash
# The main job: set everything up, build (Release), and run the verification
# campaign with its default budget (about a minute). Extra arguments go to
# `geoverify run`, e.g.  scripts/main.sh --seconds 300 --query obb-obb
# The table goes to the terminal, the JSON report to build/release/report.json.
# Exit status is geoverify's: 0 pass, 1 a contract broken or an expected
# defect not found, 2 bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
cmake --workflow --preset release
exec build/release/cli/geoverify run --report build/release/report.json "$@"
