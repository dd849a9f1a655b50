#include "my_kernels.h"

#include "core/error.h"
#include "dsl_runtime/dsl_family.h"

namespace consumer {

using namespace gfxtile;

Kernel axpby(const TargetId& target, int block) {
  if (block != 256 && block != 512 && block != 1024) fail("axpby: block must be 256, 512 or 1024, not {}", block);
  KernelBuilder k("axpby", target);
  Tensor x = k.arg<const float*>("x"), y = k.arg<const float*>("y");
  Tensor z = k.arg<float*>("z");
  Tensor alpha = k.arg<float>("alpha"), beta = k.arg<float>("beta");
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({block}, {.per_thread = {4}});
  Tensor offsets = program_id(0) * block + arange(block, layout);
  Tensor mask = offsets < n;
  store(z + offsets, alpha * load(x + offsets, mask) + beta * load(y + offsets, mask), mask);
  return k.build();
}

}  // namespace consumer

// The family `consumer.axpby`, registered when a program linking this file starts: the AOT
// generator that gfxtile_add_aot_kernels(... SOURCES my_kernels.cpp ...) builds finds it there.
GFXTILE_REGISTER_KERNEL_FAMILY(
    axpby, gfxtile::dsl_family("consumer.axpby", "z = alpha x + beta y over n floats",
                               {{"block", gfxtile::ParameterKind::integer, "1024", "elements per workgroup"}},
                               [](const gfxtile::TargetId& target, const gfxtile::KernelParameters& parameters) {
                                 return consumer::axpby(target, static_cast<int>(parameters.integer("block")));
                               }));
