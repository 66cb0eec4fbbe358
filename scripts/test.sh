#!/usr/bin/env bash
# Every test: set everything up, then build and run the whole suite through
# CTest twice: with g++ (unit tests, properties, corpus replays, the
# -O3 -march=native build), and with clang under ASan+UBSan (the same tests,
# plus each libFuzzer target run briefly from its seed corpus). Both builds
# treat warnings (-Wall -Wextra) as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
cmake --workflow --preset gcc
cmake --workflow --preset clang
bash scripts/consumers.sh
