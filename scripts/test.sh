#!/usr/bin/env bash
# Builds gfxtile with its tests and runs the test suite through CTest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${BUILD_DIR:-$root/build/release}
BUILD_DIR=$build_dir bash "$root/scripts/build.sh"
cd "$build_dir"
ctest --output-on-failure -j "$(nproc)" "$@"
