#pragma once
// The GDN kernels as registry families "gdn.<kernel>" (kernels/README.md), for `gfxtile aot`.
#include "runtime/kernel_registry.h"

namespace gfxtile::gdn {

void register_kernels(KernelRegistry& registry);

// Each part of the family registers its own kernels (registry_part2.cpp: chunk_h, chunk_o).
void register_part2_kernels(KernelRegistry& registry);

}  // namespace gfxtile::gdn
