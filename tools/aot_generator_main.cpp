// main() of a downstream project's AOT generator: the project's kernel sources, linked into the
// same program, register their families (GFXTILE_REGISTER_KERNEL_FAMILY); this runs `gfxtile
// aot` over them (runtime/aot.h). Built by gfxtile_add_aot_kernels(NAME SOURCES ...).

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/aot.h"

int main(int argc, char** argv) {
  try {
    return gfxtile::aot_main(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const gfxtile::Error& error) {
    fmt::print(stderr, "{}: error: {}\n", argc > 0 ? argv[0] : "aot generator", error.what());
    return 1;
  }
}
