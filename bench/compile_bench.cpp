// Time to compile the example kernels from LLVM IR to .hsaco, per target: the optimisation
// pipeline + code generation, and the in-process lld link, medians of several runs.
// Prints a table, then one JSON object (for tracking) on the last line.

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "core/target.h"
#include "examples/ir_kernels.h"
#include "lowering/codegen.h"
#include "lowering/linker.h"

using namespace gfxtile;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
  fmt::print("compile time, LLVM IR -> .hsaco, median of {} runs (LLVM {})\n\n", runs, llvm_version());
  fmt::print("{:<12} {:<8} {:>12} {:>10} {:>10} {:>8}\n", "kernel", "target", "codegen ms", "link ms", "total ms", "bytes");
  std::string json = "{\"benchmark\":\"compile\",\"runs\":" + std::to_string(runs) + ",\"results\":[";
  bool first = true;
  for (const TargetProperties& properties : supported_targets()) {
    const TargetId target{.architecture = properties.architecture};
    for (const auto& example : examples::example_kernels()) {
      std::vector<double> codegen, link, total;
      size_t bytes = 0;
      for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        llvm::LLVMContext context;
        auto module = example.build(context, target);
        auto object = compile_module_to_object(*module, target);
        const double codegen_ms = milliseconds_since(start);
        const auto link_start = Clock::now();
        bytes = link_code_object(object).size();
        link.push_back(milliseconds_since(link_start));
        codegen.push_back(codegen_ms);
        total.push_back(milliseconds_since(start));
      }
      fmt::print("{:<12} {:<8} {:>12.2f} {:>10.2f} {:>10.2f} {:>8}\n", example.name, properties.name, median(codegen),
                 median(link), median(total), bytes);
      json += fmt::format("{}{{\"kernel\":\"{}\",\"target\":\"{}\",\"codegen_ms\":{:.3f},\"link_ms\":{:.3f},"
                          "\"total_ms\":{:.3f},\"bytes\":{}}}",
                          first ? "" : ",", example.name, properties.name, median(codegen), median(link),
                          median(total), bytes);
      first = false;
    }
  }
  json += "]}";
  fmt::print("\n{}\n", json);
  return 0;
}
