// GEMM, bf16 -> fp32, with tiles fed by gfx1250's tensor data mover (docs/tdm.md):
// C[M, N] = A[M, K] @ B[K, N], all row-major, WMMA 16x16x32. As gemm.cpp, four waves compute a
// 64x64 tile of C and loop over K in steps of 32, but the A and B tiles go from global memory to
// LDS by tdm_load instead of loads and lds_store: no masks (the data mover reads 0 past the
// tensor's edge, so M, N and K need not be multiples of the tile), no registers on the way, and
// two stages: the next K step's tiles are in flight while the current one is multiplied. The
// staging buffers are padded as conflict_free_tdm_padding finds for the dot-operand reads (B's
// through ds_load_tr16_b128). gfx1250 only: on the other targets the check reports that it does
// not apply, and it is not among the demo's examples (example_gemm_tdm runs it).

#include "examples/dsl/gemm_check.h"

namespace gfxtile::examples {

namespace {
constexpr int kTileM = 64, kTileN = 64, kTileK = 32;
}

Kernel gemm_tdm(const TargetId& target) {
  KernelBuilder k("gemm_tdm", target);
  Tensor a = k.arg<const bf16_t*>("a"), b = k.arg<const bf16_t*>("b");
  Tensor c = k.arg<float*>("c");
  Tensor m = k.arg<int32_t>("m"), n = k.arg<int32_t>("n"), depth = k.arg<int32_t>("k");

  const MmaInstruction& instruction = mma_instruction(bf16);
  const Layout accumulator_layout = mma_layout(instruction, {kTileM, kTileN});
  const Layout a_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::a, kTileK);
  const Layout b_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::b, kTileK);
  const LdsBankModel banks = lds_bank_model(target.architecture);
  const TensorDescriptor a_tiles = tensor_descriptor(a, {m, depth}, {depth, 1}, {kTileM, kTileK},
                                                     conflict_free_tdm_padding(a_layout, bf16, banks));
  const TensorDescriptor b_tiles = tensor_descriptor(b, {depth, n}, {n, 1}, {kTileK, kTileN},
                                                     conflict_free_tdm_padding(b_layout, bf16, banks));
  Tensor row = program_id(0) * kTileM, column = program_id(1) * kTileN;
  // Two stages: K steps 2i in the first pair of buffers, 2i + 1 in the second.
  Tensor a_stages[2] = {lds_alloc({kTileM, kTileK}, bf16, a_tiles.lds_layout()),
                        lds_alloc({kTileM, kTileK}, bf16, a_tiles.lds_layout())};
  Tensor b_stages[2] = {lds_alloc({kTileK, kTileN}, bf16, b_tiles.lds_layout()),
                        lds_alloc({kTileK, kTileN}, bf16, b_tiles.lds_layout())};
  auto fetch = [&](int stage, const Tensor& k0) {
    tdm_load(a_stages[stage], a_tiles, {row, k0});
    tdm_load(b_stages[stage], b_tiles, {k0, column});
  };

  Tensor acc = zeros({kTileM, kTileN}, f32, accumulator_layout);
  fetch(0, constant(0, i32));
  for_range(0, depth, 2 * kTileK, [&](Tensor k0) {
    fetch(1, k0 + kTileK);  // past K it reads zeros, which add nothing
    tdm_wait(2);            // in order: stage 0's two copies have landed, stage 1's may not
    acc = dot(lds_load(a_stages[0], a_layout), lds_load(b_stages[0], b_layout), acc);
    fetch(0, k0 + 2 * kTileK);
    tdm_wait(2);
    acc = dot(lds_load(a_stages[1], a_layout), lds_load(b_stages[1], b_layout), acc);
  });
  tdm_wait(0);  // the last prefetch lands before the workgroup ends

  Tensor c_rows = expand_dims(arange(kTileM, slice(accumulator_layout, 1)), 1) + row;
  Tensor c_columns = expand_dims(arange(kTileN, slice(accumulator_layout, 0)), 0) + column;
  store(c + c_rows * n + c_columns, acc, (c_rows < m) & (c_columns < n));
  return k.build();
}

ExampleCheck check_gemm_tdm(Device& device) {
  if (!device.target().properties().has_tensor_data_mover)
    return {true, fmt::format("not applicable: the tensor data mover is gfx1250-only, this is {}",
                              device.target().to_string())};
  return check_bf16_gemm(device, [&](const GemmSize&) { return gemm_tdm(device.target()); }, {{100, 72, 40}, {64, 64, 64}, {17, 130, 9}}, 21, 1);
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm_tdm")
