#pragma once
// The environment settings the runtime reads, and which of them change generated code (and so
// belong in the cache key).

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gfxtile {

// The variable's value; nullopt when unset or empty.
std::optional<std::string> environment_variable(const char* name);

// Whether a GFXTILE_* variable may change generated code. Conservative: every GFXTILE_* name is
// assumed to, except the runtime's own switches (cache, dumps, device and target choice, HIP
// library path) and the emulator's GFXTILE_EMU_* settings, which never reach the compiler. A
// knob someone adds later is therefore in the key without anyone remembering to add it.
bool environment_changes_code(std::string_view name);

// The code-changing GFXTILE_* settings of this process, sorted by name.
using EnvironmentSettings = std::vector<std::pair<std::string, std::string>>;
EnvironmentSettings code_environment();

}  // namespace gfxtile
