// `gfxtile aot --kernels A,B --targets T1,T2 -o DIR`: an AOT bundle (runtime/aot.h).

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/aot.h"
#include "runtime/example_sources.h"
#include "tools/commands.h"

namespace gfxtile::tools {
namespace {

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = text.find(',', start);
    const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!part.empty()) parts.push_back(part);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return parts;
}

}  // namespace

int aot_command(const Arguments& arguments) {
  AotRequest request;
  for (size_t i = 0; i < arguments.size(); ++i) {
    auto value = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    if (arguments[i] == "--kernels") {
      request.kernels = split(value());
    } else if (arguments[i] == "--targets") {
      for (const auto& target : split(value())) request.targets.push_back(TargetId::parse(target));
    } else if (arguments[i] == "-o") {
      request.output = value();
    } else {
      fail("aot: unknown argument '{}'", arguments[i]);
    }
  }
  if (request.kernels.empty() || request.targets.empty() || request.output.empty()) {
    std::string known;
    for (const auto& kernel : named_kernels()) known += (known.empty() ? "" : ", ") + kernel.name;
    fail("usage: gfxtile aot --kernels NAME[,NAME...] --targets TARGET[,TARGET...] -o DIR (kernels: {})", known);
  }
  const AotResult result = build_aot_bundle(request, default_compiler());
  for (const auto& file : result.files) fmt::print("{}\n", file.string());
  return 0;
}

}  // namespace gfxtile::tools
