#pragma once
// Links a relocatable AMDGPU object into a loadable code object (.hsaco, ET_DYN) with lld,
// inside this process. The input is an anonymous in-memory file (memfd) and the output a pipe,
// both named to lld as /proc/self/fd/N: nothing touches the disk and no subprocess runs.

#include <cstdint>
#include <span>
#include <vector>

namespace gfxtile {

// Thread-safe: lld keeps global state, so links are serialised (compilation is not).
std::vector<uint8_t> link_code_object(std::span<const uint8_t> relocatable_object);

}  // namespace gfxtile
