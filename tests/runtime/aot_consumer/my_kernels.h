// The consumer project's own DSL kernel: z = alpha * x + beta * y over n floats, `block`
// elements per workgroup, four per thread.
#pragma once
#include "dsl/dsl.h"

namespace consumer {

gfxtile::Kernel axpby(const gfxtile::TargetId& target, int block);

}  // namespace consumer
