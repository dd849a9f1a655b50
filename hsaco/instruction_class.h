#pragma once
// Instruction classes for listings and statistics, from the mnemonic alone (one rule per class,
// valid on every supported target).

#include <array>
#include <string_view>

namespace gfxtile {

enum class InstructionClass {
  salu, valu, matrix, lds, vmem_load, vmem_store, smem, branch, wait, barrier, other,
};
inline constexpr int kInstructionClassCount = 11;

InstructionClass classify_instruction(std::string_view mnemonic);
std::string_view instruction_class_name(InstructionClass value);

}  // namespace gfxtile
