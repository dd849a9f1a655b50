#pragma once
// The gdn family's kernels in the kernel registry (runtime/kernel_registry.h), for `gfxtile aot`.

#include "runtime/kernel_registry.h"

namespace gfxtile::gdn {

void register_kernels(KernelRegistry& registry);

// Each part of the family registers its own kernels (registry_<part>.cpp).
// Part 1: gdn.conv_gating, gdn.chunk_wy (registry_part1.cpp).
void register_part1_kernels(KernelRegistry& registry);
// Part 2: gdn.chunk_h, gdn.chunk_o (registry_part2.cpp).
void register_part2_kernels(KernelRegistry& registry);
// Decode: gdn.decode, gdn.verify (registry_decode.cpp).
void register_decode_kernels(KernelRegistry& registry);

}  // namespace gfxtile::gdn
