#include "emu/gfx9.h"

#include <mutex>

#include "emu/operation_table.h"

namespace gfxtile::emu::gfx9 {

std::optional<ScalarRegister> special_scalar_register(std::string_view name) {
  struct Entry {
    std::string_view name;
    ScalarRegister value;
  };
  static constexpr Entry kEntries[] = {
      {"vcc", {kVccLo, 2}},           {"vcc_lo", {kVccLo, 1}},        {"vcc_hi", {kVccHi, 1}},
      {"exec", {kExecLo, 2}},         {"exec_lo", {kExecLo, 1}},      {"exec_hi", {kExecHi, 1}},
      {"m0", {kM0, 1}},               {"flat_scratch", {kFlatScratchLo, 2}},
      {"flat_scratch_lo", {kFlatScratchLo, 1}}, {"flat_scratch_hi", {kFlatScratchLo + 1, 1}},
      {"xnack_mask", {kXnackMaskLo, 2}}, {"xnack_mask_lo", {kXnackMaskLo, 1}}, {"xnack_mask_hi", {kXnackMaskLo + 1, 1}},
  };
  for (const auto& entry : kEntries)
    if (entry.name == name) return entry.value;
  return std::nullopt;
}

std::optional<uint64_t> special_constant(std::string_view name) {
  // Aperture registers read the high 32 bits of the aperture's base (or limit) in the low dword
  // for 32-bit uses and the whole 64-bit base as a 64-bit operand.
  if (name == "src_shared_base") return kSharedApertureBase >> 32 | (kSharedApertureBase & 0xffffffff00000000ull);
  if (name == "src_shared_limit") return (kSharedApertureBase + kApertureSize - 1) >> 32;
  if (name == "src_private_base") return kPrivateApertureBase >> 32 | (kPrivateApertureBase & 0xffffffff00000000ull);
  if (name == "src_private_limit") return (kPrivateApertureBase + kApertureSize - 1) >> 32;
  if (name == "src_pops_exiting_wave_id") return 0;
  return std::nullopt;
}

std::optional<int> hardware_register_id(std::string_view name) {
  struct Entry {
    std::string_view name;
    int id;
  };
  static constexpr Entry kEntries[] = {
      {"HW_REG_MODE", kHwRegMode},       {"HW_REG_STATUS", kHwRegStatus}, {"HW_REG_TRAPSTS", kHwRegTrapStatus},
      {"HW_REG_HW_ID", kHwRegHwId},      {"HW_REG_GPR_ALLOC", kHwRegGpr}, {"HW_REG_LDS_ALLOC", kHwRegLds},
      {"HW_REG_IB_STS", kHwRegIbSts},    {"HW_REG_XCC_ID", kHwRegXccId},
  };
  for (const auto& entry : kEntries)
    if (entry.name == name) return entry.id;
  return std::nullopt;
}

// gfx1250 uses OCP fp8 too (its conversions share this table entry).
bool uses_ocp_fp8(Architecture architecture) {
  return architecture == Architecture::gfx950 || architecture == Architecture::gfx1250;
}

const OperationTable& operation_table(Architecture architecture) {
  static std::once_flag once[2];
  static OperationTable tables[2];
  const int slot = architecture == Architecture::gfx950 ? 1 : 0;
  std::call_once(once[slot], [&] {
    OperationTable& table = tables[slot];
    register_scalar_operations(table, architecture);
    register_control_operations(table, architecture);
    register_vector_alu_operations(table, architecture);
    register_vector_float_operations(table, architecture);
    register_vector_compare_operations(table, architecture);
    register_conversion_operations(table, architecture);
    register_packed_operations(table, architecture);
    register_memory_operations(table, architecture);
    register_lds_operations(table, architecture);
    register_matrix_operations(table, architecture);
  });
  return tables[slot];
}

}  // namespace gfxtile::emu::gfx9
