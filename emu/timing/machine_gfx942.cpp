// gfx942: AMD Instinct MI300X and MI325X (CDNA3).
//
// Public figures (AMD MI300X and MI325X data sheets; AMD CDNA3 white paper): 304 CUs of 4 SIMDs
// at a 2100 MHz peak engine clock; HBM3 5.3 TB/s (MI300X), HBM3E 6.0 TB/s (MI325X); 4 MB L2 per
// XCD x 8 XCDs, 128 B/clk per L2 channel and 16 channels per XCD (2 KiB/clk per XCD); 64 KiB LDS
// per CU at 128 B/clk; dense peaks 1307.4 TFLOP/s bf16/f16, 2614.9 fp8/int8, 163.4 f32 and f64
// matrix, 163.4 TFLOP/s f32 vector (packed FP32) and 81.7 f64 vector. MFMA cycles: AMD's matrix
// instruction calculator (../shared/data/mma-layouts/cdna3_*_details.txt: 16x16x16 bf16/f16 and
// 16x16x32 fp8 16 cycles, 32x32x8 bf16/f16 and 16x16x4 f32 32, 32x32x2 f32 64), which equal
// FLOPs / (datasheet rate per SIMD) for every dense shape; blocked shapes (_2b, _4b, _16b) follow
// LLVM's SISchedule.td pass counts (4x4: 2 passes, blocked 16x16: 8, blocked 32x32: 16).
//
// Assumptions (no public figure): L1 vector path 64 B/clk per CU; L2-hit load latency 300 cycles,
// HBM 800 cycles (about 380 ns at 2.1 GHz, the order of published pointer-chase measurements);
// scalar memory 200 cycles; LDS 64 cycles; barrier release 16 cycles; taken branch 8 cycles
// (LLVM's WriteBranch for gfx9); launch overhead 2 us. The Infinity Cache (256 MB MALL) is not
// modelled: every distinct line is HBM traffic.

#include "emu/instruction.h"
#include "emu/timing/machine.h"

namespace gfxtile::emu::timing {

int gfx942_matrix_cycles(std::string_view mnemonic, const Instruction&) {
  const MatrixShape shape = matrix_shape(mnemonic);
  if (shape.m == 0) return 0;
  if (shape.blocks > 1 || shape.m == 4) return shape.m == 4 ? 8 : shape.m == 16 ? 32 : 64;
  // FLOP per clock per SIMD from the dense datasheet peaks / (304 CUs * 4 SIMDs * 2.1 GHz).
  double rate = 64;  // f32, f64
  if (shape.type == "bf16" || shape.type == "f16") rate = 512;
  else if (shape.type == "fp8" || shape.type == "i8") rate = 1024;
  else if (shape.type == "xf32") rate = 256;
  return int(shape.flops() / rate);
}

namespace {

constexpr Machine make_mi300(std::string_view name, std::string_view product, double hbm) {
  return Machine{
      .name = name, .product = product, .architecture = Architecture::gfx942, .compute_units = 304,
      .simds_per_cu = 4, .clock_ghz = 2.1, .wave_size = 64, .hbm_bytes_per_second = hbm,
      .l2_bytes_per_second = 8 * 2048 * 2.1e9, .l2_bytes = 32ull << 20, .cache_line_bytes = 128,
      .l1_bytes_per_clock = 64, .lds_bytes_per_clock = 128, .lds_bytes_per_cu = 64 * 1024,
      .memory_latency_l2 = 300, .memory_latency_hbm = 800, .scalar_memory_latency = 200, .lds_latency = 64,
      .barrier_latency = 16, .branch_taken_cycles = 8, .launch_overhead_us = 2.0,
      .dense_bf16_flops_per_clock_per_cu = 2048, .vector_fp32_flops_per_clock_per_cu = 256,
      .sources = "AMD MI300X/MI325X data sheets, CDNA3 white paper and ISA guide, AMD matrix calculator, "
                 "LLVM SISchedule.td; latencies and L1 rate are assumptions",
      .cost = gfx9_cost};
}

constexpr Machine kMachines[] = {
    make_mi300("mi300x", "AMD Instinct MI300X", 5.3e12),
    make_mi300("mi325x", "AMD Instinct MI325X", 6.0e12),
};

}  // namespace

std::span<const Machine> gfx942_machines() { return kMachines; }

}  // namespace gfxtile::emu::timing
