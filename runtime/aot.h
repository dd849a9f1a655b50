#pragma once
// AOT bundles: named kernels compiled for a list of targets into <kernel>.<target>.hsaco files,
// one C++ header per kernel with a typed launcher over hipModuleLaunchKernel (aot_header.h), and
// manifest.json describing them. Nothing of gfxtile is needed to use the bundle.

#include <filesystem>
#include <string>
#include <vector>

#include "core/target.h"
#include "runtime/jit.h"

namespace gfxtile {

struct AotRequest {
  std::vector<std::string> kernels;  // names from runtime/example_sources.h
  std::vector<TargetId> targets;
  std::filesystem::path output;
};

struct AotResult {
  std::vector<std::filesystem::path> files;  // every file written, manifest last
};

// "gfx942:sramecc+" -> "gfx942_sramecc+": the target's part of a file name.
std::string target_file_part(const TargetId& target);

// Compiles through `compiler` (so bundles share the JIT cache) and writes the bundle. Throws Error
// when a kernel is unknown, does not compile, or its argument layout differs between targets.
AotResult build_aot_bundle(const AotRequest& request, Compiler& compiler);

}  // namespace gfxtile
