#include "hsaco/disassembler.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <span>

#include <fmt/format.h>
#include <llvm/MC/MCAsmInfo.h>
#include <llvm/MC/MCContext.h>
#include <llvm/MC/MCDisassembler/MCDisassembler.h>
#include <llvm/MC/MCInst.h>
#include <llvm/MC/MCInstPrinter.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

#include "core/error.h"
#include "hsaco/llvm_target.h"
#include "hsaco/tensor_instruction.h"

namespace gfxtile {
namespace {

// Encodings LLVM 22's AMDGPU disassembler crashes on for gfx9 (llvm-mc-22 too; found by
// tests/fuzz/decoder_fuzzer). None is a valid instruction, so they are rejected before LLVM
// sees them:
// - MUBUF or MTBUF whose SOFFSET (bits 63:56) is 255, the literal constant these encodings do
//   not allow;
// - SDWA (a VOP1, VOP2 or VOPC word whose SRC0 is 0xf9) with a dst_sel, src0_sel or src1_sel
//   of 7 (0..6 are BYTE_0..DWORD);
// - VOP3 or VOP3P with a SRC0, SRC1 or SRC2 of 255: gfx9 has no VOP3 literal. An unused SRC2 of
//   255 can decode (v_pk_min_i16), but no compiler emits one: none of the 67168 VOP3 words in
//   the repository's and ../shared/data's gfx942/gfx950 code objects has a 255 field; also
//   v_mfma_ld_scale_b32 followed by such a VOP3P, which LLVM decodes as one instruction; and a
//   VOP3 compare or v_readlane_b32 whose SDST is 255 (none in those code objects either); VOP2
//   opcodes 0x24, 0x25;
// - gfx950's f8f6f4 MFMAs with a SRC0 or SRC1 that is not a vector register.
bool crashes_llvm_gfx9(std::span<const uint8_t, 16> window) {
  uint32_t word, extra;
  std::memcpy(&word, window.data(), 4);
  std::memcpy(&extra, window.data() + 4, 4);
  const uint32_t encoding = word >> 26;
  if (encoding == 0x38 || encoding == 0x3a) return window[7] == 0xff;  // MUBUF 111000, MTBUF 111010
  const auto literal_source = [](uint32_t operands) {
    return (operands & 0x1ff) == 0xff || ((operands >> 9) & 0x1ff) == 0xff || ((operands >> 18) & 0x1ff) == 0xff;
  };
  // gfx950's f8f6f4 MFMAs (VOP3P opcodes 0x2d, 0x2e; invalid on gfx942) take A and B from
  // vector registers only; a scalar or constant SRC0/SRC1 (ttmp, 125, inline constants)
  // crashes LLVM 22. None of the 31 such words in the repository's code objects has one.
  const auto f8f6f4_scalar_source = [](uint32_t first, uint32_t operands) {
    return ((first >> 16) == 0xd3ad || (first >> 16) == 0xd3ae) && ((operands & 0x1ff) < 256 || ((operands >> 9) & 0x1ff) < 256);
  };
  if (encoding == 0x34) {  // VOP3, VOP3P 110100
    if (literal_source(extra) || f8f6f4_scalar_source(word, extra)) return true;
    // A compare promoted to VOP3 (opcode below 0x100) or v_readlane_b32 (0x289) with SDST 255,
    // the literal, crashes too (all 1024 VOP3 opcodes tried with SDST 255 on gfx942).
    const uint32_t vop3_opcode = (word >> 16) & 0x3ff;
    if ((vop3_opcode < 0x100 || vop3_opcode == 0x289) && (word & 0xff) == 0xff) return true;
    // gfx950's v_mfma_ld_scale_b32 (VOP3P opcode 0x2c) decodes with the next VOP3P as one
    // 16-byte instruction; a literal field or an f8f6f4 MFMA's scalar source in that one
    // crashes too.
    uint32_t next, next_extra;
    std::memcpy(&next, window.data() + 8, 4);
    std::memcpy(&next_extra, window.data() + 12, 4);
    return (word >> 16) == 0xd3ac && (next >> 26) == 0x34 && (literal_source(next_extra) || f8f6f4_scalar_source(next, next_extra));
  }
  // VOP2 opcodes 0x24 and 0x25 (v_madmk_f16, v_madak_f16, which gfx940+ dropped) crash whatever
  // their operands (tried with every kind of SRC0 on gfx942 and gfx950).
  if ((word >> 31) == 0 && ((word >> 25) == 0x24 || (word >> 25) == 0x25)) return true;
  if ((word >> 31) == 0 && (word & 0x1ff) == 0xf9) {
    const bool compare = (word >> 25) == 0x3e;  // VOPC: bits 15:8 are SDST, not dst_sel
    const auto seven = [&](int shift) { return ((extra >> shift) & 7) == 7; };
    return (!compare && seven(8)) || seven(16) || seven(24);
  }
  return false;
}

// gfx1250: SOP1 opcodes 0x4e..0x52 and 0x57 with SSRC0 255 (a literal) crash LLVM 22 the same
// way (llvm-mc-22 too; the only SOP1 opcodes that do, tried over all 256 with a literal); so do
// VOP2 opcodes 0x37 and 0x38 (v_fmamk_f16, v_fmaak_f16 on gfx11/12) whatever their operands (the
// only VOP2 opcodes that do, tried over all 64; none in the repository's gfx1250 code objects).
bool crashes_llvm_gfx1250(std::span<const uint8_t, 16> window) {
  uint32_t word;
  std::memcpy(&word, window.data(), 4);
  if ((word >> 31) == 0 && (((word >> 25) & 0x3f) == 0x37 || ((word >> 25) & 0x3f) == 0x38)) return true;
  if ((word >> 23) != 0x17d || (word & 0xff) != 0xff) return false;  // SOP1 101111101, SSRC0 literal
  const uint32_t opcode = (word >> 8) & 0xff;
  return (opcode >= 0x4e && opcode <= 0x52) || opcode == 0x57;
}

}  // namespace

struct Disassembler::State {
  bool tensor_instructions = false;  // decode the TDM encodings from their bytes (two exist)
  bool gfx9_encodings = false;       // gfx942, gfx950: MUBUF/MTBUF as below
  bool gfx1250_encodings = false;
  llvm::Triple triple{kAmdgpuTriple};
  llvm::MCTargetOptions options;
  std::unique_ptr<llvm::MCRegisterInfo> registers;
  std::unique_ptr<llvm::MCAsmInfo> asm_info;
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget;
  std::unique_ptr<llvm::MCInstrInfo> instructions;
  std::unique_ptr<llvm::MCContext> context;
  std::unique_ptr<llvm::MCDisassembler> disassembler;
  std::unique_ptr<llvm::MCInstPrinter> printer;
};

Disassembler::Disassembler(const TargetId& target) : state_(std::make_unique<State>()) {
  const llvm::Target& llvm_target = amdgpu_llvm_target();
  State& s = *state_;
  s.tensor_instructions = target.properties().has_tensor_data_mover;
  s.gfx9_encodings = target.architecture == Architecture::gfx942 || target.architecture == Architecture::gfx950;
  s.gfx1250_encodings = target.architecture == Architecture::gfx1250;
  s.registers.reset(llvm_target.createMCRegInfo(s.triple));
  s.asm_info.reset(llvm_target.createMCAsmInfo(*s.registers, s.triple, s.options));
  s.subtarget.reset(llvm_target.createMCSubtargetInfo(s.triple, std::string(target.name()), target.llvm_features()));
  s.instructions.reset(llvm_target.createMCInstrInfo());
  s.context = std::make_unique<llvm::MCContext>(s.triple, s.asm_info.get(), s.registers.get(), s.subtarget.get());
  s.disassembler.reset(llvm_target.createMCDisassembler(*s.subtarget, *s.context));
  s.printer.reset(llvm_target.createMCInstPrinter(s.triple, 0, *s.asm_info, *s.instructions, *s.registers));
  if (!s.disassembler || !s.printer) fail("LLVM has no AMDGPU disassembler for {}", target.to_string());
}

Disassembler::~Disassembler() = default;

DisassembledInstruction Disassembler::decode(std::span<const uint8_t> code, uint64_t address) const {
  DisassembledInstruction result;
  result.address = address;
  if (code.size() < 4) fail("instruction at {:#x} is truncated: {} bytes left", address, code.size());
  if (state_->tensor_instructions)
    if (auto tensor = decode_tensor_instruction(code)) {
      result.valid = true;
      result.size = 12;
      result.text = tensor_instruction_text(*tensor);
      result.mnemonic = tensor->store ? "tensor_store_from_lds" : "tensor_load_to_lds";
      result.opcode_name = tensor->store ? "TENSOR_STORE_FROM_LDS_gfx1250" : "TENSOR_LOAD_TO_LDS_gfx1250";
      std::memcpy(result.bytes.data(), code.data(), 12);
      return result;
    }
  llvm::MCInst instruction;
  uint64_t size = 0;
  std::string ignored;
  llvm::raw_string_ostream comments(ignored);
  // LLVM 22's decoder crashes on an instruction whose literal runs past the end of its buffer
  // (a corrupted code object's last bytes): it always gets 16 bytes, zero-padded, and an
  // instruction longer than what is left is invalid.
  std::array<uint8_t, 16> window{};
  std::memcpy(window.data(), code.data(), std::min(code.size(), window.size()));
  auto status = llvm::MCDisassembler::Fail;
  if (!(state_->gfx9_encodings && crashes_llvm_gfx9(window)) && !(state_->gfx1250_encodings && crashes_llvm_gfx1250(window)))
    status = state_->disassembler->getInstruction(instruction, size, llvm::ArrayRef<uint8_t>(window.data(), window.size()),
                                                  address, comments);
  if (status == llvm::MCDisassembler::Success && size >= 4 && size <= 16 && size <= code.size()) {
    result.valid = true;
    result.size = static_cast<uint32_t>(size);
    llvm::raw_string_ostream text(result.text);
    state_->printer->printInst(&instruction, address, "", *state_->subtarget, text);
    result.opcode_name = state_->instructions->getName(instruction.getOpcode()).str();
  } else {
    uint32_t word;
    std::memcpy(&word, code.data(), 4);
    result.size = 4;
    result.text = fmt::format(".long {:#010x}", word);
  }
  // The printer indents with a tab; the mnemonic is the first token.
  auto first = result.text.find_first_not_of(" \t");
  result.text.erase(0, first == std::string::npos ? result.text.size() : first);
  result.mnemonic = result.text.substr(0, result.text.find_first_of(" \t"));
  std::memcpy(result.bytes.data(), code.data(), result.size);
  return result;
}

std::vector<DisassembledInstruction> Disassembler::decode_all(std::span<const uint8_t> code, uint64_t address) const {
  std::vector<DisassembledInstruction> result;
  size_t offset = 0;
  while (offset + 4 <= code.size()) {
    result.push_back(decode(code.subspan(offset), address + offset));
    offset += result.back().size;
  }
  return result;
}

}  // namespace gfxtile
