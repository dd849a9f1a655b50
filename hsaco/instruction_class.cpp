#include "hsaco/instruction_class.h"

namespace gfxtile {
namespace {

bool starts_with_any(std::string_view text, std::initializer_list<std::string_view> prefixes) {
  for (auto prefix : prefixes)
    if (text.starts_with(prefix)) return true;
  return false;
}

}  // namespace

InstructionClass classify_instruction(std::string_view m) {
  if (starts_with_any(m, {"v_mfma", "v_smfmac", "v_wmma", "v_swmmac"})) return InstructionClass::matrix;
  if (m.starts_with("ds_")) return InstructionClass::lds;
  if (starts_with_any(m, {"buffer_", "global_", "flat_", "scratch_", "tensor_"})) {
    // Atomics and async LDS->global copies write memory; everything else reads it.
    bool writes = m.find("store") != std::string_view::npos || m.find("atomic") != std::string_view::npos;
    return writes ? InstructionClass::vmem_store : InstructionClass::vmem_load;
  }
  if (m.starts_with("v_")) return InstructionClass::valu;
  if (starts_with_any(m, {"s_load", "s_buffer_load", "s_store", "s_buffer_store", "s_scratch_",
                          "s_dcache", "s_atomic", "s_buffer_atomic", "s_memtime", "s_memrealtime",
                          "s_prefetch"}))
    return InstructionClass::smem;
  if (starts_with_any(m, {"s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_endpgm", "s_call", "s_trap", "s_rfe"}))
    return InstructionClass::branch;
  if (starts_with_any(m, {"s_waitcnt", "s_wait_"})) return InstructionClass::wait;
  if (m.starts_with("s_barrier")) return InstructionClass::barrier;
  if (starts_with_any(m, {"s_nop", "s_sleep", "s_setprio", "s_delay_alu", "s_clause", "s_set_vgpr_msb",
                          "s_sethalt", "s_icache", "s_ttrace", "s_code_end", "s_inst_prefetch"}))
    return InstructionClass::other;
  if (m.starts_with("s_")) return InstructionClass::salu;
  return InstructionClass::other;
}

std::string_view instruction_class_name(InstructionClass value) {
  static constexpr std::array<std::string_view, kInstructionClassCount> kNames = {
      "SALU", "VALU", "MFMA/WMMA", "LDS", "VMEM load", "VMEM store", "SMEM", "branch", "wait", "barrier", "other"};
  return kNames[static_cast<int>(value)];
}

}  // namespace gfxtile
