// GEMM, bf16 -> fp32 (and, through gemm_tile, fp8 -> fp32 in gemm_fp8.cpp):
// C[M, N] = A[M, K] @ B[K, N], all row-major, on the target's matrix unit
// (MFMA on gfx942/gfx950, WMMA on gfx1250, each target's default instruction shape). A
// workgroup of four waves computes a 64x64 tile of C and loops over K in steps of 32. Each step
// loads the A and B tiles in a blocked layout (masked at the edges, reading 0 past them, so M, N
// and K need not be multiples of the tile), stages them through LDS in layouts derived to be free
// of bank conflicts and reads them back in the dot-operand layouts of the accumulator's MMA
// layout. See docs/matrix.md.

#include "examples/dsl/gemm_check.h"

namespace gfxtile::examples {

namespace {
constexpr int kTileM = 64, kTileN = 64;
}

Kernel gemm_tile(const TargetId& target, const std::string& name, DType dtype, int kTileK) {
  KernelBuilder k(name, target);
  Tensor a = k.arg("a", dtype.pointer_to(), true), b = k.arg("b", dtype.pointer_to(), true);
  Tensor c = k.arg<float*>("c");
  Tensor m = k.arg<int32_t>("m"), n = k.arg<int32_t>("n"), depth = k.arg<int32_t>("k");

  const MmaInstruction& instruction = mma_instruction(dtype);
  const Layout accumulator_layout = mma_layout(instruction, {kTileM, kTileN});
  const Layout a_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::a, kTileK);
  const Layout b_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::b, kTileK);
  const Layout a_global = blocked({kTileM, kTileK}, {.per_thread = {1, 8}});
  const Layout b_global = blocked({kTileK, kTileN}, {.per_thread = {1, 8}});

  Tensor a_rows = expand_dims(arange(kTileM, slice(a_global, 1)), 1) + program_id(0) * kTileM;
  Tensor a_columns = expand_dims(arange(kTileK, slice(a_global, 0)), 0);
  Tensor b_rows = expand_dims(arange(kTileK, slice(b_global, 1)), 1);
  Tensor b_columns = expand_dims(arange(kTileN, slice(b_global, 0)), 0) + program_id(1) * kTileN;
  // Staging layouts derived for each writer/reader pair: no LDS bank conflicts in the main loop.
  const LdsBankModel banks = lds_bank_model(target.architecture);
  Tensor a_staging = lds_alloc({kTileM, kTileK}, dtype, conflict_free_lds_layout(a_global, a_layout, dtype, banks));
  Tensor b_staging = lds_alloc({kTileK, kTileN}, dtype, conflict_free_lds_layout(b_global, b_layout, dtype, banks));

  Tensor acc = zeros({kTileM, kTileN}, f32, accumulator_layout);
  for_range(0, depth, kTileK, [&](Tensor k0) {
    Tensor a_k = a_columns + k0, b_k = b_rows + k0;
    lds_store(a_staging, load(a + a_rows * depth + a_k, (a_rows < m) & (a_k < depth), 0.0));
    lds_store(b_staging, load(b + b_k * n + b_columns, (b_k < depth) & (b_columns < n), 0.0));
    acc = dot(lds_load(a_staging, a_layout), lds_load(b_staging, b_layout), acc);
  });

  Tensor c_rows = expand_dims(arange(kTileM, slice(accumulator_layout, 1)), 1) + program_id(0) * kTileM;
  Tensor c_columns = expand_dims(arange(kTileN, slice(accumulator_layout, 0)), 0) + program_id(1) * kTileN;
  store(c + c_rows * n + c_columns, acc, (c_rows < m) & (c_columns < n));
  return k.build();
}

Kernel gemm(const TargetId& target) { return gemm_tile(target, "gemm", bf16, 32); }

ExampleCheck check_gemm(Device& device) {
  // Sizes that are not multiples of the tile in every dimension, and one that is.
  return check_bf16_gemm(device, [&](const GemmSize&) { return gemm(device.target()); }, {{100, 72, 40}, {64, 64, 64}, {17, 130, 9}}, 11, 1);
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm")
