#pragma once
// The layout a workgroup loads a chunk's G ([T, HV] fp32: one 128-byte line a token at HV 32)
// in: each wave a contiguous run of the chunk's rows, the lanes of a run's element adjacent.
// Every wave loading the whole chunk touched rows x waves lines (chunk_h at block_v 16, gfx950:
// 256 of a workgroup's 768 lines a chunk); spread over the waves each line is touched once, and
// the consumers get their rows through LDS as before.

#include <algorithm>
#include <cstdint>

#include "dsl/layout.h"

namespace gfxtile::gdn {

inline Layout chunk_gates_layout(int rows, int wave_size, int waves) {
  const int wave_runs = std::min(waves, rows), per_wave = rows / wave_runs;
  const int lanes = std::min(per_wave, wave_size);
  return reshape(blocked({wave_runs, per_wave, 1}, {.lanes = {1, lanes, wave_size / lanes}, .waves = {waves, 1, 1}}),
                 {rows});
}

}  // namespace gfxtile::gdn
