// gfx12 control: the s_wait_* counters (memory completes at issue, so only TENSORcnt and
// ASYNCcnt do anything, in gfx12_async.cpp), scheduling hints (s_delay_alu, s_clause,
// s_wait_alu), split barriers (s_barrier_signal / s_barrier_wait; id -1 is the workgroup
// barrier, -3 the cluster barrier, which for a one-workgroup cluster is the workgroup's),
// hardware registers by their gfx12 ids (WAVE_MODE, IB_STS2 ...), s_set_vgpr_msb, wave32 VCC
// branches, and s_endpgm, which lands the wave's asynchronous writes still in flight.

#include <atomic>

#include <fmt/format.h>

#include "emu/gfx12.h"
#include "emu/semantics/common.h"
#include "emu/workgroup_monitor.h"

namespace gfxtile::emu {
namespace {

void nothing(Wave&, const Instruction&) {}

void s_endpgm(Wave& wave, const Instruction&) {
  wave.monitor->land_all(wave.wave_index, wave.lds);
  wave.status = WaveStatus::ended;
}

// The barrier id is the operand: -1 workgroup, -3 cluster; named barriers are not modelled.
void check_barrier_id(const Instruction& in) {
  const int32_t id = int32_t(in.operands[0].value[0]);
  if (in.operands[0].kind != OperandKind::constant || (id != -1 && id != -3))
    raise_fault("named barriers (s_barrier_* with an id other than -1 or -3) are not supported by the emulator");
}

void s_barrier_signal(Wave& wave, const Instruction& in) {
  check_barrier_id(in);
  wave.monitor->barrier_signal(wave.wave_index);
}

void s_barrier_signal_isfirst(Wave& wave, const Instruction& in) {
  check_barrier_id(in);
  wave.scc = wave.monitor->first_to_signal(wave.wave_index) ? 1 : 0;
  wave.monitor->barrier_signal(wave.wave_index);
}

void s_barrier_wait(Wave& wave, const Instruction& in) {
  const int32_t id = int16_t(in.operands[0].value[0]);
  if (id != -1 && id != -3) raise_fault("named barriers are not supported by the emulator");
  wave.monitor->barrier_wait(wave.wave_index);
  wave.status = WaveStatus::barrier;  // the scheduler releases the workgroup together
}

// Plain s_barrier (still assembled for gfx12): signal and wait at once.
void s_barrier(Wave& wave, const Instruction&) {
  wave.monitor->barrier_signal(wave.wave_index);
  wave.monitor->barrier_wait(wave.wave_index);
  wave.status = WaveStatus::barrier;
}

// The mode is applied to the following instructions when the program is decoded
// (gfx12::apply_vgpr_msb), so nothing is left to do at run time.
void s_set_vgpr_msb(Wave&, const Instruction&) {}

uint32_t read_hardware_register(Wave& wave, int id) {
  switch (id) {
    case gfx12::kHwRegWaveMode: return wave.mode;
    case gfx12::kHwRegWaveStatus:
      return (wave.scc & 1) | (wave.exec() == 0 ? 1u << 9 : 0) | (wave.sgpr[gfx12::kVccLo] == 0 ? 1u << 10 : 0);
    case gfx12::kHwRegWaveHwId1: return uint32_t(wave.wave_index) & 0x1f;  // wave id; SIMD, WGP, SE zero
    case gfx12::kHwRegIbSts2: return wave.monitor->ib_sts2;
    case gfx12::kHwRegWaveLdsAlloc: return 0;
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
  if (id == gfx12::kHwRegWaveMode) wave.mode = (wave.mode & ~mask) | ((value << offset) & mask);
  // Other registers are read-only or do not change results.
}
void s_setreg_b32(Wave& wave, const Instruction& in) { set_hardware_register(wave, in.immediate, scalar32(wave, in.operands[1])); }
void s_setreg_imm32_b32(Wave& wave, const Instruction& in) { set_hardware_register(wave, in.immediate, in.operands[1].value[0]); }

// Wave32: VCC is vcc_lo.
void s_cbranch_vccz(Wave& wave, const Instruction& in) {
  if (wave.sgpr[gfx12::kVccLo] == 0) wave.pc = uint32_t(in.target);
}
void s_cbranch_vccnz(Wave& wave, const Instruction& in) {
  if (wave.sgpr[gfx12::kVccLo] != 0) wave.pc = uint32_t(in.target);
}
// gfx1250's long branch: PC = the next instruction's address + a signed 64-bit byte offset (a
// 64-bit literal, or an SGPR pair). LLVM's branch relaxation emits it for jumps beyond SOPP's
// 16-bit range. The target must be an instruction of the kernel, else the jump faults.
void s_add_pc_i64(Wave& wave, const Instruction& in) {
  const Program& program = *wave.dispatch->program;
  wave.pc = program_index(program, program_address(program, wave.pc) + scalar64(wave, in.operands[0]));
}

}  // namespace

void register_gfx12_control_operations(OperationTable& t) {
  t.add("s_endpgm", s_endpgm);
  t.add("s_add_pc_i64", s_add_pc_i64, ConstantType::b64);
  t.add("s_barrier_signal", s_barrier_signal);
  t.add("s_barrier_signal_isfirst", s_barrier_signal_isfirst);
  t.add("s_barrier_wait", s_barrier_wait);
  t.add("s_barrier", s_barrier);
  t.add("s_set_vgpr_msb", s_set_vgpr_msb);
  t.add("s_getreg_b32", s_getreg_b32);
  t.add("s_setreg_b32", s_setreg_b32);
  t.add("s_setreg_imm32_b32", s_setreg_imm32_b32);
  t.add("s_cbranch_vccz", s_cbranch_vccz);
  t.add("s_cbranch_vccnz", s_cbranch_vccnz);
  // Memory completes at issue: these counters never have anything to wait for.
  for (const char* name : {"s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt", "s_wait_kmcnt", "s_wait_xcnt",
                           "s_wait_samplecnt", "s_wait_bvhcnt", "s_wait_expcnt", "s_wait_loadcnt_dscnt",
                           "s_wait_storecnt_dscnt", "s_wait_alu", "s_wait_idle", "s_delay_alu", "s_clause", "s_nop",
                           "s_sleep", "s_setprio", "s_sendmsg", "s_sendmsg_rtn_b32", "s_wakeup", "s_prefetch_data",
                           "s_monitor_sleep"})
    t.add(name, nothing);
  t.add("global_wb", execute_cache_write_back);
  t.add("global_inv", execute_cache_invalidate);
  t.add("global_wbinv", execute_cache_write_back_invalidate);
}

}  // namespace gfxtile::emu
