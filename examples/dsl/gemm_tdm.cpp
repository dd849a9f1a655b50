// GEMM, bf16 -> fp32, with tiles fed by gfx1250's tensor data mover (docs/tdm.md):
// C[M, N] = A[M, K] @ B[K, N], all row-major, WMMA 16x16x32. As gemm.cpp, four waves compute a
// 64x64 tile of C and loop over K in steps of 32, but the A and B tiles go from global memory to
// LDS by tdm_load instead of loads and lds_store: no masks (the data mover reads 0 past the
// tensor's edge, so M, N and K need not be multiples of the tile), no registers on the way, and
// two stages: the next K step's tiles are in flight while the current one is multiplied. The
// staging buffers are padded as conflict_free_tdm_padding finds for the dot-operand reads (B's
// through ds_load_tr16_b128). gfx1250 only: on the other targets the check reports that it does
// not apply, and it is not among the demo's examples (example_gemm_tdm runs it).

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

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
  Kernel kernel = gemm_tdm(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded(device, jit(tile_source(std::move(kernel)), device.target()));
  std::vector<double> results, expected;
  struct Size {
    int m, n, k;
  };
  // Sizes that are not multiples of the tile in every dimension, and one that is.
  for (const Size size : {Size{100, 72, 40}, Size{64, 64, 64}, Size{17, 130, 9}}) {
    const auto a_values = random_floats(static_cast<size_t>(size.m * size.k), 21, -1, 1);
    const auto b_values = random_floats(static_cast<size_t>(size.k * size.n), 22, -1, 1);
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

GFXTILE_EXAMPLE_MAIN("gemm_tdm")
