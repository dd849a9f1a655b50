// gfx12 decoding on top of the shared text parser (emu/decoder.cpp): LLVM's gfx12 syntax is
// rewritten into what that parser reads (M0 and NULL by their gfx12 numbers, hardware
// registers by id, v_cmpx's implicit EXEC destination), VOPD dual instructions are split into
// two halves, and wrappers handle what the shared semantics do not know: gfx1250's scale_offset
// (the VGPR offset times the access size), gfx1250 buffer resources and gfx10+ DPP controls.
// After decoding, the VGPR MSB mode (s_set_vgpr_msb) is applied to the program.

#include <cctype>
#include <cstdlib>
#include <string>

#include "emu/decoder.h"
#include "emu/gfx12.h"
#include "emu/operation_table.h"
#include "emu/program.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {

Handler dual_issue_handler();  // emu/semantics/gfx12_vector.cpp
Handler gfx12_dpp_handler();   // emu/semantics/gfx12_lanes.cpp

namespace {

bool is_word_character(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Replaces whole words: "m0" -> "s125", "null" -> "s124", HW_REG_* -> its id.
std::string rename_registers(std::string_view text) {
  std::string result;
  size_t i = 0;
  while (i < text.size()) {
    if (!is_word_character(text[i])) {
      result += text[i++];
      continue;
    }
    size_t end = i;
    while (end < text.size() && is_word_character(text[end])) ++end;
    const std::string_view word = text.substr(i, end - i);
    if (word == "m0") result += "s" + std::to_string(gfx12::kM0);
    else if (word == "null") result += "s" + std::to_string(gfx12::kNull);
    else if (auto id = word.starts_with("HW_REG_") ? gfx12::hardware_register_id(word) : std::nullopt) result += std::to_string(*id);
    else result += word;
    i = end;
  }
  return result;
}

// Removes a standalone flag word; returns whether it was there.
bool remove_flag(std::string& text, std::string_view flag) {
  const size_t at = text.find(flag);
  if (at == std::string::npos) return false;
  const size_t end = at + flag.size();
  if ((at > 0 && is_word_character(text[at - 1])) || (end < text.size() && is_word_character(text[end]))) return false;
  text.erase(at, flag.size());
  return true;
}

DisassembledInstruction with_text(const DisassembledInstruction& item, std::string text) {
  DisassembledInstruction result = item;
  while (!text.empty() && text.back() == ' ') text.pop_back();
  const size_t space = text.find(' ');
  result.mnemonic = text.substr(0, space);
  result.text = std::move(text);
  return result;
}

// scale_offset: the 32-bit VGPR offset counts elements of the access size. The wrapper passes
// the inner operation a copy whose offset operand is a staging row (v1024, see wave_state.h)
// holding the scaled offsets. cbsz holds the offset operand's position and blgp the access size
// (both unused by memory operations).
void execute_scaled_offset(Wave& wave, const Instruction& in) {
  Instruction scaled = in;
  Operand& offset = scaled.operands[in.cbsz];
  const uint32_t* source = wave.vector_row(offset);
  uint32_t* row = wave.temporary;
  const uint32_t size = in.blgp;  // the access size in bytes (set at decode)
  for_each_lane(wave.exec(), [&](int l) { row[l] = source[l] * size; });
  offset.kind = OperandKind::vgpr;
  offset.index = uint16_t(kTemporaryRegister);
  offset.count = 1;
  in.inner(wave, scaled);
}

// SMEM scale_offset (gfx1250 s_load_*): the SGPR offset counts elements of the load size, as
// scale_offset does for VGPR offsets; the immediate offset stays in bytes. The wrapper hands the
// load a copy whose SGPR offset is the scaled constant; blgp holds the load size in bytes.
void execute_scaled_scalar_offset(Wave& wave, const Instruction& in) {
  Instruction scaled = in;
  Operand& offset = scaled.operands[2];
  offset.value[0] = wave.sgpr[in.operands[2].index] * uint32_t(in.blgp);
  offset.kind = OperandKind::constant;
  in.inner(wave, scaled);
}

// gfx10+ DPP controls the shared DPP code does not know: "row_share:n", "row_xmask:n",
// "dpp8:[s0,...,s7]". Removes the control and the _dpp suffix from `text`; returns the control
// (0x150 + n, 0x160 + n, 0xffff for dpp8 with the selects in `selects`), or 0.
uint32_t take_gfx10_dpp(std::string& text, std::string_view mnemonic, uint32_t& selects) {
  if (!mnemonic.ends_with("_dpp")) return 0;
  uint32_t control = 0;
  for (auto [name, base] : {std::pair<std::string_view, uint32_t>{"row_share:", 0x150}, {"row_xmask:", 0x160}, {"dpp8:", 0xffff}}) {
    const size_t at = text.find(name);
    if (at == std::string::npos) continue;
    size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string value = text.substr(at + name.size(), end - at - name.size());
    if (base == 0xffff) {
      selects = 0;
      int position = 0;
      for (char c : value)
        if (c >= '0' && c <= '7') selects |= uint32_t(c - '0') << (3 * position++);
      control = base;
    } else {
      control = base + (uint32_t(std::strtoul(value.c_str(), nullptr, 0)) & 15);  // LLVM prints a number
    }
    text.erase(at, end - at);
    text.erase(mnemonic.size() - 4, 4);  // the _dpp suffix: the plain operation runs inside the wrapper
    break;
  }
  return control;
}

// gfx1250 buffer resources (as LLVM 22 builds them): base [56:0] in dword 0 and dword 1 [24:0],
// num_records [44:0] in dword 1 [31:25] and dword 2, stride in dword 3 [25:12]. The wrapper
// hands the shared buffer semantics the same resource in gfx9's layout, staged in SGPRs
// 132..135 (spare slots after the register file); raw accesses are range-checked as on gfx9.
uint16_t stage_gfx1250_resource(Wave& wave, uint16_t resource) {
  constexpr int kStaging = 132;
  const uint32_t* r = &wave.sgpr[resource];
  const uint64_t base = r[0] | uint64_t(r[1] & 0x1ffffffu) << 32;
  const uint64_t records = (r[1] >> 25) | uint64_t(r[2]) << 7;
  const uint32_t stride = (r[3] >> 12) & 0x3fff;
  if (base >> 48) raise_fault("buffer base above 2^48 is not supported by the emulator");
  uint32_t* staged = &wave.sgpr[kStaging];
  staged[0] = uint32_t(base);
  staged[1] = uint32_t(base >> 32) | stride << 16;
  staged[2] = records > 0xffffffffu ? 0xffffffffu : uint32_t(records);
  staged[3] = 0;
  return kStaging;
}
void execute_gfx1250_buffer(Wave& wave, const Instruction& in) {
  Instruction converted = in;
  converted.operands[2].index = stage_gfx1250_resource(wave, in.operands[2].index);
  in.inner(wave, converted);
}
// s_buffer_load_b32..b512: the same resource layout, in operand 1.
void execute_gfx1250_scalar_buffer(Wave& wave, const Instruction& in) {
  Instruction converted = in;
  converted.operands[1].index = stage_gfx1250_resource(wave, in.operands[1].index);
  in.inner(wave, converted);
}

bool decode_single(const DisassembledInstruction& item, Instruction& result) {
  std::string text = rename_registers(item.text);
  std::string mnemonic_text = item.mnemonic;
  // VOP3 with DPP ("v_add_f16_e64_dpp"): the shared DPP code knows the "_dpp" form.
  if (mnemonic_text.ends_with("_e64_dpp")) {
    text.erase(mnemonic_text.size() - 8, 4);
    mnemonic_text.erase(mnemonic_text.size() - 8, 4);
  }
  const std::string_view mnemonic = mnemonic_text;
  uint32_t dpp8_selects = 0;
  const uint32_t dpp_control = take_gfx10_dpp(text, mnemonic, dpp8_selects);
  if (mnemonic == "s_delay_alu" || mnemonic == "s_wait_alu" || mnemonic == "s_sendmsg") text = std::string(mnemonic);
  remove_flag(text, "matrix_a_reuse");
  remove_flag(text, "matrix_b_reuse");
  const bool scale_offset = remove_flag(text, "scale_offset");
  // gfx12 atomics return the old value under th:TH_ATOMIC_RETURN (gfx9's glc).
  if (const size_t at = text.find("th:TH_ATOMIC_RETURN"); at != std::string::npos) text.replace(at, 19, "glc");
  // v_cmpx on gfx12 writes EXEC only; the shared compare writes its first operand and EXEC.
  if (mnemonic.starts_with("v_cmpx_")) text.insert(mnemonic.size(), " exec_lo,");
  if (!emu::decode_instruction(with_text(item, std::move(text)), Architecture::gfx1250, result)) return false;
  if (mnemonic.starts_with("buffer_") && mnemonic != "buffer_inv" && mnemonic != "buffer_wbl2") {
    if (result.operands[2].kind != OperandKind::sgpr || result.operands[2].count != 4) return false;
    result.inner = result.execute;
    result.execute = execute_gfx1250_buffer;
  }
  if (mnemonic.starts_with("s_buffer_load_b")) {  // the sub-dword forms read gfx1250's layout themselves
    if (result.operands[1].kind != OperandKind::sgpr || result.operands[1].count != 4) return false;
    result.inner = result.execute;
    result.execute = execute_gfx1250_scalar_buffer;
  }
  if (dpp_control != 0) {
    std::string_view base = mnemonic.substr(0, mnemonic.size() - 4);
    for (std::string_view suffix : {"_e32", "_e64"})
      if (base.ends_with(suffix)) base.remove_suffix(suffix.size());
    const OperationInfo* info = gfx12::operation_table().find(base);
    if (info == nullptr || result.operands[info->destinations].kind != OperandKind::vgpr) return false;
    result.cbsz = info->destinations;  // the first source, which DPP permutes
    result.dpp_control = uint16_t(dpp_control);
    result.offset1 = int32_t(dpp8_selects);
    result.inner = result.execute;
    result.execute = gfx12_dpp_handler();
  }
  if (scale_offset && mnemonic.starts_with("s_load_")) {
    // parameter[0]: dwords (s_load_b32..b512, b96), or 0 with parameter[1] bytes for u8/i8/u16/i16.
    const uint32_t size = result.parameter[0] ? 4 * result.parameter[0] : result.parameter[1];
    if (result.operand_count < 3 || result.operands[2].kind != OperandKind::sgpr || size == 0 || size > 64) return false;
    result.blgp = uint8_t(size);
    result.inner = result.execute;
    result.execute = execute_scaled_scalar_offset;
  } else if (scale_offset) {
    int position;
    uint32_t size = result.parameter[0];
    if (mnemonic.starts_with("global_load") || mnemonic.starts_with("scratch_load")) {
      position = 1;
    } else if (mnemonic.starts_with("global_store") || mnemonic.starts_with("scratch_store")) {
      position = 0;
    } else if (mnemonic.starts_with("global_atomic")) {
      position = (result.flags & kFlagGlc) ? 1 : 0;  // a returning atomic has its destination first
      size = result.parameter[1];
    } else {
      return false;
    }
    if (result.operands[position].kind != OperandKind::vgpr || size == 0 || size > 16) return false;
    result.cbsz = uint8_t(position);
    result.blgp = uint8_t(size);
    result.inner = result.execute;
    result.execute = execute_scaled_offset;
  }
  return true;
}

// "v_dual_mov_b32 v1, v2" -> "v_mov_b32 v1, v2"; VOPD's cndmask reads VCC implicitly.
std::string vopd_half(std::string_view half) {
  while (!half.empty() && half.front() == ' ') half.remove_prefix(1);
  std::string text = "v_" + std::string(half.substr(half.starts_with("v_dual_") ? 7 : 0));
  if (text.starts_with("v_cndmask_b32")) text += ", vcc_lo";
  return text;
}

// VGPR MSB mode (s_set_vgpr_msb): 2 bits per operand slot, [1:0] src0, [3:2] src1, [5:4] src2,
// [7:6] vdst (LLVM's AMDGPULowerVGPREncoding); each adds 256 x value to the VGPR number. VALU
// (and both VOPD halves, which share slots), DS (addr, data0, data1, vdst), FLAT/global/scratch
// (vaddr, vdata, -, vdst) and buffers (vaddr, -, -, vdata) are remapped;
// VGPRs 512-1023 are rows 512-1023 of the wave (wave_state.h kVectorRows: contiguous, so an
// operand may span v511..v512 as LLVM allocates them).
void shift_vgprs(Instruction& in, int destinations, uint32_t mode) {
  int source = 0;
  for (int k = 0; k < in.operand_count; ++k) {
    Operand& operand = in.operands[k];
    const int slot = k < destinations ? 3 : source++;
    if (slot > 3 || operand.kind != OperandKind::vgpr) continue;
    const uint32_t msb = (mode >> (2 * slot)) & 3;
    if (msb != 0) operand.index = uint16_t(operand.index + 256 * msb);
  }
}

// Destinations of the operation `text` names (a VOPD half or a whole instruction), or -1.
int destination_count(std::string_view text) {
  std::string_view mnemonic = text.substr(0, text.find(' '));
  std::string name(mnemonic);
  if (name.starts_with("v_dual_")) name = "v_" + name.substr(7);
  for (std::string_view suffix : {"_e64_dpp", "_dpp", "_e32", "_e64", "_sdwa"})
    if (name.ends_with(suffix)) {
      name.resize(name.size() - suffix.size());
      break;
    }
  const OperationInfo* info = gfx12::operation_table().find(name);
  return info ? info->destinations : -1;
}

void execute_msb_unsupported(Wave&, const Instruction&) {
  raise_fault("this memory instruction under a non-zero VGPR MSB mode (s_set_vgpr_msb) is not supported by the emulator");
}

}  // namespace

namespace gfx12 {

void apply_vgpr_msb(Program& program) {
  uint32_t mode = 0;
  for (size_t i = 0; i < program.texts.size() && i < program.instructions.size(); ++i) {
    const std::string_view text = program.texts[i];
    const std::string_view mnemonic = text.substr(0, text.find(' '));
    Instruction& instruction = program.instructions[i];
    if (mnemonic.starts_with("s_endpgm")) {
      // LLVM's convention: code after a program end starts with all MSBs zero, without an
      // s_set_vgpr_msb (the pass resets its mode there and emits nothing).
      mode = 0;
      continue;
    }
    if (mnemonic == "s_set_vgpr_msb") {
      mode = instruction.operands[0].value[0] & 0xff;  // the high byte records the previous mode
      continue;
    }
    if (mnemonic == "s_setreg_imm32_b32" && (instruction.immediate & 0x3f) == uint32_t(kHwRegWaveMode)) {
      // A MODE setreg also writes the MSBs from imm32[19:12], in MODE's order (vdst first).
      const uint32_t bits = (instruction.operands[1].value[0] >> 12) & 0xff;
      mode = ((bits >> 2) | (bits << 6)) & 0xff;
      continue;
    }
    if (mode == 0) continue;
    if (mnemonic.starts_with("v_")) {
      const size_t dual = text.find(" :: ");
      if (dual != std::string_view::npos) {
        shift_vgprs(instruction, destination_count(text.substr(0, dual)), mode);
        shift_vgprs(program.companions[size_t(instruction.target)], destination_count(text.substr(dual + 4)), mode);
      } else {
        shift_vgprs(instruction, destination_count(text), mode);
      }
    } else if (mnemonic.starts_with("ds_")) {
      const bool returns = mnemonic.starts_with("ds_load") || mnemonic.starts_with("ds_read") ||
                           mnemonic.find("_rtn") != std::string_view::npos || mnemonic.starts_with("ds_bpermute") ||
                           mnemonic.starts_with("ds_permute") || mnemonic.starts_with("ds_swizzle");
      shift_vgprs(instruction, returns ? 1 : 0, mode);
    } else if (mnemonic.starts_with("global_") || mnemonic.starts_with("flat_") || mnemonic.starts_with("scratch_")) {
      // FLAT: vaddr, vdata, -, vdst. Loads (async-to-LDS included: their vdst is the LDS address)
      // and returning atomics write a destination first.
      const bool returns = mnemonic.find("_load") != std::string_view::npos ||
                           text.find("TH_ATOMIC_RETURN") != std::string_view::npos ||
                           text.find(" glc") != std::string_view::npos;
      shift_vgprs(instruction, returns ? 1 : 0, mode);
    } else if (mnemonic.starts_with("buffer_")) {
      // Buffers: vaddr, -, -, vdata, where vdata (loaded or stored) is the first operand.
      shift_vgprs(instruction, 1, mode);
    } else {
      bool uses_vgprs = false;
      for (int k = 0; k < instruction.operand_count; ++k) uses_vgprs |= instruction.operands[k].kind == OperandKind::vgpr;
      if (uses_vgprs) {
        instruction.inner = nullptr;
        instruction.execute = execute_msb_unsupported;
      }
    }
  }
}


bool decode_instruction(const DisassembledInstruction& item, Instruction& result, std::vector<Instruction>& companions) {
  if (!item.valid) return false;
  const size_t dual = item.text.find(" :: ");
  if (dual == std::string::npos) return decode_single(item, result);
  Instruction second;
  if (!decode_single(with_text(item, vopd_half(std::string_view(item.text).substr(0, dual))), result)) return false;
  if (!decode_single(with_text(item, vopd_half(std::string_view(item.text).substr(dual + 4))), second)) return false;
  companions.push_back(second);
  result.inner = result.execute;
  result.execute = dual_issue_handler();
  result.target = int32_t(companions.size() - 1);
  return true;
}

}  // namespace gfx12
}  // namespace gfxtile::emu
