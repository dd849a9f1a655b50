#pragma once
#include "runtime/kernel_registry.h"

namespace gfxtile::hc {

// hc.mix_down, hc.mix_up, hc.combine, hc.sums_of_squares with their shape parameters.
void register_kernels(KernelRegistry& registry);

}  // namespace gfxtile::hc
