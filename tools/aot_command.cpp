// `gfxtile aot --kernels A,B:P=1 --targets T1,T2 -o DIR`: an AOT bundle of registered kernels
// (runtime/aot.h; the registry is filled by register_gfxtile_kernels()).

#include "runtime/aot.h"
#include "tools/commands.h"

namespace gfxtile::tools {

int aot_command(const Arguments& arguments) {
  register_gfxtile_kernels();
  return aot_main(arguments);
}

}  // namespace gfxtile::tools
