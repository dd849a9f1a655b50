#pragma once
// The GEMM examples' one check: C[M, N] = A[M, K] @ B[K, N] (row-major; a, b encoded elements,
// c f32; arguments a, b, c, m, n, k; 64x64 tiles of C per workgroup) run on a device for several
// sizes, against an fp64 GEMM of the decoded inputs.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

struct GemmSize {
  int m, n, k;
};

// `kernel_for(size)` gives the kernel to run for a size (most examples: the same for all).
template <typename Element>
ExampleCheck check_gemm_sizes(Device& device, const std::function<Kernel(const GemmSize&)>& kernel_for,
                              const std::vector<GemmSize>& sizes, uint64_t seed, float range,
                              const std::function<Element(float)>& encode, const std::function<double(Element)>& decode,
                              Tolerance tolerance) {
  std::vector<double> results, expected;
  std::string what;
  for (const GemmSize size : sizes) {
    what += (what.empty() ? "" : ", ") + std::to_string(size.m) + "x" + std::to_string(size.n) + "x" + std::to_string(size.k);
    Kernel kernel = kernel_for(size);
    const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
    LoadedKernel loaded = load(device, std::move(kernel));
    std::vector<Element> a_bits, b_bits;
    for (float value : random_floats(static_cast<size_t>(size.m * size.k), seed, -range, range)) a_bits.push_back(encode(value));
    for (float value : random_floats(static_cast<size_t>(size.k * size.n), seed + 1, -range, range)) b_bits.push_back(encode(value));
    auto as = DeviceBuffer::upload(device, a_bits), bs = DeviceBuffer::upload(device, b_bits);
    DeviceBuffer cs(device, ElementType::f32, {size.m, size.n});
    const Dim3 grid = {static_cast<uint32_t>((size.m + 63) / 64), static_cast<uint32_t>((size.n + 63) / 64), 1};
    loaded.launch({.grid = grid, .block = {block}}, as, bs, cs, size.m, size.n, size.k);
    for (float value : cs.download<float>()) results.push_back(value);
    for (int i = 0; i < size.m; ++i)
      for (int j = 0; j < size.n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < size.k; ++kk) sum += decode(a_bits[i * size.k + kk]) * decode(b_bits[kk * size.n + j]);
        expected.push_back(sum);
      }
  }
  return compare(results, expected, tolerance, what);
}

// bf16 inputs in [-range, range), rounded to bf16 before the reference sees them.
inline ExampleCheck check_bf16_gemm(Device& device, const std::function<Kernel(const GemmSize&)>& kernel_for,
                                    const std::vector<GemmSize>& sizes, uint64_t seed, float range) {
  return check_gemm_sizes<uint16_t>(device, kernel_for, sizes, seed, range, [](float value) { return to_bf16(value); },
                                    [](uint16_t bits) { return double(from_bf16(bits)); }, {1e-5, 1e-5});
}

}  // namespace gfxtile::examples
