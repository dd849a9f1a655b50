#pragma once
// Registering DSL kernel families: a function that builds the `Kernel` for a target and the
// family's parameters becomes a KernelFamily (runtime/kernel_registry.h) whose source is the
// built kernel's tile IR and whose launcher types come from the kernel's own arguments.
//
//   GFXTILE_REGISTER_KERNEL_FAMILY(scale, gfxtile::dsl_family(
//       "user.scale", "y = a * x", {{"block", ParameterKind::integer, "256", "elements per workgroup"}},
//       [](const TargetId& target, const KernelParameters& p) { return scale(target, p.integer("block")); }));

#include <functional>
#include <string>
#include <vector>

#include "dsl/ir.h"
#include "runtime/kernel_registry.h"

namespace gfxtile {

using DslBuildFunction = std::function<Kernel(const TargetId&, const KernelParameters&)>;

KernelFamily dsl_family(std::string name, std::string description, std::vector<KernelParameterSpec> parameters,
                        DslBuildFunction build, std::function<bool(const TargetProperties&)> supports = nullptr);

// Builds a registered DSL family's kernel (the registry keeps only sources; this keeps the
// builder too, for callers that want the Kernel itself: benchmarks, reports).
Kernel build_dsl_kernel(std::string_view family, const TargetId& target, const KernelParameters& parameters);

}  // namespace gfxtile
