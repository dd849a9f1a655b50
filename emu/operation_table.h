#pragma once
// Mnemonic -> how to execute it. Each semantics file registers its family; the architecture
// file (gfx9.cpp) assembles the table for its targets. Looked up only while decoding.

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/target.h"
#include "emu/instruction.h"

namespace gfxtile::emu {

// How an inline float constant or literal in the instruction's text becomes bits.
enum class ConstantType : uint8_t {
  b32,   // 32-bit integer or untyped operation: floats are f32 patterns
  b64,   // 64-bit integer operation: integers sign-extend, floats are f64 patterns
  f16,
  f32,
  f64,   // literals are the high dword
  pk16,  // packed 16-bit: float constants are f16 patterns
};

struct OperationInfo {
  Handler handler = nullptr;
  ConstantType constant_type = ConstantType::b32;
  uint8_t destinations = 1;   // leading operands that are written (for modifier positions)
  uint32_t parameter[3] = {0, 0, 0};
  uint64_t mfma_flops = 0;
  uint8_t f32_constant_sources = 0;  // sources whose float constants are f32 (v_dot2's C)
};

class OperationTable {
 public:
  void add(std::string_view mnemonic, OperationInfo info);
  void add(std::string_view mnemonic, Handler handler, ConstantType type = ConstantType::b32,
           uint32_t p0 = 0, uint32_t p1 = 0, uint32_t p2 = 0) {
    add(mnemonic, OperationInfo{handler, type, 1, {p0, p1, p2}, 0});
  }
  const OperationInfo* find(std::string_view mnemonic) const;
  size_t size() const { return operations_.size(); }

 private:
  std::unordered_map<std::string, OperationInfo> operations_;
};

// One registration function per semantics file (emu/semantics/*.cpp).
void register_scalar_operations(OperationTable& table, Architecture architecture);
void register_control_operations(OperationTable& table, Architecture architecture);
void register_vector_alu_operations(OperationTable& table, Architecture architecture);
void register_vector_float_operations(OperationTable& table, Architecture architecture);
void register_vector_compare_operations(OperationTable& table, Architecture architecture);
void register_conversion_operations(OperationTable& table, Architecture architecture);
void register_packed_operations(OperationTable& table, Architecture architecture);
void register_memory_operations(OperationTable& table, Architecture architecture);
void register_lds_operations(OperationTable& table, Architecture architecture);
void register_matrix_operations(OperationTable& table, Architecture architecture);

}  // namespace gfxtile::emu
