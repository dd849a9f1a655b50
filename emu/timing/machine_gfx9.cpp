// Instruction costs of the gfx9 ISA (gfx942 and gfx950: CDNA3 and CDNA4 share the wave64 SIMD
// design; the matrix cycles differ and come from each machine's file).
//
// Sources: AMD CDNA3 ISA reference guide (sections 4.4 "Data dependency resolution" and 7.6
// "Dependency resolution: required independent instructions"), LLVM's AMDGPU scheduling model
// (SISchedule.td, SIDPGFX940FullSpeedModel: f64 FMA, integer multiply and 64-bit VALU are full
// rate on gfx940+; transcendentals quarter rate), AMD's matrix instruction calculator (MFMA cycles,
// ../shared/data/mma-layouts/cdna3_*_details.txt).
//
// The issue model: a SIMD16 runs a wave64 VALU instruction in 4 cycles, and a SIMD is offered an
// issue slot every 4 cycles, so a wave issues at most one instruction per 4 cycles and a
// dependent VALU instruction never waits for a full-rate producer (GCN's cadence).

#include "emu/instruction.h"
#include "emu/timing/machine.h"
#include "emu/timing/text.h"

namespace gfxtile::emu::timing {
namespace {

constexpr uint16_t kCadence = 4;  // cycles per wave64 issue slot and per full-rate VALU op

bool is_transcendental(std::string_view m) {
  for (std::string_view p : {"v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_", "v_rcp_iflag_"})
    if (starts_with(m, p)) return true;
  return false;
}

bool is_store(std::string_view m) { return contains(m, "_store") || (contains(m, "_atomic") && !contains(m, " glc") && !contains(m, "sc0")); }

}  // namespace

InstructionCost gfx9_cost(const Machine& machine, std::string_view text, const Instruction& instruction) {
  const std::string_view m = mnemonic_of(text);
  InstructionCost cost;
  cost.issue_cycles = kCadence;
  cost.busy_cycles = kCadence;
  cost.latency = kCadence;
  if (starts_with(m, "s_waitcnt")) {
    cost.pipe = Pipe::wait;
    // "s_waitcnt vmcnt(0) lgkmcnt(0)"; the _vmcnt/_lgkmcnt forms name one counter.
    const int vm = text_number_after(text, "vmcnt(", 255), lgkm = text_number_after(text, "lgkmcnt(", 255);
    cost.wait_limit[size_t(Counter::vm)] = uint8_t(vm);
    cost.wait_limit[size_t(Counter::lgkm)] = uint8_t(lgkm);
    if (m == "s_waitcnt_vmcnt") cost.wait_limit[size_t(Counter::vm)] = uint8_t(text_number_after(text, "0x", 0));
    if (m == "s_waitcnt_lgkmcnt") cost.wait_limit[size_t(Counter::lgkm)] = uint8_t(text_number_after(text, "0x", 0));
    return cost;
  }
  if (m == "s_barrier") {
    cost.pipe = Pipe::barrier;
    cost.barrier = BarrierKind::full;
    return cost;
  }
  if (m == "s_nop") {
    // s_nop N: N + 1 wait states, one issue slot each.
    cost.pipe = Pipe::none;
    cost.issue_cycles = uint16_t(kCadence * (text_number_after(text, "s_nop", 0) + 1));
    return cost;
  }
  if (starts_with(m, "s_cbranch") || m == "s_branch" || starts_with(m, "s_setpc") || starts_with(m, "s_swappc") ||
      m == "s_endpgm") {
    cost.pipe = Pipe::branch;
    return cost;
  }
  if (starts_with(m, "s_load") || starts_with(m, "s_buffer_load") || starts_with(m, "s_store") ||
      starts_with(m, "s_memtime") || starts_with(m, "s_memrealtime") || starts_with(m, "s_dcache")) {
    cost.pipe = Pipe::scalar_memory;
    cost.counter = Counter::lgkm;
    cost.memory_latency = uint16_t(machine.scalar_memory_latency);
    return cost;
  }
  if (starts_with(m, "s_")) {
    cost.pipe = Pipe::scalar;
    return cost;
  }
  if (starts_with(m, "ds_")) {
    cost.pipe = Pipe::lds;
    cost.counter = Counter::lgkm;
    cost.memory_latency = uint16_t(machine.lds_latency);
    return cost;
  }
  if (starts_with(m, "buffer_") || starts_with(m, "global_") || starts_with(m, "flat_") || starts_with(m, "scratch_")) {
    cost.pipe = Pipe::vector_memory;
    cost.counter = Counter::vm;  // gfx9: loads, stores and atomics all count on vmcnt
    (void)is_store;
    return cost;
  }
  if (starts_with(m, "v_mfma") || starts_with(m, "v_smfmac")) {
    const int cycles = machine.architecture == Architecture::gfx942 ? gfx942_matrix_cycles(m, instruction) : gfx950_matrix_cycles(m, instruction);
    cost.pipe = Pipe::matrix;
    cost.busy_cycles = uint16_t(cycles > 0 ? cycles : 32);
    // CDNA3 ISA 7.6: an XDL result read as SrcA/B or by VALU needs passes + 3 wait states after
    // the MFMA (one wait state = one 4-cycle issue slot, a pass = 4 cycles); SrcC of the same
    // shape reading exactly the same registers needs none (the accumulator is forwarded).
    cost.latency = uint16_t(cost.busy_cycles + 3 * kCadence);
    cost.matrix_source_c_latency = kCadence;
    cost.reads_source_c = true;
    return cost;
  }
  if (starts_with(m, "v_")) {
    if (is_transcendental(m)) {
      cost.pipe = Pipe::vector;  // CDNA has no separate transcendental unit: quarter rate on the VALU
      cost.busy_cycles = 4 * kCadence;
      cost.latency = 4 * kCadence;
      return cost;
    }
    cost.pipe = Pipe::vector;
    return cost;
  }
  cost.pipe = Pipe::none;
  return cost;
}

}  // namespace gfxtile::emu::timing
