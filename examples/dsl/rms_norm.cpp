// RMSNorm: y = x * rsqrt(mean(x^2) + eps) * w, bf16 in and out, f32 inside. One row of up to
// 2048 elements per workgroup, eight bf16 per thread (one 128-bit access).

#include <cmath>

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

Kernel rms_norm(const TargetId& target) {
  KernelBuilder k("rms_norm", target);
  Tensor x = k.arg<const bf16_t*>("x"), w = k.arg<const bf16_t*>("w");
  Tensor y = k.arg<bf16_t*>("y");
  Tensor n = k.arg<int32_t>("n");
  Tensor eps = k.arg<float>("eps");
  Layout row = blocked({2048}, {.per_thread = {8}});
  Tensor r = program_id(0);
  Tensor columns = arange(2048, row);
  Tensor mask = columns < n;
  Tensor v = load(x + r * n + columns, mask).to(f32);
  Tensor inverse = rsqrt(sum(v * v) / n.to(f32) + eps);
  store(y + r * n + columns, (v * inverse * load(w + columns, mask).to(f32)).to(bf16), mask);
  return k.build();
}

ExampleCheck check_rms_norm(Device& device) {
  Kernel kernel = rms_norm(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  std::vector<double> results, expected;
  const int rows = 3;
  const float eps = 1e-6f;
  for (int n : {64, 1000, 2048}) {
    std::vector<BFloat16> x(rows * n), w(n);
    const auto xs_float = random_floats(rows * n, n, -2, 2), ws_float = random_floats(n, n + 5, 0.5, 1.5);
    for (int i = 0; i < rows * n; ++i) x[i].bits = to_bf16(xs_float[i]);
    for (int i = 0; i < n; ++i) w[i].bits = to_bf16(ws_float[i]);
    auto xs = DeviceBuffer::upload(device, x), ws = DeviceBuffer::upload(device, w);
    DeviceBuffer ys(device, ElementType::bf16, {rows, n});
    loaded.launch({.grid = {rows}, .block = {block}}, xs, ws, ys, n, eps);
    for (BFloat16 value : ys.download<BFloat16>()) results.push_back(from_bf16(value.bits));
    for (int r = 0; r < rows; ++r) {
      double squares = 0;
      for (int c = 0; c < n; ++c) squares += double(from_bf16(x[r * n + c].bits)) * from_bf16(x[r * n + c].bits);
      const double inverse = 1 / std::sqrt(squares / n + eps);
      for (int c = 0; c < n; ++c) expected.push_back(from_bf16(x[r * n + c].bits) * inverse * from_bf16(w[c].bits));
    }
  }
  // The output is bf16: within one bf16 rounding (2^-8 relative) plus f32 noise.
  return compare(results, expected, {1e-6, 1.0 / 128}, "3 rows of 64, 1000, 2048 (bf16)");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("rms_norm")
