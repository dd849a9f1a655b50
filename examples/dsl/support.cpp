#include "examples/dsl/support.h"

#include <chrono>
#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include <llvm/IR/Module.h>

#include "lowering/tile/compile.h"
#include "runtime/emulator_device.h"

namespace gfxtile::examples {

KernelSource tile_source(Kernel kernel) {
  auto shared = std::make_shared<const Kernel>(std::move(kernel));
  return KernelSource::front_end(shared->name, "tile-ir", shared->to_text(),
                                 [shared](llvm::LLVMContext& context, const TargetId& target, const CompileOptions&) {
                                   if (!(target == shared->target))
                                     fail("kernel '{}' was built for {}; build it again for {}", shared->name,
                                          shared->target.to_string(), target.to_string());
                                   return lower_to_llvm(*shared, context);
                                 });
}

const std::vector<DslExample>& dsl_examples() {
  static const std::vector<DslExample> examples = {
      {"vector_add", vector_add, check_vector_add},
      {"softmax", softmax, check_softmax},
      {"rms_norm", rms_norm, check_rms_norm},
      {"layer_norm", layer_norm, check_layer_norm},
      {"cumsum", cumsum_rows, check_cumsum_rows},
      {"gemm", gemm, check_gemm},
      {"gemm_fp8", gemm_fp8, check_gemm_fp8},
      {"gemm_pipelined", gemm_pipelined, check_gemm_pipelined},
      {"gemm_pipelined_fp8", gemm_pipelined_fp8, check_gemm_pipelined_fp8},
      {"gemm_tdm", gemm_tdm, check_gemm_tdm, [](const TargetProperties& target) { return target.has_tensor_data_mover; }},
  };
  return examples;
}

std::vector<DemoResult> run_dsl_examples() {
  std::vector<DemoResult> results;
  for (const auto& example : dsl_examples())
    for (const TargetProperties& properties : supported_targets()) {
      if (!example.runs_on(properties)) continue;
      const TargetId target{.architecture = properties.architecture};
      DemoResult result{example.name, std::string(properties.name)};
      const auto start = std::chrono::steady_clock::now();
      try {
        std::unique_ptr<Device> device = open_emulator_device(target);
        const ExampleCheck check = example.run(*device);
        result.ok = check.ok;
        result.detail = check.detail;
      } catch (const Error& error) {
        result.detail = error.what();
      }
      result.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      results.push_back(std::move(result));
    }
  return results;
}

int example_main(const std::string& name) {
  const DslExample* example = nullptr;
  for (const auto& candidate : dsl_examples())
    if (candidate.name == name) example = &candidate;
  if (!example) {
    fmt::print(stderr, "no example named {}\n", name);
    return 2;
  }
  int failures = 0;
  for (const char* target_name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(target_name);
    if (!example->runs_on(target.properties())) continue;
    try {
      std::unique_ptr<Device> device = open_emulator_device(target);
      const ExampleCheck check = example->run(*device);
      fmt::print("{:<12} {:<8} {} {}\n", name, target_name, check.ok ? "ok  " : "FAIL", check.detail);
      failures += check.ok ? 0 : 1;
    } catch (const Error& error) {
      fmt::print("{:<12} {:<8} FAIL {}\n", name, target_name, error.what());
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}

ExampleCheck compare(const std::vector<double>& result, const std::vector<double>& expected, Tolerance tolerance,
                     const std::string& what) {
  double worst = 0;
  size_t worst_index = 0;
  bool ok = result.size() == expected.size();
  for (size_t i = 0; ok && i < result.size(); ++i) {
    const double error = std::fabs(result[i] - expected[i]);
    if (!(error <= tolerance.absolute + tolerance.relative * std::fabs(expected[i]))) ok = false, worst_index = i;
    if (error > worst || std::isnan(error)) worst = error, worst_index = ok ? worst_index : i;
  }
  if (ok) return {true, fmt::format("max error {:.2g} ({})", worst, what)};
  return {false, fmt::format("{}: element {} is {} but should be {}", what, worst_index,
                             worst_index < result.size() ? result[worst_index] : NAN, expected[worst_index])};
}

uint16_t to_bf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if (std::isnan(value)) return 0x7FC0;
  bits += 0x7FFF + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

float from_bf16(uint16_t bits) {
  const uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

std::vector<float> random_floats(size_t count, uint64_t seed, float low, float high) {
  std::vector<float> values(count);
  uint64_t state = seed * 0x9e3779b97f4a7c15ull + 1;
  for (auto& value : values) {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    value = low + (high - low) * static_cast<float>((state >> 16) % 1000000) / 1e6f;
  }
  return values;
}

double decode_e4m3(uint8_t bits, bool fnuz) {
  const int bias = fnuz ? 8 : 7, sign = bits >> 7, exponent = (bits >> 3) & 0xF, mantissa = bits & 7;
  if ((fnuz && bits == 0x80) || (!fnuz && exponent == 0xF && mantissa == 7)) return NAN;
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, -bias - 2) : std::ldexp(8 + mantissa, exponent - bias - 3);
  return sign ? -magnitude : magnitude;
}

uint8_t encode_e4m3(double value, bool fnuz) {
  int best = 0;
  double best_error = INFINITY;
  for (int code = 0; code < 256; ++code) {
    const double decoded = decode_e4m3(static_cast<uint8_t>(code), fnuz);
    if (std::isnan(decoded)) continue;
    const double error = std::fabs(decoded - value);
    if (error < best_error || (error == best_error && (code & 1) == 0)) best = code, best_error = error;
  }
  return static_cast<uint8_t>(best);
}

}  // namespace gfxtile::examples
