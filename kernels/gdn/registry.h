#pragma once
// The gdn family's kernels in the kernel registry (runtime/kernel_registry.h), for `gfxtile aot`.

#include "runtime/kernel_registry.h"

namespace gfxtile::gdn {

void register_kernels(KernelRegistry& registry);
// Part 1: gdn.conv_gating, gdn.chunk_wy (registry_part1.cpp).
void register_part1_kernels(KernelRegistry& registry);

}  // namespace gfxtile::gdn
