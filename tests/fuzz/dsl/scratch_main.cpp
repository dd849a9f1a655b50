#include <cstdio>
#include "dsl/dsl.h"
#include "testing/emulated_device.h"
#include "lowering/tile/compile.h"
using namespace gfxtile;
int main(int argc, char** argv) {
  const int mode = argc > 1 ? atoi(argv[1]) : 0;
  for (const char* name : {"gfx942", "gfx1250"}) {
    TargetId target = TargetId::parse(name);
    KernelBuilder k("repro", target, {.waves = 1});
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Layout layout = blocked({64}, {.per_thread = {2}, .lanes = {target.properties().wave_size}, .waves = {1}});
    Tensor offsets = arange(64, layout);
    Tensor v = load(x + offsets);
    Tensor w = mode == 0 ? minimum(-v, v) : mode == 1 ? -abs(v) : v;
    store(y + offsets, maximum(v, max(w)));
    Kernel kernel = k.build();
    if (argc > 2) puts(kernel_assembly(kernel).c_str());
    std::vector<float> xs(64);
    for (int i = 0; i < 64; ++i) xs[i] = (i % 7) - 3.0f - (i == 5 ? 0.5f : 0);
    testing::EmulatedDevice device;
    uint64_t px = device.upload(xs), py = device.allocate(256);
    device.launch(kernel, 1, {testing::pointer(px), testing::pointer(py)});
    auto r = device.download<float>(py, 64);
    printf("%s: y[0]=%g (expect max(x0, 0) = %g) y[1]=%g\n", name, r[0], std::max(xs[0], 0.f), r[1]);
  }
}
