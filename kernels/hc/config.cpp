#include "kernels/hc/config.h"

#include <algorithm>
#include <limits>

#include "core/error.h"
#include <fmt/format.h>

namespace gfxtile::hc {

int64_t padded_rank(int64_t rank) { return (rank + kStreams + kRankAlignment - 1) / kRankAlignment * kRankAlignment; }

const char* reduce_at_name(ReduceAt at) {
  static const char* const names[] = {"reduce kernel", "reduce in up", "reduce in down"};
  return names[static_cast<int>(at)];
}

std::string MixConfig::to_string() const {
  return fmt::format("{} tile_m={} m_tiles={} chunk={}{} splits={} rank_tile={} rank_blocks={} row_waves={}{} n_tiles={} waves={} stages={} tile_k={} down_stages={} down_tile_k={} up_waves={}{}{} {} units={} unit_blocks={} reduce_columns={} reduce_waves={}{}{}",
                     prefill ? "prefill" : "decode", tile_m, m_tiles, chunk, single_token ? " single_token" : "", splits, rank_tile, rank_blocks, row_waves, scale_row ? " scale_row" : "", n_tiles, waves, stages, tile_k, down_stages, down_tile_k, up_waves,
                     gate_loads == GateLoads::before_projection ? " gate_loads_first" : gate_loads == GateLoads::after_projection ? " gate_loads_grouped" : "",
                     packed_gate ? " packed_gate" : "",
                     reduce_at_name(reduce_at), units, unit_blocks, reduce_columns, reduce_waves, packed_math ? " packed_math" : "", reduce_buffer_load ? " reduce_buffer_load" : "");
}

int64_t arrival_counters(const MixConfig& config) { return config.down_m_tiles * config.n_tiles; }

int64_t reduce_span(const Shape& shape) {
  int64_t span = 64;
  while (span < padded_rank(shape.rank)) span *= 2;
  return span;
}

int64_t reduce_blocks(const Shape& shape, const MixConfig& config) {
  return (padded_rank(shape.rank) + config.reduce_columns - 1) / config.reduce_columns;
}

void check_shape(const Shape& shape) {
  if (shape.tokens < 1) fail("hc: tokens must be at least 1, got {}", shape.tokens);
  if (shape.width < 32 || shape.width % 32 != 0)
    fail("hc: the stream width d must be a positive multiple of 32, got {}", shape.width);
  if (shape.rank < 32 || shape.rank % 32 != 0)
    fail("hc: the rank R must be a positive multiple of 32 (the up projection's k step), got {}", shape.rank);
  const int64_t limit = std::numeric_limits<int32_t>::max();
  if (shape.tokens * shape.depth() > limit || shape.tokens * kStreams * padded_rank(shape.rank) * (shape.depth() / 32) > limit)
    fail("hc: {} tokens of K = {} overflow the kernels' 32-bit offsets", shape.tokens, shape.depth());
}

MixConfig mix_config(const Shape& shape, const TargetId& target) {
  check_shape(shape);
  MixConfig config;
  const int64_t tokens = shape.tokens, rank_rows = padded_rank(shape.rank);
  config.prefill = tokens > kDecodeMaxTokens;
  const int stages = target.architecture == Architecture::gfx942 ? 2 : 3;  // gfx942: 64 KiB of LDS

  // Down projection. Up to 16 tokens the one-wave decode kernel: 16 rows (the matrix unit's
  // minimum, the weights read once), 32 rank columns, chunks of 256 (Qwen: 40 splits x 11 rank
  // tiles = 440 workgroups; 512 gave 220 workgroups and a 16-step chain, 128 a costlier reduce of
  // 80 splits). Above, mix_down_pipelined: to 32 tokens 32 x 32 tiles of 2 waves (below); then 64-row tiles of 4 waves (each wave 16 rows, so each
  // converts only its own rows of A), 64 rank columns (128 in prefill), a 3-stage pipeline of
  // 32-k tiles, each stream split in the most chunks that keep the grid within three times the
  // machine's CUs and the chunk at least 256 (a split lies in one stream: r_s is per stream).
  // Modelled on MI355X (README.md): M = 24 4.31 -> 3.44 us (chunks of 128: 2.82, but the reduce
  // of 80 splits 1.85 -> 2.73), M = 96 9.24 -> 3.98, M = 2048 94.7 -> 23.6 (768 workgroups;
  // 128 x 128 tiles of 8 waves 29.0; on MI300X 70.2 against 119.5).
  if (tokens <= 16) {
    config.down_tile_m = 16;
    config.rank_tile = 32;
    config.chunk = 32;
    for (int64_t chunk : {256, 128, 64})
      if (shape.width % chunk == 0 && chunk < shape.width) {
        config.chunk = chunk;
        break;
      }
    // One token: chunks of 512 where d allows (Qwen: 20 splits, 220 workgroups; the single-token
    // kernel's dot takes the whole chunk, one memory latency): down 2.15 -> 1.99 us on MI355X and
    // the up kernel's reduce of 20 splits 3.39 -> 3.15.
    config.single_token = tokens == 1;
    if (config.single_token && shape.width % 512 == 0 && shape.width > 512) config.chunk = 512;
    if ((config.chunk & (config.chunk - 1)) != 0) config.single_token = false;
  } else if (tokens <= 32) {
    // 17-32 tokens: 32 x 32 tiles of 2 waves and 5 stages (Qwen M = 24: 480 workgroups; MI355X
    // 3.44 -> 2.69 us against the 64 x 64 x 4 tiles, MI300X 6.73 -> 4.21, cdna5 2.25 -> 1.91; 3
    // stages 3.02, 4 stages 2.73 on MI355X). 5 stages of 6 KB fit gfx942's LDS.
    config.waves = 2;
    config.down_tile_m = 32;
    config.rank_tile = 32;
    config.stages = 5;
    config.tile_k = 32;
  } else {
    config.waves = 4;
    config.down_tile_m = 64;
    config.rank_tile = config.prefill ? 128 : 64;
    config.stages = stages;
    config.tile_k = 32;
    if (config.prefill) {
      // (1 + w) as an f32 LDS row per workgroup instead of a staged bf16 tile (the A tile's
      // conversion is most of a step's VALU work; M = 2048 on MI355X 30.46 -> 22.74 us), and
      // where two workgroups' 64-k stages fit (160 KiB of LDS), 2 stages of 64 k: 19.91 us (the
      // X tile's rows are one line each, where 32-k rows were half lines). MI300X: 32-k tiles of
      // 2 stages, 70.03 -> 66.59 us (64-k or 3 stages: 100 us, one workgroup per CU).
      config.scale_row = true;
      config.down_stages = 2;
      config.down_tile_k = target.properties().lds_bytes_per_cu >= 160 * 1024 ? 64 : 32;
    }
  }
  if (tokens > 16) {
    const int64_t tiles = (tokens + config.down_tile_m - 1) / config.down_tile_m *
                          ((rank_rows + config.rank_tile * config.rank_blocks - 1) / (config.rank_tile * config.rank_blocks));
    const int64_t steps = shape.width / 32;
    int64_t per_stream = 1;
    for (int64_t s = 1; s <= steps; ++s)
      if (steps % s == 0 && tiles * kStreams * s <= 3 * int64_t{target.properties().largest_part_compute_units} && shape.width / s >= std::min<int64_t>(256, shape.width))
        per_stream = s;
    config.chunk = shape.width / per_stream;
  }
  // The down tile's k must divide the chunk, and the f32 (1 + w) row holds at most 256 steps.
  if (config.down_tile_k > 0 && config.chunk % config.down_tile_k != 0) config.down_tile_k = 32;
  if (config.scale_row && config.chunk / (config.down_tile_k > 0 ? config.down_tile_k : config.tile_k) > 256) config.scale_row = false;
  config.splits = shape.depth() / config.chunk;
  config.down_m_tiles = (tokens + config.down_tile_m - 1) / config.down_tile_m;
  config.n_tiles = (rank_rows + config.rank_tile * config.rank_blocks - 1) / (config.rank_tile * config.rank_blocks);
  // The reduce in the up kernel at one token (the wave-per-stream kernel sums each token's splits
  // in one load; Qwen M = 1 on MI355X: reduce + up 1.88 + 2.48 -> 3.39 us, one launch fewer); a
  // separate kernel above, since every up workgroup re-reads its tokens' partials (M = 2: 7.95 ->
  // 8.06 us for the site, M = 4: 8.00 -> 10.32).
  config.reduce_at = tokens > 1 ? ReduceAt::kernel : ReduceAt::up_kernel;
  // The reduce kernel's columns: 256 a workgroup in decode (Qwen: two blocks a token, so a
  // token's partials are read through two CUs' memory paths; MI355X M = 24 1.53 -> 1.26 us,
  // MI300X 1.78 -> 1.45, cdna5 1.32 -> 1.15, M = 4 1.54 -> 1.26, M = 96 1.69 -> 1.64; blocks of
  // 64 columns of one wave 1.24 at M = 24 but 1.87 at M = 96); the whole row in prefill.
  config.reduce_columns = config.prefill ? reduce_span(shape) : std::min<int64_t>(reduce_span(shape), 256);
  config.reduce_waves = 4;
  // Where a wave issues every 4 cycles (gfx9) the masked load's branch per register group costs
  // more than the unmasked lines: Qwen M = 24 gfx950 1.85 -> 1.53 us with the buffer load,
  // gfx1250 (every cycle) 1.31 -> 1.69, so kept masked there. Not in prefill: M = 2048 (8
  // splits) 3.94 us masked, 4.33 with the buffer load.
  const bool slow_issue = target.properties().wave_issue_cycles > 1;
  config.reduce_buffer_load = slow_issue && !config.prefill;
  // Packed f32 math on gfx9 (Qwen M = 1 on MI355X 5.54 -> 5.47 us); cdna5 0.01-0.04 us slower.
  config.packed_math = slow_issue;

  // Up projection. Up to 32 tokens the decode kernel over 16 columns (160 workgroups per token
  // tile at Qwen's d; 32 columns gave 80, a third of the CUs streaming W_up). Above, mix_up_pipelined: 16 columns x 32
  // tokens of 2 waves (M = 96: 8.87 -> 4.55 us), in prefill 64 x 64 of 4 waves (M = 2048: 31.7
  // us, against 39.5 for 64 x 128 x 8 waves and 36.4 for 32 x 128 x 8).
  config.units = 16;
  // The decode kernel (a wave per stream) over 16 tokens to M = 16, 32 above (M = 24 on MI355X:
  // 3.34 us against 4.28 with 16, 320 workgroups; MI300X 4.85, cdna5 1.93 against the one-wave
  // kernel's 6.39 and 1.85).
  config.tile_m = tokens <= 16 ? 16 : 32;
  if (tokens > 32) {
    config.up_waves = config.prefill && shape.width % 64 == 0 ? 4 : 2;
    config.units = config.up_waves == 4 ? 64 : 16;
    config.tile_m = config.up_waves == 4 ? 64 : 32;
    config.stages = stages;
    config.tile_k = 32;
    // Prefill: the gate's loads of every stream at once (M = 2048 on MI355X 31.66 -> 30.59 us,
    // cdna5 16.12 -> 11.79), where a wave issues every 4 cycles (gfx9) before the projection and with packed f32 math (MI355X
    // 26.74, MI300X 66.03 -> 62.32; cdna5 before the projection 12.49).
    if (config.prefill) config.gate_loads = slow_issue ? GateLoads::before_projection : GateLoads::after_projection;
    config.packed_gate = config.prefill && slow_issue;
  }
  config.m_tiles = (tokens + config.tile_m - 1) / config.tile_m;
  config.unit_blocks = shape.width / config.units;
  return config;
}

int combine_chunk(const TargetId& target) { return 8 * 4 * target.properties().wave_size; }
bool combine_packed_math(const TargetId& target) { return target.properties().wave_issue_cycles > 1; }

}  // namespace gfxtile::hc
