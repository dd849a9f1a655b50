#!/usr/bin/env bash
# Configures (once) and builds gfxtile. BUILD_TYPE: Release (default), Debug or Sanitize.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_type=${BUILD_TYPE:-Release}
build_dir=${BUILD_DIR:-$root/build/${build_type,,}}
bash "$root/scripts/install-deps.sh"
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" >/dev/null
fi
cmake --build "$build_dir" -j "$(nproc)" "$@"
