// `gfxtile aot` as a library call, so the generators of downstream projects
// (gfxtile_add_aot_kernels with SOURCES) run the same command over their own registered kernels.

#include <fmt/format.h>

#include "core/error.h"
#include "core/text.h"
#include "runtime/aot.h"

namespace gfxtile {
namespace {

std::string describe_families(const KernelRegistry& registry) {
  std::string text;
  for (const KernelFamily* family : registry.families()) {
    std::string parameters;
    for (const auto& spec : family->parameters)
      parameters += fmt::format("{}{}{}", parameters.empty() ? "" : ",", spec.name,
                                spec.default_value.empty() ? "" : "=" + spec.default_value);
    text += fmt::format("  {:<24} {}{}\n", family->name, family->description,
                        parameters.empty() ? "" : fmt::format(" [{}]", parameters));
  }
  return text.empty() ? "  (none registered)\n" : text;
}

}  // namespace

int aot_main(const std::vector<std::string>& arguments, const KernelRegistry& registry) {
  AotRequest request;
  bool list = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    auto value = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    if (arguments[i] == "--kernels") {
      for (auto& kernel : KernelRequest::parse_list(value())) request.kernels.push_back(std::move(kernel));
    } else if (arguments[i] == "--targets") {
      const std::string targets = value();
      for (std::string_view target : split(targets, ','))
        if (!target.empty()) request.targets.push_back(TargetId::parse(target));
    } else if (arguments[i] == "-o") {
      request.output = value();
    } else if (arguments[i] == "--list") {
      list = true;
    } else if (arguments[i] == "--all") {
      // Every family at its default parameters (a family without defaults for all is an Error).
      for (const KernelFamily* family : registry.families()) request.kernels.push_back({family->name, {}});
      request.skip_unsupported_targets = true;
    } else {
      fail("aot: unknown argument '{}'", arguments[i]);
    }
  }
  if (list) {
    fmt::print("{}", describe_families(registry));
    return 0;
  }
  if (request.kernels.empty() || request.targets.empty() || request.output.empty())
    fail("usage: aot --kernels NAME[:PARAMETER=VALUE,...][,NAME...] --targets TARGET[,TARGET...] -o DIR\n"
         "kernels:\n{}", describe_families(registry));
  const AotResult result = build_aot_bundle(request, default_compiler(), registry);
  for (const auto& file : result.files) fmt::print("{}\n", file.string());
  return 0;
}

}  // namespace gfxtile
