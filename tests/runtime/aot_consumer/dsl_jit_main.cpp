// JIT of the consumer project's own DSL kernel: build it for the device's target, compile and
// load it in one call (dsl_runtime/dsl_kernel.h), launch, check.
#include <cstdio>
#include <vector>

#include "dsl_runtime/dsl_kernel.h"
#include "my_kernels.h"
#include "runtime/buffer.h"
#include "runtime/emulator_device.h"

int main() {
  const int n = 5000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = 0.5f * static_cast<float>(i % 97), y[i] = static_cast<float>(i % 13) - 6.0f;
  for (const char* target : {"gfx942", "gfx950", "gfx1250"}) {
    auto device = gfxtile::open_emulator_device(gfxtile::TargetId::parse(target));
    gfxtile::LoadedKernel kernel = gfxtile::load(*device, consumer::axpby(device->target(), 1024));
    const uint32_t block = static_cast<uint32_t>(consumer::axpby(device->target(), 1024).workgroup_size());
    auto xs = gfxtile::DeviceBuffer::upload(*device, x), ys = gfxtile::DeviceBuffer::upload(*device, y);
    auto zs = gfxtile::DeviceBuffer::upload(*device, std::vector<float>(n, 0.0f));
    kernel.launch({.grid = {(n + 1023) / 1024}, .block = {block}}, xs, ys, zs, 2.0f, 1.0f, n);
    device->synchronize();
    const std::vector<float> z = zs.download<float>();
    for (int i = 0; i < n; ++i)
      if (z[i] != 2.0f * x[i] + y[i]) {  // exact: x has one significant bit pattern of 8 bits
        std::printf("dsl jit consumer: %s z[%d] = %g, expected %g\n", target, i, z[i], 2.0f * x[i] + y[i]);
        return 1;
      }
  }
  std::printf("dsl jit consumer: %d results correct on gfx942, gfx950, gfx1250\n", n);
  return 0;
}
