#pragma once
// AOT bundles: named kernels compiled for a list of targets into <kernel>.<target>.hsaco files,
// one C++ header per kernel with a typed launcher over hipModuleLaunchKernel (aot_header.h), and
// manifest.json describing them. Nothing of gfxtile is needed to use the bundle.

#include <filesystem>
#include <string>
#include <vector>

#include "core/target.h"
#include "runtime/jit.h"
#include "runtime/kernel_registry.h"

namespace gfxtile {

struct AotRequest {
  std::vector<KernelRequest> kernels;  // families of the registry with their parameters
  std::vector<TargetId> targets;
  std::filesystem::path output;
  // Leave out (family, target) pairs the family is not written for, instead of failing.
  bool skip_unsupported_targets = false;
};

struct AotResult {
  std::vector<std::filesystem::path> files;  // every file written, manifest last
};

// "gfx942:sramecc+" -> "gfx942_sramecc+": the target's part of a file name.
std::string target_file_part(const TargetId& target);

// Compiles through `compiler` (so bundles share the JIT cache) and writes the bundle. Throws Error
// when a kernel is unknown, does not compile, or its argument layout differs between targets.
// A family's code objects are named by ResolvedKernel::bundle_name ("gdn_chunk_h_H16_HV32").
AotResult build_aot_bundle(const AotRequest& request, Compiler& compiler,
                           const KernelRegistry& registry = kernel_registry());

// `gfxtile aot` and the generators gfxtile_add_aot_kernels() builds from a user's sources:
// `--kernels NAME[:P=V,...][,NAME...] | --all, --targets T[,T...] -o DIR`, or `--list`. Returns the exit status;
// prints what it wrote, or the registry's families with --list.
int aot_main(const std::vector<std::string>& arguments, const KernelRegistry& registry = kernel_registry());

}  // namespace gfxtile
