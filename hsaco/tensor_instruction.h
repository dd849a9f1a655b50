#pragma once
// gfx1250's tensor data mover instructions, decoded from their bytes. LLVM 22.1 writes the second
// dword as 0x7c000000; newer LLVM (Triton 3.6's) writes 0, which LLVM 22.1's disassembler cannot
// decode. Real code objects of both generations exist, so the disassembler recognises both here.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace gfxtile {

struct TensorInstruction {
  bool store = false;          // tensor_store_from_lds; else tensor_load_to_lds
  std::array<int, 4> group{};  // first SGPR of descriptor groups 0-3; -1 when absent (NULL)
  uint32_t cache_policy = 0;   // the second dword's policy bits (hints only)
};

// Recognises either encoding at the start of `code` (12 bytes); nullopt for anything else.
std::optional<TensorInstruction> decode_tensor_instruction(std::span<const uint8_t> code);
// "tensor_load_to_lds s[0:3], s[8:15]" as LLVM prints it.
std::string tensor_instruction_text(const TensorInstruction& instruction);

}  // namespace gfxtile
