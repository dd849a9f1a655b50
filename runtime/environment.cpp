#include "runtime/environment.h"

#include <algorithm>
#include <array>
#include <cstdlib>

extern char** environ;

namespace gfxtile {
namespace {

// Settings that steer the runtime but never the code it compiles. GFXTILE_ARCH picks the target,
// and the resolved target id is itself part of the key.
constexpr std::array<std::string_view, 8> kRuntimeOnly = {
    "GFXTILE_CACHE", "GFXTILE_CACHE_DIR", "GFXTILE_DUMP",        "GFXTILE_DUMP_DIR",
    "GFXTILE_DEVICE", "GFXTILE_ARCH",     "GFXTILE_HIP_LIBRARY", "GFXTILE_QUIET",
};

}  // namespace

std::optional<std::string> environment_variable(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  return std::string(value);
}

bool environment_changes_code(std::string_view name) {
  if (!name.starts_with("GFXTILE_")) return false;
  if (name.starts_with("GFXTILE_EMU_")) return false;
  return std::find(kRuntimeOnly.begin(), kRuntimeOnly.end(), name) == kRuntimeOnly.end();
}

EnvironmentSettings code_environment() {
  EnvironmentSettings settings;
  for (char** entry = environ; entry != nullptr && *entry != nullptr; ++entry) {
    std::string_view text(*entry);
    const auto equals = text.find('=');
    if (equals == std::string_view::npos) continue;
    std::string_view name = text.substr(0, equals);
    if (environment_changes_code(name))
      settings.emplace_back(std::string(name), std::string(text.substr(equals + 1)));
  }
  std::sort(settings.begin(), settings.end());
  return settings;
}

}  // namespace gfxtile
