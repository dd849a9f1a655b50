// The kernel families the `gfxtile` command knows: everything gfxtile itself ships.

#include <mutex>

#include "examples/dsl/support.h"
#include "examples/ir_sources.h"
#include "runtime/kernel_registry.h"
#include "tools/commands.h"
#ifdef GFXTILE_HAVE_GDN
#include "kernels/gdn/registry.h"
#endif
#ifdef GFXTILE_HAVE_HC
#include "kernels/hc/registry.h"
#endif

namespace gfxtile::tools {

void register_gfxtile_kernels() {
  static std::once_flag once;
  std::call_once(once, [] {
    KernelRegistry& registry = kernel_registry();
    examples::register_ir_kernels(registry);
    examples::register_dsl_examples(registry);
#ifdef GFXTILE_HAVE_GDN
    gdn::register_kernels(registry);
#endif
#ifdef GFXTILE_HAVE_HC
    hc::register_kernels(registry);
#endif
  });
}

}  // namespace gfxtile::tools
