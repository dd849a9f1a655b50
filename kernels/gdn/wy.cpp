// The chunk-local WY stage (see wy.h). Rows past the chunk's valid rows are zeros in k, v, g and
// beta, their A rows and columns zero, so Ai is the identity there and no lane computes exp of
// a positive difference (exp(G_i - G_j) only for i > j, where G_i - G_j <= 0).

#include "kernels/gdn/wy.h"

#include <bit>
#include <tuple>
#include <vector>

#include "core/error.h"
#include "dsl/dsl.h"
#include "dsl/tensor_descriptor.h"
#include "kernels/gdn/gates_layout.h"
#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {
namespace {

// Relabels the index bits of dimension `dim` of a tensor: old bit j becomes bit to[j]. Only the
// coordinates change, not the registers (reshape and permute are free).
Tensor permute_index_bits(const Tensor& x, int dim, const std::vector<int>& to) {
  const int bits = int(to.size());
  const std::vector<int64_t> shape = x.shape();
  // Row-major split of dimension `dim` into `bits` dimensions of 2, most significant first.
  std::vector<int64_t> split;
  for (int d = 0; d < int(shape.size()); ++d)
    if (d == dim)
      split.insert(split.end(), size_t(bits), 2);
    else
      split.push_back(shape[size_t(d)]);
  const int first = dim;
  std::vector<int> order(split.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  // New split dimension s is new bit bits-1-s; old bit j sits in old split dimension bits-1-j.
  for (int j = 0; j < bits; ++j) order[size_t(first + bits - 1 - to[size_t(j)])] = first + bits - 1 - j;
  return reshape(permute(reshape(x, split), order), shape);
}

// A 16x16 matrix-unit accumulator and the B operand hold rows and k with the same registers and
// lanes, but in another bit order: row bit j and k bit to[j] are the same input bit. Relabeling
// an accumulator's rows by that order gives it the B operand layout for free; a product stays
// the same when A's columns are relabeled alike, sum_k A[m][k] X[k][n] over permuted k. Empty
// when the layouts do not pair that way (then the operands are converted).
std::vector<int> accumulator_rows_to_k(const Layout& accumulator, const Layout& b_operand) {
  const LinearLayout &from = accumulator.linear(), &to = b_operand.linear();
  const int bits = std::countr_zero(uint64_t(accumulator.shape()[0]));
  std::vector<int> result(size_t(bits), -1);
  for (size_t in = 0; in < from.in_dims().size(); ++in) {
    const auto &source = from.in_dims()[in].bases, &target = to.in_dims()[in].bases;
    if (source.size() != target.size()) return {};
    for (size_t bit = 0; bit < source.size(); ++bit) {
      const auto &s = source[bit], &t = target[bit];  // [row or k, column]
      if (s[1] != t[1] || (s[0] & (s[0] - 1)) != 0 || (t[0] & (t[0] - 1)) != 0 || (s[0] == 0) != (t[0] == 0)) return {};
      if (s[0] != 0) result[size_t(std::countr_zero(uint32_t(s[0])))] = std::countr_zero(uint32_t(t[0]));
    }
  }
  for (int j : result)
    if (j < 0) return {};
  return result;
}

}  // namespace

Kernel chunk_wy_kernel(const TargetId& target, const WyConfig& config) {
  // LLVM's O1 IR pipeline: O3's additions left WY's code the same on all three targets and took
  // a third of its IR pipeline (gfx1250 80 -> 55 ms; `gdn_bench chunk_wy --compile 5`).
  KernelBuilder kb("gdn_chunk_wy", target, {.waves = config.waves, .packed_f32 = config.packed_f32,
                                            .straight_line_scalar_passes = config.straight_line_scalar_passes,
                                            .simplification_pipeline = true,
                                            .post_allocation_scheduler = config.post_allocation_scheduler});
  Tensor k_in = kb.arg<const bf16_t*>("k"), v_in = kb.arg<const bf16_t*>("v");
  Tensor g_in = kb.arg<const float*>("g"), beta_in = kb.arg<const float*>("beta");
  Tensor G_out = kb.arg<float*>("G"), w_out = kb.arg<bf16_t*>("w"), u_out = kb.arg<bf16_t*>("u");
  Tensor chunks = kb.arg<const int32_t*>("chunks");
  Tensor H = kb.arg<int32_t>("H"), HV = kb.arg<int32_t>("HV");

  constexpr int BT = kChunk, K = 128;
  Scalar chunk = program_id(0), h = program_id(1);
  Scalar t0 = load(chunks + chunk * 3 + 1), rows = load(chunks + chunk * 3 + 2);
  Scalar ratio = HV / H;

  // Global tiles: 8 bf16 per lane along the head dimension.
  const Layout tile = blocked({BT, K}, {.per_thread = {1, 8}});
  Tensor tr = expand_dims(arange(BT, slice(tile, 1)), 1), tc = expand_dims(arange(K, slice(tile, 0)), 0);
  Tensor row_valid = broadcast(tr < rows, tile);
  // k k^T once per key head on the bf16 matrix unit (k is bf16: its products are exact in f32).
  const MmaInstruction& mma16 = mma_instruction(bf16);
  const Layout kk_acc = mma_layout(mma16, {BT, BT});
  const Layout key_a_layout = dot_operand_layout(mma16, kk_acc, MmaOperand::a, K);
  const Layout key_b_layout = dot_operand_layout(mma16, kk_acc, MmaOperand::b, K);
  Tensor key, kkt;  // [BT, K] bf16, zero rows past the chunk; k k^T
  if (!config.key_by_data_mover) {
    key = load(k_in + ((t0 + tr) * H + h) * K + tc, row_valid);
    kkt = dot(convert_layout(key, key_a_layout), convert_layout(permute(key, {1, 0}), key_b_layout), zeros({BT, BT}, f32, kk_acc));
  } else {
    // k as a [tokens, K] tensor of this head, bounded at the chunk's end (zeros past it), lands
    // in LDS by the data mover; each reader loads its own layout from there.
    if (!target.properties().has_tensor_data_mover) fail("gdn chunk_wy: {} has no tensor data mover", target.to_string());
    const TensorDescriptor tiles =
        tensor_descriptor(k_in + h.to(i64) * K, {t0 + rows, K}, {H.to(i64) * K, 1}, {BT, K},
                          conflict_free_tdm_padding(key_a_layout, bf16, lds_bank_model(target.architecture)));
    Tensor buffer = lds_alloc({BT, K}, bf16, tiles.lds_layout());
    tdm_load(buffer, tiles, {t0, constant(0, i32)});
    tdm_wait(0);
    Tensor key_a = lds_load(buffer, key_a_layout);
    Tensor key_b = permute(lds_load(buffer, permute(key_b_layout, {1, 0})), {1, 0});  // k^T from the tile as stored
    key = lds_load(buffer, tile);
    kkt = dot(key_a, key_b, zeros({BT, BT}, f32, kk_acc));
  }

  // f32 matrix unit. Every wave holds the whole [BT, BT] matrices (waves {1, 1}), so their 16x16
  // blocks are register slices and the small inverses need no exchange between waves; u and w
  // spread their columns over the waves, whose A operand is that same whole-tile layout.
  constexpr int B = 16, half_rows = BT / 2;
  const MmaInstruction& mma32 = config.xf32 ? fast_f32_mma_instruction(target.architecture) : mma_instruction(f32);
  const Layout sq = mma_layout(mma32, {BT, BT});
  const Layout whole = mma_layout(mma32, {BT, BT}, {1, 1});
  const Layout whole_a = dot_operand_layout(mma32, whole, MmaOperand::a, BT);
  const Layout block = mma_layout(mma32, {B, B}, {1, 1});
  const Layout block_a = dot_operand_layout(mma32, block, MmaOperand::a, B), block_b = dot_operand_layout(mma32, block, MmaOperand::b, B);
  const Layout half = mma_layout(mma32, {half_rows, K}, {1, config.waves});
  // A 16-row block of a right-hand side, its columns over the waves, and that as a B operand.
  const Layout rows_c = mma_layout(mma32, {B, K}, {1, config.waves});
  const Layout rows_b = dot_operand_layout(mma32, rows_c, MmaOperand::b, B);
  kkt = convert_layout(kkt, sq);
  Tensor si = expand_dims(arange(BT, slice(sq, 1)), 1), sj = expand_dims(arange(BT, slice(sq, 0)), 0);
  Tensor lower = broadcast(si > sj, sq);
  auto identity = [&](const Layout& layout) {
    Tensor r = expand_dims(arange(B, slice(layout, 1)), 1), c = expand_dims(arange(B, slice(layout, 0)), 0);
    return select(broadcast(r == c, layout), 1.0f, 0.0f);
  };
  // Accumulators become B operands by relabeling their rows (free), A operands by relabeling
  // their columns alike and a lane exchange; N's and Ai's 16-column blocks and the right-hand
  // sides' 16-row blocks are relabeled the same way.
  const std::vector<int> to_k = accumulator_rows_to_k(block, block_b);
  std::vector<int> to_k_whole(6);
  for (int j = 0; j < 6; ++j) to_k_whole[size_t(j)] = j < 4 && !to_k.empty() ? to_k[size_t(j)] : j;
  std::vector<int> from_k(to_k.size());
  for (size_t j = 0; j < to_k.size(); ++j) from_k[size_t(to_k[j])] = int(j);
  // An accumulator's dimension `dim` relabeled by to_k, into `layout`: its rows make a B operand,
  // its columns an A operand (a conversion that finds the layout already right emits nothing).
  auto relabeled = [&](const Tensor& x, int dim, const Layout& layout) {
    return convert_layout(to_k.empty() ? x : permute_index_bits(x, dim, to_k), layout);
  };
  const Tensor identity_c = identity(block);
  // The right-hand side's blocks pair with the A operands' relabeled columns.
  auto as_rows_b = [&](const Tensor& accumulator) { return relabeled(accumulator, 0, rows_b); };
  auto part = [&](const Tensor& x, int i, int j) { return extract_slice(x, {B * i, B * j}, {B, B}); };
  // A chunk's g, beta and G ([T, HV]: a line a token) a part a wave (gates_layout.h): in one
  // layout whole in every wave, each wave loaded and stored all 64 lines (`gdn_bench chunk_wy
  // --atom none`, H16/HV32: gfx942 180.3 -> 162.7 us, gfx950 146.6 -> 141.5, gfx1250 74.4 -> 73.5).
  const Layout line = chunk_gates_layout(BT, target.properties().wave_size, config.waves);
  Tensor lr = arange(BT, line);
  Tensor line_valid = lr < rows;
  // Stores per 32-row half.
  const Layout store_layout = blocked({half_rows, K}, {.per_thread = {1, 8}});
  Tensor hr = expand_dims(arange(half_rows, slice(store_layout, 1)), 1), hc = expand_dims(arange(K, slice(store_layout, 0)), 0);

  // The next value head's g and beta are loaded while this one computes (the last head reloads
  // its own: L2 hits), where each head's first step waited a memory latency for them. Rows past
  // the chunk's end read its last row (no masked load: a branch each) and are zeroed.
  // `gdn_bench chunk_wy --atom none`, H16/HV32 (H4/HV8), us: gfx942 162.7 (48.3) -> 156.1 (46.6),
  // with w and u by buffer stores (below) 150.4 (44.3), with the next gates read between w's and
  // u's stores 144.5 (43.0); gfx950 141.5 (36.9) -> 133.6 (36.3) -> 130.1 (34.5) -> 129.4 (33.5);
  // gfx1250 73.5 (18.2) -> 68.0 (17.3) -> 67.9 (17.2) -> 68.1 (16.8).
  Tensor clamped_rows = minimum(lr, rows - 1);
  auto load_gates = [&](const Scalar& hv) {
    Tensor index = (t0 + clamped_rows) * HV + hv;
    return std::pair{load(g_in + index), load(beta_in + index)};
  };
  auto in_chunk = [&](const Tensor& x) { return select(line_valid, x, 0.0f); };
  Tensor g_ahead, beta_ahead;
  std::tie(g_ahead, beta_ahead) = load_gates(h * ratio);
  g_ahead = in_chunk(g_ahead), beta_ahead = in_chunk(beta_ahead);
  for_range(0, ratio, [&](Scalar j) {
    Scalar hv = h * ratio + j;
    Tensor gate_index = (t0 + lr) * HV + hv;
    Tensor g = g_ahead, beta = beta_ahead;
    Tensor g_next, beta_next;
    std::tie(g_next, beta_next) = load_gates(h * ratio + minimum(j + 1, ratio - 1));
    Tensor G = cumsum(g);
    store(G_out + gate_index, G, line_valid);

    // A = beta_i (k_i . k_j) exp(G_i - G_j), strictly lower; N = -A.
    Tensor Gi = expand_dims(convert_layout(G, slice(sq, 1)), 1), Gj = expand_dims(convert_layout(G, slice(sq, 0)), 0);
    Tensor bi = expand_dims(convert_layout(beta, slice(sq, 1)), 1);
    Tensor decay = exp(select(lower, Gi - Gj, 0.0f));
    Tensor N = select(lower, -(kkt * bi * decay), 0.0f);
    // One trip through LDS gives every wave all of N as A operands; the diagonal blocks' other
    // layouts come from those by lane exchanges (fewer registers than two more whole tiles).
    Tensor N_a = convert_layout(to_k.empty() ? N : permute_index_bits(N, 1, to_k_whole), whole_a);

    // Diagonal blocks: D = (I - N_dd)^-1 = (I + N)(I + N^2)(I + N^4)(I + N^8) (N_dd^16 = 0). The
    // factors commute, so X (I + P) = X + P X keeps X a B operand only. X += N^2 X, X += N^4 X,
    // then X += N^4 (N^4 X): N^8 is never formed, so only N^2 and N^4 become A operands (B
    // operands are free relabels). For [16, 16] layouts one block, replicated on every wave; for
    // batched [4, 16, 16] ones the four blocks, one per wave (rows and columns one dimension on).
    auto invert = [&](Tensor P_a, const Layout& acc_layout, const Layout& b_layout, const Layout& a_layout,
                      const Tensor& identity_acc) {
      const int rows = acc_layout.rank() - 2, columns = rows + 1;
      const std::vector<int64_t> shape = acc_layout.shape();
      auto to_b = [&](const Tensor& x) { return relabeled(x, rows, b_layout); };
      auto to_a = [&](const Tensor& x) { return relabeled(x, columns, a_layout); };
      // P_a: N_dd with relabeled columns (an A operand); P_b: with relabeled rows (a B operand).
      Tensor N_dd = to_k.empty() ? P_a : permute_index_bits(P_a, columns, from_k);
      Tensor P_b = to_b(N_dd);
      Tensor X_b = to_b(identity_acc) + P_b;
      Tensor X = to_k.empty() ? convert_layout(X_b, acc_layout) : permute_index_bits(X_b, rows, from_k);
      for (int step = 0; step < 2; ++step) {
        Tensor P = dot(P_a, P_b, zeros(shape, f32, acc_layout));
        P_a = to_a(P);
        if (step == 0) P_b = to_b(P);
        X = dot(P_a, X_b, X);
        X_b = to_b(X);
      }
      X = dot(P_a, to_b(dot(P_a, X_b, zeros(shape, f32, acc_layout))), X);
      return to_a(X);
    };
    std::vector<Tensor> D_a(4);
    if (config.waves >= 4) {
      // Wave d takes block d (the batch along the waves), and the four inverses reach every wave
      // as A operands through one LDS trip: a quarter of the replicated matrix work.
      const Layout block3 = batched(block, 4), block3_a = batched(block_a, 4), block3_b = batched(block_b, 4);
      Tensor batch_index = broadcast(expand_dims(expand_dims(arange(4, slice(slice(block3_a, 2), 1)), 1), 2), block3_a);
      Tensor P_a;
      for (int d = 0; d < 4; ++d) {
        Tensor spread = broadcast(expand_dims(part(N_a, d, d), 0), block3_a);
        P_a = d == 0 ? spread : select(batch_index == d, spread, P_a);
      }
      Tensor inverses = invert(P_a, block3, block3_b, block3_a, broadcast(expand_dims(identity_c, 0), block3));
      Tensor every = convert_layout(inverses, batched(block_a, 4, BatchAlong::registers));
      for (int d = 0; d < 4; ++d) D_a[size_t(d)] = reshape(extract_slice(every, {d, 0, 0}, {1, B, B}), {B, B});
    } else {
      for (int d = 0; d < 4; ++d) D_a[size_t(d)] = invert(part(N_a, d, d), block, block_b, block_a, identity_c);
    }

    // u = Ai (beta v), w = Ai (beta exp(G) k) by block forward substitution, (I - N) u = R:
    // u_r = D_r (R_r + sum_{k<r} N_rk u_k) per 16-row block r, so the off-diagonal blocks of Ai
    // are never formed. Each solved block becomes a B operand by relabeling its rows.
    // w first (k is already in registers) while v's load is in flight, then u; one f32
    // right-hand side is live at a time.
    Tensor value = load(v_in + ((t0 + tr) * HV + hv) * K + tc, row_valid);
    auto solve_and_store = [&](const Tensor& right, const Tensor& token_scale, const Tensor& out) {
      Tensor scaled = right.to(f32) * expand_dims(convert_layout(token_scale, slice(tile, 1)), 1);
      std::vector<Tensor> solved_b(4);
      // Two 32-row halves through LDS (half the scratch of one [BT, K] f32 trip).
      for (int part_index = 0; part_index < 2; ++part_index) {
        const int first = part_index * half_rows;
        Tensor rhs = convert_layout(extract_slice(scaled, {first, 0}, {half_rows, K}), half);
        Tensor result = zeros({half_rows, K}, f32, half);
        for (int r = 2 * part_index; r < 2 * part_index + 2; ++r) {
          Tensor sum = extract_slice(rhs, {B * (r % 2), 0}, {B, K});
          for (int k = 0; k < r; ++k) sum = dot(part(N_a, r, k), solved_b[size_t(k)], sum);
          Tensor solved = dot(D_a[size_t(r)], as_rows_b(sum), zeros({B, K}, f32, rows_c));
          if (r < 3) solved_b[size_t(r)] = as_rows_b(solved);
          result = insert_slice(result, solved, {B * (r % 2), 0});
        }
        Tensor row = hr + first;
        // A buffer from the chunk's first token whose size, its valid rows, drops the rows past
        // its end: no exec mask and branch a store, which also left LLVM waiting for every
        // store at the next wait on a load (vmcnt(0) after the branches' join).
        buffer_store(out + (t0.to(i64) * HV.to(i64) + hv.to(i64)) * K, row * (HV * K) + hc,
                     convert_layout(result.to(bf16), store_layout), rows * (HV * K));
      }
    };
    solve_and_store(key, beta * exp(G), w_out);
    // The next head's gates are read here, between w's stores and u's: at the loop's top LLVM
    // waited for every store before them (vmcnt(0) on the carried registers).
    g_ahead = in_chunk(g_next), beta_ahead = in_chunk(beta_next);
    solve_and_store(value, beta, u_out);
  });
  return kb.build();
}

}  // namespace gfxtile::gdn
