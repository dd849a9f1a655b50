#!/usr/bin/env bash
# Runs fuzz targets as many independent libFuzzer processes sharing one corpus folder, for the
# long runs issue 17 counts (docs/testing.md): each process its own seed, artifact folder and
# log; at the end the executions of all processes are summed per target and the findings listed.
#   scripts/fuzz_parallel.sh SECONDS TARGET:PROCESSES [TARGET:PROCESSES...]
#   e.g. scripts/fuzz_parallel.sh 540 decoder:2 dispatch:6 replay:8
# FUZZ_BUILD_DIR (default build/fuzz) holds the binaries, FUZZ_WORK (default $FUZZ_BUILD_DIR/work)
# the corpora, logs and artifacts. FUZZ_LAUNCHER prefixes each command: a portable build (static
# LLVM, its own glibc) runs as FUZZ_LAUNCHER="lib/ld-linux-x86-64.so.2 --library-path lib".
# Each input is written to $FUZZ_WORK/<target>/last-<n> before it runs (GFXTILE_FUZZ_LAST_INPUT;
# the decoder target does), so a crash inside libLLVM that kills the report leaves its input.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build/fuzz}
work=${FUZZ_WORK:-$build_dir/work}
seconds=${1:?seconds}; shift
read -r -a launcher <<< "${FUZZ_LAUNCHER:-}"
seeds=$work/seeds
[ -d "$seeds" ] || python3 "$root/scripts/fuzz_seeds.py" "$seeds" >/dev/null
tag=$(date +%s)
for item in "$@"; do
  target=${item%%:*}; processes=${item##*:}
  binary=$build_dir/tests/fuzz/${target}_fuzzer
  [ -x "$binary" ] || { echo "fuzz_parallel: $binary is not built" >&2; exit 1; }
  extra=()
  [ "$target" = decoder ] && extra=(-max_len=129)
  for n in $(seq 1 "$processes"); do
    mkdir -p "$work/$target/corpus" "$work/$target/artifacts-$tag-$n"
    GFXTILE_FUZZ_LAST_INPUT=$work/$target/last-$tag-$n "${launcher[@]}" "$binary" -max_total_time="$seconds" -timeout=60 \
      -rss_limit_mb=4096 -print_final_stats=1 -seed=$((tag % 100000 * 100 + n)) -artifact_prefix="$work/$target/artifacts-$tag-$n/" \
      "${extra[@]}" "$work/$target/corpus" "$seeds/$target" > "$work/$target/log-$tag-$n" 2>&1 &
  done
done
wait
status=0
for item in "$@"; do
  target=${item%%:*}
  total=$(cat "$work/$target"/log-$tag-* | grep -o 'stat::number_of_executed_units: *[0-9]*' | grep -o '[0-9]*$' | awk '{s += $1} END {print s + 0}')
  findings=$(find "$work/$target" -path "*artifacts-$tag-*" -type f | wc -l)
  crashed=$(grep -l -E 'ERROR|deadly signal' "$work/$target"/log-$tag-* | wc -l)
  echo "fuzz_parallel: $target: $total executions in ${seconds} s, $findings inputs saved, $crashed processes stopped by a finding"
  [ "$findings" -eq 0 ] && [ "$crashed" -eq 0 ] || status=1
done
exit $status
