// DPP and SDWA forms: wrappers that stage the modified sources in temporary rows (v1024..),
// run the plain operation, and (SDWA) merge its result into the destination's selected part.

#include <algorithm>
#include <array>
#include <vector>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// Source lane of `lane` under DPP control `control`, or -1 when out of range.
int dpp_source(uint16_t control, int lane) {
  const int row_base = lane & ~15, in_row = lane & 15;
  if (control <= 0xff) return (lane & ~3) | ((control >> (2 * (lane & 3))) & 3);  // quad_perm
  if (control >= 0x101 && control <= 0x10f) {  // row_shl
    const int n = control - 0x100;
    return in_row + n < 16 ? lane + n : -1;
  }
  if (control >= 0x111 && control <= 0x11f) {  // row_shr
    const int n = control - 0x110;
    return in_row >= n ? lane - n : -1;
  }
  if (control >= 0x121 && control <= 0x12f) return row_base + ((in_row - (control - 0x120)) & 15);  // row_ror
  if (control >= 0x150 && control <= 0x15f) return row_base + (control - 0x150);  // row_newbcast
  switch (control) {
    case 0x130: return lane + 1 < 64 ? lane + 1 : -1;  // wave_shl
    case 0x134: return (lane + 1) & 63;                // wave_rol
    case 0x138: return lane >= 1 ? lane - 1 : -1;      // wave_shr
    case 0x13c: return (lane - 1) & 63;                // wave_ror
    case 0x140: return row_base + 15 - in_row;         // row_mirror
    case 0x141: return (lane & ~7) + 7 - (lane & 7);   // row_half_mirror
    case 0x142: return lane >= 16 ? row_base - 1 : -1; // row_bcast:15
    case 0x143: return lane >= 32 ? 31 : -1;           // row_bcast:31
    default: return -1;
  }
}

uint32_t sdwa_extract(uint32_t value, int select, bool sign_extend) {
  if (select == 6) return value;
  if (select >= 4) {
    const uint32_t word = (value >> (16 * (select - 4))) & 0xffff;
    return sign_extend ? uint32_t(int32_t(int16_t(word))) : word;
  }
  const uint32_t byte = (value >> (8 * select)) & 0xff;
  return sign_extend ? uint32_t(int32_t(int8_t(byte))) : byte;
}

}  // namespace

// Source lanes for every DPP control, computed once (controls are at most 0x15f).
const int8_t* dpp_sources(uint16_t control) {
  static const auto table = [] {
    std::vector<std::array<int8_t, kWaveSize>> result(0x161);  // the last: every source invalid
    for (int c = 0; c < 0x161; ++c)
      for (int lane = 0; lane < kWaveSize; ++lane) result[size_t(c)][size_t(lane)] = int8_t(dpp_source(uint16_t(c), lane));
    return result;
  }();
  return table[std::min<uint16_t>(control, 0x160)].data();
}

void execute_dpp(Wave& wave, const Instruction& in) {
  const int s0 = in.first_source;
  const Lanes source = lanes(wave, in.operands[s0]);
  uint32_t* staged = wave.temporary;
  const uint64_t exec = wave.exec();
  // Lanes the row and bank masks leave writable.
  uint64_t row_bank = 0;
  uint64_t bank_pattern = 0;
  for (int bank = 0; bank < 4; ++bank)
    if ((in.bank_mask >> bank) & 1) bank_pattern |= uint64_t{0xf} << (4 * bank);
  for (int row = 0; row < 4; ++row)
    if ((in.row_mask >> row) & 1) row_bank |= bank_pattern << (16 * row);
  const int8_t* from = dpp_sources(in.dpp_control);
  const bool bound_control = in.flags & kFlagBoundControl;
  uint64_t enabled = 0;
  for_each_lane(exec & row_bank, [&](int lane) {
    const int source_lane = from[lane];
    if (source_lane >= 0 && ((exec >> source_lane) & 1)) {
      staged[lane] = source[source_lane];
    } else if (bound_control) {
      staged[lane] = 0;
    } else {
      return;  // the lane keeps its old destination value
    }
    enabled |= uint64_t{1} << lane;
  });
  Instruction staged_instruction = in;
  staged_instruction.operands[s0] = Operand{OperandKind::vgpr, 1, uint16_t(kTemporaryRegister), {0, 0}};
  wave.set_exec(enabled);
  in.inner(wave, staged_instruction);
  // Comparisons write EXEC themselves (v_cmpx); everything else gets the old mask back.
  if (wave.exec() == enabled) wave.set_exec(exec);
}

void execute_sdwa(Wave& wave, const Instruction& in) {
  const int s0 = in.first_source;
  const bool compare = !in.operands[0].is_vector();  // VOPC: the destination is VCC or SGPRs
  const int sources = in.operand_count - s0 >= 2 ? 2 : 1;
  Instruction staged = in;
  const uint64_t exec = wave.exec();
  const int selects[2] = {in.src0_sel, in.src1_sel};
  const bool sign[2] = {bool(in.flags & kFlagSdwaSext), bool(in.flags & kFlagSdwaSext1)};
  for (int s = 0; s < sources; ++s) {
    if (selects[s] == 6 && !sign[s]) continue;
    const Lanes source = lanes(wave, in.operands[s0 + s]);
    uint32_t* row = wave.temporary + s * kWaveSize;
    for_each_lane(exec, [&](int l) { row[l] = sdwa_extract(source[l], selects[s], sign[s]); });
    staged.operands[s0 + s] = Operand{OperandKind::vgpr, 1, uint16_t(kTemporaryRegister + s), {0, 0}};
  }
  if (compare || (in.dst_sel == 6 && in.dst_unused == 0)) {
    in.inner(wave, staged);
    return;
  }
  staged.operands[0] = Operand{OperandKind::vgpr, 1, uint16_t(kTemporaryRegister + 2), {0, 0}};
  in.inner(wave, staged);
  const uint32_t* result = wave.temporary + 2 * kWaveSize;
  uint32_t* d = destination(wave, in.operands[0]);
  const int select = in.dst_sel;
  for_each_lane(exec, [&](int l) {
    if (select == 6) {
      d[l] = result[l];
      return;
    }
    const int shift = select >= 4 ? 16 * (select - 4) : 8 * select;
    const int width = select >= 4 ? 16 : 8;
    const uint32_t field_mask = ((1u << width) - 1) << shift;
    const uint32_t field = (result[l] << shift) & field_mask;
    uint32_t value;
    if (in.dst_unused == 2) {
      value = (d[l] & ~field_mask) | field;  // preserve
    } else if (in.dst_unused == 1) {
      const uint32_t top = (field >> (shift + width - 1)) & 1;  // sign-extend the field upward
      value = field | (top ? ~((1u << (shift + width)) - 1) : 0);
      if (shift + width == 32) value = field;
    } else {
      value = field;
    }
    d[l] = value;
  });
}

}  // namespace gfxtile::emu
