#!/usr/bin/env bash
# CI's sanitizer job: builds the Sanitize configuration (ASan + UBSan) with clang 22 and the
# libFuzzer targets (GFXTILE_BUILD_FUZZ), runs the reduced suite under it (the readers, the
# decoder and the emulator: tests that need no kernel library), then each fuzz target for
# FUZZ_SECONDS (default 5) on its seed corpus. Only core, hsaco and emu are compiled, not
# lowering, dsl or the kernels, so that a cold build fits CI's budget.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build/fuzz}
bash "$root/scripts/install-deps.sh"
if [ ! -f "$build_dir/build.ninja" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Sanitize -DCMAKE_CXX_COMPILER=clang++-22 \
    -DGFXTILE_BUILD_FUZZ=ON -DGFXTILE_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
fi
tests=(tests/core/core_tests tests/hsaco/hsaco_tests tests/emu/gfxtile_emu_input_tests tests/tools/npy_tests)
start=$(date +%s)
cmake --build "$build_dir" -j "$(nproc)" --target gfxtile_fuzzers $(for t in "${tests[@]}"; do basename "$t"; done)
echo "sanitize: built in $(( $(date +%s) - start )) s"
# UBSan findings stop the test (-fno-sanitize-recover); ASan's leak checker runs at exit.
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
for test in "${tests[@]}"; do
  echo "sanitize: $test"
  "$build_dir/$test"
done
FUZZ_BUILD_DIR=$build_dir bash "$root/scripts/fuzz.sh" -t "${FUZZ_SECONDS:-5}"
echo "sanitize: done in $(( $(date +%s) - start )) s"
