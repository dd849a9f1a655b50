// gfx12 specifics of the emulator: register numbering and hardware register ids checked against
// LLVM's own assembler, launch registers against the formula the compiled kernels use, and the
// raw decoding of the tensor data mover instructions in both encodings.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cstring>

#include "core/target.h"
#include "emu/gfx12.h"
#include "hsaco/tensor_instruction.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "lowering/assembler.h"
#include "tests/emu_gfx1250/gfx1250_kernels.h"
#include "tests/support/files.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

const TargetId kTarget = TargetId::parse("gfx1250");

// Machine words of one assembled instruction (LLVM's encoder is the reference).
std::vector<uint32_t> encode(const std::string& instruction) {
  const std::string source = gfxtile::testing::gfx1250_kernel("probe", instruction + "\n  s_endpgm", 0);
  CodeObject object = CodeObject::parse(assemble_code_object(source, kTarget));
  auto code = object.code(object.kernel("probe"));
  std::vector<uint32_t> words(code.size() / 4);
  std::memcpy(words.data(), code.data(), words.size() * 4);
  return words;
}

}  // namespace

TEST_CASE("gfx12 special scalar registers match LLVM's encoding", "[emu][gfx1250]") {
  // s_mov_b32 s0, <reg>: SSRC0 is the low byte of the SOP1 word.
  for (const char* name : {"m0", "null", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi"}) {
    INFO(name);
    const auto words = encode(fmt::format("s_mov_b32 s0, {}", name));
    const auto parsed = gfx12::special_scalar_register(name);
    REQUIRE(parsed);
    CHECK(parsed->index == int(words[0] & 0xff));
    CHECK(parsed->count == 1);
  }
  CHECK(gfx12::special_scalar_register("vcc")->count == 2);
  CHECK(gfx12::special_scalar_register("exec")->index == gfx12::kExecLo);
  CHECK_FALSE(gfx12::special_scalar_register("flat_scratch"));
  // ttmp numbering: s_mov_b32 s0, ttmp9 encodes SSRC0 = 108 + 9.
  CHECK(int(encode("s_mov_b32 s0, ttmp9")[0] & 0xff) == gfx12::kTtmp9);
  CHECK(int(encode("s_mov_b32 s0, ttmp6")[0] & 0xff) == gfx12::kTtmp6);
}

TEST_CASE("gfx12 hardware register ids match LLVM's encoding", "[emu][gfx1250]") {
  for (const char* name : {"HW_REG_WAVE_MODE", "HW_REG_WAVE_STATUS", "HW_REG_IB_STS2", "HW_REG_WAVE_HW_ID1",
                           "HW_REG_WAVE_GPR_ALLOC", "HW_REG_WAVE_LDS_ALLOC", "HW_REG_IB_STS", "HW_REG_SHADER_CYCLES_LO"}) {
    INFO(name);
    const auto words = encode(fmt::format("s_getreg_b32 s0, hwreg({})", name));
    CHECK(gfx12::hardware_register_id(name) == int(words[0] & 0x3f));
  }
  CHECK(gfx12::hardware_register_id("HW_REG_MODE") == gfx12::kHwRegWaveMode);
  CHECK_FALSE(gfx12::hardware_register_id("HW_REG_BOGUS"));
  // The entry setreg of gfx1250 kernels: WAVE_MODE bit 25, one bit.
  const auto words = encode("s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1");
  CHECK((words[0] & 0x3f) == uint32_t(gfx12::kHwRegWaveMode));
  CHECK(((words[0] >> 6) & 0x1f) == 25);
  CHECK(((words[0] >> 11) & 0x1f) == 0);
}

TEST_CASE("gfx12 wait counters by mnemonic", "[emu][gfx1250]") {
  CHECK(gfx12::wait_counter("s_wait_tensorcnt") == gfx12::Counter::tensor);
  CHECK(gfx12::wait_counter("s_wait_asynccnt") == gfx12::Counter::async);
  CHECK(gfx12::wait_counter("s_wait_loadcnt") == gfx12::Counter::load);
  CHECK(gfx12::wait_counter("s_wait_kmcnt") == gfx12::Counter::km);
  CHECK(gfx12::wait_counter("s_wait_xcnt") == gfx12::Counter::x);
  CHECK_FALSE(gfx12::wait_counter("s_wait_loadcnt_dscnt"));
  CHECK_FALSE(gfx12::wait_counter("s_waitcnt"));
  // The combined waits: SIMM16 [13:8] memory counter, [5:0] DScnt (gfx12 ISA).
  const auto words = encode("s_wait_loadcnt_dscnt 0x302");
  const auto split = gfx12::split_combined_wait(words[0] & 0xffff);
  CHECK(split.memory == 3);
  CHECK(split.ds == 2);
}

TEST_CASE("launch registers give back every workgroup id through the kernels' formula", "[emu][gfx1250]") {
  // The formula LLVM emits (see triton_vadd.s / gluon_tdm_scale.s).
  auto recover = [](const gfx12::LaunchRegisters& r, int d) -> uint32_t {
    const uint32_t base = d == 0 ? r.ttmp9 : d == 1 ? (r.ttmp7 & 0xffff) : r.ttmp7 >> 16;
    if (((r.ib_sts2 >> 6) & 0xf) == 0) return base;
    const uint32_t max_id = (r.ttmp6 >> (12 + 4 * d)) & 0xf;
    const uint32_t position = (r.ttmp6 >> (4 * d)) & 0xf;
    return base * (max_id + 1) + position;
  };
  for (bool clustered : {false, true}) {
    gfx12::ClusterShape cluster;
    cluster.enabled = clustered;
    if (clustered) cluster.size[0] = 4, cluster.size[1] = 2, cluster.size[2] = 1;
    for (uint32_t z = 0; z < 2; ++z)
      for (uint32_t y = 0; y < 6; ++y)
        for (uint32_t x = 0; x < 12; ++x) {
          const uint32_t id[3] = {x, y, z};
          const auto r = gfx12::launch_registers(id, cluster);
          CHECK(recover(r, 0) == x);
          CHECK(recover(r, 1) == y);
          CHECK(recover(r, 2) == z);
        }
  }
  const uint32_t id[3] = {5, 3, 0};
  gfx12::ClusterShape cluster;
  cluster.enabled = true;
  cluster.size[0] = 2;
  cluster.size[1] = 2;
  const auto r = gfx12::launch_registers(id, cluster);
  CHECK(((r.ttmp6 >> 24) & 0xf) == 3);  // flat largest id in a 2x2 cluster
}

TEST_CASE("tensor instructions decode from raw bytes in both encodings", "[emu][gfx1250]") {
  // LLVM 22.1: tensor_load_to_lds s[0:3], s[4:11] (bytes from ../shared/notes/amdgpu.md).
  const uint8_t old_form[12] = {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c};
  // Newer LLVM: tensor_load_to_lds s[0:3], s[8:15] (gluon_tdm_scale).
  const uint8_t new_form[12] = {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x7c, 0x7c};
  auto a = decode_tensor_instruction(old_form);
  REQUIRE(a);
  CHECK_FALSE(a->store);
  CHECK(tensor_instruction_text(*a) == "tensor_load_to_lds s[0:3], s[4:11]");
  auto b = decode_tensor_instruction(new_form);
  REQUIRE(b);
  CHECK(tensor_instruction_text(*b) == "tensor_load_to_lds s[0:3], s[8:15]");
  // Four groups and the store, against LLVM's assembler.
  for (const char* text : {"tensor_load_to_lds s[0:3], s[8:15], s[16:19], s[20:23]",
                           "tensor_store_from_lds s[4:7], s[8:15], s[16:19], s[20:23]",
                           "tensor_store_from_lds s[0:3], s[4:11]"}) {
    INFO(text);
    const auto words = encode(text);
    uint8_t bytes[12];
    std::memcpy(bytes, words.data(), 12);
    auto decoded = decode_tensor_instruction(bytes);
    REQUIRE(decoded);
    CHECK(tensor_instruction_text(*decoded) == text);
  }
  // Anything else is not taken for a tensor instruction.
  const uint8_t other[12] = {0x00, 0x00, 0xb0, 0xbf, 0, 0, 0, 0, 0, 0, 0, 0};
  CHECK_FALSE(decode_tensor_instruction(other));
  const uint8_t short_code[8] = {0x01, 0x00, 0x71, 0xd0, 0, 0, 0, 0x7c};
  CHECK_FALSE(decode_tensor_instruction(short_code));
}

TEST_CASE("gfx12 disassembly decodes the newer tensor encoding in gluon_tdm_scale", "[emu][gfx1250]") {
  const auto path = gfxtile::testing::shared_data_dir() / "external-kernels/gfx1250/gluon_tdm_scale.hsaco";
  CodeObject object = CodeObject::parse(gfxtile::testing::read_bytes(path));
  const KernelCode& kernel = object.kernel("tdm_scale_gfx1250");
  Disassembler disassembler(object.target());
  auto listing = disassembler.decode_all(object.code(kernel), 0);
  int tensor_count = 0;
  bool ended = false;
  for (const auto& item : listing) {
    if (ended) break;  // s_code_end padding follows
    INFO(item.text);
    CHECK(item.valid);
    if (item.mnemonic == "tensor_load_to_lds") {
      ++tensor_count;
      CHECK(item.text == "tensor_load_to_lds s[0:3], s[8:15]");
      CHECK(item.size == 12);
    }
    if (item.mnemonic == "s_endpgm" && item.address + item.size >= kernel.code_size) ended = true;
  }
  CHECK(tensor_count == 1);
}

TEST_CASE("the hazard example kernels assemble for gfx1250", "[emu][gfx1250]") {
  for (bool correct : {false, true}) {
    for (const std::string& source : {gfxtile::testing::tdm_wait_kernel(correct), gfxtile::testing::async_wait_kernel(correct),
                                      gfxtile::testing::barrier_kernel(correct)}) {
      CodeObject object = CodeObject::parse(assemble_code_object(source, kTarget));
      REQUIRE(object.kernels().size() == 1);
      const KernelCode& kernel = object.kernels().front();
      CHECK(kernel.descriptor.group_segment_fixed_size == 256);
      Disassembler disassembler(object.target());
      auto listing = disassembler.decode_all(object.code(kernel), 0);
      std::string text;
      for (const auto& item : listing) {
        CHECK(item.valid);
        text += item.text + "\n";
      }
      INFO(text);
      if (kernel.name.find("tdm") != std::string::npos) {
        CHECK(text.find("tensor_load_to_lds s[4:7], s[8:15]") != std::string::npos);
        CHECK((text.find("s_wait_tensorcnt") != std::string::npos) == correct);
      } else if (kernel.name.find("async") != std::string::npos) {
        CHECK(text.find("global_load_async_to_lds_b32") != std::string::npos);
        CHECK((text.find("s_wait_asynccnt") != std::string::npos) == correct);
      } else {
        CHECK((text.find("s_barrier_wait") != std::string::npos) == correct);
      }
    }
  }
}

TEST_CASE("gfx1250 LDS bank model: 64 banks of 4 bytes, 256-byte phases", "[emu][gfx1250][lds]") {
  uint32_t addresses[32];
  const uint64_t all = 0xffffffffu;
  auto with_stride = [&](uint32_t stride) {
    for (uint32_t l = 0; l < 32; ++l) addresses[l] = l * stride;
  };
  with_stride(4);  // consecutive dwords: 32 banks, one cycle
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 4) == 0);
  with_stride(256);  // every lane in bank 0, distinct dwords: 32 cycles
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 4) == 31);
  with_stride(128);  // banks 0 and 32, 16 dwords each
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 4) == 15);
  with_stride(0);  // one dword for everyone: a broadcast
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 4) == 0);
  with_stride(8);  // b64, 256 contiguous bytes: all 64 banks once
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 8) == 0);
  with_stride(16);  // b128: two phases of 16 lanes, each 256 contiguous bytes
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 16) == 0);
  with_stride(32);  // b128 at a 32-byte stride: each phase puts 2 dwords in each of 32 banks
  CHECK(gfx12::lds_bank_conflicts(addresses, all, 16) == 2);
  with_stride(256);
  CHECK(gfx12::lds_bank_conflicts(addresses, 0x1, 4) == 0);  // one lane
  CHECK(gfx12::lds_bank_conflicts(addresses, 0x3, 4) == 1);
}
