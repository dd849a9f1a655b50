#include "kernels/gdn/registry.h"

namespace gfxtile::gdn {

void register_kernels(KernelRegistry& registry) {
  register_part1_kernels(registry);
  register_part2_kernels(registry);
  register_decode_kernels(registry);
}

}  // namespace gfxtile::gdn
