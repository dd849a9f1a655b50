#include "hsaco/tensor_instruction.h"

#include <cstring>

#include <fmt/format.h>

namespace gfxtile {
namespace {

constexpr int kNullRegister = 124;  // SGPR operand "null" in the gfx12 encoding

}  // namespace

std::optional<TensorInstruction> decode_tensor_instruction(std::span<const uint8_t> code) {
  if (code.size() < 12) return std::nullopt;
  uint32_t word[3];
  std::memcpy(word, code.data(), 12);
  // First dword: the encoding and opcode (0xd0710001 load, 0xd0714001 store; bit 14 = store).
  if ((word[0] & ~0x4000u) != 0xd0710001u) return std::nullopt;
  // Second dword: 0x7c000000 (LLVM 22.1) or 0 (newer LLVM) in its top byte; the rest holds
  // cache policy bits, which do not change results.
  const uint32_t top = word[1] >> 24;
  if (top != 0x7c && top != 0) return std::nullopt;
  TensorInstruction result;
  result.store = (word[0] & 0x4000u) != 0;
  result.cache_policy = word[1] & 0x00ffffffu;
  for (int g = 0; g < 4; ++g) {
    const int sgpr = int((word[2] >> (8 * g)) & 0xff);
    result.group[size_t(g)] = sgpr == kNullRegister ? -1 : sgpr;
    if (sgpr != kNullRegister && sgpr >= 106) return std::nullopt;  // groups live in ordinary SGPRs
  }
  if (result.group[0] < 0 || result.group[1] < 0) return std::nullopt;
  if ((result.group[2] < 0) != (result.group[3] < 0)) return std::nullopt;
  return result;
}

std::string tensor_instruction_text(const TensorInstruction& instruction) {
  static constexpr int kSizes[4] = {4, 8, 4, 4};
  std::string text = instruction.store ? "tensor_store_from_lds" : "tensor_load_to_lds";
  for (int g = 0; g < 4; ++g) {
    const int first = instruction.group[size_t(g)];
    if (first < 0) continue;
    text += fmt::format("{}s[{}:{}]", g == 0 ? " " : ", ", first, first + kSizes[g] - 1);
  }
  return text;
}

}  // namespace gfxtile
