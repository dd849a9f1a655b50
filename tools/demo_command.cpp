// `gfxtile demo`: the main job. Every DSL example (examples/dsl) is compiled for gfx942, gfx950
// and gfx1250, run on the emulator and checked against its host reference; the IRBuilder
// examples (examples/ir_kernels.h) are compiled for each target and inspected. One line per
// (example, target), then the totals; the exit code is non-zero on any failure.

#include <chrono>

#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "core/error.h"
#include "examples/dsl/support.h"
#include "examples/ir_kernels.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "hsaco/report.h"
#include "lowering/codegen.h"
#include "tools/commands.h"

namespace gfxtile::tools {
namespace {

struct Totals {
  int ok = 0, failed = 0;
};

void print_result(Totals& totals, std::string_view example, std::string_view target, bool ok, double milliseconds,
                  std::string_view detail) {
  fmt::print("  {:<20} {:<8} {:<4} {:>8.1f} ms  {}\n", example, target, ok ? "ok" : "FAIL", milliseconds, detail);
  (ok ? totals.ok : totals.failed) += 1;
}

// Compiles each IRBuilder example for each target; `report` prints the full code object report.
void compile_ir_examples(Totals& totals, const ReportOptions* report) {
  for (const TargetProperties& target_properties : supported_targets()) {
    const TargetId target{.architecture = target_properties.architecture};
    for (const auto& example : examples::example_kernels()) {
      const auto start = std::chrono::steady_clock::now();
      try {
        llvm::LLVMContext context;
        auto module = example.build(context, target);
        CodeObject object = CodeObject::parse(compile_module(*module, target));
        const double milliseconds =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        const KernelCode& kernel = object.kernels().at(0);
        const Occupancy occupancy = compute_occupancy(kernel.metadata, target_properties);
        print_result(totals, example.name, target.to_string(), true, milliseconds,
                     fmt::format("{} bytes, {} VGPRs, {} SGPRs, {} spills, {} waves/SIMD", object.bytes().size(),
                                 kernel.metadata.vgpr_count, kernel.metadata.sgpr_count,
                                 kernel.metadata.vgpr_spill_count + kernel.metadata.sgpr_spill_count,
                                 occupancy.waves_per_simd));
        if (report) fmt::print("{}\n", format_report(object, *report));
      } catch (const Error& error) {
        print_result(totals, example.name, target.to_string(), false, 0, error.what());
      }
    }
  }
}

}  // namespace

int demo_command(const Arguments& arguments) {
  ReportOptions options;
  bool report = false;
  for (const auto& argument : arguments) {
    if (argument == "--report") report = true;
    else if (argument == "--isa") report = options.listing = true;
    else fail("demo: unknown option '{}' (known: --report, --isa)", argument);
  }
  Totals totals;
  fmt::print("DSL examples: compiled, run on the emulator, checked against host references\n");
  for (const examples::DemoResult& result : examples::run_dsl_examples())
    print_result(totals, result.example, result.target, result.ok, result.milliseconds, result.detail);
#ifdef GFXTILE_HAVE_GDN
  fmt::print("\nGDN prefill chain (kernels/gdn): run on the emulator, checked against the fp64 token recurrence\n");
  for (const TargetProperties& properties : supported_targets()) {
    const TargetId target{.architecture = properties.architecture};
    const GdnDemoLine line = gdn_demo(target);
    print_result(totals, line.example, line.target, line.ok, line.milliseconds, line.detail);
  }
#endif
  fmt::print("\nLLVM IRBuilder examples: compiled and inspected\n");
  compile_ir_examples(totals, report ? &options : nullptr);
  fmt::print("\n{} ok, {} failed\n", totals.ok, totals.failed);
  return totals.failed == 0 ? 0 : 1;
}

}  // namespace gfxtile::tools
