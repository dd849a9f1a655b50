#pragma once
// Helpers shared by the semantics files: operand access, lane iteration, float modifiers.
// Private to emu/ (included by emu/*.cpp and emu/semantics/*.cpp only).

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "emu/instruction.h"
#include "emu/numeric.h"
#include "emu/operation_table.h"
#include "emu/wave_state.h"

namespace gfxtile::emu {

// Wrappers the decoder installs around an operation (emu/semantics/dpp_sdwa.cpp, control.cpp).
void execute_dpp(Wave& wave, const Instruction& instruction);
void execute_sdwa(Wave& wave, const Instruction& instruction);
void execute_unsupported(Wave& wave, const Instruction& instruction);

// A source operand seen per lane: VGPRs step by lane, scalars and constants broadcast.
struct Lanes {
  const uint32_t* data;
  uint32_t stride;
  uint32_t operator[](int lane) const { return data[lane * stride]; }
};

inline uint32_t condition_value(Wave& wave, OperandKind kind) {
  if (kind == OperandKind::scc) return wave.scc;
  if (kind == OperandKind::vccz) return wave.vcc() == 0;
  return wave.exec() == 0;  // execz
}

// Register `offset` of a (possibly multi-register) source.
inline Lanes lanes(Wave& wave, const Operand& operand, int offset = 0) {
  switch (operand.kind) {
    case OperandKind::vgpr: return {wave.vgpr + (operand.index + offset) * kWaveSize, 1};
    case OperandKind::agpr: return {wave.agpr + (operand.index + offset) * kWaveSize, 1};
    case OperandKind::sgpr: return {&wave.sgpr[operand.index + offset], 0};
    case OperandKind::constant: return {&operand.value[offset & 1], 0};
    case OperandKind::scc:
    case OperandKind::vccz:
    case OperandKind::execz:
      wave.sgpr[gfx9::kScalarRegisterCount] = condition_value(wave, operand.kind);
      return {&wave.sgpr[gfx9::kScalarRegisterCount], 0};
    default: raise_fault("operand kind not valid as a vector source");
  }
}

inline uint32_t* destination(Wave& wave, const Operand& operand, int offset = 0) {
  if (!operand.is_vector()) raise_fault("vector destination expected");
  return wave.vector_row(operand, offset);
}

inline uint64_t lane64(const Lanes& low, const Lanes& high, int lane) {
  return uint64_t(low[lane]) | uint64_t(high[lane]) << 32;
}

// Scalar operand values.
inline uint32_t scalar32(const Wave& wave, const Operand& operand) {
  switch (operand.kind) {
    case OperandKind::sgpr: return wave.sgpr[operand.index];
    case OperandKind::constant: return operand.value[0];
    case OperandKind::scc: return wave.scc;
    case OperandKind::vccz: return wave.vcc() == 0;
    case OperandKind::execz: return wave.exec() == 0;
    default: raise_fault("operand kind not valid as a scalar source");
  }
}
inline uint64_t scalar64(const Wave& wave, const Operand& operand) {
  if (operand.kind == OperandKind::sgpr)
    return uint64_t(wave.sgpr[operand.index]) | uint64_t(wave.sgpr[operand.index + 1]) << 32;
  if (operand.kind == OperandKind::constant) return uint64_t(operand.value[0]) | uint64_t(operand.value[1]) << 32;
  return scalar32(wave, operand);
}
inline void write_scalar32(Wave& wave, const Operand& operand, uint32_t value) {
  if (operand.kind != OperandKind::sgpr) raise_fault("scalar destination expected");
  wave.sgpr[operand.index] = value;
}
inline void write_scalar64(Wave& wave, const Operand& operand, uint64_t value) {
  if (operand.kind != OperandKind::sgpr) raise_fault("scalar destination expected");
  wave.sgpr[operand.index] = uint32_t(value);
  // A wave32 lane mask names one SGPR (vcc_lo, s11): leave the next one alone.
  if (operand.count != 1) wave.sgpr[operand.index + 1] = uint32_t(value >> 32);
}

// Calls body(lane) for every lane set in mask.
template <typename Body>
inline void for_each_lane(uint64_t mask, Body&& body) {
  if (mask == ~uint64_t{0}) {  // the common case: a plain loop the compiler can unroll
    for (int lane = 0; lane < kWaveSize; ++lane) body(lane);
    return;
  }
  while (mask) {
    const int lane = std::countr_zero(mask);
    mask &= mask - 1;
    body(lane);
  }
}

// Whole-row evaluation, for loops the compiler can vectorize: every source as a unit-stride
// row (a VGPR row as it is; a scalar or constant broadcast into `storage`), every result into
// a local row, then stored to the active lanes. All lanes are computed (inactive ones from
// whatever their registers hold), so the operation must not trap; and because every source
// lane is read before any destination lane is written, a destination may alias a source.
inline const uint32_t* unit_row(const Lanes& source, uint32_t (&storage)[kWaveSize]) {
  if (source.stride == 1) return source.data;
  for (int lane = 0; lane < kWaveSize; ++lane) storage[lane] = source.data[0];
  return storage;
}
inline void store_active(uint32_t* destination, const uint32_t* result, uint64_t exec) {
  if (exec == ~uint64_t{0}) {
    std::memcpy(destination, result, kWaveSize * sizeof(uint32_t));
    return;
  }
  for_each_lane(exec, [&](int lane) { destination[lane] = result[lane]; });
}

// Input modifiers of 32-bit float source `source` as (and-mask, xor-mask) on the bits.
struct SignModifier {
  uint32_t and_mask = 0xffffffffu;
  uint32_t xor_mask = 0;
  uint32_t apply(uint32_t bits) const { return (bits & and_mask) ^ xor_mask; }
};
inline SignModifier sign_modifier(const Instruction& instruction, int source, uint32_t sign_bit = 0x80000000u) {
  SignModifier result;
  if (instruction.abs & (1 << source)) result.and_mask = ~sign_bit;
  if (instruction.neg & (1 << source)) result.xor_mask = sign_bit;
  return result;
}

// Output modifiers: omod then clamp to [0, 1].
inline float apply_output_modifiers(const Instruction& instruction, float value) {
  switch (instruction.omod) {
    case 1: value *= 2.0f; break;
    case 2: value *= 4.0f; break;
    case 3: value *= 0.5f; break;
    default: break;
  }
  if (instruction.clamp) value = std::isnan(value) ? 0.0f : std::fmin(std::fmax(value, 0.0f), 1.0f);
  return value;
}
inline double apply_output_modifiers64(const Instruction& instruction, double value) {
  switch (instruction.omod) {
    case 1: value *= 2.0; break;
    case 2: value *= 4.0; break;
    case 3: value *= 0.5; break;
    default: break;
  }
  if (instruction.clamp) value = std::isnan(value) ? 0.0 : std::fmin(std::fmax(value, 0.0), 1.0);
  return value;
}

// Small copies with the size known per case, so they compile to plain moves.
inline void copy_small(void* to, const void* from, uint32_t bytes) {
  switch (bytes) {
    case 1: std::memcpy(to, from, 1); break;
    case 2: std::memcpy(to, from, 2); break;
    case 4: std::memcpy(to, from, 4); break;
    case 8: std::memcpy(to, from, 8); break;
    case 12: std::memcpy(to, from, 12); break;
    case 16: std::memcpy(to, from, 16); break;
    default: std::memcpy(to, from, bytes); break;
  }
}

// The value a 16-bit source operand contributes: low or high half by op_sel.
inline uint16_t half_of(uint32_t bits, bool high) { return uint16_t(high ? bits >> 16 : bits); }

}  // namespace gfxtile::emu

namespace gfxtile::emu {
struct Program;
// The fake address of instruction `index` (for s_getpc) and back (for s_setpc); the latter
// faults when the address is not an instruction of the kernel.
uint64_t program_address(const Program& program, uint32_t index);
uint32_t program_index(const Program& program, uint64_t address);
// Runs when PC leaves the kernel's code.
void execute_end_of_code(Wave& wave, const Instruction& instruction);
// Cache write-back / invalidate (gfx9 buffer_wbl2, buffer_inv; gfx12 global_wb, global_inv,
// global_wbinv): memory is one coherent store here, but workgroups run on several host threads
// whose atomics are relaxed, so these are the host's release / acquire fences: a kernel's
// device-scope fences order its accesses across workgroups as on the GPU.
void execute_cache_write_back(Wave& wave, const Instruction& instruction);
void execute_cache_invalidate(Wave& wave, const Instruction& instruction);
void execute_cache_write_back_invalidate(Wave& wave, const Instruction& instruction);
}  // namespace gfxtile::emu
