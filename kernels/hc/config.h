#pragma once
// The HC site's shapes and the launch rule: a fixed function of shape and target giving every
// kernel's configuration (no autotuning). notes: ../shared/notes/hc.md.
#include <cstdint>
#include <string>

#include "core/target.h"

namespace gfxtile::hc {

constexpr int kStreams = 4;          // n: residual streams per token
constexpr float kEpsilon = 1e-6f;    // the norm's eps
constexpr int kRankAlignment = 32;   // [W_down ; W_inj] rows padded to this (the N tile of the down kernel)
constexpr int kDecodeMaxTokens = 128;  // the fused decode path up to here, the prefill path above

// One site: `tokens` rows of X [tokens, 4 * width], low rank `rank`.
struct Shape {
  int64_t tokens = 1;
  int64_t width = 2560;  // d
  int64_t rank = 320;    // R
  int64_t depth() const { return kStreams * width; }  // K = 4 d
};

// Rows of the packed [W_down ; W_inj] (R + 4 rounded up to 32; zero rows past R + 4).
int64_t padded_rank(int64_t rank);

// Where the split-K partials become a = bf16(silu(h / 4)) and alpha.
enum class ReduceAt {
  kernel,       // mix_reduce, its own launch; the up kernel reads a
  up_kernel,    // the decode up kernel, each workgroup re-reading its tokens' partials
  down_kernel,  // the down kernel's last arriving workgroup per (row tile, rank tile), after an
                // arrival counter (DeviceWeights::arrivals); the up kernel reads a
};
const char* reduce_at_name(ReduceAt at);

enum class GateLoads { per_stream, after_projection, before_projection };

struct MixConfig {
  bool prefill = false;   // tokens > 128: the prefill tiles (128 x 128 down, 64 x 64 up)
  int tile_m = 16;        // up projection: token columns per workgroup
  int64_t m_tiles = 1;
  int64_t chunk = 256;    // down projection: K per split (divides d, so a split lies in one stream; pipelined: divides K)
  int64_t splits = 40;    // K / chunk: fp32 partials [splits, tokens, padded rank]
  int rank_tile = 32;     // down projection: rank columns per workgroup (32 to 16 tokens, 64, 128 in prefill)
  int64_t n_tiles = 11;   // ceil(padded rank / (rank_tile x rank_blocks))
  // mix_down_pipelined: accumulators of rank_tile columns per workgroup sharing each converted A
  // tile, waves along the rows (0: all; the others split the rank tile), and (1 + w) once per
  // workgroup as an f32 LDS row instead of a staged bf16 tile.
  int rank_blocks = 1;
  int row_waves = 0;
  bool scale_row = false;
  int down_stages = 0;    // mix_down_pipelined's own stages and k per stage (0: stages, tile_k)
  int down_tile_k = 0;
  // Down projection waves per workgroup: 1 = the one-wave kernel (registers only, to 16 tokens);
  // more = mix_down_pipelined (LDS stages filled by asynchronous copies).
  int waves = 1;
  int stages = 0;         // the pipelined kernels' LDS stages
  int tile_k = 32;        // the pipelined kernels' k per stage
  int down_tile_m = 16;   // down projection: token rows per workgroup (16; pipelined 64)
  int64_t down_m_tiles = 1;
  // One token (M = 1): the one-wave down kernel forms Xn of the token's row once and broadcasts
  // it to the matrix unit's 16 rows (chunk a power of two up to 512) instead of converting 8 k per
  // lane in the A layout, and the wave-per-stream up kernel's reduce takes the token without a loop.
  bool single_token = false;
  // Up projection: 1 = the decode kernel (four waves, one per stream, 16 units); more =
  // mix_up_pipelined with that many waves (tile_m tokens x units columns, the same stages and
  // tile_k as the down kernel).
  int up_waves = 1;
  // Where the partials are reduced (every place sums them in the same order: a and alpha are
  // bit-identical). mix_up_pipelined reads a (kernel or down_kernel).
  ReduceAt reduce_at = ReduceAt::kernel;
  // The reduce's partials as one unmasked buffer load (mix_reduce; the rule's choice on targets
  // whose wave issues at most every 4 cycles, TargetProperties::issue_cycles) or a load masked to
  // the padded rank; kernels.cpp says why.
  bool reduce_buffer_load = true;
  // mix_reduce's workgroup: `reduce_waves` waves over `reduce_columns` columns of one token (a
  // power of two; grid (tokens, reduce_blocks(shape, config))). 0: reduce_span(shape).
  int64_t reduce_columns = 0;
  int reduce_waves = 4;
  // Packed f32 math (v_pk_*, two elements an instruction) in the decode kernels: the rule's
  // choice where a wave issues at most every 4 cycles (gfx9), where it halves the issue of the
  // element-wise work; cdna5 issues every cycle and measured 0.01-0.04 us slower with it.
  bool packed_math = true;
  // mix_up_pipelined: when the gate's X, (1 + w) and r_s are loaded (per stream as the gate
  // needs them; every stream's after the projection: one memory latency; before it: the latency
  // under the projection), and the gate's f32 math on register pairs (KernelOptions::packed_f32).
  GateLoads gate_loads = GateLoads::per_stream;
  bool packed_gate = false;
  int units = 16;         // up projection: branch-input columns per workgroup
  int64_t unit_blocks = 160;
  std::string to_string() const;
};

// Arrival counters the down kernel's reduce takes (ReduceAt::down_kernel): one per (row tile,
// rank tile).
int64_t arrival_counters(const MixConfig& config);

// The reduce's columns per token: the padded rank rounded up to a power of two (at least 64).
int64_t reduce_span(const Shape& shape);

// mix_reduce's column blocks per token: the padded rank over config.reduce_columns.
int64_t reduce_blocks(const Shape& shape, const MixConfig& config);

// Throws Error for shapes the kernels do not take (width not a multiple of 32, rank not a
// multiple of 32, tokens < 1, offsets past 2^31).
void check_shape(const Shape& shape);
MixConfig mix_config(const Shape& shape, const TargetId& target);

// Combine and the bootstrap sums of squares: one workgroup of 4 waves per (token, stream),
// looping over the stream's d columns in chunks of 8 bf16 per lane.
int combine_chunk(const TargetId& target);
// The combine's packed f32 math: where a wave issues at most every 4 cycles (MixConfig::packed_math).
bool combine_packed_math(const TargetId& target);

}  // namespace gfxtile::hc
