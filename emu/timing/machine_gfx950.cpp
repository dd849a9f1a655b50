// gfx950: AMD Instinct MI355X and MI350X (CDNA4).
//
// Public figures (AMD MI355X and MI350X data sheets; AMD CDNA4 white paper): 256 CUs of 4 SIMDs;
// peak engine clock 2400 MHz (MI355X), 2200 MHz (MI350X); HBM3E 8.0 TB/s; 160 KiB LDS per CU;
// 4 MB L2 per XCD x 8 XCDs; dense peaks (MI355X) 2516.6 TFLOP/s bf16/f16, 5033 fp8, 10066
// fp6/fp4, 157.3 f32 matrix and vector, 78.6 f64 matrix. MFMA cycles of the CDNA4 shapes
// (16x16x32 and 32x32x16 bf16/f16, f8f6f4) = FLOPs / (datasheet rate per SIMD).
//
// Assumptions: CDNA3 shapes (16x16x16 bf16, 32x32x8 bf16, 16x16x32 fp8, f32, f64) keep their
// CDNA3 cycle counts (the doubled rate comes with the doubled K); f8f6f4 runs at the fp8 rate
// unless both operands are 6- or 4-bit; LDS 256 B/clk per CU (the white paper doubles LDS read
// bandwidth); L2 2 KiB/clk per XCD as on CDNA3; L1 64 B/clk; latencies as on MI300X (cycles);
// launch overhead 2 us.

#include "emu/instruction.h"
#include "emu/timing/machine.h"

namespace gfxtile::emu::timing {

int gfx950_matrix_cycles(std::string_view mnemonic, const Instruction& instruction) {
  const MatrixShape shape = matrix_shape(mnemonic);
  if (shape.m == 0) return 0;
  const bool cdna4_shape = (shape.type == "bf16" || shape.type == "f16") && ((shape.m == 16 && shape.k == 32) || (shape.m == 32 && shape.k == 16));
  if (shape.type == "f8f6f4") {
    // CBSZ and BLGP hold the A and B formats: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4.
    const bool narrow = instruction.cbsz >= 2 && instruction.blgp >= 2;
    return int(shape.flops() / (narrow ? 4096 : 2048));
  }
  if (cdna4_shape) return int(shape.flops() / 1024);
  return gfx942_matrix_cycles(mnemonic, instruction);
}

namespace {

constexpr Machine make_mi350(std::string_view name, std::string_view product, double clock) {
  return Machine{
      .name = name, .product = product, .architecture = Architecture::gfx950, .compute_units = 256,
      .simds_per_cu = 4, .clock_ghz = clock, .wave_size = 64, .hbm_bytes_per_second = 8.0e12,
      .l2_bytes_per_second = 8 * 2048 * clock * 1e9, .l2_bytes = 32ull << 20, .cache_line_bytes = 128,
      .l1_bytes_per_clock = 64, .lds_bytes_per_clock = 256, .lds_bytes_per_cu = 160 * 1024,
      .memory_latency_l2 = 300, .memory_latency_hbm = 800, .scalar_memory_latency = 200, .lds_latency = 64,
      .barrier_latency = 16, .branch_taken_cycles = 8, .launch_overhead_us = 2.0,
      .dense_bf16_flops_per_clock_per_cu = 4096, .vector_fp32_flops_per_clock_per_cu = 256,
      .sources = "AMD MI355X/MI350X data sheets, CDNA4 white paper; CDNA3 shapes' cycles, LDS rate and "
                 "latencies are assumptions",
      .cost = gfx9_cost};
}

constexpr Machine kMachines[] = {
    make_mi350("mi355x", "AMD Instinct MI355X", 2.4),
    make_mi350("mi350x", "AMD Instinct MI350X", 2.2),
};

}  // namespace

std::span<const Machine> gfx950_machines() { return kMachines; }

}  // namespace gfxtile::emu::timing
