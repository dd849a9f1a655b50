#include "kernels/hc/config.h"

#include <limits>

#include "core/error.h"
#include <fmt/format.h>

namespace gfxtile::hc {

int64_t padded_rank(int64_t rank) { return (rank + kStreams + kRankAlignment - 1) / kRankAlignment * kRankAlignment; }

std::string MixConfig::to_string() const {
  return fmt::format("{} tile_m={} m_tiles={} chunk={} splits={} rank_tile={} n_tiles={} {} units={} unit_blocks={}",
                     prefill ? "prefill" : "decode", tile_m, m_tiles, chunk, splits, rank_tile, n_tiles,
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

MixConfig mix_config(const Shape& shape, const TargetId& target) {
  check_shape(shape);
  MixConfig config;
  config.prefill = shape.tokens > kDecodeMaxTokens;
  // One wave holds the whole row tile, so each workgroup reads its weights once per tile: 16 rows
  // (the matrix unit's minimum) for small batches, 32, then 64 (64 x 32 fp32 accumulators are 64
  // VGPRs on wave64, 128 on wave32 at the up projection's 4 streams x 16 columns).
  config.tile_m = shape.tokens <= 16 ? 16 : shape.tokens <= 32 ? 32 : 64;
  config.m_tiles = (shape.tokens + config.tile_m - 1) / config.tile_m;
  if (config.prefill) {
    // GEMM-shaped: one split per stream (the norm's scale is per stream), full 64-row tiles.
    config.chunk = shape.width;
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
  config.rank_tile = shape.tokens > 16 ? 64 : 32;
  config.n_tiles = (padded_rank(shape.rank) + config.rank_tile - 1) / config.rank_tile;
  // The separate reduce at every M: mix_up reducing the splits itself re-reads all of them in
  // each workgroup, one split after another (README.md); one launch more.
  config.separate_reduce = true;
  // 16 columns per up workgroup at every M: 160 workgroups for Qwen's d (32 columns gave 80, a
  // third of the CUs streaming W_up: 11.1 -> 4.0 us modelled at M = 1 on MI355X).
  config.units = 16;
  config.unit_blocks = shape.width / config.units;
  (void)target;  // the same tiles on every target: MFMA and WMMA both have 16-row blocks
  return config;
}

int combine_chunk(const TargetId& target) { return 8 * 4 * target.properties().wave_size; }

}  // namespace gfxtile::hc
