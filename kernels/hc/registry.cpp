// The HC kernels as registry families: `gfxtile aot --kernels hc.mix_down:M=24 ...` builds the
// kernel the launch rule picks for that shape.
#include "kernels/hc/registry.h"

#include "dsl_runtime/dsl_family.h"
#include "kernels/hc/kernels.h"

namespace gfxtile::hc {

namespace {

std::vector<KernelParameterSpec> site_parameters() {
  return {{"M", ParameterKind::integer, "1", "tokens (the launch rule's tile follows it)"},
          {"d", ParameterKind::integer, "2560", "stream width (K = 4 d)"},
          {"R", ParameterKind::integer, "320", "low rank"}};
}

Shape shape_of(const KernelParameters& p) { return {.tokens = p.integer("M"), .width = p.integer("d"), .rank = p.integer("R")}; }

}  // namespace

void register_kernels(KernelRegistry& registry) {
  registry.add(dsl_family("hc.mix_down", "HC mix, kernel 1: norm-folded split-K down projection with the inject logits",
                          site_parameters(), [](const TargetId& target, const KernelParameters& p) {
                            const Shape shape = shape_of(p);
                            return mix_down(target, shape, mix_config(shape, target));
                          }));
  registry.add(dsl_family("hc.mix_reduce", "HC mix, M > 16: the partials reduced once into a = bf16(silu(h / 4)) and alpha",
                          site_parameters(), [](const TargetId& target, const KernelParameters& p) {
                            const Shape shape = shape_of(p);
                            MixConfig config = mix_config(shape, target);
                            config.reduce_at = ReduceAt::kernel;  // the kernel exists for every M, the launch rule uses it above one token
                            return mix_reduce(target, shape, config);
                          }));
  registry.add(dsl_family("hc.mix_up", "HC mix, kernel 2: reduce + SiLU, up projection, sigmoid gate, stream mean, alpha",
                          site_parameters(), [](const TargetId& target, const KernelParameters& p) {
                            const Shape shape = shape_of(p);
                            return mix_up(target, shape, mix_config(shape, target));
                          }));
  registry.add(dsl_family("hc.combine", "HC combine: X' = bf16(X + alpha y) with the next site's sums of squares",
                          {{"d", ParameterKind::integer, "2560", "stream width"},
                           {"normalised", ParameterKind::boolean, "false", "also write the next site's normalised input"}},
                          [](const TargetId& target, const KernelParameters& p) {
                            return combine(target, p.integer("d"), p.boolean("normalised"));
                          }));
  registry.add(dsl_family("hc.sums_of_squares", "HC bootstrap: per-stream sums of squares for the first site",
                          {{"d", ParameterKind::integer, "2560", "stream width"}},
                          [](const TargetId& target, const KernelParameters& p) { return sums_of_squares(target, p.integer("d")); }));
}

}  // namespace gfxtile::hc
