#!/usr/bin/env bash
# The main job: builds gfxtile and runs `gfxtile demo`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${BUILD_DIR:-$root/build/release}
BUILD_DIR=$build_dir bash "$root/scripts/build.sh" --target gfxtile
exec "$build_dir/tools/gfxtile" demo "$@"
