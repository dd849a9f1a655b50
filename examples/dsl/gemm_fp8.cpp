// GEMM, fp8 -> fp32: the kernel of gemm.cpp with E4M3 operands in the target's own form (FNUZ on
// gfx942, OCP E4M3FN on gfx950 and gfx1250), looping over K in steps of 64 (one gfx1250 WMMA k).

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

namespace {

DType e4m3_of(const TargetId& target) { return target.architecture == Architecture::gfx942 ? f8e4m3fnuz : f8e4m3; }

}  // namespace

Kernel gemm_fp8(const TargetId& target) { return gemm_tile(target, "gemm_fp8", e4m3_of(target), 64); }

ExampleCheck check_gemm_fp8(Device& device) {
  Kernel kernel = gemm_fp8(device.target());
  const bool fnuz = e4m3_of(device.target()) == f8e4m3fnuz;
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded(device, jit(tile_source(std::move(kernel)), device.target()));
  std::vector<double> results, expected;
  struct Size {
    int m, n, k;
  };
  for (const Size size : {Size{100, 72, 80}, Size{64, 64, 128}, Size{17, 130, 9}}) {
    std::vector<uint8_t> a_bits, b_bits;
    for (float value : random_floats(static_cast<size_t>(size.m * size.k), 21, -2, 2)) a_bits.push_back(encode_e4m3(value, fnuz));
    for (float value : random_floats(static_cast<size_t>(size.k * size.n), 22, -2, 2)) b_bits.push_back(encode_e4m3(value, fnuz));
    auto as = DeviceBuffer::upload(device, a_bits), bs = DeviceBuffer::upload(device, b_bits);
    DeviceBuffer cs(device, ElementType::f32, {size.m, size.n});
    const Dim3 grid = {static_cast<uint32_t>((size.m + 63) / 64), static_cast<uint32_t>((size.n + 63) / 64), 1};
    loaded.launch({.grid = grid, .block = {block}}, as, bs, cs, size.m, size.n, size.k);
    for (float value : cs.download<float>()) results.push_back(value);
    // fp64 reference on the decoded fp8 inputs.
    for (int i = 0; i < size.m; ++i)
      for (int j = 0; j < size.n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < size.k; ++kk)
          sum += decode_e4m3(a_bits[i * size.k + kk], fnuz) * decode_e4m3(b_bits[kk * size.n + j], fnuz);
        expected.push_back(sum);
      }
  }
  return compare(results, expected, {1e-4, 1e-5}, "100x72x80, 64x64x128, 17x130x9");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm_fp8")
