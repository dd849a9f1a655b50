// Inputs tests/fuzz/decoder_fuzzer found that crashed LLVM 22's AMDGPU disassembler (inside
// MCDisassembler::getInstruction, llvm-mc-22 crashes on them too). The expected texts of the
// neighbouring valid encodings are llvm-mc-22's (`llvm-mc -triple=amdgcn-amd-amdhsa
// -mcpu=gfx942 --disassemble`), not gfxtile's.

#include <catch2/catch.hpp>

#include "hsaco/disassembler.h"
#include "tests/support/files.h"

using namespace gfxtile;

namespace {

DisassembledInstruction decode(const char* target, std::vector<uint8_t> bytes) {
  Disassembler disassembler(TargetId::parse(target));
  return disassembler.decode(bytes, 0x1000);
}

}  // namespace

TEST_CASE("gfx9 MUBUF/MTBUF with a literal SOFFSET is invalid, not a crash", "[hsaco][fuzz]") {
  for (const char* target : {"gfx942", "gfx950"}) {
    INFO(target);
    // buffer_store_short a141, off, ttmp[8:11], <soffset> offset:3959 nt sc1 with SOFFSET 255.
    const auto literal = decode(target, {0x77, 0x8f, 0x6a, 0xe0, 0xd1, 0x8d, 0xdd, 0xff});
    CHECK_FALSE(literal.valid);
    CHECK(literal.size == 4);
    // The same with SOFFSET 0x7f (exec_hi) decodes.
    const auto register_offset = decode(target, {0x77, 0x8f, 0x6a, 0xe0, 0xd1, 0x8d, 0xdd, 0x7f});
    CHECK(register_offset.valid);
    CHECK(register_offset.text == "buffer_store_short a141, off, ttmp[8:11], exec_hi offset:3959 nt sc1");
  }
}

TEST_CASE("gfx9 SDWA with a selector of 7 is invalid, not a crash", "[hsaco][fuzz]") {
  // v_and_b32_sdwa with src1_sel 7, dst_sel 7, src0_sel 7; then the valid src1_sel:DWORD (6).
  CHECK_FALSE(decode("gfx942", {0xf9, 0x1a, 0x04, 0x26, 0x16, 0x12, 0x01, 0x87}).valid);
  CHECK_FALSE(decode("gfx942", {0xf9, 0x1a, 0x04, 0x26, 0x16, 0x17, 0x01, 0x80}).valid);
  CHECK_FALSE(decode("gfx950", {0xf9, 0x1a, 0x04, 0x26, 0x16, 0x12, 0x07, 0x80}).valid);
  const auto valid = decode("gfx942", {0xf9, 0x1a, 0x04, 0x26, 0x16, 0x12, 0x01, 0x86});
  CHECK(valid.valid);
  CHECK(valid.text == "v_and_b32_sdwa v2, v22, s13 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:DWORD");
  // VOPC SDWA: bits 15:8 are SDST there, so only the source selectors count.
  CHECK_FALSE(decode("gfx942", {0xf9, 0x02, 0x84, 0x7c, 0x16, 0x00, 0x06, 0x07}).valid);
  const auto compare = decode("gfx942", {0xf9, 0x02, 0x84, 0x7c, 0x16, 0x00, 0x06, 0x06});
  CHECK(compare.valid);
  CHECK(compare.text == "v_cmp_eq_f32_sdwa vcc, v22, v1 src0_sel:DWORD src1_sel:DWORD");
}

TEST_CASE("gfx9 VOP3 with a literal operand is invalid, not a crash", "[hsaco][fuzz]") {
  CHECK_FALSE(decode("gfx942", {0x00, 0xcb, 0x01, 0xd1, 0xff, 0x00, 0x00, 0x00}).valid);
  CHECK_FALSE(decode("gfx950", {0x00, 0xcb, 0x01, 0xd1, 0xff, 0x00, 0x00, 0x00}).valid);
  // A compare promoted to VOP3 (opcode 0xbf) whose SDST is 255.
  CHECK_FALSE(decode("gfx942", {0xff, 0x28, 0xbf, 0xd0, 0x00, 0x00, 0x00, 0x00}).valid);
  // v_readlane_b32 (VOP3 opcode 0x289) whose SDST is 255; with SDST s0 it decodes (llvm-mc-22).
  for (const char* target : {"gfx942", "gfx950"}) {
    INFO(target);
    CHECK_FALSE(decode(target, {0xff, 0x00, 0x89, 0xd2, 0x01, 0x7f, 0x01, 0x00}).valid);
    const auto readlane = decode(target, {0x00, 0x00, 0x89, 0xd2, 0x01, 0x01, 0x00, 0x00});
    CHECK(readlane.valid);
    CHECK(readlane.text == "v_readlane_b32 s0, v1, s0");
  }
  // gfx950: v_mfma_ld_scale_b32 followed by a VOP3P with a literal SRC0 (LLVM reads both as one).
  CHECK_FALSE(decode("gfx950", {0x00, 0x00, 0xac, 0xd3, 0xa6, 0x03, 0x02, 0x00, 0x00, 0x88, 0xae, 0xd3, 0xff, 0x7a, 0xd1, 0x28}).valid);
  // ... or followed by an f8f6f4 MFMA whose SRC1 is a scalar (108: ttmp or flat_scratch).
  CHECK_FALSE(decode("gfx950", {0x00, 0x00, 0xac, 0xd3, 0xa6, 0x03, 0x01, 0x00, 0x00, 0x88, 0xae, 0xd3, 0xc4, 0xd9, 0x84, 0x6e}).valid);
  const auto alone = decode("gfx950", {0x00, 0x40, 0xac, 0xd3, 0xa6, 0x03, 0x02, 0x00});
  CHECK(alone.valid);
  CHECK(alone.text == "v_mfma_ld_scale_b32 v166, v1 op_sel_hi:[0,0]");
}

TEST_CASE("gfx9 VOP2 opcodes 0x24 and 0x25 are invalid, not a crash", "[hsaco][fuzz]") {
  for (const char* target : {"gfx942", "gfx950"}) {
    INFO(target);
    CHECK_FALSE(decode(target, {0x00, 0x00, 0xff, 0x48, 0xff, 0x00, 0x00, 0x00}).valid);  // opcode 0x24
    CHECK_FALSE(decode(target, {0x00, 0x00, 0xff, 0x4a, 0xff, 0x00, 0x00, 0x00}).valid);  // opcode 0x25
    // Opcode 0x17 with the same operands: v_fmamk_f32 (llvm-mc-22).
    const auto fmamk = decode(target, {0x00, 0x00, 0xff, 0x2e, 0xff, 0x00, 0x00, 0x00});
    CHECK(fmamk.valid);
    CHECK(fmamk.text == "v_fmamk_f32 v127, s0, 0xff, v128");
  }
}

TEST_CASE("gfx950 f8f6f4 MFMAs with a scalar or constant A or B are invalid, not a crash", "[hsaco][fuzz]") {
  // v_mfma_f32_32x32x64_f8f6f4 (VOP3P 0x2e) and 16x16x128 (0x2d) with SRC0 125 (reserved),
  // then SRC1 a ttmp (108): llvm-mc-22 crashes on both. SRC0 = v0 (256) decodes.
  for (const uint8_t opcode : {uint8_t{0xae}, uint8_t{0xad}}) {
    CHECK_FALSE(decode("gfx950", {0xa6, 0x03, opcode, 0xd3, 0x7d, 0x7c, 0x82, 0x7d}).valid);
    CHECK_FALSE(decode("gfx950", {0xa6, 0x03, opcode, 0xd3, 0x00, 0xd9, 0x80, 0x7d}).valid);
  }
  const auto valid = decode("gfx950", {0xa6, 0x03, 0xae, 0xd3, 0x00, 0x7d, 0x82, 0x7d});
  CHECK(valid.valid);
  CHECK(valid.text == "v_mfma_f32_32x32x64_f8f6f4 v[166:181], a[0:5], a[62:67], v[96:111] cbsz:3 blgp:3");
  const auto small = decode("gfx950", {0xa6, 0x03, 0xad, 0xd3, 0x00, 0x7d, 0x82, 0x7d});
  CHECK(small.valid);
  CHECK(small.text == "v_mfma_f32_16x16x128_f8f6f4 v[166:169], a[0:5], a[62:67], v[96:99] cbsz:3 blgp:3");
}

TEST_CASE("gfx1250 SOP1 opcodes 0x4e..0x52 and 0x57 with a literal are invalid, not a crash", "[hsaco][fuzz]") {
  for (uint8_t opcode : {0x4e, 0x4f, 0x50, 0x51, 0x52, 0x57}) {
    INFO(int(opcode));
    CHECK_FALSE(decode("gfx1250", {0xff, opcode, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12}).valid);
  }
  // VOP2 opcodes 0x37 and 0x38 (v_fmamk_f16, v_fmaak_f16) crash whatever the operands.
  CHECK_FALSE(decode("gfx1250", {0x00, 0xff, 0x08, 0x6e, 0xff, 0x00, 0x00, 0x00}).valid);
  CHECK_FALSE(decode("gfx1250", {0x00, 0xff, 0x08, 0x70, 0xff, 0x00, 0x00, 0x00}).valid);
  // s_mov_b32 s0, 0x12345678 (SOP1 opcode 0x00) with its literal still decodes.
  const auto move = decode("gfx1250", {0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12});
  CHECK(move.valid);
  CHECK(move.size == 8);
}

TEST_CASE("the decoder fuzzer's crashing inputs decode without crashing", "[hsaco][fuzz]") {
  // Each file: a target byte (0 gfx942, 1 gfx950, 2 gfx1250), then machine code.
  const char* const targets[] = {"gfx942", "gfx950", "gfx1250"};
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(testing::test_data_dir() / "fuzz" / "decoder")) {
    INFO(entry.path().string());
    const auto bytes = testing::read_bytes(entry.path());
    REQUIRE(bytes.size() > 4);
    Disassembler disassembler(TargetId::parse(targets[bytes[0] % 3]));
    const auto instructions = disassembler.decode_all(std::span(bytes).subspan(1), 0);
    CHECK(instructions.size() >= (bytes.size() - 1) / 16);
    ++files;
  }
  CHECK(files == 11);
}
