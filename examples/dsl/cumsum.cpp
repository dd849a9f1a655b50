// Row-wise inclusive prefix sums: one row of up to 1024 elements per workgroup of one wave. The
// scan runs within each thread's registers, then across lanes, then carries between the tile's
// repetitions (the layout repeats a 4-per-thread tile along the row).

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

Kernel cumsum_rows(const TargetId& target) {
  KernelBuilder k("cumsum", target, {.waves = 1});
  Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n");
  Layout row = blocked({1024}, {.per_thread = {4}});
  Tensor r = program_id(0);
  Tensor columns = arange(1024, row);
  Tensor mask = columns < n;
  store(y + r * n + columns, cumsum(load(x + r * n + columns, mask)), mask);
  return k.build();
}

ExampleCheck check_cumsum_rows(Device& device) {
  Kernel kernel = cumsum_rows(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  std::vector<double> results, expected;
  const int rows = 3;
  for (int n : {1, 333, 1024}) {
    const auto x = random_floats(rows * n, n, -1, 1);
    auto xs = DeviceBuffer::upload(device, x);
    DeviceBuffer ys(device, ElementType::f32, {rows, n});
    loaded.launch({.grid = {rows}, .block = {block}}, xs, ys, n);
    for (float value : ys.download<float>()) results.push_back(value);
    for (int r = 0; r < rows; ++r) {
      double running = 0;
      for (int c = 0; c < n; ++c) expected.push_back(running += x[r * n + c]);
    }
  }
  // f32 partial sums of up to 1024 terms in [-1, 1].
  return compare(results, expected, {1e-4, 1e-6}, "3 rows of 1, 333, 1024");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("cumsum")
