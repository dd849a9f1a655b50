#pragma once
// The GDN kernel families (`gdn.<kernel>`), for `gfxtile aot` and the `gfxtile` command.

#include "runtime/kernel_registry.h"

namespace gfxtile::gdn {

void register_kernels(KernelRegistry& registry);

// Each part of the family registers its own kernels (registry_<part>.cpp).
void register_decode_kernels(KernelRegistry& registry);

}  // namespace gfxtile::gdn
