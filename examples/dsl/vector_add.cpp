// Vector add: z = x + y. 1024 elements per workgroup, four per thread (one 128-bit access each),
// the tail past n masked off.

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

Kernel vector_add(const TargetId& target) {
  KernelBuilder k("vector_add", target);
  Tensor x = k.arg<const float*>("x"), y = k.arg<const float*>("y");
  Tensor z = k.arg<float*>("z");
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({1024}, {.per_thread = {4}});
  Tensor offsets = program_id(0) * 1024 + arange(1024, layout);
  Tensor mask = offsets < n;
  store(z + offsets, load(x + offsets, mask) + load(y + offsets, mask), mask);
  return k.build();
}

ExampleCheck check_vector_add(Device& device) {
  Kernel kernel = vector_add(device.target());
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  std::vector<double> results, expected;
  for (int n : {1000, 4096, 5001}) {
    const auto x = random_floats(n, n, -1, 1), y = random_floats(n, n + 1, -1, 1);
    auto xs = DeviceBuffer::upload(device, x), ys = DeviceBuffer::upload(device, y);
    DeviceBuffer zs(device, ElementType::f32, {n});
    loaded.launch({.grid = {static_cast<uint32_t>((n + 1023) / 1024)}, .block = {block}},
                  xs, ys, zs, n);
    for (float value : zs.download<float>()) results.push_back(value);
    for (int i = 0; i < n; ++i) expected.push_back(double(x[i]) + double(y[i]));
  }
  // One rounding of an exact sum: within half an ulp of the fp64 sum.
  return compare(results, expected, {0, 6e-8}, "n = 1000, 4096, 5001");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("vector_add")
