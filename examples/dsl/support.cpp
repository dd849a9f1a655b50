#include "examples/dsl/support.h"

#include <chrono>
#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include <llvm/IR/Module.h>

#include "dsl_runtime/dsl_family.h"
#include "runtime/emulator_device.h"

namespace gfxtile::examples {

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
      DemoResult result{example.name, std::string(properties.name), false, {}, 0};
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

void register_dsl_examples(KernelRegistry& registry) {
  for (const DslExample& example : dsl_examples()) {
    std::function<Kernel(const TargetId&)> build = example.build;
    auto supports = example.supports;
    const std::string name = example.name;
    registry.add(dsl_family(
        "examples." + name, "DSL example " + name + " (examples/dsl/" + name + ".cpp)", {},
        [build](const TargetId& target, const KernelParameters&) { return build(target); }, supports));
  }
}

}  // namespace gfxtile::examples
