// gfx1250: the CDNA5 part (machine name "cdna5").
//
// No data sheet ties a product to gfx1250 yet, so most of this file is assumption, chosen to be
// plausible for an MI400-series accelerator and stated here so that one edit corrects it:
//   public (AMD, MI450-series announcements): HBM4 at 19.6 TB/s; 20 PFLOP/s fp8 and 40 PFLOP/s
//     fp4 per GPU (taken here as dense);
//   from the target (core/target.cpp, LLVM 22): wave32, 4 SIMDs per CU, 320 KiB LDS per CU;
//   assumed: 256 CUs at 2.4 GHz (as MI355X), hence 8192 fp8 and 4096 bf16 FLOP per clock per
//     SIMD; a SIMD32 that runs a wave32 VALU instruction per clock with LLVM's GFX11 latencies
//     (SISchedule.td GFX11SpeedModel: 32-bit VALU 5 cycles, transcendental 10, SALU 2); a taken
//     branch costs 8 issue cycles as on gfx9 (LLVM's GFX11 branch latency of 32 is a scheduling
//     estimate, not a fetch bubble); a separate transcendental unit at quarter rate; WMMA f32 16x16x4 at 256 FLOP/clk/SIMD;
//     WMMA results readable 8 cycles after the pipe finishes; LDS 256 B/clk per CU; L1 128 B/clk;
//     L2 4 KiB/clk per XCD-equivalent of 32 CUs; latencies as MI355X; launch overhead 2 us.

#include <algorithm>

#include "emu/instruction.h"
#include "emu/timing/machine.h"
#include "emu/timing/text.h"

namespace gfxtile::emu::timing {
namespace {

bool is_transcendental(std::string_view m) {
  for (std::string_view p : {"v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_"})
    if (starts_with(m, p)) return true;
  return false;
}

int wmma_cycles(std::string_view mnemonic) {
  const MatrixShape shape = matrix_shape(mnemonic);
  if (shape.m == 0) return 16;
  double rate = 256;  // f32
  if (shape.type == "bf16" || shape.type == "f16") rate = 4096;
  else if (shape.type == "fp8" || shape.type == "i8") rate = 8192;
  else if (shape.type == "f8f6f4") rate = 16384;
  return std::max(1, int(shape.flops() / rate));
}

}  // namespace

InstructionCost gfx1250_cost(const Machine& machine, std::string_view text, const Instruction&) {
  const std::string_view m = mnemonic_of(text);
  InstructionCost cost;
  cost.issue_cycles = 1;
  cost.busy_cycles = 1;
  cost.latency = 5;
  if (starts_with(m, "s_wait_")) {
    cost.pipe = Pipe::wait;
    const int value = text_number_after(text, " ", 0);
    auto limit = [&](Counter counter, int count) { cost.wait_limit[size_t(counter)] = uint8_t(std::min(count, 254)); };
    if (m == "s_wait_loadcnt") limit(Counter::load, value);
    else if (m == "s_wait_storecnt") limit(Counter::store, value);
    else if (m == "s_wait_dscnt") limit(Counter::ds, value);
    else if (m == "s_wait_kmcnt") limit(Counter::km, value);
    else if (m == "s_wait_asynccnt") limit(Counter::async, value);
    else if (m == "s_wait_tensorcnt") limit(Counter::tensor, value);
    else if (m == "s_wait_loadcnt_dscnt") limit(Counter::load, value >> 8), limit(Counter::ds, value & 0x3f);
    else if (m == "s_wait_storecnt_dscnt") limit(Counter::store, value >> 8), limit(Counter::ds, value & 0x3f);
    return cost;  // s_wait_xcnt, s_wait_alu, ...: no counter the model keeps
  }
  if (m == "s_barrier" || m == "s_barrier_signal" || m == "s_barrier_signal_isfirst" || m == "s_barrier_wait" ||
      m == "s_cluster_barrier") {
    cost.pipe = Pipe::barrier;
    cost.barrier = m == "s_barrier_wait" ? BarrierKind::wait : starts_with(m, "s_barrier_signal") ? BarrierKind::signal : BarrierKind::full;
    return cost;
  }
  if (m == "s_nop") {
    cost.pipe = Pipe::none;
    cost.issue_cycles = uint16_t(text_number_after(text, "s_nop", 0) + 1);
    return cost;
  }
  if (starts_with(m, "s_cbranch") || m == "s_branch" || starts_with(m, "s_setpc") || starts_with(m, "s_swappc") ||
      m == "s_endpgm") {
    cost.pipe = Pipe::branch;
    return cost;
  }
  if (starts_with(m, "s_load") || starts_with(m, "s_buffer_load") || starts_with(m, "s_prefetch")) {
    cost.pipe = Pipe::scalar_memory;
    cost.counter = Counter::km;
    cost.memory_latency = uint16_t(machine.scalar_memory_latency);
    return cost;
  }
  if (starts_with(m, "s_")) {
    cost.pipe = Pipe::scalar;
    cost.latency = 2;
    return cost;
  }
  if (starts_with(m, "ds_")) {
    cost.pipe = Pipe::lds;
    cost.counter = Counter::ds;
    cost.memory_latency = uint16_t(machine.lds_latency);
    return cost;
  }
  if (starts_with(m, "tensor_")) {
    cost.pipe = Pipe::vector_memory;
    cost.counter = Counter::tensor;
    return cost;
  }
  if (starts_with(m, "buffer_") || starts_with(m, "global_") || starts_with(m, "flat_") || starts_with(m, "scratch_") ||
      starts_with(m, "cluster_load")) {
    cost.pipe = Pipe::vector_memory;
    // global_inv completes on the load counter, global_wb on the store counter (LLVM's GFX12
    // memory model waits s_wait_loadcnt / s_wait_storecnt after them).
    const bool returns = contains(m, "_load") || m == "global_inv" || (contains(m, "_atomic") && contains(text, " th:TH_ATOMIC_RETURN"));
    cost.counter = contains(m, "async") ? Counter::async : returns ? Counter::load : Counter::store;
    return cost;
  }
  if (starts_with(m, "v_wmma") || starts_with(m, "v_swmmac")) {
    cost.pipe = Pipe::matrix;
    cost.busy_cycles = uint16_t(wmma_cycles(m));
    cost.latency = uint16_t(cost.busy_cycles + 8);
    cost.matrix_source_c_latency = 1;
    cost.reads_source_c = true;
    return cost;
  }
  if (starts_with(m, "v_")) {
    if (is_transcendental(m)) {
      cost.pipe = Pipe::transcendental;
      cost.busy_cycles = 4;
      cost.latency = 10;
    } else {
      cost.pipe = Pipe::vector;
      if (contains(m, "_f64")) cost.busy_cycles = 2, cost.latency = 6;
    }
    return cost;
  }
  cost.pipe = Pipe::none;
  return cost;
}

namespace {

constexpr Machine kMachines[] = {{
    .name = "cdna5", .product = "CDNA5 part (gfx1250; assumed MI400-series, see machine_gfx1250.cpp)",
    .architecture = Architecture::gfx1250, .compute_units = 256, .simds_per_cu = 4, .clock_ghz = 2.4,
    .wave_size = 32, .hbm_bytes_per_second = 19.6e12, .l2_bytes_per_second = 8 * 4096 * 2.4e9,
    .l2_bytes = 64ull << 20, .cache_line_bytes = 128, .l1_bytes_per_clock = 128, .lds_bytes_per_clock = 256,
    .lds_bytes_per_cu = 320 * 1024, .memory_latency_l2 = 300, .memory_latency_hbm = 800,
    .scalar_memory_latency = 200, .lds_latency = 64, .barrier_latency = 16, .branch_taken_cycles = 8,
    .launch_overhead_us = 2.0, .dense_bf16_flops_per_clock_per_cu = 4 * 4096,
    .vector_fp32_flops_per_clock_per_cu = 4 * 32 * 2,
    .sources = "HBM4 bandwidth and fp8/fp4 peaks: AMD MI450-series announcements; everything else assumed",
    .cost = gfx1250_cost}};

}  // namespace

std::span<const Machine> gfx1250_machines() { return kMachines; }

}  // namespace gfxtile::emu::timing
