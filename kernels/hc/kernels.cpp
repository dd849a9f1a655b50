// The HC site's DSL kernels: the fused mix (down + up, norm and inject folded in), the combine,
// and the bootstrap sums of squares. Same code on gfx942, gfx950 and gfx1250: the matrix unit's
// instruction and register layouts come from mma_instruction / mma_layout per target.
#include "kernels/hc/kernels.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/dsl.h"
#include "kernels/hc/kernel_parts.h"
#include "kernels/hc/pack.h"

namespace gfxtile::hc {

using namespace parts;

Kernel mix_down(const TargetId& target, const Shape& shape, const MixConfig& config) {
  if (config.waves > 1) return mix_down_pipelined(target, shape, config);
  const int64_t depth = shape.depth(), rank_rows = padded_rank(shape.rank);
  const int tile_m = config.down_tile_m, rank_tile = config.rank_tile;
  const bool reduces = config.reduce_at == ReduceAt::down_kernel;
  KernelBuilder k(fmt::format("hc_mix_down_d{}_r{}_m{}_c{}_n{}{}{}", shape.width, shape.rank, tile_m, config.chunk, rank_tile,
                              config.single_token ? "_row" : "", reduces ? "_reduce" : ""),
                  target, {.waves = 1, .packed_f32 = config.single_token && config.packed_math});
  const auto [x, sums_of_squares, packed, norm_weight, partials, tokens] = declare_down_arguments(k);
  const ArrivalArguments arrival = reduces ? declare_arrival_arguments(k) : ArrivalArguments{};

  const MmaInstruction& mma = mma_instruction(bf16);
  const Layout acc_layout = mma_layout(mma, {tile_m, rank_tile});
  const Layout a_layout = dot_operand_layout(mma, acc_layout, MmaOperand::a, kStep);
  const Layout b_layout = dot_operand_layout(mma, acc_layout, MmaOperand::b, kStep);
  Tensor split = program_id(1), m_tile = program_id(2);
  Tensor k_begin = split * static_cast<int>(config.chunk);

  // X in the A layout straight from memory (8 consecutive k per lane: 16-byte loads); the lanes
  // of rows past the tokens are masked off (no memory traffic: at M = 1, 15 of 16 rows).
  Tensor a_rows = tile_rows(tile_m, a_layout) + m_tile * tile_m;
  Tensor a_mask = (a_rows < tokens) & (tile_columns(kStep, a_layout) < kStep);
  Tensor x_pointers = x + (a_rows * static_cast<int>(depth) + tile_columns(kStep, a_layout) + k_begin);
  // Packed weights [rank_rows, K]: the B operand's k runs are contiguous too; columns past the
  // packed rows (the last 64-wide tile's half) read nothing.
  Tensor b_columns = tile_columns(rank_tile, b_layout) + program_id(0) * rank_tile;
  const bool partial_tile = config.n_tiles * rank_tile > rank_rows;  // masks only where a tile overhangs
  Tensor b_mask = (b_columns < static_cast<int>(rank_rows)) & (tile_rows(kStep, b_layout) < kStep);
  Tensor b_pointers = packed + (fragment_offset(b_columns, tile_rows(kStep, b_layout), depth) + k_begin * kInterleave);
  // The norm in registers: A = bf16(X r_s (1 + w)), the model's Xn rounded where the model
  // rounds it, so no normalised copy of X exists in memory and h matches the model's to fp32
  // accumulation (folding (1 + w) into bf16 weights instead rounds every weight: README.md).
  Tensor stream = k_begin / static_cast<int>(shape.width);
  Tensor a_rsqrt = stream_rsqrt(sums_of_squares, a_rows, a_rows < tokens, stream, shape.width);
  Tensor w_pointers = norm_weight + (tile_columns(kStep, a_layout) + k_begin);
  Tensor acc = zeros({tile_m, rank_tile}, f32, acc_layout);
  // The chunk's 32-k steps unrolled in groups of up to 8, every load of a group issued before its
  // first dot: the weight stream then waits for one memory latency per group instead of one per
  // step (the timing model's chain at M = 1 was 16 steps x ~900 cycles). The prefill path's long
  // chunks loop over the groups.
  const int steps = static_cast<int>(config.chunk / kStep);
  int group = std::min(steps, 8);
  while (steps % group != 0) --group;
  auto unrolled = [&](const Tensor& k_group, Tensor& sum) {
    std::vector<Tensor> xs(group), scales(group), weights(group);
    for (int step = 0; step < group; ++step) {
      Tensor k0 = k_group + step * kStep;
      Tensor b_step = b_pointers + k0 * kInterleave;
      weights[step] = partial_tile ? load(b_step, b_mask, 0.0) : load(b_step);
      xs[step] = load(x_pointers + k0, a_mask, 0.0);
      scales[step] = load(w_pointers + k0, a_mask, 0.0);  // only the token rows' lanes read w
    }
    for (int step = 0; step < group; ++step)
      sum = dot((xs[step].to(f32) * a_rsqrt * (scales[step].to(f32) + 1.0)).to(bf16), weights[step], sum);
  };
  if (config.single_token) {
    // One token (M = 1): Xn formed once for the token's row in a compact layout (chunk / 64 k per
    // lane; chunk a power of two), then broadcast to the matrix unit's 16 rows and converted to the A operand, where the
    // A layout had every lane convert 8 k per step, 15 of 16 rows masked off (most of the
    // kernel's VALU instructions). The whole chunk is one dot (the same matrix instructions in the
    // same k order as the steps above).
    const int chunk = static_cast<int>(config.chunk);
    // The weights first: the LDS round trip below is a barrier the loads would not move above.
    const Layout b_chunk = dot_operand_layout(mma, acc_layout, MmaOperand::b, chunk);
    Tensor chunk_columns = tile_columns(rank_tile, b_chunk) + program_id(0) * rank_tile;
    Tensor chunk_pointers = packed + (fragment_offset(chunk_columns, tile_rows(chunk, b_chunk), depth) + k_begin * kInterleave);
    Tensor weights = partial_tile ? load(chunk_pointers, (chunk_columns < static_cast<int>(rank_rows)) & (tile_rows(chunk, b_chunk) < chunk), 0.0)
                                  : load(chunk_pointers);
    const int wave_size = target.properties().wave_size;
    const Layout row_layout = blocked({tile_m, chunk}, {.per_thread = {tile_m, std::max(1, chunk / wave_size)}, .lanes = {1, wave_size}});
    Tensor k_index = arange(chunk, slice(row_layout, 0));
    Tensor token = m_tile * tile_m;  // the tile's only token
    Tensor xs = load(x + (token * static_cast<int>(depth) + k_begin + k_index)).to(f32);
    Tensor scale = load(norm_weight + (k_begin + k_index)).to(f32) + 1.0;
    Tensor r = rsqrt(load(sums_of_squares + (token * kStreams + stream)) / static_cast<double>(shape.width) +
                     static_cast<double>(kEpsilon));
    // Through LDS: the row written once, read back in the A layout's k coordinates (its rows are
    // copies, a free broadcast); convert_layout of the broadcast tile chose lane permutes.
    const Layout a_chunk = dot_operand_layout(mma, acc_layout, MmaOperand::a, chunk);
    Tensor row = lds_alloc({chunk}, bf16);
    lds_store(row, (xs * r * scale).to(bf16));
    Tensor a_tile = broadcast(expand_dims(lds_load(row, slice(a_chunk, 0)), 0), a_chunk);
    // Two halves of k into two accumulators: two chains of dependent matrix instructions half as
    // long, summed once.
    const int half = chunk / 2;
    Tensor low = dot(extract_slice(a_tile, {0, 0}, {tile_m, half}), extract_slice(weights, {0, 0}, {half, rank_tile}), acc);
    Tensor high = dot(extract_slice(a_tile, {0, half}, {tile_m, half}), extract_slice(weights, {half, 0}, {half, rank_tile}),
                      zeros({tile_m, rank_tile}, f32, acc_layout));
    acc = low + high;
  } else if (group == steps) {
    unrolled(constant(0, i32), acc);
  } else {
    for_range(0, static_cast<int>(config.chunk), group * kStep, [&](Tensor k_group) { unrolled(k_group, acc); });
  }

  Tensor rows = tile_rows(tile_m, acc_layout) + m_tile * tile_m;
  Tensor columns = tile_columns(rank_tile, acc_layout) + program_id(0) * rank_tile;
  Tensor row_ok = rows < tokens;
  store(partials + ((split * tokens + rows) * static_cast<int>(rank_rows) + columns), acc,
        row_ok & (columns < static_cast<int>(rank_rows)));
  if (reduces) reduce_on_last_arrival(target, shape, config, 1, partials, tokens, arrival);
  return k.build();
}

void parts::reduce_on_last_arrival(const TargetId& target, const Shape& shape, const MixConfig& config, int waves,
                                   const Tensor& partials, const Tensor& tokens, const ArrivalArguments& arguments) {
  const int rank_rows = static_cast<int>(padded_rank(shape.rank)), rank = static_cast<int>(shape.rank);
  const int splits = static_cast<int>(config.splits);
  Tensor rank_tile = program_id(0), m_tile = program_id(2);
  // This workgroup's partials before its count (release); the last arriver's loads after it
  // (acquire), so they see every other workgroup's partials, from any L2.
  fence(MemoryOrder::release);
  Tensor counter = arguments.arrivals + (m_tile * static_cast<int>(config.n_tiles) + rank_tile);
  Scalar last = atomic_add(counter, 1) == splits - 1;
  if_(last, [&] {
    fence(MemoryOrder::acquire);
    store(counter, constant(0, i32));  // every split has counted: zero again for the next launch
    // mix_reduce's form on the tile's columns: each thread holds every split of its columns and
    // sums them in split order (one load, one memory latency).
    const int wave_size = target.properties().wave_size;
    const int columns = std::max(config.rank_tile, wave_size * waves);
    int split_rows = 1;
    while (split_rows < splits) split_rows *= 2;
    const Layout tile = blocked({split_rows, columns}, {.per_thread = {split_rows, columns / (wave_size * waves)},
                                                        .lanes = {1, wave_size},
                                                        .waves = {1, waves}});
    Tensor split = expand_dims(arange(split_rows, slice(tile, 1)), 1);
    Tensor offset = arange(columns, slice(tile, 0));  // within the rank tile
    Tensor column = offset + rank_tile * config.rank_tile;
    Tensor in_tile = (offset < config.rank_tile) & (column < rank_rows);
    Tensor mask = (split < splits) & expand_dims(in_tile, 0);
    auto reduce_token = [&](const Tensor& token) {
      Tensor h = sum(load(partials + ((split * tokens + token) * rank_rows + expand_dims(column, 0)), mask, 0.0), 0);
      store(arguments.activations + fragment_offset(token, column, shape.rank), silu(h * 0.25).to(bf16), in_tile & (column < rank));
      store(arguments.alpha + (token * kStreams + column - rank), sigmoid(h * 0.25) * 2.0,
            in_tile & (column >= rank) & (column < rank + kStreams));
    };
    Tensor first = m_tile * config.down_tile_m;
    if (config.single_token) {
      reduce_token(first);
    } else {
      for_range(0, minimum(tokens - first, constant(config.down_tile_m, i32)), [&](Tensor slot) { reduce_token(first + slot); });
    }
  });
}

Kernel mix_up(const TargetId& target, const Shape& shape, const MixConfig& config) {
  if (config.up_waves > 1) return mix_up_pipelined(target, shape, config);
  const int64_t depth = shape.depth(), rank_rows = padded_rank(shape.rank);
  const int tile_m = config.tile_m, units = config.units;
  const bool fused = config.reduce_at == ReduceAt::up_kernel;
  if (units != kUnitBlock) fail("hc::mix_up: the decode up kernel takes 16 units per workgroup, got {}", units);
  // The 4 x 16 packed rows of a unit block are one [64, R] A operand whose 16-row quarters are
  // the streams, one wave each: a wave streams a quarter of the workgroup's W_up and gates only
  // its own stream, and the streams' sum crosses the waves (LDS). One wave holding all four
  // streams (this kernel before) issued every instruction itself, the timing model's 4 cycles per
  // wave-instruction on gfx9 (826 of them at M = 1, its bound): Qwen on MI355X, M = 1 3.19 ->
  // 2.48 us, M = 24 (32 tokens a workgroup) 3.87 -> 3.34.
  KernelBuilder k(fmt::format("hc_mix_up_d{}_r{}_m{}_u{}_streams_{}", shape.width, shape.rank, tile_m, units,
                              fused ? fmt::format("s{}", config.splits) : std::string("a")),
                  target, {.waves = kStreams, .packed_f32 = config.packed_math});
  const auto [x, sums_of_squares, partials, up, norm_weight, branch, alpha, tokens] = declare_up_arguments(k, fused);

  // z^T [4 x units, tokens] = W_up [4 x units, R] . a^T as in mix_up, the streams stacked.
  const int rows_per_block = kStreams * units;
  const MmaInstruction& mma = mma_instruction(bf16);
  const Layout acc_layout = mma_layout(mma, {rows_per_block, tile_m}, {kStreams, 1});
  const Layout w_layout = dot_operand_layout(mma, acc_layout, MmaOperand::a, kStep);
  const Layout a_layout = dot_operand_layout(mma, acc_layout, MmaOperand::b, kStep);
  Tensor unit_block = program_id(0), m_tile = program_id(1);
  // W: row r of the block is packed row unit_block * 64 + r (stream r / 16, unit r % 16; pack.h).
  Tensor w_rows = tile_rows(rows_per_block, w_layout) + unit_block * rows_per_block;
  Tensor w_pointers = up + fragment_offset(w_rows, tile_columns(kStep, w_layout), shape.rank);
  // The gate's X and w first (they do not depend on the projection).
  Tensor block_rows = tile_rows(rows_per_block, acc_layout);
  Tensor stream = block_rows / units;
  Tensor columns = block_rows % units + unit_block * units;  // branch-input columns (units)
  Tensor rows = tile_columns(tile_m, acc_layout) + m_tile * tile_m;  // tokens
  Tensor row_ok = rows < tokens;
  Tensor stream_columns = columns + stream * static_cast<int>(shape.width);
  Tensor x_stream = load(x + (rows * static_cast<int>(depth) + stream_columns), row_ok & (columns >= 0), 0.0);
  Tensor w_stream = load(norm_weight + stream_columns);
  // r_s once per (stream, token): a [4, tokens] slice of the accumulator's [4, units, tokens]
  // view (a lane's 4 accumulator rows share a stream; in the accumulator layout each computed
  // its own rsqrt). Loaded here, before the projection: issued after it, its load was the
  // kernel's last memory latency (M = 1 on MI355X: 600 cycles of a 5500-cycle workgroup).
  const Layout view = reshape(acc_layout, {kStreams, units, tile_m});
  const Layout per_stream = slice(view, 1);
  Tensor r = expand_dims(stream_rsqrt(sums_of_squares, expand_dims(arange(tile_m, slice(per_stream, 0)), 0) + m_tile * tile_m,
                                      expand_dims(arange(tile_m, slice(per_stream, 0)), 0) + m_tile * tile_m < tokens,
                                      expand_dims(arange(kStreams, slice(per_stream, 1)), 1), shape.width),
                         1);
  // Xn as the down kernel rounds it, ready before the projection's result.
  auto viewed = [&](const Tensor& t) { return reshape(t, {kStreams, units, t.shape()[1]}); };
  Tensor xn = (viewed(x_stream.to(f32)) * r * viewed(w_stream.to(f32) + 1.0)).to(bf16).to(f32);
  const int steps = static_cast<int>(shape.rank / kStep);
  std::vector<Tensor> fetched_w(steps), fetched_a(steps);
  auto load_weights = [&] {
    for (int step = 0; step < steps; ++step) fetched_w[step] = load(w_pointers + step * kStep * kInterleave);
  };

  if (fused) {
    // The reduce folded in: per token of the tile every split of its partials row in one load, as
    // mix_reduce does (the same [splits, span] layout and sum, so a and alpha are bit-identical to
    // the separate reduce's), then a = bf16(silu(h / 4)) gathered into a [tokens, span] tile and
    // converted once to the B operand. Every workgroup re-reads the tile's partials (L2 hits):
    // the rule takes this path only at a few tokens.
    const int wave_size = target.properties().wave_size;
    const int64_t span = reduce_span(shape);
    int64_t split_rows = 1;
    while (split_rows < config.splits) split_rows *= 2;
    const int per_thread = static_cast<int>(std::max<int64_t>(1, span / (wave_size * kStreams)));
    const Layout tile = blocked({split_rows, span}, {.per_thread = {static_cast<int>(split_rows), per_thread},
                                                     .lanes = {1, wave_size},
                                                     .waves = {1, kStreams}});
    const Layout gathered = blocked({tile_m, span}, {.per_thread = {tile_m, per_thread}, .lanes = {1, wave_size}, .waves = {1, kStreams}});
    Tensor splits = expand_dims(arange(split_rows, slice(tile, 1)), 1);
    Tensor j = expand_dims(arange(span, slice(tile, 0)), 0);
    Tensor mask = (splits < static_cast<int>(config.splits)) & (j < static_cast<int>(rank_rows));
    Tensor column = arange(span, slice(tile, 0));
    Tensor slots = expand_dims(arange(tile_m, slice(gathered, 1)), 1);
    const int rank = static_cast<int>(shape.rank);
    Tensor first = m_tile * tile_m;
    auto reduced = [&](const Tensor& token, const Tensor& h) {
      store(alpha + (token * kStreams + column - rank), sigmoid(h * 0.25) * 2.0,
            (column >= rank) & (column < rank + kStreams) & (unit_block == 0));
      return broadcast(expand_dims(convert_layout(silu(h * 0.25).to(bf16), slice(gathered, 0)), 0), gathered);
    };
    auto partials_of = [&](const Tensor& token) {
      return load(partials + ((splits * tokens + token) * static_cast<int>(rank_rows) + j), mask, 0.0);
    };
    Tensor activations;
    if (config.single_token) {
      // The partials' loads issued before the weights': the reduce then waits for them alone (the
      // memory counter completes in issue order) and overlaps the weight stream. The tile's other
      // token columns take copies of the token's a (never stored).
      Tensor loaded = partials_of(first);
      load_weights();
      activations = reduced(first, sum(loaded, 0));
    } else {
      load_weights();
      activations = zeros({tile_m, span}, bf16, gathered);
      Tensor count = minimum(tokens - first, constant(tile_m, i32));
      for_range(0, count, [&](Tensor slot) {
        activations = select(slots == slot, reduced(first + slot, sum(partials_of(first + slot), 0)), activations);
      });
    }
    Tensor operand = convert_layout(permute(activations, {1, 0}), dot_operand_layout(mma, acc_layout, MmaOperand::b, span));
    for (int step = 0; step < steps; ++step) fetched_a[step] = extract_slice(operand, {step * kStep, 0}, {kStep, tile_m});
  } else {
    load_weights();
    Tensor a_tokens = tile_columns(tile_m, a_layout) + m_tile * tile_m;
    Tensor a_ranks = tile_rows(kStep, a_layout);
    Tensor a_pointers = partials + fragment_offset(a_tokens, a_ranks, shape.rank);  // lane-ordered (mix_reduce)
    for (int step = 0; step < steps; ++step)
      fetched_a[step] = load(a_pointers + step * kStep * kInterleave, (a_tokens < tokens) & (a_ranks < kStep), 0.0);
  }
  Tensor acc = zeros({rows_per_block, tile_m}, f32, acc_layout);
  for (int step = 0; step < steps; ++step) acc = dot(fetched_w[step], fetched_a[step], acc);

  // Gate each stream's normalised X (computed here in fp32, never stored), then the mean of the
  // four streams: the [4, units, tokens] view's sum over its first axis (the waves).
  Tensor mixed = sum(viewed(sigmoid(acc, Math::fast)) * xn, 0);
  Tensor out_columns = expand_dims(arange(units, slice(mixed.layout(), 1)), 1) + unit_block * units;
  Tensor out_rows = expand_dims(arange(tile_m, slice(mixed.layout(), 0)), 0) + m_tile * tile_m;
  store(branch + (out_rows * static_cast<int>(shape.width) + out_columns), (mixed * 0.25).to(bf16),
        (out_rows < tokens) & (out_columns < static_cast<int>(shape.width)));
  return k.build();
}

Kernel mix_reduce(const TargetId& target, const Shape& shape, const MixConfig& config) {
  const int64_t rank_rows = padded_rank(shape.rank);
  const int64_t span = config.reduce_columns;
  if (span < 1 || (span & (span - 1)) != 0 || span > reduce_span(shape))
    fail("hc::mix_reduce: reduce_columns must be a power of two up to {}, got {}", reduce_span(shape), span);
  int64_t split_rows = 1;
  while (split_rows < config.splits) split_rows *= 2;
  const int wave_size = target.properties().wave_size;
  const int waves = config.reduce_waves;
  if (waves < 1) fail("hc::mix_reduce: reduce_waves must be at least 1, got {}", waves);
  KernelBuilder k(fmt::format("hc_mix_reduce_r{}_s{}_c{}_w{}{}", shape.rank, config.splits, span, waves,
                              config.reduce_buffer_load ? "_buffer" : ""), target,
                  {.waves = waves, .packed_f32 = config.packed_math});
  Tensor partials = k.arg<const float*>("partials");
  Tensor activations = k.arg<bf16_t*>("activations");
  Tensor alpha = k.arg<float*>("alpha");
  Tensor tokens = k.arg<int32_t>("tokens");
  // Every split of the token's row in one load ([splits, span]: each thread holds all the splits
  // of its columns, the columns over the lanes and waves), then the sum over the splits within
  // the thread, in split order (the fused up kernel's order: the two paths stay bit-identical).
  // One memory latency, where a loop over the splits was a chain of dependent waits.
  const int per_thread = static_cast<int>(std::max<int64_t>(1, span / (wave_size * waves)));
  const Layout tile = blocked({split_rows, span}, {.per_thread = {static_cast<int>(split_rows), per_thread},
                                                   .lanes = {1, wave_size},
                                                   .waves = {1, waves}});
  Tensor token = program_id(0);
  Tensor splits = expand_dims(arange(split_rows, slice(tile, 1)), 1);
  // The workgroup's columns: block program_id(1) of `span` (several blocks a token spread one
  // token's partials over as many CUs).
  Tensor column = arange(span, slice(tile, 0)) + program_id(1) * static_cast<int>(span);
  Tensor j = expand_dims(column, 0);
  // gfx9 (config.reduce_buffer_load): one unmasked buffer load, the padded splits' rows past the
  // buffer's end (the hardware reads 0) and the columns past the padded rank reading the next
  // row's values (past the end: 0), which no output uses: a mask over the
  // columns varies over the lanes, a branch per register group (40 of them, most of the kernel's
  // instructions at gfx9's 4 cycles per wave-instruction). gfx1250 issues every cycle and keeps
  // the masked load, which reads no lines for the masked columns.
  Tensor offsets = (splits * tokens + token) * static_cast<int>(rank_rows) + j;
  Tensor h = config.reduce_buffer_load
                 ? sum(buffer_load(partials, offsets, tokens * static_cast<int>(config.splits * rank_rows)), 0)
                 : sum(load(partials + offsets, (splits < static_cast<int>(config.splits)) & (j < static_cast<int>(rank_rows)), 0.0), 0);
  const int rank = static_cast<int>(shape.rank);
  // a lane-ordered (pack.h's form, 16-token blocks): the up kernel's B-operand loads of a are then
  // one contiguous 1 KB per instruction, where row-major each lane was its own line (a token).
  store(activations + fragment_offset(token, column, shape.rank), silu(h * 0.25).to(bf16), column < rank);
  store(alpha + (token * kStreams + column - rank), sigmoid(h * 0.25) * 2.0, (column >= rank) & (column < rank + kStreams));
  return k.build();
}

namespace {

// One (token, stream) per workgroup, 8 bf16 per lane per step over the stream's d columns. A
// stream of up to 4 steps is one tile (8 bf16 per lane, repeated), so every load is issued before
// the first use: as a loop (which LLVM unrolled) the second step's loads were issued after the
// first step's store, two memory latencies (Qwen's d = 2560: 2 steps).
struct StreamLoop {
  Layout row;
  int chunk;
  Tensor token, stream;
};

StreamLoop stream_loop(const TargetId& target, int64_t width, bool one_tile = true) {
  int chunk = combine_chunk(target);
  int span = chunk;
  while (span < width) span *= 2;
  if (one_tile && span <= 4 * chunk) chunk = span;
  return {blocked({chunk}, {.per_thread = {8}}), chunk, program_id(0), program_id(1)};
}

}  // namespace

Kernel combine(const TargetId& target, int64_t width, bool normalised, bool one_tile) {
  const int64_t depth = kStreams * width;
  KernelBuilder k(fmt::format("hc_combine_d{}{}{}", width, normalised ? "_normalised" : "", one_tile ? "" : "_loop"), target,
                  {.waves = 4, .packed_f32 = combine_packed_math(target)});
  Tensor x = k.arg<const bf16_t*>("x");
  Tensor y = k.arg<const bf16_t*>("y");
  Tensor alpha = k.arg<const float*>("alpha");
  Tensor out = k.arg<bf16_t*>("out");
  Tensor sums_of_squares = k.arg<float*>("sums_of_squares");
  Tensor next_norm_weight, normalised_out;
  if (normalised) {
    next_norm_weight = k.arg<const bf16_t*>("next_norm_weight");
    normalised_out = k.arg<bf16_t*>("normalised");
  }
  const StreamLoop loop = stream_loop(target, width, one_tile);
  Tensor columns = arange(loop.chunk, loop.row);
  Tensor a = splat(load(alpha + (loop.token * kStreams + loop.stream)), loop.row);
  Tensor stream_offset = loop.token * static_cast<int>(depth) + loop.stream * static_cast<int>(width);
  Tensor y_offset = loop.token * static_cast<int>(width);
  Tensor squares = zeros({loop.chunk}, f32, loop.row);
  // The sums of squares are of the stored bf16 X' (the model's rounding point, notes/hc.md).
  auto updated = [&](const Tensor& index, const Tensor& mask) {
    Tensor xs = load(x + (stream_offset + index), mask, 0.0).to(f32);
    Tensor ys = load(y + (y_offset + index), mask, 0.0).to(f32);
    return fma(a, ys, xs).to(bf16);
  };
  auto step = [&](const Tensor& c0) {
    Tensor index = columns + c0;
    Tensor mask = index < static_cast<int>(width);
    Tensor value = updated(index, mask);
    store(out + (stream_offset + index), value, mask);
    Tensor stored = value.to(f32);
    squares = squares + stored * stored;
  };
  // One step at Qwen's d (stream_loop), a loop above 4 steps.
  for_range(0, static_cast<int>(width), loop.chunk, step);
  Tensor total = sum(squares);
  store(sums_of_squares + (loop.token * kStreams + loop.stream), total);
  if (normalised) {
    // X' recomputed from X (bit-identical), so the kernel never reads what it wrote.
    Tensor r = rsqrt(total / static_cast<double>(width) + static_cast<double>(kEpsilon));
    for_range(0, static_cast<int>(width), loop.chunk, [&](Tensor c0) {
      Tensor index = columns + c0;
      Tensor mask = index < static_cast<int>(width);
      Tensor scale = load(next_norm_weight + (loop.stream * static_cast<int>(width) + index), mask, 0.0).to(f32) + 1.0;
      store(normalised_out + (stream_offset + index), (updated(index, mask).to(f32) * r * scale).to(bf16), mask);
    });
  }
  return k.build();
}

Kernel sums_of_squares(const TargetId& target, int64_t width) {
  const int64_t depth = kStreams * width;
  KernelBuilder k(fmt::format("hc_sums_of_squares_d{}", width), target, {.waves = 4});
  Tensor x = k.arg<const bf16_t*>("x");
  Tensor sums = k.arg<float*>("sums_of_squares");
  const StreamLoop loop = stream_loop(target, width);
  Tensor columns = arange(loop.chunk, loop.row);
  Tensor stream_offset = loop.token * static_cast<int>(depth) + loop.stream * static_cast<int>(width);
  Tensor squares = zeros({loop.chunk}, f32, loop.row);
  for_range(0, static_cast<int>(width), loop.chunk, [&](Tensor c0) {
    Tensor index = columns + c0;
    Tensor xs = load(x + (stream_offset + index), index < static_cast<int>(width), 0.0).to(f32);
    squares = squares + xs * xs;
  });
  store(sums + (loop.token * kStreams + loop.stream), sum(squares));
  return k.build();
}

}  // namespace gfxtile::hc
