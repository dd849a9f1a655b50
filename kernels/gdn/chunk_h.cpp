// The chunk recurrence (chunk_h.h). The two products of a chunk run on the matrix unit with
// bf16 operands and fp32 accumulation, as fla's kernel does: v_new = u - w (S as bf16) with w the
// A operand, and the update k^T v_hat with k^T the A operand [K, 64] and v_hat (bf16) the B
// operand; the state accumulates in place in the update's accumulator layout.
//
// The waves split the state's columns (16 each), its rows, or both (the launch rule's row_waves).
// Split by columns, S, v_new and v_hat never leave their wave: the accumulator of a 16x16 block
// holds the same (row, column) per lane as the B operand that consumes it. Split by rows (K for
// S, BT for v_new), each wave does 1 / row_waves of both products and of the elementwise work,
// and S (bf16) and v_hat are exchanged through LDS each chunk: the critical path of a chunk
// shortens when block_v is small. w and k are shared in LDS: asynchronous copies bring
// the next chunk's w and k tiles into the other LDS stage while this chunk computes (pipeline(),
// docs/async.md), and u, G and g_last of the next chunk are loaded into registers one chunk ahead.
#include "kernels/gdn/chunk_h.h"

#include <algorithm>
#include <functional>
#include <optional>

#include "core/error.h"
#include "dsl/tensor_descriptor.h"
#include "kernels/gdn/gates_layout.h"
#include "kernels/gdn/snapshot_layout.h"

namespace gfxtile::gdn {

Kernel chunk_h(const TargetId& target, const ChunkHParameters& parameters) {
  const int H = parameters.key_heads, HV = parameters.value_heads, BV = parameters.config.block_v;
  const int waves = parameters.config.waves;
  if (H <= 0 || HV <= 0 || HV % H != 0) fail("gdn chunk_h: value heads {} must be a multiple of key heads {}", HV, H);
  if (BV <= 0 || kHeadDim % BV != 0) fail("gdn chunk_h: block_v {} must divide {}", BV, kHeadDim);
  const int row_waves = parameters.config.row_waves;
  if (waves <= 0 || row_waves <= 0 || waves % row_waves != 0)
    fail("gdn chunk_h: {} row waves must divide the {} waves", row_waves, waves);
  const int column_waves = waves / row_waves;
  // Each wave owns whole 16x16 blocks: at most BT / 16 row waves, 16 columns a column wave.
  if (row_waves > kChunk / 16 || BV % (16 * column_waves) != 0)
    fail("gdn chunk_h: {} waves ({} along rows) do not split the [{}, {}] values tile into 16x16 blocks", waves, row_waves,
         kChunk, BV);
  if (parameters.config.stages < (parameters.config.async_copies ? 2 : 1))
    fail("gdn chunk_h: {} stages, at least 2 with asynchronous copies, else 1", parameters.config.stages);
  const bool data_mover = parameters.config.tensor_data_mover;
  if (data_mover && (parameters.config.async_copies || parameters.config.stages != 2))
    fail("gdn chunk_h: the tensor data mover takes 2 stages and no asynchronous copies");
  if (data_mover && !target.properties().has_tensor_data_mover)
    fail("gdn chunk_h: {} has no tensor data mover", target.to_string());
  constexpr int K = kHeadDim, V = kHeadDim, BT = kChunk;
  const int group = HV / H;

  KernelBuilder kb("gdn_chunk_h", target, {.waves = waves, .vgpr_budget = parameters.config.vgpr_budget});
  Tensor k = kb.arg<const bf16_t*>("k"), w = kb.arg<const bf16_t*>("w"), u = kb.arg<const bf16_t*>("u");
  Tensor gates = kb.arg<const float*>("g_cumsum");
  Tensor h = kb.arg<bf16_t*>("h"), v_new = kb.arg<bf16_t*>("v_new");
  Tensor pool = kb.arg<float*>("state_pool", {.divisible_by = 16});
  Tensor cu_seqlens = kb.arg<const int32_t*>("cu_seqlens", {.divisible_by = 4});
  Tensor chunk_offsets = kb.arg<const int32_t*>("chunk_offsets", {.divisible_by = 4});
  Tensor cache_indices = kb.arg<const int32_t*>("cache_indices", {.divisible_by = 4});
  Tensor cache_indices_in = kb.arg<const int32_t*>("cache_indices_in", {.divisible_by = 4});
  Tensor has_initial_state = kb.arg<const int32_t*>("has_initial_state", {.divisible_by = 4});

  const MmaInstruction& mma = mma_instruction(bf16);
  // The state and the update: S [K, BV] += k^T [K, BT] @ v_hat [BT, BV]; waves along K and BV.
  const Layout state_layout = mma_layout(mma, {K, BV}, {row_waves, column_waves});
  const Layout key_t_layout = dot_operand_layout(mma, state_layout, MmaOperand::a, BT);
  const Layout v_hat_layout = dot_operand_layout(mma, state_layout, MmaOperand::b, BT);
  // v_new [BT, BV] = u - w [BT, K] @ S [K, BV]; waves along BT and BV. With row waves the two
  // products' B operands (S, v_hat) are whole in every wave: convert_layout goes through LDS.
  const Layout value_layout = mma_layout(mma, {BT, BV}, {row_waves, column_waves});
  const Layout w_layout = dot_operand_layout(mma, value_layout, MmaOperand::a, K);
  const Layout state_b_layout = dot_operand_layout(mma, value_layout, MmaOperand::b, K);
  // k is read as k^T: the LDS tile is k [BT, K] as in memory, read in key_t_layout's transpose.
  const Layout key_layout = permute(key_t_layout, {1, 0});
  const int stages = parameters.config.stages;
  const bool async_copies = parameters.config.async_copies;
  // Through registers, the tiles come in 16-byte runs (rows_global) and the LDS layout trades
  // the stores' width against the reads' (k^T reads single elements from a row-major tile).
  const Layout rows_global = blocked({BT, K}, {.per_thread = {1, 8}});
  const LdsBankModel banks = lds_bank_model(target.architecture);
  // The data mover writes tiles row-major or padded: the padding that suits each reader.
  const TdmPadding w_padding = conflict_free_tdm_padding(w_layout, bf16, banks);
  const TdmPadding k_padding = conflict_free_tdm_padding(key_layout, bf16, banks);
  auto tile_lds = [&](const Layout& reader, const TdmPadding& padding) {
    if (data_mover) return tdm_lds_layout({BT, K}, padding);
    return async_copies ? async_lds_layout(reader, bf16) : conflict_free_lds_layout(rows_global, reader, bf16, banks);
  };
  // One stage is a plain buffer (a staged buffer has at least two).
  auto alloc_tiles = [&](const LdsLayout& lds) {
    return stages == 1 ? lds_alloc({BT, K}, bf16, lds) : lds_alloc_stages(stages, {BT, K}, bf16, lds);
  };
  auto tile_of = [&](const Tensor& buffer, const Tensor& stage) { return stages == 1 ? buffer : lds_stage(buffer, stage); };
  // The data mover's two stages are two buffers (the second allocated with its descriptor).
  auto alloc_first = [&](const LdsLayout& lds) { return data_mover ? lds_alloc({BT, K}, bf16, lds) : alloc_tiles(lds); };
  Tensor w_stages = alloc_first(tile_lds(w_layout, w_padding)), k_stages = alloc_first(tile_lds(key_layout, k_padding));
  // G of a chunk, read by every lane in the rows it holds: loaded by the workgroup (each wave a
  // part) one chunk ahead and staged through LDS, where per-lane loads would touch 64 lines each.
  // As many stages as w and k: with one (through registers) the next chunk's G is stored after
  // every wave has read this chunk's, as w and k are. With config.gates_at_use no buffer lives
  // through the walk: G waits in registers and is staged where the chunk reads it.
  const bool gates_at_use = parameters.config.gates_at_use;
  Tensor g_stages = gates_at_use ? Tensor() : stages == 1 ? lds_alloc({BT}, f32) : lds_alloc_stages(stages, {BT}, f32);
  const Layout gates_by_wave = chunk_gates_layout(BT, target.properties().wave_size, waves);
  const Layout w_copy = async_copy_layout(w_stages), k_copy = async_copy_layout(k_stages);

  Tensor v_tile = program_id(0), sequence = program_id(1), value_head = program_id(2);
  Tensor key_head = value_head / group;
  Tensor bos = load(cu_seqlens + sequence), eos = load(cu_seqlens + sequence + 1);
  Tensor first_chunk = load(chunk_offsets + sequence);
  Tensor write_slot = load(cache_indices + sequence), read_slot = load(cache_indices_in + sequence);
  Tensor has_initial = load(has_initial_state + sequence);
  Tensor v0 = v_tile * BV;

  // State coordinates in its accumulator layout.
  Tensor state_rows = expand_dims(arange(K, slice(state_layout, 1)), 1);
  Tensor state_columns = expand_dims(arange(BV, slice(state_layout, 0)), 0) + v0;
  const bool v_contiguous = parameters.state_layout == StateLayout::key_value;
  Tensor pool_offsets = v_contiguous ? state_rows * V + state_columns : state_columns * K + state_rows;
  Tensor all_state = (state_rows < K) & (state_columns < V);
  Tensor read = (has_initial != 0) & (read_slot >= 0) & (write_slot >= 0);
  Tensor read_base = pool + (maximum(read_slot, 0).to(i64) * HV + value_head.to(i64)) * (K * V);
  Tensor S = load(read_base + pool_offsets, all_state & read, 0.0);

  // Padding sequences (write slot -1) walk no chunks and write nothing.
  Tensor length = select(write_slot >= 0, eos - bos, 0);
  Tensor chunks = (length + (BT - 1)) / BT;

  Tensor w_rows = expand_dims(arange(BT, slice(w_copy, 1)), 1), w_columns = expand_dims(arange(K, slice(w_copy, 0)), 0);
  Tensor k_rows = expand_dims(arange(BT, slice(k_copy, 1)), 1), k_columns = expand_dims(arange(K, slice(k_copy, 0)), 0);
  Tensor value_rows = expand_dims(arange(BT, slice(value_layout, 1)), 1);
  Tensor value_columns = expand_dims(arange(BV, slice(value_layout, 0)), 0) + v0;
  // The snapshot h[c] (row-major, in column tiles, key groups or key quads: config.snapshots)
  // straight from the accumulator layout (in groups and quads a lane's rows of a column are
  // contiguous).
  const SnapshotLayout snapshots = parameters.config.snapshots;
  Tensor snapshot_offsets = SnapshotOffsets(snapshots, state_layout, BV).at(v0);
  // Waves along K exchange S (bf16) through LDS every chunk anyway; staged explicitly, the same
  // tile is read back a second time in rows of 8 columns, so h[c] leaves in 16-byte stores
  // instead of one 2-byte store per element from the accumulator layout.
  // Only where the exchange's LDS layout serves the snapshot's reads without bank conflicts too
  // (not at block_v 64 on gfx942, where the accumulator layout's stores go 2 bytes a lane; the
  // layout that suits all three there needs narrower operand reads, 20% more instructions).
  const Layout snapshot_layout = blocked({K, BV}, {.per_thread = {1, 8}});
  std::optional<LdsLayout> state_lds;
  if (row_waves > 1 && BV % 8 == 0 && !snapshot_key_group(snapshots)) {
    const LdsLayout candidate = conflict_free_lds_layout(state_layout, state_b_layout, bf16, banks);
    if (lds_cost(state_layout, candidate, bf16, banks, LdsDirection::store).conflicts == 0 &&
        lds_cost(state_b_layout, candidate, bf16, banks, LdsDirection::load).conflicts == 0 &&
        lds_cost(snapshot_layout, candidate, bf16, banks, LdsDirection::load).conflicts == 0)
      state_lds = candidate;
  }
  const bool staged_snapshot = state_lds.has_value();
  Tensor state_stage = staged_snapshot ? lds_alloc({K, BV}, bf16, *state_lds) : Tensor();
  Tensor staged_snapshot_offsets = SnapshotOffsets(snapshots, snapshot_layout, BV).at(v0);

  // config.buffer_accesses: the token-major tiles (u, v_new, and w, k through registers) and h
  // are buffer accesses from a scalar base at the chunk's first token: the per-lane offsets stay
  // the same every chunk (no 64-bit address arithmetic a chunk), and the buffer's size, the
  // chunk's valid rows, drops the stores past the sequence's end and reads 0 there (row offsets
  // times the row stride stay below that size exactly for the valid rows, as the columns are
  // narrower than a row). Otherwise plain loads and stores, rows past the end clamped or masked.
  const bool buffers = parameters.config.buffer_accesses;
  auto chunk_rows = [&](Tensor t0) { return maximum(minimum(eos - t0, BT), 0); };
  auto token_base = [&](const Tensor& tensor, Tensor t0, int heads, Tensor head, int width) {
    return tensor + (t0.to(i64) * heads + head.to(i64)) * width;
  };
  Tensor value_offsets = value_rows * (HV * V) + value_columns;
  // config.values_through_lds: u loaded and v_new stored in rows of 8 columns a lane, each
  // meeting the accumulator layout through LDS.
  const Layout values_in_rows = blocked({BT, BV}, {.per_thread = {1, 8}});
  Tensor row_value_rows = expand_dims(arange(BT, slice(values_in_rows, 1)), 1);
  Tensor row_value_columns = expand_dims(arange(BV, slice(values_in_rows, 0)), 0) + v0;
  // The next chunk's registers-side inputs: u in the accumulator layout (in rows with
  // values_through_lds), G per row, g_last.
  // Rows past the sequence's end read 0 or its last token (always inside the tensors): never
  // used, v_hat is masked and the v_new store dropped there.
  Tensor last_token = maximum(eos - 1, 0);
  const bool values_through_lds = parameters.config.values_through_lds;
  auto load_u = [&](Tensor t0) {
    if (values_through_lds) {  // bf16 in rows; to_values converts it when its chunk starts
      Tensor rows = minimum(t0 + row_value_rows, last_token);
      return load(u + (rows * HV + value_head) * V + row_value_columns);
    }
    if (buffers) return buffer_load(token_base(u, t0, HV, value_head, V), value_offsets, chunk_rows(t0) * (HV * V)).to(f32);
    Tensor rows = minimum(t0 + value_rows, last_token);
    return load(u + (rows * HV + value_head) * V + value_columns).to(f32);
  };
  Tensor gate_rows_by_wave = arange(BT, gates_by_wave);
  auto load_gates = [&](Tensor t0) { return load(gates + minimum(t0 + gate_rows_by_wave, last_token) * HV + value_head); };
  auto load_g_last = [&](Tensor t0) { return load(gates + minimum(t0 + (BT - 1), last_token) * HV + value_head); };
  auto to_values = [&](Tensor tile) { return values_through_lds ? convert_layout(tile, value_layout).to(f32) : tile; };
  Tensor u_tile = load_u(bos), g_last = load_g_last(bos);
  Tensor gates_tile;  // config.gates_at_use: this chunk's G, each wave's part
  if (gates_at_use)
    gates_tile = load_gates(bos);
  else
    lds_store(tile_of(g_stages, constant(0, i32)), load_gates(bos));
  // G along the value rows: from the walk's buffer, or staged now through a buffer of this use.
  auto gate_rows = [&](Tensor chunk) {
    if (!gates_at_use) return lds_load(tile_of(g_stages, chunk % stages), slice(value_layout, 1));
    Tensor staged = lds_alloc({BT}, f32);
    lds_store(staged, gates_tile);
    return lds_load(staged, slice(value_layout, 1));
  };

  // The tiles' LDS views are taken where the products read them (the code is then the same as
  // with the views inline).
  using TileView = std::function<Tensor()>;
  auto compute = [&](Tensor chunk, const TileView& w_tile, const TileView& k_tile) {
    Tensor t0 = bos + chunk * BT;
    Tensor valid = minimum(eos - t0, BT);
    // This chunk's u in the accumulator layout; the next chunk's u, G, g_last: in flight while
    // this chunk computes.
    Tensor u_values = to_values(u_tile);
    Tensor next_u = load_u(t0 + BT), next_gates = load_gates(t0 + BT), next_g_last = load_g_last(t0 + BT);

    Tensor snapshot = h + ((first_chunk + chunk).to(i64) * HV + value_head.to(i64)) * (K * V);
    Tensor state_bf16 = S.to(bf16);
    Tensor state_operand;
    if (staged_snapshot) {
      lds_store(state_stage, state_bf16);
      state_operand = lds_load(state_stage, state_b_layout);
      Tensor snapshot_tile = lds_load(state_stage, snapshot_layout);
      if (buffers)
        buffer_store(snapshot, staged_snapshot_offsets, snapshot_tile, K * V);
      else
        store(snapshot + staged_snapshot_offsets, snapshot_tile);
    } else {
      state_operand = convert_layout(state_bf16, state_b_layout);
      if (buffers)
        buffer_store(snapshot, snapshot_offsets, state_bf16, K * V);
      else
        store(snapshot + snapshot_offsets, state_bf16);
    }

    // v_new = u - w S (w reads 0 past the chunk's end).
    Tensor product = dot(lds_load(w_tile(), w_layout), state_operand,
                         zeros({BT, BV}, f32, value_layout));
    Tensor values = u_values - product;
    Tensor in_chunk = value_rows < valid;
    Tensor values_bf16 = values.to(bf16);
    if (values_through_lds) {
      Tensor value_pointers = v_new + ((t0 + row_value_rows) * HV + value_head) * V + row_value_columns;
      Tensor stored = convert_layout(values_bf16, values_in_rows);
      if_(valid == BT, [&] { store(value_pointers, stored); },
          [&] { store(value_pointers, stored, row_value_rows < valid); });
    } else if (buffers) {  // the buffer's size drops the rows past the end
      buffer_store(token_base(v_new, t0, HV, value_head, V), value_offsets, values_bf16, chunk_rows(t0) * (HV * V));
    } else {
      Tensor value_pointers = v_new + ((t0 + value_rows) * HV + value_head) * V + value_columns;
      // Whole chunks store without masks (a masked store is an exec mask and a branch each).
      if_(valid == BT, [&] { store(value_pointers, values_bf16); },
          [&] { store(value_pointers, values_bf16, in_chunk & (value_columns < V)); });
    }

    // v_hat_t = v_new_t exp(g_last - G_t) (masked rows 0); S = exp(g_last) S + k^T v_hat.
    // g_last was read at the chunk's last valid row (load_g_last clamps to the sequence's end).
    Tensor g_rows = gate_rows(chunk);
    Tensor decay = expand_dims(exp(g_last - g_rows, Math::fast), 1);
    Tensor v_hat = select(in_chunk, values * decay, 0.0).to(bf16);
    Tensor key_t = permute(lds_load(k_tile(), key_layout), {1, 0});
    S = dot(key_t, convert_layout(v_hat, v_hat_layout), S * exp(g_last, Math::fast));
    if (gates_at_use)
      gates_tile = next_gates;
    else
      lds_store(tile_of(g_stages, (chunk + 1) % stages), next_gates);
    u_tile = next_u, g_last = next_g_last;
  };

  if (data_mover) {
    // w and k as [tokens, K] tensors of this head (rows HV K and H K apart), bounded at the
    // sequence's end: the data mover reads 0 past it. Two stages, each its own buffers: a chunk
    // computes on one while the next chunk's tiles land in the other.
    const TensorDescriptor w_tiles = tensor_descriptor(w + value_head.to(i64) * K, {eos, K}, {HV * K, 1}, {BT, K}, w_padding);
    const TensorDescriptor k_tiles = tensor_descriptor(k + key_head.to(i64) * K, {eos, K}, {H * K, 1}, {BT, K}, k_padding);
    const Tensor w_buffers[2] = {w_stages, lds_alloc({BT, K}, bf16, w_tiles.lds_layout())};
    const Tensor k_buffers[2] = {k_stages, lds_alloc({BT, K}, bf16, k_tiles.lds_layout())};
    auto fetch = [&](int stage, const Tensor& chunk) {
      Tensor t0 = bos + chunk * BT;
      tdm_load(w_buffers[stage], w_tiles, {t0, constant(0, i32)});
      tdm_load(k_buffers[stage], k_tiles, {t0, constant(0, i32)});
    };
    fetch(0, constant(0, i32));
    for_range(0, chunks, 2, [&](Tensor chunk) {
      fetch(1, chunk + 1);  // past the sequence's end: zeros, never used
      tdm_wait(2);          // in order: this chunk's two copies have landed
      compute(chunk, [&] { return w_buffers[0]; }, [&] { return k_buffers[0]; });
      if_(chunk + 1 < chunks, [&] {
        fetch(0, chunk + 2);
        tdm_wait(2);
        compute(chunk + 1, [&] { return w_buffers[1]; }, [&] { return k_buffers[1]; });
      });
    });
    tdm_wait(0);  // the last prefetch lands before the workgroup ends
  } else if (async_copies) {
    pipeline(
        stages, 0, chunks, 1,
        [&](Tensor chunk, Tensor stage) {
          Tensor t0 = bos + chunk * BT;
          Tensor valid = minimum(eos - t0, BT);  // <= 0 for chunks past the end: nothing copied
          async_copy(lds_stage(w_stages, stage), w + ((t0 + w_rows) * HV + value_head) * K + w_columns,
                     (w_rows < valid) & (w_columns < K));
          async_copy(lds_stage(k_stages, stage), k + ((t0 + k_rows) * H + key_head) * K + k_columns,
                     (k_rows < valid) & (k_columns < K));
        },
        [&](Tensor chunk, Tensor stage) {
          compute(chunk, [&] { return lds_stage(w_stages, stage); }, [&] { return lds_stage(k_stages, stage); });
        });
  } else {
    // The same schedule through registers: the next chunk's w and k are loaded (16 bytes a lane)
    // while this chunk computes and stored after it (into the other stage, or with one stage into
    // the same one once every wave has read it). Rows past the end read 0 (buffer loads) or
    // the sequence's last token: v_hat is 0 there and those v_new rows are not stored, so finite
    // values are enough.
    Tensor rows = expand_dims(arange(BT, slice(rows_global, 1)), 1), columns = expand_dims(arange(K, slice(rows_global, 0)), 0);
    Tensor w_tile_offsets = rows * (HV * K) + columns, k_tile_offsets = rows * (H * K) + columns;
    auto load_w = [&](Tensor t0) {
      if (buffers) return buffer_load(token_base(w, t0, HV, value_head, K), w_tile_offsets, chunk_rows(t0) * (HV * K));
      return load(w + (minimum(t0 + rows, last_token) * HV + value_head) * K + columns);
    };
    auto load_k = [&](Tensor t0) {
      if (buffers) return buffer_load(token_base(k, t0, H, key_head, K), k_tile_offsets, chunk_rows(t0) * (H * K));
      return load(k + (minimum(t0 + rows, last_token) * H + key_head) * K + columns);
    };
    Tensor first = constant(0, i32);
    lds_store(tile_of(w_stages, first), load_w(bos));
    lds_store(tile_of(k_stages, first), load_k(bos));
    for_range(0, chunks, [&](Tensor chunk) {
      Tensor next_t0 = bos + (chunk + 1) * BT;
      Tensor next_w = load_w(next_t0), next_k = load_k(next_t0);
      compute(chunk, [&] { return tile_of(w_stages, chunk % stages); }, [&] { return tile_of(k_stages, chunk % stages); });
      lds_store(tile_of(w_stages, (chunk + 1) % stages), next_w);
      lds_store(tile_of(k_stages, (chunk + 1) % stages), next_k);
    });
  }

  Tensor write_base = pool + (maximum(write_slot, 0).to(i64) * HV + value_head.to(i64)) * (K * V);
  store(write_base + pool_offsets, S, all_state & (write_slot >= 0));
  return kb.build();
}

}  // namespace gfxtile::gdn
