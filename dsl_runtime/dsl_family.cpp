#include "dsl_runtime/dsl_family.h"

#include <map>
#include <memory>
#include <mutex>

#include "core/error.h"
#include "dsl_runtime/dsl_kernel.h"

namespace gfxtile {
namespace {

// The builders of every DSL family made here, by name, for build_dsl_kernel.
struct Builders {
  std::mutex mutex;
  std::map<std::string, DslBuildFunction, std::less<>> by_name;
};
Builders& builders() {
  static Builders instance;
  return instance;
}

}  // namespace

KernelFamily dsl_family(std::string name, std::string description, std::vector<KernelParameterSpec> parameters,
                        DslBuildFunction build, std::function<bool(const TargetProperties&)> supports) {
  if (!build) fail("kernel family '{}' needs a build function", name);
  {
    std::lock_guard lock(builders().mutex);
    builders().by_name[name] = build;
  }
  KernelFamily family;
  family.name = std::move(name);
  family.description = std::move(description);
  family.parameters = std::move(parameters);
  family.supports = std::move(supports);
  family.source = [build](const TargetId& target, const KernelParameters& values) {
    return dsl_source(build(target, values));
  };
  family.argument_types = [build](const TargetId& target, const KernelParameters& values) {
    return launcher_argument_types(build(target, values));
  };
  return family;
}

Kernel build_dsl_kernel(std::string_view family, const TargetId& target, const KernelParameters& parameters) {
  DslBuildFunction build;
  {
    std::lock_guard lock(builders().mutex);
    auto found = builders().by_name.find(family);
    if (found == builders().by_name.end()) fail("no DSL kernel family named '{}'", family);
    build = found->second;
  }
  return build(target, parameters);
}

}  // namespace gfxtile
