#pragma once
// What the DSL examples share: handing a tile-IR kernel to the runtime's JIT, running it on an
// emulated device per target, and the registry `gfxtile demo` can walk.

#include <functional>
#include <string>
#include <vector>

#include "dsl/dsl.h"
#include "dsl_runtime/dsl_kernel.h"
#include "runtime/device.h"
#include "runtime/kernel_registry.h"
#include "testing/numbers.h"
#include "testing/random.h"

namespace gfxtile::examples {

using testing::from_bf16;
using testing::to_bf16;

// What an example's self-check found.
struct ExampleCheck {
  bool ok = false;
  std::string detail;  // "max error 2.4e-07 over 3 shapes"
};

struct DslExample {
  std::string name;
  std::function<Kernel(const TargetId&)> build;     // the kernel for one target (for IR goldens and benchmarks)
  std::function<ExampleCheck(Device&)> run;        // builds, runs and checks on a device
  // The targets it is written for (null: every target); gemm_tdm needs the tensor data mover.
  std::function<bool(const TargetProperties&)> supports = nullptr;
  bool runs_on(const TargetProperties& target) const { return !supports || supports(target); }
};

// vector_add, softmax, rms_norm, layer_norm, cumsum, gemm, gemm_fp8, gemm_pipelined, gemm_pipelined_fp8
// on every target; gemm_tdm on the targets with a tensor data mover (gfx1250).
const std::vector<DslExample>& dsl_examples();

// An example's main(): for gfx942, gfx950 and gfx1250 compile, run on the emulator and print one
// line each; non-zero exit when any check fails.
int example_main(const std::string& name);

// What `gfxtile demo` needs: every example on every target, compiled, run on an emulated device
// and checked; errors (compile failures, faults) become failed results, never exceptions.
struct DemoResult {
  std::string example, target;
  bool ok = false;
  std::string detail;
  double milliseconds = 0;  // build, compile, run and check
};
std::vector<DemoResult> run_dsl_examples();

// Shared by the examples' checks.
struct Tolerance {
  double absolute = 0, relative = 0;
};
// Largest |result - expected| beyond tolerance; fills `detail` with the worst index.
ExampleCheck compare(const std::vector<double>& result, const std::vector<double>& expected, Tolerance tolerance,
                     const std::string& what);
inline std::vector<float> random_floats(size_t count, uint64_t seed, float low, float high) {
  return testing::Random(seed).floats(count, low, high);
}
// E4M3 in the target's flavour: FNUZ (gfx942) or OCP.
inline double decode_e4m3(uint8_t bits, bool fnuz) {
  return testing::from_float8(bits, fnuz ? testing::Float8Format::e4m3fnuz : testing::Float8Format::e4m3);
}
inline uint8_t encode_e4m3(double value, bool fnuz) {
  return testing::to_float8(value, fnuz ? testing::Float8Format::e4m3fnuz : testing::Float8Format::e4m3);
}

// The DSL examples as kernel families "examples.<name>" (no parameters), for `gfxtile aot`.
void register_dsl_examples(KernelRegistry& registry);

// Defined by each example file.
Kernel vector_add(const TargetId& target);
ExampleCheck check_vector_add(Device& device);
Kernel softmax(const TargetId& target);
ExampleCheck check_softmax(Device& device);
Kernel rms_norm(const TargetId& target);
ExampleCheck check_rms_norm(Device& device);
Kernel layer_norm(const TargetId& target);
ExampleCheck check_layer_norm(Device& device);
Kernel cumsum_rows(const TargetId& target);
ExampleCheck check_cumsum_rows(Device& device);
Kernel gemm(const TargetId& target);
ExampleCheck check_gemm(Device& device);
Kernel gemm_fp8(const TargetId& target);
ExampleCheck check_gemm_fp8(Device& device);
// gfx1250 only (the tensor data mover); the check says so on other targets.
Kernel gemm_tdm(const TargetId& target);
ExampleCheck check_gemm_tdm(Device& device);
// The GEMM of gemm.cpp for A/B elements of `dtype`, looping over K in steps of `tile_k`.
Kernel gemm_tile(const TargetId& target, const std::string& name, DType dtype, int tile_k);
// gemm_pipelined.cpp: the GEMM with a three-stage asynchronous main loop; `aligned` promises K and
// N multiples of 16 bytes of elements (the copies then go through the DMA).
Kernel gemm_pipelined(const TargetId& target);
ExampleCheck check_gemm_pipelined(Device& device);
Kernel gemm_pipelined_fp8(const TargetId& target);
ExampleCheck check_gemm_pipelined_fp8(Device& device);
Kernel gemm_pipelined_tile(const TargetId& target, const std::string& name, DType dtype, int tile_k, bool aligned);

}  // namespace gfxtile::examples

// Each example file ends with GFXTILE_EXAMPLE_MAIN("name"): its own program, unless it is being
// compiled into the examples library.
#ifdef GFXTILE_EXAMPLES_LIBRARY
#define GFXTILE_EXAMPLE_MAIN(name)
#else
#define GFXTILE_EXAMPLE_MAIN(name) \
  int main() { return gfxtile::examples::example_main(name); }
#endif
