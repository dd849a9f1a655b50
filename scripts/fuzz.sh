#!/usr/bin/env bash
# Runs gfxtile's libFuzzer targets (tests/fuzz) on their seed corpora (scripts/fuzz_seeds.py).
#   scripts/fuzz.sh [-t SECONDS | -n RUNS] [TARGET...]
# -t: each target for SECONDS (default 5: the CI smoke run); -n: each target for RUNS executions.
# TARGET: code_object decoder dispatch npy cache_entry replay (default: all). Needs the fuzz
# build (scripts/sanitize.sh builds it; FUZZ_BUILD_DIR names another). New inputs go to
# $FUZZ_WORK/<target>/corpus, crashes to $FUZZ_WORK/<target>/ (default build/fuzz/work); the
# log of each run is $FUZZ_WORK/<target>.log and its last lines are printed. Exits non-zero on
# the first target that finds something.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build/fuzz}
work=${FUZZ_WORK:-$build_dir/work}
limit=(-max_total_time=5)
while getopts "t:n:" option; do
  case $option in
    t) limit=(-max_total_time="$OPTARG") ;;
    n) limit=(-runs="$OPTARG") ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(code_object decoder dispatch npy cache_entry replay)
seeds=$work/seeds
[ -d "$seeds" ] || python3 "$root/scripts/fuzz_seeds.py" "$seeds" >/dev/null
for target in "${targets[@]}"; do
  binary=$build_dir/tests/fuzz/${target}_fuzzer
  [ -x "$binary" ] || { echo "fuzz: $binary is not built" >&2; exit 1; }
  mkdir -p "$work/$target/corpus"
  options=("${limit[@]}" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$work/$target/")
  case $target in
    decoder) options+=(-max_len=129) ;;  # a target byte and 128 bytes of code
    dispatch) options+=(-timeout=60) ;;
  esac
  start=$(date +%s)
  if ! "$binary" "${options[@]}" "$work/$target/corpus" "$seeds/$target" >"$work/$target.log" 2>&1; then
    tail -40 "$work/$target.log"
    echo "fuzz: $target found something after $(( $(date +%s) - start )) s; inputs in $work/$target/" >&2
    exit 1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/$target.log" | grep -o '[0-9]*$' || true)
  echo "fuzz: $target: ${runs:-?} executions in $(( $(date +%s) - start )) s, no findings"
done
