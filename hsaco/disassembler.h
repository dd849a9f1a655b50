#pragma once
// Machine code -> instructions, through LLVM's MC disassembler and instruction printer for one
// target. The printed text follows LLVM's AMDGPU assembler syntax; the emulator's decoder parses
// it once per kernel.

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/target.h"

namespace gfxtile {

struct DisassembledInstruction {
  uint64_t address = 0;
  uint32_t size = 0;          // bytes (4..16); 4 for an undecodable word
  bool valid = false;         // false: the bytes are not an instruction of this target
  std::string text;           // "v_add_f32_e32 v1, v2, v3"; ".long 0x..." when invalid
  std::string mnemonic;       // "v_add_f32_e32"
  std::string opcode_name;    // LLVM's opcode, e.g. "V_ADD_F32_e32_vi"
  std::array<uint8_t, 16> bytes{};
};

class Disassembler {
 public:
  explicit Disassembler(const TargetId& target);
  ~Disassembler();
  Disassembler(const Disassembler&) = delete;
  Disassembler& operator=(const Disassembler&) = delete;

  // Decodes one instruction at the start of `code`, which sits at `address`.
  DisassembledInstruction decode(std::span<const uint8_t> code, uint64_t address) const;
  // Decodes everything; undecodable words become invalid 4-byte entries and decoding goes on.
  std::vector<DisassembledInstruction> decode_all(std::span<const uint8_t> code, uint64_t address) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace gfxtile
