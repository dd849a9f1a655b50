// Row softmax: one row of up to 1024 elements per workgroup. The row max and the sum come from
// reductions across lanes (DPP/swizzles) and across the four waves (LDS).

#include <cmath>

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

Kernel softmax(const TargetId& target) {
  KernelBuilder k("softmax", target);
  Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({1024}, {.per_thread = {4}});
  Tensor row = program_id(0);
  Tensor columns = arange(1024, layout);
  Tensor mask = columns < n;
  Tensor v = load(x + row * n + columns, mask, -INFINITY);
  Tensor e = exp(v - max(v));
  store(y + row * n + columns, e / sum(e), mask);
  return k.build();
}

ExampleCheck check_softmax(Device& device) {
  Kernel kernel = softmax(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  std::vector<double> results, expected;
  const int rows = 4;
  for (int n : {1, 100, 1024}) {
    const auto x = random_floats(rows * n, n, -8, 8);
    auto xs = DeviceBuffer::upload(device, x);
    DeviceBuffer ys(device, ElementType::f32, {rows, n});
    loaded.launch({.grid = {rows}, .block = {block}}, xs, ys, n);
    for (float value : ys.download<float>()) results.push_back(value);
    for (int r = 0; r < rows; ++r) {
      double top = -INFINITY, total = 0;
      for (int c = 0; c < n; ++c) top = std::max(top, double(x[r * n + c]));
      for (int c = 0; c < n; ++c) total += std::exp(x[r * n + c] - top);
      for (int c = 0; c < n; ++c) expected.push_back(std::exp(x[r * n + c] - top) / total);
    }
  }
  return compare(results, expected, {1e-7, 1e-5}, "4 rows of 1, 100, 1024");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("softmax")
