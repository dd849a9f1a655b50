// GEMM, bf16 -> fp32 (and, through gemm_tile, fp8 -> fp32 in gemm_fp8.cpp):
// C[M, N] = A[M, K] @ B[K, N], all row-major, on the target's matrix unit
// (MFMA on gfx942/gfx950, WMMA on gfx1250, each target's default instruction shape). A
// workgroup of four waves computes a 64x64 tile of C and loops over K in steps of 32. Each step
// loads the A and B tiles in a blocked layout (masked at the edges, reading 0 past them, so M, N
// and K need not be multiples of the tile), stages them through LDS in layouts derived to be free
// of bank conflicts and reads them back in the dot-operand layouts of the accumulator's MMA
// layout. See docs/matrix.md.

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

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
  Kernel kernel = gemm(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded(device, jit(tile_source(std::move(kernel)), device.target()));
  std::vector<double> results, expected;
  struct Size {
    int m, n, k;
  };
  // Sizes that are not multiples of the tile in every dimension, and one that is.
  for (const Size size : {Size{100, 72, 40}, Size{64, 64, 64}, Size{17, 130, 9}}) {
    const auto a_values = random_floats(static_cast<size_t>(size.m * size.k), 11, -1, 1);
    const auto b_values = random_floats(static_cast<size_t>(size.k * size.n), 12, -1, 1);
    std::vector<uint16_t> a_bits, b_bits;
    for (float value : a_values) a_bits.push_back(to_bf16(value));
    for (float value : b_values) b_bits.push_back(to_bf16(value));
    auto as = DeviceBuffer::upload(device, a_bits), bs = DeviceBuffer::upload(device, b_bits);
    DeviceBuffer cs(device, ElementType::f32, {size.m, size.n});
    const Dim3 grid = {static_cast<uint32_t>((size.m + kTileM - 1) / kTileM),
                       static_cast<uint32_t>((size.n + kTileN - 1) / kTileN), 1};
    loaded.launch({.grid = grid, .block = {block}}, as, bs, cs, size.m, size.n, size.k);
    for (float value : cs.download<float>()) results.push_back(value);
    // fp64 reference on the bf16-rounded inputs.
    for (int i = 0; i < size.m; ++i)
      for (int j = 0; j < size.n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < size.k; ++kk)
          sum += double(from_bf16(a_bits[i * size.k + kk])) * double(from_bf16(b_bits[kk * size.n + j]));
        expected.push_back(sum);
      }
  }
  return compare(results, expected, {1e-5, 1e-5}, "100x72x40, 64x64x64, 17x130x9");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm")
