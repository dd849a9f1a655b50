// `gfxtile demo`: the main job. For now it compiles each example kernel for each target and
// prints the code object's report; later it also runs them on the emulator.

#include <chrono>

#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "core/error.h"
#include "examples/ir_kernels.h"
#include "hsaco/code_object.h"
#include "hsaco/report.h"
#include "lowering/codegen.h"
#include "tools/commands.h"

namespace gfxtile::tools {

int demo_command(const Arguments& arguments) {
  ReportOptions options;
  for (const auto& argument : arguments) {
    if (argument == "--isa") options.listing = true;
    else fail("demo: unknown option '{}' (known: --isa)", argument);
  }
  int failures = 0, successes = 0;
  std::string summary;
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
        fmt::print("=== {} for {} ({} bytes, compiled in {:.1f} ms)\n{}\n", example.name, target.to_string(),
                   object.bytes().size(), milliseconds, format_report(object, options));
        summary += fmt::format("  {:<12} {:<8} ok   ({:.1f} ms)\n", example.name, target.to_string(), milliseconds);
        ++successes;
      } catch (const Error& error) {
        summary += fmt::format("  {:<12} {:<8} FAIL {}\n", example.name, target.to_string(), error.what());
        ++failures;
      }
    }
  }
  fmt::print("summary:\n{}{} ok, {} failed\n", summary, successes, failures);
  return failures == 0 ? 0 : 1;
}

}  // namespace gfxtile::tools
