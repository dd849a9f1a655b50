#include "kernels/gdn/config_part1.h"

#include <algorithm>

#include "core/error.h"
#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {

ConvConfig conv_config_for_waves(const TargetId& target, int waves, int piece_rows) {
  if (waves < 1 || waves > 16 || (waves & (waves - 1)) != 0) fail("gdn conv: waves {} is not a power of two in [1, 16]", waves);
  if (piece_rows < 16 || piece_rows > kChunk || (piece_rows & (piece_rows - 1)) != 0)
    fail("gdn conv: piece_rows {} is not 16, 32 or 64", piece_rows);
  ConvConfig config;
  config.waves = waves;
  config.heads = target.properties().wave_size / 16 * waves;
  // Rows loaded together: 4 on every target. Half the unrolled walk of 8 rows, so LLVM takes
  // about a fifth less time (cold compile, CPU ms, the fastest of 5: gfx942 310-340 -> 210-245,
  // gfx950 250-280 -> 215-230), and on gfx942 118 VGPRs give 4 waves a SIMD where 8 rows' 138
  // gave 3 (127.8 / 131.2 -> 118.2 / 118.7 us at H16/HV32, 34.9 / 34.7 -> 35.6 / 35.5 at
  // H4/HV8); gfx950 (4 waves, HBM-bound) 77.9 / 78.3 / 23.2 / 24.0 -> 75.2 / 76.4 / 23.2 /
  // 23.4 us, where one walk for the three regions (v computing a norm it does not store), the
  // rule of session 14, was 77.9 / 79.3 / 23.5 / 24.9 at 4 rows and so is gone; on gfx1250 122
  // VGPRs give 8 waves a SIMD, so its 32 workgroups a CU at H16/HV32 fit in one round (8 rows:
  // 142 VGPRs, 7 waves, 34.3 against 31.8 us). Loading the next step's rows before this step's
  // math (software pipelining) gained nothing: 148-152 VGPRs, and the rows past the end re-read.
  config.rows_per_step = 4;
  config.piece_rows = piece_rows;
  // LLVM's straight-line scalar passes left out on gfx942, where the code is as fast without
  // them (127.8 / 131.8 / 34.9 / 34.7 us against 127.8 / 131.2 / 34.9 / 35.3 at the published
  // shapes) and LLVM takes a fifth less time; on gfx950 they gain 84.3 -> 78.3 us, on gfx1250
  // 32.3 -> 32.0.
  config.straight_line_scalar_passes = target.architecture != Architecture::gfx942;
  return config;
}

ConvGrid conv_grid(const ConvConfig& config, const PrefillShape& shape) {
  const int64_t heads = config.heads;
  return {uint32_t(chunk_count(shape) * (kChunk / config.piece_rows)),
          uint32_t(2 * ((shape.key_heads + heads - 1) / heads) + (shape.value_heads + heads - 1) / heads)};
}

ConvConfig conv_config(const TargetId& target, const PrefillShape& shape) {
  // The kernel streams its bytes, so what matters is that every CU moves the same share: one
  // wave a workgroup (a lane 8 channels, 16 lanes a head) and enough workgroups that the
  // largest GPUs' CUs (256-304) each get many (>= 4096 in all: 13.5 a CU on 304 CUs, so the
  // most loaded CU does at most 1.04x the mean; with 1024 four-wave workgroups it was 4 against
  // 3.4, and 3 resident a CU made a second, mostly idle round). Chunks are cut into 32 or 16
  // token pieces when the heads alone give too few workgroups (each piece re-reads the 3 tokens
  // before it and its conv weights from L2).
  ConvConfig config = conv_config_for_waves(target, 1, kChunk);
  while (config.piece_rows > 16 && uint64_t(conv_grid(config, shape).x) * conv_grid(config, shape).y < 4096)
    config.piece_rows /= 2;
  return config;
}

WyConfig wy_config_for_waves(const TargetId& target, int waves) {
  // f32 + - * on register pairs (v_pk_*_f32, bit-identical) on wave64: N's decay and scaling
  // and the right-hand sides' scaling take fewer VALU instructions, 209.4 -> 207.2 us on gfx942
  // and 179.1 -> 178.0 on gfx950 at 1 x 16384, H 16, HV 32. On gfx1250 the pairs' alignment
  // moves give more wave-instructions (1.218e8 -> 1.234e8) and H4 HV8 slows (29.1 -> 29.2 us).
  // The k tile by the data mover on gfx1250: WY 84.7 -> 84.1 us at 1 x 16384, H 16, HV 32
  // (1.047e8 -> 1.041e8 wave-instructions). gfx950's 16-byte asynchronous copies in its place
  // modelled 178.0 -> 178.2 us with more instructions (6.28e7 -> 6.44e7): not used.
  // LLVM's straight-line scalar passes left out: on gfx942 and gfx950 the code is the same
  // without them, on gfx1250 nearly (77.2 -> 76.8 us), and they took a third of LLVM's time on
  // gfx1250 (cold compile 423 -> 294 ms CPU, `gdn_bench chunk_wy --compile 5 --target gfx1250`).
  // LLVM's post-allocation scheduler left out on gfx1250 only: there (484 VGPRs) it took 25-30
  // ms of WY's ~260 ms cold compile for 68.6 -> 68.1 us at H16/HV32 (17.0 -> 16.8 at H4/HV8;
  // `gdn_bench chunk_wy --compile 9 --target gfx1250`, `gdn_bench chunk_wy --atom none`), while
  // gfx942 without it models 144.5 -> 145.2 / 43.0 -> 46.2 us and gfx950 129.3 -> 131.3 / 33.5 ->
  // 33.7, and their compiles are under 200 ms.
  // Exact f32 products everywhere: gfx942's xf32 (WyConfig::xf32) models 162.7 -> 132.2 us at
  // H16/HV32 (48.3 -> 39.5 at H4/HV8; `gdn_bench chunk_wy --wy-xf32 --target gfx942 --atom
  // none`) but its 10-bit operands leave w and u 0.8% / 1.1% further from fp64 than ATOM's GPU
  // outputs on the peer inputs (1.633e-3 / 1.677e-3 against 1.620e-3 / 1.659e-3, which the exact
  // products match), and issue 13 asks for no larger error than ATOM's.
  const TargetProperties& properties = target.properties();
  return WyConfig{.waves = waves, .packed_f32 = properties.wave_size == 64, .key_by_data_mover = properties.has_tensor_data_mover,
                  .straight_line_scalar_passes = false,
                  .post_allocation_scheduler = target.architecture != Architecture::gfx1250, .xf32 = false};
}

WyConfig wy_config(const TargetId& target, const PrefillShape&) {
  // 4 waves on every target. Each wave inverts the whole 64x64 matrix (16x16 blocks in
  // registers) and takes a quarter of u's and w's columns, so more waves repeat the inverse: on
  // gfx1250 (wave32) 8 waves ran 2.2x the wave-instructions of 4 and modelled 374 us against
  // 132 us at 1 x 16384, H 16, HV 32 (bench/gdn_bench); 2 waves modelled 140 us there and 286 us
  // against 282 us on gfx942.
  return wy_config_for_waves(target, 4);
}

}  // namespace gfxtile::gdn
