#include "emu/gfx12.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <string>

#include <fmt/format.h>

namespace gfxtile::emu::gfx12 {

std::optional<ScalarRegister> special_scalar_register(std::string_view name) {
  struct Entry {
    std::string_view name;
    ScalarRegister value;
  };
  static constexpr Entry kEntries[] = {
      {"vcc", {kVccLo, 2}},   {"vcc_lo", {kVccLo, 1}},   {"vcc_hi", {kVccHi, 1}}, {"exec", {kExecLo, 2}},
      {"exec_lo", {kExecLo, 1}}, {"exec_hi", {kExecHi, 1}}, {"m0", {kM0, 1}},       {"null", {kNull, 1}},
  };
  for (const auto& entry : kEntries)
    if (entry.name == name) return entry.value;
  return std::nullopt;
}

std::optional<int> hardware_register_id(std::string_view name) {
  struct Entry {
    std::string_view name;
    int id;
  };
  // Names from LLVM 22's disassembler for gfx1250 (ids 0-63 printed once and recorded here).
  static constexpr Entry kEntries[] = {
      {"HW_REG_WAVE_MODE", 1},           {"HW_REG_WAVE_STATUS", 2},         {"HW_REG_WAVE_STATE_PRIV", 4},
      {"HW_REG_WAVE_GPR_ALLOC", 5},      {"HW_REG_WAVE_LDS_ALLOC", 6},      {"HW_REG_IB_STS", 7},
      {"HW_REG_PERF_SNAPSHOT_DATA", 10}, {"HW_REG_PERF_SNAPSHOT_PC_LO", 11}, {"HW_REG_PERF_SNAPSHOT_PC_HI", 12},
      {"HW_REG_PERF_SNAPSHOT_DATA1", 15}, {"HW_REG_PERF_SNAPSHOT_DATA2", 16}, {"HW_REG_WAVE_EXCP_FLAG_PRIV", 17},
      {"HW_REG_WAVE_EXCP_FLAG_USER", 18}, {"HW_REG_WAVE_TRAP_CTRL", 19},    {"HW_REG_WAVE_SCRATCH_BASE_LO", 20},
      {"HW_REG_WAVE_SCRATCH_BASE_HI", 21}, {"HW_REG_WAVE_HW_ID1", 23},      {"HW_REG_WAVE_HW_ID2", 24},
      {"HW_REG_WAVE_SCHED_MODE", 26},    {"HW_REG_IB_STS2", 28},            {"HW_REG_SHADER_CYCLES_LO", 29},
      {"HW_REG_SHADER_CYCLES_HI", 30},   {"HW_REG_WAVE_DVGPR_ALLOC_LO", 31}, {"HW_REG_WAVE_DVGPR_ALLOC_HI", 32},
      {"HW_REG_XNACK_STATE_PRIV", 33},   {"HW_REG_XNACK_MASK", 34},
      // The gfx9 spellings the assembler also accepts for the same ids.
      {"HW_REG_MODE", 1},                {"HW_REG_STATUS", 2},              {"HW_REG_GPR_ALLOC", 5},
      {"HW_REG_LDS_ALLOC", 6},           {"HW_REG_HW_ID1", 23},             {"HW_REG_HW_ID2", 24},
  };
  for (const auto& entry : kEntries)
    if (entry.name == name) return entry.id;
  return std::nullopt;
}

std::optional<Counter> wait_counter(std::string_view mnemonic) {
  struct Entry {
    std::string_view name;
    Counter counter;
  };
  static constexpr Entry kEntries[] = {
      {"s_wait_loadcnt", Counter::load}, {"s_wait_storecnt", Counter::store},   {"s_wait_dscnt", Counter::ds},
      {"s_wait_kmcnt", Counter::km},     {"s_wait_xcnt", Counter::x},           {"s_wait_tensorcnt", Counter::tensor},
      {"s_wait_asynccnt", Counter::async}, {"s_wait_samplecnt", Counter::sample}, {"s_wait_bvhcnt", Counter::bvh},
      {"s_wait_expcnt", Counter::exp},
  };
  for (const auto& entry : kEntries)
    if (entry.name == mnemonic) return entry.counter;
  return std::nullopt;
}

LaunchRegisters launch_registers(const uint32_t workgroup_id[3], const ClusterShape& cluster) {
  LaunchRegisters result;
  if (!cluster.enabled) {
    result.ttmp9 = workgroup_id[0];
    result.ttmp7 = (workgroup_id[1] & 0xffff) | workgroup_id[2] << 16;
    return result;
  }
  // With clusters TTMP9/TTMP7 hold the cluster id and TTMP6 the position inside the cluster
  // (x, y, z at bits 0, 4, 8), the cluster's largest ids (12, 16, 20) and its largest flat id
  // (24). IB_STS2[9:6] is non-zero in a clustered dispatch (unverified: only "non-zero" is
  // relied on by the kernels LLVM emits).
  uint32_t position[3], cluster_id[3];
  for (int d = 0; d < 3; ++d) {
    position[d] = workgroup_id[d] % cluster.size[d];
    cluster_id[d] = workgroup_id[d] / cluster.size[d];
  }
  result.ttmp9 = cluster_id[0];
  result.ttmp7 = (cluster_id[1] & 0xffff) | cluster_id[2] << 16;
  const uint32_t flat_max = cluster.size[0] * cluster.size[1] * cluster.size[2] - 1;
  result.ttmp6 = (position[0] & 0xf) | (position[1] & 0xf) << 4 | (position[2] & 0xf) << 8 |
                 ((cluster.size[0] - 1) & 0xf) << 12 | ((cluster.size[1] - 1) & 0xf) << 16 |
                 ((cluster.size[2] - 1) & 0xf) << 20 | (flat_max & 0xf) << 24;
  result.ib_sts2 = 1u << 6;
  return result;
}

uint64_t lds_bank_conflicts(const uint32_t* addresses, uint64_t mask, uint32_t bytes) {
  constexpr int kBanks = 64;
  const uint32_t size = std::max(bytes, 1u);
  const int per_phase = size <= 8 ? 32 : int(256 / size);
  uint64_t extra = 0;
  for (int first = 0; first < 32; first += per_phase) {
    const uint64_t phase = mask & (((uint64_t{1} << per_phase) - 1) << first);
    if (phase == 0) continue;
    uint32_t dwords[32 * 4];
    int count = 0;
    for (uint64_t bits = phase; bits; bits &= bits - 1) {
      const int lane = std::countr_zero(bits);
      const uint32_t begin = addresses[lane] / 4, end = (addresses[lane] + size - 1) / 4;
      for (uint32_t d = begin; d <= end && count < 32 * 4; ++d) dwords[count++] = d;
    }
    std::sort(dwords, dwords + count);
    count = int(std::unique(dwords, dwords + count) - dwords);  // a repeated dword is a broadcast
    int per_bank[kBanks] = {};
    int worst = 1;
    for (int i = 0; i < count; ++i) worst = std::max(worst, ++per_bank[dwords[i] % kBanks]);
    extra += uint64_t(worst - 1);
  }
  return extra;
}

}  // namespace gfxtile::emu::gfx12
