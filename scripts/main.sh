#!/usr/bin/env bash
# The main job: set everything up, build (Release), and run the verification
# campaign with its default budget (about a minute), then the whole-mesh
# queries (ray-mesh, ray-mesh-any: `geoverify mesh`, about 40 seconds). Extra
# arguments go to `geoverify run`, e.g.  scripts/main.sh --seconds 300 --query obb-obb
# The table goes to the terminal, the JSON report to build/release/report.json.
# Exit status: 0 when both pass, 1 when either finds a contract broken or an
# expected defect not found, 2 bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
cmake --workflow --preset release
rc=0
build/release/cli/geoverify run --report build/release/report.json "$@" || rc=$?
[ "$rc" -eq 2 ] && exit 2
echo
echo "== whole meshes: geoverify mesh (ray-mesh, ray-mesh-any)"
mesh_rc=0
build/release/cli/geoverify mesh || mesh_rc=$?
[ "$mesh_rc" -gt "$rc" ] && rc=$mesh_rc
exit "$rc"
