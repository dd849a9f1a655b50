#pragma once
// Example kernels built directly with LLVM's IRBuilder, before the tile DSL exists: the demo
// compiles them for every target, the tests check the code objects, the benchmark times them.

#include <memory>
#include <string>
#include <vector>

#include "core/target.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace gfxtile::examples {

// vector_add(const float* x, const float* y, float* z, int n): z[i] = x[i] + y[i] for i < n,
// one work-item per element, 256 work-items per workgroup.
std::unique_ptr<llvm::Module> make_vector_add(llvm::LLVMContext& context);

// matrix_tile(const bf16* a, const bf16* b, float* c): one 16x16 tile product on the target's
// matrix unit. Each lane reads its A and B operand registers from a[lane * k_per_lane ...] and
// b[...], runs one instruction (v_mfma_f32_16x16x16_bf16 on gfx942, v_mfma_f32_16x16x32_bf16 on
// gfx950, v_wmma_f32_16x16x32_bf16 on gfx1250) and writes its accumulator registers to
// c[lane * accumulators + r]. One wave per workgroup.
std::unique_ptr<llvm::Module> make_matrix_tile(llvm::LLVMContext& context, const TargetId& target);

struct MatrixTileShape {
  int operand_elements_per_lane;  // bf16 values of A (and of B) per lane
  int accumulators_per_lane;      // f32 values of C per lane
  std::string instruction;        // the mnemonic the listing must contain
};
MatrixTileShape matrix_tile_shape(const TargetId& target);

// The example kernels by name, for the demo and the benchmark.
struct ExampleKernel {
  std::string name;
  std::unique_ptr<llvm::Module> (*build)(llvm::LLVMContext&, const TargetId&);
};
const std::vector<ExampleKernel>& example_kernels();

}  // namespace gfxtile::examples
