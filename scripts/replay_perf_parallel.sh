#!/usr/bin/env bash
# Replays every (launch, target) of a perf set as its own replay_bench process, PROCS at a time
# with THREADS host threads each, and merges the per-launch JSON into one file. The whole ATOM perf
# set is ~5000 emulator-seconds: hours on 2 cores, ~15 minutes on 16.
#
#   scripts/replay_perf_parallel.sh REPLAY_BENCH SET_DIR OUT_DIR [PROCS] [THREADS]
set -euo pipefail
bench=$1; set_dir=$2; out=$3; procs=${4:-$(nproc)}; threads=${5:-1}
mkdir -p "$out"
launches=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))))" "$set_dir/index.json")
for ((l = launches - 1; l >= 0; --l)); do for t in gfx942 gfx950 gfx1250; do
  grep -qs '^exit' "$out/r_${l}_$t.txt" || echo "$l $t"; done; done |
  BENCH=$bench SET_DIR=$set_dir THREADS=$threads OUT=$out xargs -P "$procs" -n 2 sh -c \
    '"$BENCH" "$SET_DIR" --first "$1" --limit 1 --target "$2" --threads "$THREADS" > "$OUT/r_$1_$2.txt" 2>&1; echo "exit $?" >> "$OUT/r_$1_$2.txt"' _ || true
python3 - "$out" <<'PY'
import glob, json, sys
rows = []
for name in glob.glob(sys.argv[1] + "/r_*.txt"):
    for line in open(name):
        if line.startswith('{"benchmark"'): rows += json.loads(line)["results"]
rows.sort(key=lambda r: (r["launch"], r["target"]))
json.dump({"benchmark": "replay", "results": rows}, open(sys.argv[1] + "/merged.json", "w"), indent=0)
print(f"{len(rows)} launch-targets: {sum(r['ok'] for r in rows)} ran clean, "
      f"{sum(not r.get('launchable', True) for r in rows)} not launchable on their target, "
      f"{sum(not r['ok'] and r.get('launchable', True) for r in rows)} faulted")
PY
