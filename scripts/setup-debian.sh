#!/usr/bin/env bash
# Installs what geoverify needs on Debian 12, from Debian's own packages, and
# nothing that is already there. Needs root (or sudo) only when something is
# missing (--tests: also Chromium, which the tests open the HTML report in,
# and lld, which links the sanitizer build's tests four times faster than ld).
# Nothing is downloaded at build time.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config            # build
  clang clang-14 libclang-rt-14-dev           # libFuzzer, sanitizers, FuzzedDataProvider.h
  libboost-dev libgmp-dev                     # exact oracles: Boost.Multiprecision with GMP
  libgtest-dev librapidcheck-dev              # tests and properties
  libbenchmark-dev                            # benchmarks
)
# --tests: also what only the tests use.
if [ "${1:-}" = "--tests" ]; then
  packages+=(chromium)                        # the HTML report opened headless (tests/cli)
  packages+=(lld)                             # the sanitizer build's linker (CMakePresets.json "clang")
elif [ $# -gt 0 ]; then
  echo "setup: unknown argument '$1' (only --tests)" >&2
  exit 2
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
