#pragma once
// The emulator's decoded instruction: what the interpreter loop reads. Built once per kernel
// from the disassembler's text (emu/decoder.cpp); executing it never parses or allocates.

#include <cstdint>

namespace gfxtile::emu {

struct Wave;
struct Instruction;
// Executes one instruction for one wave. PC has already moved past the instruction.
using Handler = void (*)(Wave&, const Instruction&);

enum class OperandKind : uint8_t {
  none,
  sgpr,      // scalar register file index (vcc, exec, m0 ... are indices too, see gfx9.cpp)
  vgpr,
  agpr,
  constant,  // inline constant or literal, already in the operation's bit pattern
  scc,       // src_scc
  vccz,      // src_vccz
  execz,     // src_execz
  off,       // "off": no address register
};

struct Operand {
  OperandKind kind = OperandKind::none;
  uint8_t count = 1;     // consecutive registers: v[4:7] has 4
  uint16_t index = 0;
  uint32_t value[2] = {0, 0};  // constant: low and high dword (64-bit operations)
  bool is_register() const { return kind == OperandKind::sgpr || kind == OperandKind::vgpr || kind == OperandKind::agpr; }
  bool is_vector() const { return kind == OperandKind::vgpr || kind == OperandKind::agpr; }
};

// Flags of memory and control instructions.
enum InstructionFlag : uint32_t {
  kFlagGlc = 1u << 0,        // glc / sc0: atomics return the old value
  kFlagSlc = 1u << 1,
  kFlagLds = 1u << 2,        // buffer/global load into LDS (M0)
  kFlagOffen = 1u << 3,
  kFlagIdxen = 1u << 4,
  kFlagBoundControl = 1u << 5,  // DPP bound_ctrl: out-of-range sources read 0
  kFlagDpp = 1u << 6,
  kFlagSdwa = 1u << 7,
  kFlagSc1 = 1u << 8,
  kFlagNt = 1u << 9,
  kFlagFetchInactive = 1u << 10,
  kFlagVop3 = 1u << 11,      // e64 encoding
  kFlagSdwaSext = 1u << 12,  // SDWA source 0 sign extension (sext())
  kFlagSdwaSext1 = 1u << 13,
  kFlagSt64 = 1u << 14,      // ds_read2st64 and friends
};

struct Instruction {
  Handler execute = nullptr;
  Handler inner = nullptr;   // the operation, when execute is a DPP or SDWA wrapper
  uint8_t instruction_class = 0;  // hsaco/instruction_class.h
  uint8_t operand_count = 0;
  uint8_t first_source = 1;  // index of the first source operand (after the destinations)
  // VOP3/VOP3P modifiers, one bit per source operand (bit 0 = first source).
  uint8_t neg = 0, abs = 0, neg_hi = 0, op_sel = 0, op_sel_hi = 0x7;
  uint8_t clamp = 0;
  uint8_t omod = 0;          // 0 none, 1 *2, 2 *4, 3 /2
  // MFMA.
  uint8_t cbsz = 0, abid = 0, blgp = 0;
  // SDWA selects: 0..3 BYTE_n, 4 WORD_0, 5 WORD_1, 6 DWORD; dst_unused 0 pad, 1 sext, 2 preserve.
  uint8_t dst_sel = 6, dst_unused = 0, src0_sel = 6, src1_sel = 6;
  // DPP.
  uint8_t row_mask = 0xf, bank_mask = 0xf;
  uint16_t dpp_control = 0;
  uint32_t flags = 0;
  int32_t offset = 0;        // memory offset; ds read2/write2: offset0
  int32_t offset1 = 0;
  int32_t target = -1;       // branch target: index into the program
  uint32_t immediate = 0;    // bitop3 truth table, s_waitcnt value, hwreg ...
  uint32_t parameter[3] = {0, 0, 0};  // from the operation table (sizes, variants)
  uint64_t mfma_flops = 0;
  Operand operands[6];
};

}  // namespace gfxtile::emu
