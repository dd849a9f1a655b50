// Uses the generated launchers; without an AMD GPU it reports that and exits 0, since the test
// is that the bundle builds and links.
#include <cstdio>

#include "matrix_tile.h"
#include "vector_add.h"

int main() {
  // The bundle's choice of code object for a device (no GPU needed).
  struct Case {
    const char* built;
    const char* device;
    bool runs;
  };
  const Case cases[] = {
      {"gfx942", "gfx942:sramecc+:xnack-", true},
      {"gfx942:sramecc+", "gfx942:sramecc+:xnack-", true},
      {"gfx942:xnack+", "gfx942:sramecc+:xnack-", false},
      {"gfx950", "gfx942:sramecc+:xnack-", false},
      {"gfx950:sramecc+", "gfx950:sramecc+:xnack-", true},
      {"gfx1250", "gfx1250", true},
  };
  for (const Case& c : cases) {
    if (gfxtile_aot::target_runs_on(c.built, c.device) != c.runs) {
      std::printf("consumer: target_runs_on(%s, %s) should be %d\n", c.built, c.device, c.runs);
      return 1;
    }
  }
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess || count == 0) {
    std::printf("consumer: built with %zu vector_add and %zu matrix_tile code objects; no HIP device here\n",
                gfxtile_aot::vector_add::kTargetCount, gfxtile_aot::matrix_tile::kTargetCount);
    return 0;
  }
  gfxtile_aot::vector_add::Kernel vector_add;
  if (vector_add.load(EXAMPLE_KERNELS_BUNDLE_DIR) != hipSuccess) {
    std::printf("consumer: no code object for this GPU\n");
    return 1;
  }
  const int n = 1024;
  float *x = nullptr, *y = nullptr, *z = nullptr;
  if (hipMalloc(reinterpret_cast<void**>(&x), n * sizeof(float)) != hipSuccess ||
      hipMalloc(reinterpret_cast<void**>(&y), n * sizeof(float)) != hipSuccess ||
      hipMalloc(reinterpret_cast<void**>(&z), n * sizeof(float)) != hipSuccess)
    return 1;
  const hipError_t status = vector_add.launch(dim3(n / 256), dim3(256), 0, nullptr, x, y, z, n);
  std::printf("consumer: launch %s\n", status == hipSuccess ? "ok" : "failed");
  (void)hipDeviceSynchronize();
  (void)hipFree(x);
  (void)hipFree(y);
  (void)hipFree(z);
  return status == hipSuccess ? 0 : 1;
}
