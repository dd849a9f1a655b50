#pragma once
// Launch rules of part 1 (conv + gating + norm, chunk-local WY): fixed functions of the shape
// and the target. No run-time autotuning; the same choice in every process.

#include <cstdint>

#include "core/target.h"
#include "kernels/gdn/shape.h"

namespace gfxtile::gdn {

struct ConvConfig {
  int waves = 1;          // per workgroup
  int heads = 4;          // heads (of 128 channels) per workgroup: (wave size / 16) * waves
  int rows_per_step = 16; // tokens loaded together (unrolled) per step of the token loop
  int piece_rows = 64;    // tokens per workgroup: a 64-token chunk or a power-of-two part of it
  bool straight_line_scalar_passes = true;  // LLVM's (KernelOptions::straight_line_scalar_passes)
  friend bool operator==(const ConvConfig&, const ConvConfig&) = default;
};
// Grid: (chunks * (64 / piece_rows), 2 ceil(H / heads) + ceil(HV / heads)).
ConvConfig conv_config(const TargetId& target, const PrefillShape& shape);
// The workgroup layout of a configuration with `waves` waves on `target`, `piece_rows` tokens each.
ConvConfig conv_config_for_waves(const TargetId& target, int waves, int piece_rows = 64);
struct ConvGrid {
  uint32_t x = 0, y = 0;
};
ConvGrid conv_grid(const ConvConfig& config, const PrefillShape& shape);

struct WyConfig {
  int waves = 4;  // per workgroup; one workgroup per (chunk, key head), looping over its value heads
  bool packed_f32 = false;  // f32 + - * on register pairs (KernelBuilder option)
  // The chunk's k tile by gfx1250's tensor data mover into LDS, where each of its readers (k k^T's
  // two operands, the w right-hand side) loads its layout; else loads into registers and the
  // conversions' LDS trips.
  bool key_by_data_mover = false;
  // LLVM's straight-line scalar passes (KernelOptions::straight_line_scalar_passes).
  bool straight_line_scalar_passes = true;
  // LLVM's post-allocation scheduler (KernelOptions::post_allocation_scheduler).
  bool post_allocation_scheduler = true;
  // The f32 products (the diagonal inverses, the block substitution) on the target's fastest f32
  // matrix instruction (fast_f32_mma_instruction: gfx942's xf32, operands rounded to 10 mantissa
  // bits) rather than the exact f32 one.
  bool xf32 = false;
  friend bool operator==(const WyConfig&, const WyConfig&) = default;
};
// Grid: (chunks, H).
WyConfig wy_config(const TargetId& target, const PrefillShape& shape);
// The configuration with `waves` waves on `target` (the launch rule's other choices kept).
WyConfig wy_config_for_waves(const TargetId& target, int waves);

}  // namespace gfxtile::gdn
