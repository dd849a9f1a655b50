#include "emu/decoder.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/error.h"
#include "emu/gfx12.h"
#include "emu/gfx9.h"
#include "emu/numeric.h"
#include "emu/operation_table.h"
#include "emu/semantics/common.h"
#include "hsaco/elf.h"
#include "emu/workgroup_monitor.h"

namespace gfxtile::emu {
namespace {

// Splits the operand text at top-level commas and blanks; brackets and parentheses nest.
std::vector<std::string_view> tokenize(std::string_view text) {
  std::vector<std::string_view> tokens;
  int depth = 0;
  size_t start = std::string_view::npos;
  for (size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (c == '[' || c == '(') ++depth;
    if (c == ']' || c == ')') --depth;
    const bool separator = depth == 0 && (c == ',' || c == ' ' || c == '\t');
    if (separator) {
      if (start != std::string_view::npos) tokens.push_back(text.substr(start, i - start));
      start = std::string_view::npos;
    } else if (start == std::string_view::npos) {
      start = i;
    }
  }
  return tokens;
}

bool is_modifier(std::string_view token) {
  int depth = 0;
  for (char c : token) {
    if (c == '[' || c == '(') ++depth;
    if (c == ']' || c == ')') --depth;
    if (c == ':' && depth == 0) return true;
  }
  static constexpr std::string_view kKeywords[] = {"clamp", "glc", "slc", "dlc", "sc0", "sc1", "nt", "lds", "offen",
                                                   "idxen", "addr64", "gds", "tfe", "lwe", "row_mirror",
                                                   "row_half_mirror", "d16", "unorm", "da", "r128", "nv"};
  // Not "a16": that is also AGPR 16, and the image instructions that take it are not emulated.
  for (auto keyword : kKeywords)
    if (token == keyword) return true;
  return false;
}

int64_t parse_integer(std::string_view text, std::string_view context) {
  bool negative = false;
  if (!text.empty() && text[0] == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    text.remove_prefix(2);
  }
  uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
  if (error != std::errc() || end != text.data() + text.size()) fail("cannot parse number '{}' in '{}'", text, context);
  return negative ? -static_cast<int64_t>(value) : static_cast<int64_t>(value);
}

bool parse_register_range(std::string_view text, std::string_view prefix, int& first, int& count, std::string_view context) {
  if (!text.starts_with(prefix)) return false;
  std::string_view rest = text.substr(prefix.size());
  if (rest.empty()) return false;
  if (rest[0] == '[') {
    const size_t colon = rest.find(':');
    if (colon == std::string_view::npos || rest.back() != ']') fail("bad register range '{}' in '{}'", text, context);
    first = int(parse_integer(rest.substr(1, colon - 1), context));
    const int last = int(parse_integer(rest.substr(colon + 1, rest.size() - colon - 2), context));
    count = last - first + 1;
    return true;
  }
  for (char c : rest)
    if (c < '0' || c > '9') return false;
  first = int(parse_integer(rest, context));
  count = 1;
  return true;
}

uint64_t float_constant_bits(double value, ConstantType type) {
  // 1/(2*pi) is printed rounded; map it to the exact inline constant.
  const bool inverse_two_pi = value > 0 && std::fabs(value - 0.15915494309189535) < 1e-7;
  switch (type) {
    case ConstantType::f16:
    case ConstantType::pk16:
      return inverse_two_pi ? 0x3118 : double_to_half(value);
    case ConstantType::f64:
    case ConstantType::b64:
      return inverse_two_pi ? 0x3fc45f306dc9c882ull : double_to_bits(value);
    default:
      return inverse_two_pi ? 0x3e22f983u : float_to_bits(float(value));
  }
}

struct Parsed {
  Operand operand;
  bool negate = false, absolute = false, sign_extend = false;
};

Parsed parse_operand(std::string_view token, ConstantType type, std::string_view context) {
  Parsed result;
  std::string_view text = token;
  if (text.starts_with("-") && text.size() > 1 && !(text[1] >= '0' && text[1] <= '9')) {
    result.negate = true;
    text.remove_prefix(1);
  }
  if (text.size() >= 2 && text.front() == '|' && text.back() == '|') {
    result.absolute = true;
    text = text.substr(1, text.size() - 2);
  }
  auto unwrap = [&](std::string_view name, bool& flag) {
    if (text.starts_with(name) && text.back() == ')') {
      flag = true;
      text = text.substr(name.size(), text.size() - name.size() - 1);
    }
  };
  bool literal = false;
  unwrap("lit(", literal);  // an explicit 32-bit literal: the value inside
  unwrap("lit64(", literal);  // gfx1250's 64-bit literal (s_add_pc_i64 lit64(0x23534))
  unwrap("abs(", result.absolute);
  unwrap("neg(", result.negate);
  unwrap("sext(", result.sign_extend);
  Operand& operand = result.operand;
  int first = 0, count = 1;
  if (parse_register_range(text, "v", first, count, context)) {
    operand.kind = OperandKind::vgpr;
  } else if (parse_register_range(text, "a", first, count, context)) {
    operand.kind = OperandKind::agpr;
  } else if (parse_register_range(text, "s", first, count, context)) {
    operand.kind = OperandKind::sgpr;
  } else if (parse_register_range(text, "ttmp", first, count, context)) {
    operand.kind = OperandKind::sgpr;
    first += gfx9::kTtmp0;
  } else if (auto special = gfx9::special_scalar_register(text)) {
    operand.kind = OperandKind::sgpr;
    first = special->index;
    count = special->count;
  } else if (text == "off") {
    operand.kind = OperandKind::off;
  } else if (text == "src_scc" || text == "scc") {
    operand.kind = OperandKind::scc;
  } else if (text == "src_vccz") {
    operand.kind = OperandKind::vccz;
  } else if (text == "src_execz") {
    operand.kind = OperandKind::execz;
  } else if (auto constant = gfx9::special_constant(text)) {
    operand.kind = OperandKind::constant;
    operand.value[0] = uint32_t(*constant);
    operand.value[1] = uint32_t(*constant >> 32);
  } else if (!text.empty() && ((text[0] >= '0' && text[0] <= '9') || text[0] == '-')) {
    operand.kind = OperandKind::constant;
    uint64_t bits;
    if (text.find('.') != std::string_view::npos) {
      bits = float_constant_bits(std::strtod(std::string(text).c_str(), nullptr), type);
    } else {
      const int64_t value = parse_integer(text, context);
      const bool inline_integer = value >= -16 && value <= 64;
      if (type == ConstantType::f64 && !inline_integer) {
        bits = uint64_t(uint32_t(value)) << 32;  // a 32-bit literal is the high dword of an f64
      } else if (type == ConstantType::b64 || type == ConstantType::f64) {
        bits = uint64_t(value);
      } else if (type == ConstantType::pk16 && inline_integer) {
        bits = uint32_t(value) & 0xffff;
      } else {
        bits = uint32_t(value);
      }
    }
    if (type == ConstantType::pk16 && text.find('.') != std::string_view::npos) bits &= 0xffff;
    operand.value[0] = uint32_t(bits);
    operand.value[1] = uint32_t(bits >> 32);
  } else {
    operand.kind = OperandKind::none;  // vmcnt(0), hwreg(...), sendmsg(...): handled by the operation
    return result;
  }
  if (operand.is_register()) {
    if (count < 1 || first < 0 || first + count > (operand.kind == OperandKind::sgpr ? gfx9::kScalarRegisterCount : kVectorRegisters))
      fail("register '{}' out of range in '{}'", text, context);
    operand.index = uint16_t(first);
    operand.count = uint8_t(count);
  }
  return result;
}

uint8_t parse_bit_list(std::string_view value, std::string_view context) {
  // "[1,0,1]" -> bit i = element i
  if (value.size() < 2 || value.front() != '[' || value.back() != ']') fail("bad modifier list '{}' in '{}'", value, context);
  uint8_t bits = 0;
  int position = 0;
  for (char c : value.substr(1, value.size() - 2)) {
    if (c == '1') bits |= uint8_t(1 << position);
    if (c == '0' || c == '1') ++position;
  }
  return bits;
}

int sdwa_select(std::string_view value, std::string_view context) {
  static constexpr std::string_view kNames[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
  for (int i = 0; i < 7; ++i)
    if (value == kNames[i]) return i;
  fail("unknown SDWA select '{}' in '{}'", value, context);
}

uint16_t dpp_control(std::string_view name, std::string_view value, std::string_view context) {
  // Encodings as in the DPP_CTRL field.
  if (name == "quad_perm") {
    uint16_t control = 0;
    int position = 0;
    for (char c : value)
      if (c >= '0' && c <= '3') control |= uint16_t((c - '0') << (2 * position++));
    return control;
  }
  const int amount = int(parse_integer(value, context));
  if (name == "row_shl") return uint16_t(0x100 + amount);
  if (name == "row_shr") return uint16_t(0x110 + amount);
  if (name == "row_ror") return uint16_t(0x120 + amount);
  if (name == "wave_shl") return 0x130;
  if (name == "wave_rol") return 0x134;
  if (name == "wave_shr") return 0x138;
  if (name == "wave_ror") return 0x13c;
  if (name == "row_bcast") return amount == 15 ? 0x142 : 0x143;
  if (name == "row_newbcast") return uint16_t(0x150 + amount);  // gfx90a+: lane `amount` of each row
  fail("unknown DPP control '{}' in '{}'", name, context);
}

// ds_swizzle_b32's symbolic pattern -> the 16-bit offset encoding.
int32_t parse_swizzle(std::string_view value, std::string_view context) {
  auto fields = tokenize(value.substr(8, value.size() - 9));
  if (fields.empty()) fail("bad swizzle in '{}'", context);
  auto number = [&](size_t i) { return i < fields.size() ? int(parse_integer(fields[i], context)) : 0; };
  const std::string_view mode = fields[0];
  if (mode == "QUAD_PERM") return 0x8000 | number(1) | number(2) << 2 | number(3) << 4 | number(4) << 6;
  if (mode == "SWAP") return 0x1f | number(1) << 10;
  if (mode == "REVERSE") return 0x1f | (number(1) - 1) << 10;
  if (mode == "BROADCAST") return (0x1f & ~(number(1) - 1)) | number(2) << 5;
  if (mode == "BITMASK_PERM" && fields.size() > 1) {
    std::string_view mask = fields[1];
    if (mask.size() >= 2 && mask.front() == '"') mask = mask.substr(1, mask.size() - 2);
    int and_mask = 0, or_mask = 0, xor_mask = 0;
    for (size_t i = 0; i < mask.size() && i < 5; ++i) {
      const int bit = 1 << (4 - int(i));
      if (mask[i] == '1') or_mask |= bit;
      else if (mask[i] == 'p') and_mask |= bit;
      else if (mask[i] == 'i') and_mask |= bit, xor_mask |= bit;
    }
    return and_mask | or_mask << 5 | xor_mask << 10;
  }
  fail("unknown swizzle '{}' in '{}'", value, context);
}

void apply_modifier(std::string_view token, Instruction& instruction, std::string_view context) {
  const size_t colon = [&] {
    int depth = 0;
    for (size_t i = 0; i < token.size(); ++i) {
      if (token[i] == '[' || token[i] == '(') ++depth;
      if (token[i] == ']' || token[i] == ')') --depth;
      if (token[i] == ':' && depth == 0) return i;
    }
    return std::string_view::npos;
  }();
  const std::string_view name = token.substr(0, colon);
  const std::string_view value = colon == std::string_view::npos ? std::string_view() : token.substr(colon + 1);
  if (name == "offset" && value.starts_with("swizzle(")) instruction.offset = parse_swizzle(value, context);
  else if (name == "offset") instruction.offset = int32_t(parse_integer(value, context));
  else if (name == "offset0") instruction.offset = int32_t(parse_integer(value, context));
  else if (name == "offset1") instruction.offset1 = int32_t(parse_integer(value, context));
  else if (name == "glc" || name == "sc0") instruction.flags |= kFlagGlc;
  else if (name == "slc") instruction.flags |= kFlagSlc;
  else if (name == "sc1") instruction.flags |= kFlagSc1;
  else if (name == "nt") instruction.flags |= kFlagNt;
  else if (name == "lds") instruction.flags |= kFlagLds;
  else if (name == "offen") instruction.flags |= kFlagOffen;
  else if (name == "idxen") instruction.flags |= kFlagIdxen;
  else if (name == "clamp") instruction.clamp = 1;
  else if (name == "mul") instruction.omod = value == "2" ? 1 : 2;
  else if (name == "div") instruction.omod = 3;
  else if (name == "op_sel") instruction.op_sel = parse_bit_list(value, context);
  else if (name == "op_sel_hi") instruction.op_sel_hi = parse_bit_list(value, context);
  else if (name == "neg_lo") instruction.neg |= parse_bit_list(value, context);
  else if (name == "neg_hi") instruction.neg_hi = parse_bit_list(value, context);
  else if (name == "cbsz") instruction.cbsz = uint8_t(parse_integer(value, context));
  else if (name == "abid") instruction.abid = uint8_t(parse_integer(value, context));
  else if (name == "blgp") instruction.blgp = uint8_t(parse_integer(value, context));
  else if (name == "bitop3") instruction.immediate = uint32_t(parse_integer(value, context));
  else if (name == "row_mask") instruction.row_mask = uint8_t(parse_integer(value, context));
  else if (name == "bank_mask") instruction.bank_mask = uint8_t(parse_integer(value, context));
  else if (name == "bound_ctrl") instruction.flags |= kFlagBoundControl;
  else if (name == "fi") instruction.flags |= parse_integer(value, context) ? uint32_t(kFlagFetchInactive) : 0u;
  else if (name == "row_mirror") instruction.dpp_control = 0x140;
  else if (name == "row_half_mirror") instruction.dpp_control = 0x141;
  else if (name == "quad_perm" || name.starts_with("row_") || name.starts_with("wave_"))
    instruction.dpp_control = dpp_control(name, value, context);
  else if (name == "dst_sel") instruction.dst_sel = uint8_t(sdwa_select(value, context));
  else if (name == "src0_sel") instruction.src0_sel = uint8_t(sdwa_select(value, context));
  else if (name == "src1_sel") instruction.src1_sel = uint8_t(sdwa_select(value, context));
  else if (name == "dst_unused")
    instruction.dst_unused = value == "UNUSED_PAD" ? 0 : value == "UNUSED_SEXT" ? 1 : 2;
  else if (name == "gds") fail("GDS is not supported: '{}'", context);
  // Cache policy and other hints do not change results.
}

// hwreg(HW_REG_MODE, 0, 4) -> the SIMM16 encoding: id | offset << 6 | (size - 1) << 11.
uint32_t parse_hwreg(std::string_view text, std::string_view context) {
  if (!text.starts_with("hwreg(") || text.back() != ')') return uint32_t(parse_integer(text, context));
  auto fields = tokenize(text.substr(6, text.size() - 7));
  if (fields.empty()) fail("bad hwreg in '{}'", context);
  int id;
  if (auto named = gfx9::hardware_register_id(fields[0])) id = *named;
  else id = int(parse_integer(fields[0], context));
  const int offset = fields.size() > 1 ? int(parse_integer(fields[1], context)) : 0;
  const int size = fields.size() > 2 ? int(parse_integer(fields[2], context)) : 32;
  return uint32_t(id | offset << 6 | (size - 1) << 11);
}

std::string_view base_mnemonic(std::string_view mnemonic, uint32_t& flags) {
  for (auto [suffix, flag] : {std::pair<std::string_view, uint32_t>{"_e32", 0}, {"_e64", kFlagVop3}, {"_dpp", kFlagDpp},
                              {"_sdwa", kFlagSdwa}}) {
    if (mnemonic.ends_with(suffix)) {
      flags |= flag;
      return mnemonic.substr(0, mnemonic.size() - suffix.size());
    }
  }
  return mnemonic;
}

// Address and size of every function symbol (STT_FUNC) in .symtab and .dynsym, once each.
std::vector<std::pair<uint64_t, uint64_t>> function_ranges(const ElfFile& elf) {
  std::vector<std::pair<uint64_t, uint64_t>> ranges;
  for (const char* name : {".symtab", ".dynsym"}) {
    const ElfSection* table = elf.find_section(name);
    if (table == nullptr) continue;
    const auto bytes = elf.section_bytes(*table);
    for (size_t at = 0; at + 24 <= bytes.size(); at += 24) {
      constexpr uint8_t kFunction = 2;
      uint64_t value, size;
      std::memcpy(&value, bytes.data() + at + 8, 8);
      std::memcpy(&size, bytes.data() + at + 16, 8);
      if ((bytes[at + 4] & 0xf) != kFunction || size == 0) continue;
      if (std::find(ranges.begin(), ranges.end(), std::pair{value, size}) == ranges.end()) ranges.emplace_back(value, size);
    }
  }
  return ranges;
}

}  // namespace

bool decode_instruction(const DisassembledInstruction& disassembled, Architecture architecture, Instruction& result) {
  result = Instruction{};
  const std::string_view text = disassembled.text;
  const std::string_view mnemonic = disassembled.mnemonic;
  result.instruction_class = uint8_t(classify_instruction(mnemonic));
  const OperationTable& table =
      architecture == Architecture::gfx1250 ? gfx12::operation_table() : gfx9::operation_table(architecture);
  uint32_t flags = 0;
  const OperationInfo* info = table.find(mnemonic);
  if (info == nullptr) info = table.find(base_mnemonic(mnemonic, flags));
  else base_mnemonic(mnemonic, flags);
  if (info == nullptr || !disassembled.valid) return false;
  result.flags = flags;
  result.execute = info->handler;
  result.parameter[0] = info->parameter[0];
  result.parameter[1] = info->parameter[1];
  result.parameter[2] = info->parameter[2];
  result.mfma_flops = info->mfma_flops;
  result.first_source = info->destinations;
  // Mixed-precision fma reads op_sel_hi as "this source is f16", the scaled MFMA as the high bit
  // of a scale byte select; both default to zero.
  if (mnemonic.find("_mix") != std::string_view::npos || mnemonic.starts_with("v_mfma_scale")) result.op_sel_hi = 0;

  const std::string_view rest = text.size() > mnemonic.size() ? text.substr(mnemonic.size()) : std::string_view();
  int operand_count = 0;
  for (std::string_view token : tokenize(rest)) {
    if (is_modifier(token)) {
      apply_modifier(token, result, text);
      continue;
    }
    if (token.starts_with("hwreg(") || mnemonic.starts_with("s_getreg") || mnemonic.starts_with("s_setreg")) {
      if (token.starts_with("hwreg(") || (operand_count == 1 && mnemonic.starts_with("s_getreg")) ||
          (operand_count == 0 && mnemonic.starts_with("s_setreg"))) {
        result.immediate = parse_hwreg(token, text);
        ++operand_count;  // keeps the operand positions of the encoding
        continue;
      }
    }
    if (operand_count >= 6) fail("too many operands in '{}'", text);
    const int source = operand_count - info->destinations;
    const bool f32_source = source >= 0 && (info->f32_constant_sources >> source & 1);
    Parsed parsed = parse_operand(token, f32_source ? ConstantType::f32 : info->constant_type, text);
    if (source >= 0 && source < 8) {
      if (parsed.negate) result.neg |= uint8_t(1 << source);
      if (parsed.absolute) result.abs |= uint8_t(1 << source);
      if (parsed.sign_extend) result.flags |= source == 0 ? kFlagSdwaSext : kFlagSdwaSext1;
    }
    result.operands[operand_count++] = parsed.operand;
  }
  result.operand_count = uint8_t(operand_count);
  if (mnemonic.starts_with("v_mfma")) {
    // f8f6f4 reads CBSZ/BLGP as the A/B formats: 0 fp8 e4m3, 1 bf8 e5m2, 2 fp6 e2m3, 3 bf6 e3m2,
    // 4 fp4 e2m1; other codes are undefined.
    if (mnemonic.find("f8f6f4") != std::string_view::npos) {
      if (result.cbsz > 4 || result.blgp > 4)
        fail("f8f6f4 MFMA with an undefined operand format (cbsz/blgp > 4; 0-4 are fp8, bf8, fp6, bf6, fp4): '{}'", text);
    } else if (result.cbsz || result.abid || result.blgp) {
      fail("MFMA broadcast controls (cbsz/abid/blgp) are not supported: '{}'", text);
    }
  }
  if (flags & kFlagDpp) {
    result.inner = result.execute;
    result.execute = execute_dpp;
  } else if (flags & kFlagSdwa) {
    result.inner = result.execute;
    result.execute = execute_sdwa;
  }
  return true;
}

Program decode_program(const CodeObject& object, const KernelCode& kernel, const DecodeOptions& options) {
  const TargetId& target = object.target();
  const bool gfx12_family = target.architecture == Architecture::gfx1250;
  if (target.architecture != Architecture::gfx942 && target.architecture != Architecture::gfx950 && !gfx12_family)
    fail("emulator: kernel '{}' targets {}; this emulator runs gfx942, gfx950 and gfx1250", kernel.name,
         target.to_string());
  Program program;
  program.target = target;
  program.kernel = kernel;
  program.code_address = 0x7f00'0000'0000ull;
  Disassembler disassembler(target);
  // The disassembler decodes gfx12's tensor instructions from their bytes (two encodings exist).
  auto listing = disassembler.decode_all(object.code(kernel), 0);
  // Device functions the kernel may call (s_swappc_b64 into them), at their offsets from the
  // kernel's entry. They are decoded leniently: what they lack faults only if it runs.
  const size_t kernel_instructions = listing.size();
  if (!gfx12_family) {
    const ElfFile elf(object.bytes());
    for (const auto& [address, size] : function_ranges(elf)) {
      bool is_kernel = false;
      for (const KernelCode& other : object.kernels()) is_kernel |= other.code_address == address;
      if (is_kernel) continue;
      auto function = disassembler.decode_all(elf.bytes_at_address(address, size), address - kernel.code_address);
      listing.insert(listing.end(), function.begin(), function.end());
    }
  }
  program.instructions.resize(listing.size());
  for (size_t i = 0; i < listing.size(); ++i) {
    const DisassembledInstruction& item = listing[i];
    program.texts.push_back(item.text);
    program.offsets.push_back(item.address);
    program.index_by_offset[item.address] = uint32_t(i);
    Instruction& instruction = program.instructions[i];
    bool supported;
    try {
      supported = gfx12_family ? gfx12::decode_instruction(item, instruction, program.companions)
                               : decode_instruction(item, target.architecture, instruction);
    } catch (const Error& error) {
      fail("emulator: kernel '{}' ({}), PC {:#x}: {}", kernel.name, target.name(), item.address, error.what());
    }
    if (!supported) {
      if (!options.defer_unsupported && i < kernel_instructions) {
        if (!item.valid)
          fail("emulator: kernel '{}' ({}), PC {:#x}: undecodable instruction word '{}'", kernel.name, target.name(),
               item.address, item.text);
        fail("emulator: kernel '{}' ({}), PC {:#x}: unsupported instruction '{}' ('{}')", kernel.name, target.name(),
             item.address, item.mnemonic, item.text);
      }
      instruction = Instruction{};
      instruction.execute = execute_unsupported;
      instruction.instruction_class = uint8_t(InstructionClass::other);
    }
  }
  // Branch targets: SOPP's signed 16-bit dword offset from the next instruction.
  for (size_t i = 0; i < listing.size(); ++i) {
    Instruction& instruction = program.instructions[i];
    const std::string_view mnemonic = listing[i].mnemonic;
    const bool branch = mnemonic == "s_branch" || mnemonic.starts_with("s_cbranch_") || mnemonic == "s_call_b64";
    if (!branch || instruction.execute == execute_unsupported) continue;
    const Operand& immediate = instruction.operands[mnemonic == "s_call_b64" ? 1 : 0];
    const int64_t offset = int16_t(immediate.value[0]);
    const uint64_t destination = listing[i].address + 4 + uint64_t(offset * 4);
    auto found = program.index_by_offset.find(destination);
    if (found == program.index_by_offset.end() && i >= kernel_instructions) {
      instruction.execute = execute_unsupported;  // a called function's odd branch: fault if it runs
      continue;
    }
    if (found == program.index_by_offset.end())
      fail("emulator: kernel '{}' ({}), PC {:#x}: branch to {:#x}, which is not an instruction", kernel.name,
           target.name(), listing[i].address, destination);
    instruction.target = int32_t(found->second);
  }
  if (gfx12_family) gfx12::apply_vgpr_msb(program);  // VGPRs above 255 (s_set_vgpr_msb)
  install_lds_checks(program);  // hazard checking of LDS accesses (emu/workgroup_monitor.h)
  // A sentinel: running off the end of the code is a fault, not a host crash.
  Instruction sentinel;
  sentinel.execute = execute_end_of_code;
  sentinel.instruction_class = uint8_t(InstructionClass::other);
  program.instructions.push_back(sentinel);
  program.entry_index = 0;
  return program;
}

}  // namespace gfxtile::emu
