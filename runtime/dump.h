#pragma once
// GFXTILE_DUMP=ir,llvm,isa (or "all") with GFXTILE_DUMP_DIR: each compiled kernel's stages as
// files <name>.<target>.<key prefix>.{ir.txt,ll,s}: the source text, the LLVM module before
// optimisation, and the target's assembly.

#include <filesystem>

#include "core/target.h"
#include "runtime/cache_key.h"
#include "runtime/kernel_source.h"

namespace llvm {
class Module;
}

namespace gfxtile {

struct DumpSettings {
  bool ir = false;
  bool llvm = false;
  bool isa = false;
  std::filesystem::path directory = "gfxtile-dump";

  bool any() const { return ir || llvm || isa; }
  // Throws Error naming the known stages when GFXTILE_DUMP lists an unknown one.
  static DumpSettings from_environment();
  static DumpSettings parse(std::string_view stages, std::filesystem::path directory);
};

// Writes the requested stages for one compilation. `module` is the unoptimised module; it is not
// modified (the assembly is produced from a copy).
void dump_stages(const DumpSettings& settings, const KernelSource& source, const TargetId& target,
                 const CompileOptions& options, const CacheKey& key, const llvm::Module& module);

}  // namespace gfxtile
