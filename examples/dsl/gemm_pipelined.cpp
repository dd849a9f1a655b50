// GEMM with a multi-buffered, asynchronous main loop (bf16 -> fp32 and fp8 -> fp32):
// C[M, N] = A[M, K] @ B[K, N], all row-major. The kernel of gemm.cpp (a 64x64 tile of C per
// workgroup of four waves, the target's matrix unit) with its operand tiles copied from global
// memory straight into LDS by the asynchronous copies (gfx942 / gfx950 global_load_lds, gfx1250
// global_load_async_to_lds) into three stages (two on gfx942): while the waves multiply the tiles
// of one stage, the copies of the next ones are in flight. pipeline() emits the prologue, the single-barrier
// steady state and the final wait (docs/async.md walks through this kernel).
//
// The copies go through the DMA when every lane's vector is contiguous, aligned and evenly
// masked, which the lowering proves from `divisible_by` promises on K and N: the host builds the
// kernel with them when K and N are multiples of 16 bytes of elements, and without them (copies
// through registers, the same pipeline) otherwise. Edges are masked (zeros past M, N and K), so
// no size need be a multiple of the tile.

#include "examples/dsl/gemm_check.h"

namespace gfxtile::examples {

namespace {

constexpr int kTileM = 64, kTileN = 64;

// Three stages (two tiles in flight) where LDS allows; gfx942's 64 KiB would then hold only two
// workgroups per CU, so it keeps two (one tile in flight) and four workgroups.
int stages_for(const TargetId& target) { return target.architecture == Architecture::gfx942 ? 2 : 3; }

DType e4m3_of(const TargetId& target) { return target.architecture == Architecture::gfx942 ? f8e4m3fnuz : f8e4m3; }

// Elements a 16-byte vector holds: the divisibility the DMA path needs of K and N.
int vector_elements(DType dtype) { return 16 / dtype.bytes(); }

}  // namespace

Kernel gemm_pipelined_tile(const TargetId& target, const std::string& name, DType dtype, int tile_k, bool aligned) {
  KernelBuilder k(name, target);
  Tensor a = k.arg("a", dtype.pointer_to(), true), b = k.arg("b", dtype.pointer_to(), true);
  Tensor c = k.arg<float*>("c");
  const ArgOptions promise = {.divisible_by = aligned ? vector_elements(dtype) : 1};
  Tensor m = k.arg<int32_t>("m"), n = k.arg<int32_t>("n", promise), depth = k.arg<int32_t>("k", promise);

  const MmaInstruction& instruction = mma_instruction(dtype);
  const Layout accumulator_layout = mma_layout(instruction, {kTileM, kTileN});
  const Layout a_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::a, tile_k);
  const Layout b_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::b, tile_k);
  // LDS layouts free of bank conflicts for the operand reads, last dimension fastest as in memory;
  // the copies write each wave's lanes contiguously whatever the swizzle.
  const LdsLayout a_lds = async_lds_layout(a_layout, dtype), b_lds = async_lds_layout(b_layout, dtype);
  const int stages = stages_for(target);
  Tensor a_stages = lds_alloc_stages(stages, {kTileM, tile_k}, dtype, a_lds);
  Tensor b_stages = lds_alloc_stages(stages, {tile_k, kTileN}, dtype, b_lds);

  // The copies' pointers, in the layouts the asynchronous copies need.
  const Layout a_copy = async_copy_layout(a_stages), b_copy = async_copy_layout(b_stages);
  Tensor a_rows = expand_dims(arange(kTileM, slice(a_copy, 1)), 1) + program_id(0) * kTileM;
  Tensor a_columns = expand_dims(arange(tile_k, slice(a_copy, 0)), 0);
  Tensor b_rows = expand_dims(arange(tile_k, slice(b_copy, 1)), 1);
  Tensor b_columns = expand_dims(arange(kTileN, slice(b_copy, 0)), 0) + program_id(1) * kTileN;

  Tensor acc = zeros({kTileM, kTileN}, f32, accumulator_layout);
  pipeline(
      stages, 0, depth, tile_k,
      [&](Tensor k0, Tensor stage) {  // tiles past K are masked off entirely
        Tensor a_k = a_columns + k0, b_k = b_rows + k0;
        async_copy(lds_stage(a_stages, stage), a + a_rows * depth + a_k, (a_rows < m) & (a_k < depth));
        async_copy(lds_stage(b_stages, stage), b + b_k * n + b_columns, (b_k < depth) & (b_columns < n));
      },
      [&](Tensor, Tensor stage) {
        acc = dot(lds_load(lds_stage(a_stages, stage), a_layout), lds_load(lds_stage(b_stages, stage), b_layout), acc);
      });

  Tensor c_rows = expand_dims(arange(kTileM, slice(accumulator_layout, 1)), 1) + program_id(0) * kTileM;
  Tensor c_columns = expand_dims(arange(kTileN, slice(accumulator_layout, 0)), 0) + program_id(1) * kTileN;
  store(c + c_rows * n + c_columns, acc, (c_rows < m) & (c_columns < n));
  return k.build();
}

Kernel gemm_pipelined(const TargetId& target) { return gemm_pipelined_tile(target, "gemm_pipelined", bf16, 32, true); }
Kernel gemm_pipelined_fp8(const TargetId& target) {
  return gemm_pipelined_tile(target, "gemm_pipelined_fp8", e4m3_of(target), 64, true);
}

namespace {

// The DMA variant where K and N allow it, the register-staged one elsewhere.
std::function<Kernel(const GemmSize&)> pipelined_for(const TargetId& target, DType dtype, int tile_k) {
  return [=](const GemmSize& size) {
    const int vector = vector_elements(dtype);
    const bool aligned = size.k % vector == 0 && size.n % vector == 0;
    return gemm_pipelined_tile(target, aligned ? "gemm_pipelined" : "gemm_pipelined_any", dtype, tile_k, aligned);
  };
}

}  // namespace

ExampleCheck check_gemm_pipelined(Device& device) {
  return check_bf16_gemm(device, pipelined_for(device.target(), bf16, 32), {{100, 72, 40}, {64, 64, 64}, {17, 130, 9}}, 31, 2);
}

ExampleCheck check_gemm_pipelined_fp8(Device& device) {
  const DType dtype = e4m3_of(device.target());
  const bool fnuz = dtype == f8e4m3fnuz;
  return check_gemm_sizes<uint8_t>(device, pipelined_for(device.target(), dtype, 64),
                                   {{100, 80, 48}, {64, 64, 128}, {100, 72, 40}, {17, 130, 9}}, 31, 2,
                                   [&](float value) { return encode_e4m3(value, fnuz); },
                                   [&](uint8_t bits) { return decode_e4m3(bits, fnuz); }, {1e-4, 1e-5});
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm_pipelined")
