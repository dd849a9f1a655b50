#include "runtime/dump.h"

#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include "core/error.h"
#include "core/file.h"
#include "core/text.h"
#include "lowering/codegen.h"
#include "runtime/environment.h"

namespace gfxtile {
namespace {

void write_text(const std::filesystem::path& path, std::string_view text) {
  write_file(path.string(), text, "GFXTILE_DUMP");
}

std::string file_safe(std::string text) {
  for (char& character : text)
    if (!(std::isalnum(static_cast<unsigned char>(character)) || character == '_' || character == '-' ||
          character == '+'))
      character = '_';
  return text;
}

}  // namespace

DumpSettings DumpSettings::parse(std::string_view stages, std::filesystem::path directory) {
  DumpSettings settings;
  settings.directory = std::move(directory);
  for (std::string_view stage : split(stages, ',')) {
    if (stage == "ir") settings.ir = true;
    else if (stage == "llvm") settings.llvm = true;
    else if (stage == "isa") settings.isa = true;
    else if (stage == "all") settings.ir = settings.llvm = settings.isa = true;
    else if (!stage.empty()) fail("GFXTILE_DUMP: unknown stage '{}' (known: ir, llvm, isa, all)", stage);
  }
  return settings;
}

DumpSettings DumpSettings::from_environment() {
  const auto stages = environment_variable("GFXTILE_DUMP");
  if (!stages) return {};
  return parse(*stages, environment_variable("GFXTILE_DUMP_DIR").value_or("gfxtile-dump"));
}

void dump_stages(const DumpSettings& settings, const KernelSource& source, const TargetId& target,
                 const CompileOptions& options, const CacheKey& key, const llvm::Module& module) {
  if (!settings.any()) return;
  std::error_code error;
  std::filesystem::create_directories(settings.directory, error);
  if (error) fail("GFXTILE_DUMP: cannot create '{}': {}", settings.directory.string(), error.message());
  const std::string base = fmt::format("{}.{}.{}", file_safe(source.name.empty() ? "kernel" : source.name),
                                       file_safe(target.to_string()), key.hex().substr(0, 12));
  const auto path = [&](std::string_view extension) { return settings.directory / (base + std::string(extension)); };
  if (settings.ir) write_text(path(source.kind == "llvm-ir" ? ".input.ll" : ".ir.txt"), source.text);
  if (settings.llvm) {
    std::string text;
    llvm::raw_string_ostream stream(text);
    module.print(stream, nullptr);
    write_text(path(".ll"), text);
  }
  if (settings.isa) {
    auto copy = llvm::CloneModule(module);
    write_text(path(".s"), module_to_assembly(*copy, target, options.codegen()));
  }
}

}  // namespace gfxtile
