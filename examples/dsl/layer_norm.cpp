// LayerNorm: y = (x - mean) * rsqrt(var + eps) * w + b over rows of up to 1024 elements, f32.
// Masked-off lanes load 0 and are excluded from the variance with select().

#include <cmath>

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

Kernel layer_norm(const TargetId& target) {
  KernelBuilder k("layer_norm", target);
  Tensor x = k.arg<const float*>("x"), w = k.arg<const float*>("w"), b = k.arg<const float*>("b");
  Tensor y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n");
  Tensor eps = k.arg<float>("eps");
  Layout row = blocked({1024}, {.per_thread = {4}});
  Tensor r = program_id(0);
  Tensor columns = arange(1024, row);
  Tensor mask = columns < n;
  Tensor v = load(x + r * n + columns, mask);
  Tensor mean = sum(v) / n.to(f32);
  Tensor centered = select(mask, v - mean, 0.0f);
  Tensor inverse = rsqrt(sum(centered * centered) / n.to(f32) + eps);
  store(y + r * n + columns, centered * inverse * load(w + columns, mask) + load(b + columns, mask), mask);
  return k.build();
}

ExampleCheck check_layer_norm(Device& device) {
  Kernel kernel = layer_norm(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  std::vector<double> results, expected;
  const int rows = 3;
  const float eps = 1e-5f;
  for (int n : {7, 512, 1000}) {
    const auto x = random_floats(rows * n, n, -3, 5), w = random_floats(n, n + 1, 0.5, 1.5),
               b = random_floats(n, n + 2, -1, 1);
    auto xs = DeviceBuffer::upload(device, x), ws = DeviceBuffer::upload(device, w), bs = DeviceBuffer::upload(device, b);
    DeviceBuffer ys(device, ElementType::f32, {rows, n});
    loaded.launch({.grid = {rows}, .block = {block}}, xs, ws, bs, ys, n, eps);
    for (float value : ys.download<float>()) results.push_back(value);
    for (int r = 0; r < rows; ++r) {
      double mean = 0, variance = 0;
      for (int c = 0; c < n; ++c) mean += x[r * n + c];
      mean /= n;
      for (int c = 0; c < n; ++c) variance += (x[r * n + c] - mean) * (x[r * n + c] - mean);
      variance /= n;
      for (int c = 0; c < n; ++c) expected.push_back((x[r * n + c] - mean) / std::sqrt(variance + eps) * w[c] + b[c]);
    }
  }
  return compare(results, expected, {1e-5, 1e-5}, "3 rows of 7, 512, 1000");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("layer_norm")
