// SOPP and other control: program end, branches, barriers, waits, hints, hardware registers.

#include <atomic>

#include <fmt/format.h>

#include "emu/program.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {

uint64_t program_address(const Program& program, uint32_t index) {
  if (index < program.offsets.size()) return program.code_address + program.offsets[index];
  return program.code_address + (program.offsets.empty() ? 0 : program.offsets.back() + 4);
}

uint32_t program_index(const Program& program, uint64_t address) {
  // Offsets wrap for functions placed before the kernel; the lookup alone decides.
  auto found = program.index_by_offset.find(address - program.code_address);
  if (found == program.index_by_offset.end())
    raise_address_fault("jump to an address that is not an instruction of the kernel", -1, address);
  return found->second;
}

void execute_end_of_code(Wave&, const Instruction&) { raise_fault("execution ran past the end of the kernel's code"); }

void execute_unsupported(Wave& wave, const Instruction&) {
  raise_fault(fmt::format("instruction not implemented by the emulator for {}",
                          properties(wave.dispatch->architecture).name));
}

void execute_cache_write_back(Wave&, const Instruction&) { std::atomic_thread_fence(std::memory_order_release); }
void execute_cache_invalidate(Wave&, const Instruction&) { std::atomic_thread_fence(std::memory_order_acquire); }
void execute_cache_write_back_invalidate(Wave&, const Instruction&) {
  std::atomic_thread_fence(std::memory_order_acq_rel);
}

namespace {

void s_endpgm(Wave& wave, const Instruction&) { wave.status = WaveStatus::ended; }
void s_nothing(Wave&, const Instruction&) {}
void s_branch(Wave& wave, const Instruction& in) { wave.pc = uint32_t(in.target); }
void s_cbranch_scc0(Wave& wave, const Instruction& in) { if (!wave.scc) wave.pc = uint32_t(in.target); }
void s_cbranch_scc1(Wave& wave, const Instruction& in) { if (wave.scc) wave.pc = uint32_t(in.target); }
void s_cbranch_vccz(Wave& wave, const Instruction& in) { if (wave.vcc() == 0) wave.pc = uint32_t(in.target); }
void s_cbranch_vccnz(Wave& wave, const Instruction& in) { if (wave.vcc() != 0) wave.pc = uint32_t(in.target); }
void s_cbranch_execz(Wave& wave, const Instruction& in) { if (wave.exec() == 0) wave.pc = uint32_t(in.target); }
void s_cbranch_execnz(Wave& wave, const Instruction& in) { if (wave.exec() != 0) wave.pc = uint32_t(in.target); }
void s_call_b64(Wave& wave, const Instruction& in) {
  write_scalar64(wave, in.operands[0], program_address(*wave.dispatch->program, wave.pc));
  wave.pc = uint32_t(in.target);
}
void s_barrier(Wave& wave, const Instruction&) { wave.status = WaveStatus::barrier; }
void s_trap(Wave&, const Instruction& in) { raise_fault(fmt::format("s_trap {} executed", in.operands[0].value[0])); }
void s_code_end(Wave&, const Instruction&) { raise_fault("s_code_end executed: the wave ran into padding"); }

uint32_t read_hardware_register(Wave& wave, int id) {
  switch (id) {
    case gfx9::kHwRegMode: return wave.mode;
    case gfx9::kHwRegStatus: return (wave.scc & 1) | (wave.exec() == 0 ? 1u << 9 : 0) | (wave.vcc() == 0 ? 1u << 10 : 0);
    case gfx9::kHwRegTrapStatus: return wave.trap_status;
    case gfx9::kHwRegHwId: return (uint32_t(wave.wave_index) & 0xf);  // wave id; SIMD, CU, SE zero
    case gfx9::kHwRegLds: return 0;
    case gfx9::kHwRegXccId: return 0;
    default: return 0;
  }
}

void s_getreg_b32(Wave& wave, const Instruction& in) {
  const uint32_t id = in.immediate & 0x3f, offset = (in.immediate >> 6) & 31, size = ((in.immediate >> 11) & 31) + 1;
  const uint32_t value = read_hardware_register(wave, int(id)) >> offset;
  write_scalar32(wave, in.operands[0], size >= 32 ? value : value & ((1u << size) - 1));
}

void set_hardware_register(Wave& wave, uint32_t encoding, uint32_t value) {
  const uint32_t id = encoding & 0x3f, offset = (encoding >> 6) & 31, size = ((encoding >> 11) & 31) + 1;
  const uint32_t mask = (size >= 32 ? ~0u : (1u << size) - 1) << offset;
  if (id == gfx9::kHwRegMode) wave.mode = (wave.mode & ~mask) | ((value << offset) & mask);
  else if (id == gfx9::kHwRegTrapStatus) wave.trap_status = (wave.trap_status & ~mask) | ((value << offset) & mask);
  // Other registers are read-only or irrelevant to results.
}
void s_setreg_b32(Wave& wave, const Instruction& in) { set_hardware_register(wave, in.immediate, scalar32(wave, in.operands[1])); }
void s_setreg_imm32_b32(Wave& wave, const Instruction& in) { set_hardware_register(wave, in.immediate, in.operands[1].value[0]); }

}  // namespace

void register_control_operations(OperationTable& t, Architecture) {
  t.add("s_endpgm", s_endpgm);
  t.add("s_branch", s_branch);
  t.add("s_cbranch_scc0", s_cbranch_scc0);
  t.add("s_cbranch_scc1", s_cbranch_scc1);
  t.add("s_cbranch_vccz", s_cbranch_vccz);
  t.add("s_cbranch_vccnz", s_cbranch_vccnz);
  t.add("s_cbranch_execz", s_cbranch_execz);
  t.add("s_cbranch_execnz", s_cbranch_execnz);
  t.add("s_call_b64", s_call_b64);
  t.add("s_barrier", s_barrier);
  t.add("s_trap", s_trap);
  t.add("s_code_end", s_code_end);
  t.add("s_getreg_b32", s_getreg_b32);
  t.add("s_setreg_b32", s_setreg_b32);
  t.add("s_setreg_imm32_b32", s_setreg_imm32_b32);
  t.add("buffer_wbl2", execute_cache_write_back);
  for (const char* name : {"buffer_inv", "buffer_wbinvl1", "buffer_wbinvl1_vol"}) t.add(name, execute_cache_invalidate);
  // Memory completes at issue in the emulator, so waits, hints and the scalar caches' control do nothing.
  for (const char* name : {"s_waitcnt", "s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_nop", "s_sleep",
                           "s_setprio", "s_sethalt", "s_dcache_wb", "s_dcache_inv", "s_icache_inv", "s_sendmsg", "s_sendmsghalt",
                           "s_ttracedata", "s_incperflevel", "s_decperflevel", "s_set_gpr_idx_off"})
    t.add(name, s_nothing);
}

}  // namespace gfxtile::emu
