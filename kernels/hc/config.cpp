#include "kernels/hc/config.h"

#include <limits>

#include "core/error.h"
#include <fmt/format.h>

namespace gfxtile::hc {

int64_t padded_rank(int64_t rank) { return (rank + kStreams + kRankAlignment - 1) / kRankAlignment * kRankAlignment; }

std::string MixConfig::to_string() const {
  return fmt::format("{} tile_m={} m_tiles={} chunk={} splits={} rank_tile={} n_tiles={} waves={} stages={} tile_k={} up_waves={} {} units={} unit_blocks={}",
                     prefill ? "prefill" : "decode", tile_m, m_tiles, chunk, splits, rank_tile, n_tiles, waves, stages, tile_k, up_waves,
                     separate_reduce ? "reduce kernel" : "reduce in up", units, unit_blocks);
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

namespace {

// Compute units of each target's default timing machine (emu/timing): MI300X, MI355X, CDNA5.
int64_t compute_units(const TargetId& target) { return target.architecture == Architecture::gfx942 ? 304 : 256; }

}  // namespace

MixConfig mix_config(const Shape& shape, const TargetId& target) {
  check_shape(shape);
  MixConfig config;
  config.prefill = shape.tokens > kDecodeMaxTokens;
  // One wave holds the whole row tile, so each workgroup reads its weights once per tile: 16 rows
  // (the matrix unit's minimum) for small batches, 32, then 64 (64 x 32 fp32 accumulators are 64
  // VGPRs on wave64, 128 on wave32 at the up projection's 4 streams x 16 columns).
  config.tile_m = shape.tokens <= 16 ? 16 : shape.tokens <= 32 ? 32 : 64;
  config.m_tiles = (shape.tokens + config.tile_m - 1) / config.tile_m;
  config.down_tile_m = config.tile_m;
  if (config.prefill) {
    // GEMM-shaped: eight waves over a 128 x 128 tile (each wave 16 rows, so each converts only
    // its own rows of the normalised A) fed by a 3-stage LDS pipeline of 32-k tiles (72 KiB: two
    // workgroups per MI355X CU; 2 stages on gfx942's 64 KiB), each stream split in the most
    // chunks that keep the grid within twice the machine's CUs (a split lies in one stream: the
    // norm's r_s is per stream). Qwen's M = 2048: 16 x 3 x 8 = 384 workgroups. Modelled on
    // MI355X (README.md): 4 waves 41.7 us, 8 waves 29.0; 64-k tiles (one workgroup per CU) 45.1.
    config.waves = 8;
    config.stages = target.architecture == Architecture::gfx942 ? 2 : 3;
    config.tile_k = 32;
    config.down_tile_m = 128;
    config.rank_tile = 128;
    const int64_t tiles = (shape.tokens + 127) / 128 * ((padded_rank(shape.rank) + 127) / 128);
    const int64_t steps = shape.width / 32;
    int64_t per_stream = 1;
    for (int64_t s = 1; s <= steps; ++s)
      if (steps % s == 0 && tiles * kStreams * s <= 2 * compute_units(target)) per_stream = s;
    config.chunk = shape.width / per_stream;
  } else {
    // Split K finely enough that the weight read spreads over the machine (Qwen: 40 splits x 11
    // rank tiles = 440 workgroups at M <= 16), in chunks that divide d. 256 by the timing model
    // on MI355X at M = 1: 512 gave 220 workgroups and a 16-step chain, 128 a costlier reduce of
    // 80 splits (kernels/hc/README.md).
    config.chunk = 32;
    for (int64_t chunk : {256, 128, 64})
      if (shape.width % chunk == 0 && chunk < shape.width) {
        config.chunk = chunk;
        break;
      }
  }
  config.splits = shape.depth() / config.chunk;
  // Above 16 tokens 64 rank columns per workgroup: X (and w) are read once per rank tile, so
  // halving the tiles halves that traffic (M = 96: 58 -> 37 MB); at M <= 16 the weights dominate
  // and 32 keeps 220 workgroups and no masked-off half tile.
  if (!config.prefill) config.rank_tile = shape.tokens > 16 ? 64 : 32;
  config.down_m_tiles = (shape.tokens + config.down_tile_m - 1) / config.down_tile_m;
  config.n_tiles = (padded_rank(shape.rank) + config.rank_tile - 1) / config.rank_tile;
  // The separate reduce at every M: mix_up reducing the splits itself re-reads all of them in
  // each workgroup, one split after another (README.md); one launch more.
  config.separate_reduce = true;
  // 16 columns per up workgroup at every M: 160 workgroups for Qwen's d (32 columns gave 80, a
  // third of the CUs streaming W_up: 11.1 -> 4.0 us modelled at M = 1 on MI355X).
  config.units = 16;
  if (config.prefill && shape.width % 64 == 0) {
    // The pipelined up kernel: 64 columns x 64 tokens per workgroup of 4 waves (Qwen M = 2048:
    // 40 x 32 = 1280 workgroups, two per MI355X CU at a time). Modelled there (README.md):
    // 31.7 us, against 39.5 for 64 x 128 x 8 waves (one workgroup per CU), 36.4 for 32 x 128 x 8.
    config.up_waves = 4;
    config.units = 64;
    config.tile_m = 64;
    config.m_tiles = (shape.tokens + config.tile_m - 1) / config.tile_m;
  }
  config.unit_blocks = shape.width / config.units;
  return config;
}

int combine_chunk(const TargetId& target) { return 8 * 4 * target.properties().wave_size; }

}  // namespace gfxtile::hc
