#!/usr/bin/env bash
# Packs the fuzz targets to run on another x86-64 Linux host (the lent machine of docs/testing.md's
# parallel runs): each target relinked against LLVM 22's static libraries, stripped of debug
# info, with this machine's glibc, libstdc++, fmt, zlib and zstd and its dynamic loader beside
# them, and the seed corpora. On the host:
#   tar xJf fuzzers.tar.xz && cd fuzzers && FUZZ_BUILD_DIR=$PWD FUZZ_WORK=$PWD/work \
#     FUZZ_LAUNCHER="$PWD/lib/ld-linux-x86-64.so.2 --library-path $PWD/lib" \
#     GFXTILE_FUZZ_REPLAY_SET=<a copy of hc-triton-check> bash fuzz_parallel.sh 540 dispatch:8 ...
#   scripts/portable_fuzzers.sh OUTPUT.tar.xz [TARGET...]   (default: decoder dispatch replay)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build/fuzz}
output=$(realpath -m "${1:?output .tar.xz}"); shift
targets=("$@"); [ ${#targets[@]} -eq 0 ] && targets=(decoder dispatch replay)
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/fuzzers/tests/fuzz" "$stage/fuzzers/lib"
static_llvm="-L/usr/lib/llvm-22/lib $(llvm-config-22 --link-static --libs amdgpu mc mcdisassembler support target object) -Wl,--gc-sections -lz -lzstd"
for target in "${targets[@]}"; do
  # The build's own link line, with the shared libLLVM replaced by the static libraries.
  command=$(ninja -C "$build_dir" -t commands "tests/fuzz/${target}_fuzzer" | tail -1 | sed 's/^: && //; s/ && :$//')
  command=${command//\/usr\/lib\/llvm-22\/lib\/libLLVM.so.1/$static_llvm}
  command=${command//-Wl,-rpath,\/usr\/lib\/llvm-22\/lib/}
  command=${command/-o tests\/fuzz\/${target}_fuzzer/-o $stage\/fuzzers\/tests\/fuzz\/${target}_fuzzer}
  (cd "$build_dir" && eval "$command")
  llvm-objcopy-22 --strip-debug "$stage/fuzzers/tests/fuzz/${target}_fuzzer"
done
for library in libstdc++.so.6 libz.so.1 libzstd.so.1 libfmt.so.9 libm.so.6 libresolv.so.2 libgcc_s.so.1 libc.so.6; do
  cp -L "/lib/x86_64-linux-gnu/$library" "$stage/fuzzers/lib/"
done
cp -L /lib64/ld-linux-x86-64.so.2 "$stage/fuzzers/lib/"
cp "$root/scripts/fuzz_parallel.sh" "$stage/fuzzers/"
python3 "$root/scripts/fuzz_seeds.py" "$stage/fuzzers/work/seeds" >/dev/null
# One large dictionary: the targets share most of their bytes (static LLVM), 190 MB -> 20 MB.
tar -C "$stage" -cf - fuzzers | xz -T2 -2 --lzma2=dict=192MiB > "$output"
ls -la "$output"
