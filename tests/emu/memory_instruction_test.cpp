// Vector memory and LDS: global/flat/scratch/buffer loads, stores and atomics, LDS loads,
// stores, read2/write2, atomics, barriers across waves, LDS DMA and the statistics they feed.

#include <algorithm>
#include <cstring>

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {
uint32_t in(uint32_t i) { return input_word(i); }
uint8_t in_byte(uint32_t byte) { return uint8_t(in(byte / 4) >> (8 * (byte % 4))); }
uint16_t in_short(uint32_t byte) { return uint16_t(in_byte(byte) | in_byte(byte + 1) << 8); }
SnippetResult run_ok(const std::string& body, SnippetOptions options = {}) {
  SnippetResult result = run_snippet(body, options);
  INFO((result.dispatch.fault ? result.dispatch.fault->to_string() : std::string()));
  REQUIRE(result.dispatch.ok());
  return result;
}
}  // namespace

TEST_CASE("global_load_ubyte / sbyte / ushort / sshort", "[emu][instruction][vmem]") {
  check_lanes("  global_load_ubyte v1, v0, s[42:43]\n  global_load_sbyte v2, v0, s[42:43] offset:1\n  global_load_sshort v3, v63, s[42:43] offset:2\n  s_waitcnt vmcnt(0)\n",
              [](uint32_t l) { return uint32_t(in_byte(l)); }, [](uint32_t l) { return uint32_t(int32_t(int8_t(in_byte(l + 1)))); },
              [](uint32_t l) { return uint32_t(int32_t(int16_t(in_short(4 * l + 2)))); }, {"gfx942", "gfx950"});
}
TEST_CASE("global_load_dwordx4 with a 64-bit VGPR address", "[emu][instruction][vmem]") {
  check_lanes("  v_lshlrev_b32 v4, 4, v0\n  v_add_u32 v4, 16, v4\n  v_mov_b32 v5, s43\n  v_add_co_u32 v4, vcc, s42, v4\n  v_addc_co_u32 v5, vcc, 0, v5, vcc\n"
              "  global_load_dwordx4 v[12:15], v[4:5], off offset:-16\n  s_waitcnt vmcnt(0)\n  v_mov_b32 v1, v13\n  v_mov_b32 v2, v15\n",
              [](uint32_t l) { return in(4 * l + 1); }, [](uint32_t l) { return in(4 * l + 3); });
}
TEST_CASE("global_load_short_d16 and _d16_hi keep the other half", "[emu][instruction][vmem]") {
  check_lanes("  v_mov_b32 v1, 0x12345678\n  global_load_short_d16 v1, v63, s[42:43]\n  v_mov_b32 v2, 0x12345678\n"
              "  global_load_short_d16_hi v2, v63, s[42:43]\n  s_waitcnt vmcnt(0)\n",
              [](uint32_t l) { return 0x12340000u | in_short(4 * l); }, [](uint32_t l) { return 0x5678u | uint32_t(in_short(4 * l)) << 16; });
}
TEST_CASE("global stores of bytes, shorts and dwordx2", "[emu][instruction][vmem]") {
  SnippetOptions options;
  options.extra_output_dwords = 256;
  const SnippetResult result = run_ok(
      "  v_add_u32 v4, 0x300, v0\n  global_store_byte v4, v0, s[40:41]\n  v_lshlrev_b32 v5, 1, v0\n  v_add_u32 v5, 0x340, v5\n"
      "  v_or_b32 v6, 0xab00, v0\n  global_store_short v5, v6, s[40:41]\n  v_lshlrev_b32 v7, 3, v0\n  v_add_u32 v7, 0x400, v7\n"
      "  v_mov_b32 v8, v0\n  v_not_b32 v9, v0\n  global_store_dwordx2 v7, v[8:9], s[40:41]\n",
      options);
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(result.output.data());
  int bad = 0;
  for (uint32_t l = 0; l < 64; ++l) {
    bad += bytes[0x300 + l] != l;
    uint16_t s;
    std::memcpy(&s, bytes + 0x340 + 2 * l, 2);
    bad += s != (0xab00 | l);
    uint32_t w[2];
    std::memcpy(w, bytes + 0x400 + 8 * l, 8);
    bad += w[0] != l || w[1] != ~l;
  }
  CHECK(bad == 0);
  CHECK(result.dispatch.statistics.global_bytes_written == 64 * (1 + 2 + 8) + 3 * 64 * 4);
}
TEST_CASE("global_atomic_add with return hands out distinct old values", "[emu][instruction][atomic]") {
  SnippetOptions options;
  options.extra_output_dwords = 64;
  const SnippetResult result = run_ok("  v_mov_b32 v4, 0x300\n  v_mov_b32 v5, 1\n  global_atomic_add v1, v4, v5, s[40:41] sc0\n  s_waitcnt vmcnt(0)\n", options);
  std::vector<uint32_t> old(result.v[0]);
  std::sort(old.begin(), old.end());
  for (uint32_t l = 0; l < 64; ++l) CHECK(old[l] == l);
  CHECK(result.output[0x300 / 4] == 64);
}
TEST_CASE("global_atomic_cmpswap, umax, smin and xor", "[emu][instruction][atomic]") {
  SnippetOptions options;
  options.extra_output_dwords = 64;
  const SnippetResult result = run_ok(R"(
  v_mov_b32 v4, 0x300
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  v_cmp_eq_u32 vcc, 9, v0
  s_and_saveexec_b64 s[4:5], vcc
  v_mov_b32 v6, 77
  global_atomic_cmpswap v1, v4, v[6:7], s[40:41] sc0
  s_mov_b64 exec, -1
  global_atomic_umax v4, v0, s[40:41] offset:4
  v_sub_u32 v8, 0, v0
  global_atomic_smin v4, v8, s[40:41] offset:8
  global_atomic_xor v4, v0, s[40:41] offset:12
  s_waitcnt vmcnt(0)
)", options);
  CHECK(result.output[0x300 / 4] == 77);  // compare value 0 matched the zeroed memory
  CHECK(result.v[0][9] == 0);               // the old value came back
  CHECK(result.output[0x304 / 4] == 63);
  CHECK(result.output[0x308 / 4] == uint32_t(-63));
  uint32_t x = 0;
  for (uint32_t l = 0; l < 64; ++l) x ^= l;
  CHECK(result.output[0x30c / 4] == x);
}
TEST_CASE("global_atomic_add_f32 and atomic_add_f64", "[emu][instruction][atomic]") {
  SnippetOptions options;
  options.extra_output_dwords = 64;
  const SnippetResult result = run_ok("  v_mov_b32 v4, 0x300\n  v_mov_b32 v5, 0.5\n  global_atomic_add_f32 v4, v5, s[40:41]\n"
                                      "  v_mov_b32 v6, 0\n  v_mov_b32 v7, 0x3ff00000\n  global_atomic_add_f64 v4, v[6:7], s[40:41] offset:8\n  s_waitcnt vmcnt(0)\n",
                                      options);
  CHECK(bits_f32(result.output[0x300 / 4]) == 32.0f);
  double sum;
  std::memcpy(&sum, &result.output[0x308 / 4], 8);
  CHECK(sum == 64.0);
}
TEST_CASE("flat loads reach global memory and LDS through the shared aperture", "[emu][instruction][vmem]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  check_lanes(R"(
  v_mov_b32 v4, s42
  v_mov_b32 v5, s43
  v_add_co_u32 v4, vcc, v4, v63
  v_addc_co_u32 v5, vcc, 0, v5, vcc
  flat_load_dword v1, v[4:5]
  ds_write_b32 v63, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 s[4:5], src_shared_base
  v_mov_b32 v6, v63
  v_mov_b32 v7, s5
  flat_load_dword v2, v[6:7]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)",
              [](uint32_t l) { return in(l); }, [](uint32_t l) { return l; }, nullptr, {"gfx942"}, options);
}
TEST_CASE("buffer_load_dword offen honours num_records (out of range reads 0)", "[emu][instruction][buffer]") {
  // 100 bytes: dwords 0..24 in range.
  check_lanes("  s_mov_b32 s4, s42\n  s_and_b32 s5, s43, 0xffff\n  s_movk_i32 s6, 100\n  s_mov_b32 s7, 0x27000\n"
              "  buffer_load_dword v1, v63, s[4:7], 0 offen\n  buffer_load_dword v2, v63, s[4:7], 0 offen offset:4\n  s_waitcnt vmcnt(0)\n",
              [](uint32_t l) { return l < 25 ? in(l) : 0u; }, [](uint32_t l) { return l + 1 < 25 ? in(l + 1) : 0u; });
}
TEST_CASE("buffer_store_dword drops out-of-range lanes; idxen uses the stride", "[emu][instruction][buffer]") {
  SnippetOptions options;
  options.extra_output_dwords = 128;
  const SnippetResult result = run_ok(R"(
  s_add_u32 s4, s40, 0x300
  s_addc_u32 s5, s41, 0
  s_and_b32 s5, s5, 0xffff
  s_movk_i32 s6, 40
  s_mov_b32 s7, 0x27000
  buffer_store_dword v0, v63, s[4:7], 0 offen
  s_or_b32 s5, s5, 0x80000
  s_movk_i32 s6, 16
  buffer_load_dword v1, v0, s[4:7], 0 idxen
  s_waitcnt vmcnt(0)
)",
                                      options);
  for (uint32_t l = 0; l < 64; ++l) CHECK(result.output[0x300 / 4 + l] == (l < 10 ? l : 0u));
  // stride 8 bytes, 16 records: lane l reads byte 8 * l, i.e. dword 2l, for l < 16.
  for (uint32_t l = 0; l < 64; ++l) CHECK(result.v[0][l] == (l < 16 ? result.output[0x300 / 4 + 2 * l] : 0u));
}
TEST_CASE("buffer_atomic_add with return", "[emu][instruction][buffer]") {
  SnippetOptions options;
  options.extra_output_dwords = 64;
  const SnippetResult result = run_ok(R"(
  s_add_u32 s4, s40, 0x300
  s_addc_u32 s5, s41, 0
  s_and_b32 s5, s5, 0xffff
  s_movk_i32 s6, 64
  s_mov_b32 s7, 0x27000
  v_mov_b32 v1, 2
  v_mov_b32 v4, 0
  buffer_atomic_add v1, v4, s[4:7], 0 offen sc0
  s_waitcnt vmcnt(0)
)", options);
  CHECK(result.output[0x300 / 4] == 128);
  std::vector<uint32_t> old(result.v[0]);
  std::sort(old.begin(), old.end());
  for (uint32_t l = 0; l < 64; ++l) CHECK(old[l] == 2 * l);
}
TEST_CASE("scratch stores and loads are private to each lane", "[emu][instruction][scratch]") {
  SnippetOptions options;
  options.private_bytes = 64;
  check_lanes("  v_mov_b32 v4, 8\n  scratch_store_dword v4, v0, off offset:4\n  s_mov_b32 s4, 20\n  scratch_store_dword off, v63, s4\n"
              "  scratch_load_dword v1, off, off offset:20\n  scratch_load_dword v2, v4, off offset:4\n  s_waitcnt vmcnt(0)\n",
              [](uint32_t l) { return 4 * l; }, [](uint32_t l) { return l; }, nullptr, {"gfx942"}, options);
}
TEST_CASE("scratch beyond the private segment faults", "[emu][instruction][scratch]") {
  SnippetOptions options;
  options.private_bytes = 16;
  const SnippetResult result = run_snippet("  scratch_store_dword off, v0, off offset:16\n", options);
  REQUIRE(result.dispatch.fault.has_value());
  CHECK(result.dispatch.fault->message.find("scratch") != std::string::npos);
}
TEST_CASE("global_load_lds_dword copies into LDS at M0", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 1024;
  check_lanes("  s_movk_i32 m0, 0x100\n  global_load_lds_dword v63, s[42:43]\n  s_waitcnt vmcnt(0)\n  v_add_u32 v4, 0x100, v63\n"
              "  ds_read_b32 v1, v4\n  s_waitcnt lgkmcnt(0)\n",
              [](uint32_t l) { return in(l); }, nullptr, nullptr, {"gfx942", "gfx950"}, options);
}
TEST_CASE("ds_write_b32 / ds_read_b32 with offsets", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 1024;
  check_lanes(std::string(kLoadInputs) + "  ds_write_b32 v63, v10 offset:256\n  ds_read_b32 v1, v63 offset:256\n  v_sub_u32 v4, 0xfc, v63\n"
              "  ds_read_b32 v2, v4 offset:256\n  s_waitcnt lgkmcnt(0)\n",
              [](uint32_t l) { return in(l); }, [](uint32_t l) { return in(63 - l); }, nullptr, {"gfx942", "gfx950"}, options);
}
TEST_CASE("ds_write_b64 / ds_read_b128", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 1024;
  check_lanes(std::string(kLoadInputs) + "  v_lshlrev_b32 v4, 3, v0\n  ds_write_b64 v4, v[10:11]\n  s_waitcnt lgkmcnt(0)\n"
              "  v_lshlrev_b32 v5, 4, v0\n  v_and_b32 v5, 0x1f0, v5\n  ds_read_b128 v[12:15], v5\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, v12\n  v_mov_b32 v2, v13\n  v_mov_b32 v3, v15\n",
              [](uint32_t l) { return in(2 * (l % 32)); }, [](uint32_t l) { return in(2 * (l % 32) + 64); },
              [](uint32_t l) { return in(2 * (l % 32) + 1 + 64); }, {"gfx942"}, options);
}
TEST_CASE("ds_read_u8 / i8 / u16 and d16_hi forms", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  check_lanes(std::string(kLoadInputs) + "  ds_write_b32 v63, v10\n  s_waitcnt lgkmcnt(0)\n  ds_read_i8 v1, v0 offset:3\n  ds_read_u16 v2, v63 offset:2\n"
              "  v_mov_b32 v3, 0x1111\n  ds_read_u16_d16_hi v3, v63\n  s_waitcnt lgkmcnt(0)\n",
              [](uint32_t l) { return uint32_t(int32_t(int8_t(uint8_t(in((l + 3) / 4) >> (8 * ((l + 3) % 4)))))); },
              [](uint32_t l) { return in(l) >> 16; }, [](uint32_t l) { return 0x1111u | (in(l) & 0xffff) << 16; }, {"gfx942"}, options);
}
TEST_CASE("ds_write_b16_d16_hi and ds_write_b8", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  check_lanes(std::string(kLoadInputs) + "  v_lshlrev_b32 v4, 1, v0\n  ds_write_b16_d16_hi v4, v10\n  ds_write_b8 v0, v0 offset:128\n"
              "  s_waitcnt lgkmcnt(0)\n  ds_read_u16 v1, v4\n  ds_read_u8 v2, v0 offset:128\n  s_waitcnt lgkmcnt(0)\n",
              [](uint32_t l) { return in(l) >> 16; }, [](uint32_t l) { return l; }, nullptr, {"gfx942"}, options);
}
TEST_CASE("ds_write2_b32 / ds_read2_b32 / ds_read2st64_b32", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 2048;
  check_lanes(std::string(kLoadInputs) + "  v_lshlrev_b32 v4, 3, v0\n  ds_write2_b32 v4, v10, v11 offset1:1\n  s_waitcnt lgkmcnt(0)\n"
              "  ds_read2_b32 v[12:13], v4 offset0:1 offset1:2\n  ds_read2st64_b32 v[14:15], v63 offset1:1\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, v12\n  v_mov_b32 v2, v13\n  v_mov_b32 v3, v15\n",
              [](uint32_t l) { return in(l + 64); }, [](uint32_t l) { return l < 63 ? in(l + 1) : 0u; },
              // st64: second read at byte 4 * l + 256, which holds dword 64 + l: lane (64 + l) / 2's data.
              [](uint32_t l) { return (l % 2 == 0) ? in((64 + l) / 2) : in((64 + l) / 2 + 64); }, {"gfx942"}, options);
}
TEST_CASE("ds_add_u32 and ds_add_rtn_u32 from every lane", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  check_lanes("  v_mov_b32 v4, 0\n  ds_write_b32 v4, v4\n  ds_write_b32 v4, v4 offset:4\n  ds_add_u32 v4, v0\n  v_mov_b32 v5, 1\n"
              "  ds_add_rtn_u32 v6, v4, v5 offset:4\n  s_waitcnt lgkmcnt(0)\n  ds_read_b32 v1, v4\n  ds_read_b32 v2, v4 offset:4\n  s_waitcnt lgkmcnt(0)\n",
              all(63 * 64 / 2), all(64), nullptr, {"gfx942"}, options);
}
TEST_CASE("ds_max_i32 / ds_min_u32 / ds_cmpst_rtn_b32 / ds_add_f32", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  check_lanes(R"(
  v_mov_b32 v4, 0
  v_mov_b32 v5, -1
  ds_write_b32 v4, v4
  ds_write_b32 v4, v5 offset:4
  ds_write_b32 v4, v4 offset:8
  ds_write_b32 v4, v4 offset:12
  v_sub_u32 v6, 10, v0
  ds_max_i32 v4, v6
  ds_min_u32 v4, v63 offset:4
  v_mov_b32 v7, 1.0
  ds_add_f32 v4, v7 offset:8
  v_mov_b32 v8, 0
  ds_cmpst_rtn_b32 v9, v4, v8, v0 offset:12
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v1, v4
  ds_read_b32 v2, v4 offset:4
  ds_read_b32 v3, v4 offset:8
  s_waitcnt lgkmcnt(0)
)",
              all(10), all(0), all(f32_bits(64.0f)), {"gfx942"}, options);
}
TEST_CASE("s_barrier orders LDS traffic between the waves of a workgroup", "[emu][instruction][barrier]") {
  // 4 waves: each work-item writes its id, waits, then reads the id of work-item (t + 64) % 256.
  SnippetOptions options;
  options.lds_bytes = 1024;
  options.block = 256;
  const SnippetResult result = run_ok("  v_mul_u32_u24 v4, 3, v0\n  ds_write_b32 v63, v4\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
                                      "  v_add_u32 v5, 0x100, v63\n  v_and_b32 v5, 0x3ff, v5\n  ds_read_b32 v1, v5\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n",
                                      options);
  for (uint32_t t = 0; t < 256; ++t) CHECK(result.v[0][t] == 3 * ((t + 64) % 256));
  CHECK(result.dispatch.statistics.waves == 4);
  CHECK(result.dispatch.statistics.instructions[int(gfxtile::InstructionClass::barrier)] == 8);
}
TEST_CASE("LDS bank conflicts follow the documented model", "[emu][instruction][lds][statistics]") {
  SnippetOptions options;
  options.lds_bytes = 8192;
  // Stride 4 bytes: conflict-free. Stride 128 bytes: all 32 lanes of a phase hit bank 0 with
  // distinct dwords: 31 extra cycles per phase, 2 phases.
  const SnippetResult free = run_ok("  ds_read_b32 v1, v63\n  s_waitcnt lgkmcnt(0)\n", options);
  CHECK(free.dispatch.statistics.lds_bank_conflicts == 0);
  const SnippetResult conflicted = run_ok("  v_lshlrev_b32 v4, 7, v0\n  ds_read_b32 v1, v4\n  s_waitcnt lgkmcnt(0)\n", options);
  CHECK(conflicted.dispatch.statistics.lds_bank_conflicts == 62);
  // Every lane reading the same dword is a broadcast: no conflict.
  const SnippetResult broadcast = run_ok("  v_mov_b32 v4, 0\n  ds_read_b32 v1, v4\n  s_waitcnt lgkmcnt(0)\n", options);
  CHECK(broadcast.dispatch.statistics.lds_bank_conflicts == 0);
  CHECK(broadcast.dispatch.statistics.lds_bytes_read == 256);
}
TEST_CASE("b96 LDS phases of ten lanes end at the wave's last lane", "[emu][instruction][lds][statistics]") {
  SnippetOptions options;
  options.lds_bytes = 8192;
  // 12-byte accesses: phases of 128 / 12 = 10 lanes (lanes 0-9, ..., 50-59, then 60-63).
  // Consecutive elements: each phase touches 30 (or 12) consecutive dwords, all in distinct banks.
  const SnippetResult packed = run_ok("  v_mul_u32_u24 v4, 12, v0\n  ds_read_b96 v[6:8], v4\n  s_waitcnt lgkmcnt(0)\n", options);
  CHECK(packed.dispatch.statistics.lds_bank_conflicts == 0);
  // Stride 128 bytes: every lane's three dwords sit in banks 0-2, so a phase of n lanes costs
  // n - 1 extra cycles: six full phases (9 each) and the last of four lanes (3) = 57.
  const SnippetResult strided = run_ok("  v_lshlrev_b32 v4, 7, v0\n  ds_read_b96 v[6:8], v4\n  s_waitcnt lgkmcnt(0)\n", options);
  CHECK(strided.dispatch.statistics.lds_bank_conflicts == 57);
}
TEST_CASE("statistics count instructions by class", "[emu][statistics]") {
  const SnippetResult result = run_ok("  v_add_u32 v1, v0, v0\n  s_add_u32 s4, s4, 1\n  s_nop 0\n");
  using gfxtile::InstructionClass;
  const auto& counts = result.dispatch.statistics.instructions;
  // Harness: 2 SMEM, 1 wait + 1 VALU before; after: SALU s_mov_b64 + s_movk_i32, 1 wait, 2 VALU,
  // 3 stores, s_endpgm (branch class).
  CHECK(counts[int(InstructionClass::smem)] == 2);
  CHECK(counts[int(InstructionClass::valu)] == 1 + 1 + 2);
  CHECK(counts[int(InstructionClass::salu)] == 1 + 2);
  CHECK(counts[int(InstructionClass::vmem_store)] == 3);
  CHECK(counts[int(InstructionClass::wait)] == 2);
  CHECK(counts[int(InstructionClass::other)] == 1);
  CHECK(counts[int(InstructionClass::branch)] == 1);
}
TEST_CASE("gfx950 ds_read_b64_tr_b16 transposes 16-lane blocks", "[emu][instruction][lds]") {
  // LDS halfword x holds x; lane i reads halfwords 4i..4i+3. Lane n of each 16-lane block gets
  // element e from lane 4e + n/4 of its block, element n % 4 of that lane's read.
  SnippetOptions options;
  options.target = "gfx950";
  options.lds_bytes = 1024;
  check_lanes("  v_lshlrev_b32 v4, 1, v0\n  v_add_u32 v5, 1, v4\n  v_lshl_or_b32 v6, v5, 16, v4\n  ds_write_b32 v63, v6\n"
              "  v_add_u32 v4, 0x80, v4\n  v_add_u32 v5, 0x80, v5\n  v_lshl_or_b32 v6, v5, 16, v4\n  ds_write_b32 v63, v6 offset:256\n"
              "  s_waitcnt lgkmcnt(0)\n  v_lshlrev_b32 v7, 3, v0\n  ds_read_b64_tr_b16 v[8:9], v7\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, v8\n  v_mov_b32 v2, v9\n",
              [](uint32_t l) {
                auto value = [&](uint32_t e) { const uint32_t from = (l & ~15u) + 4 * e + (l & 15) / 4; return 4 * from + (l & 15) % 4; };
                return value(0) | value(1) << 16;
              },
              [](uint32_t l) {
                auto value = [&](uint32_t e) { const uint32_t from = (l & ~15u) + 4 * e + (l & 15) / 4; return 4 * from + (l & 15) % 4; };
                return value(2) | value(3) << 16;
              },
              nullptr, {"gfx950"}, options);
}
TEST_CASE("gfx950 global_load_lds_dwordx4 copies 16 bytes per lane", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 2048;
  check_lanes("  s_mov_b32 m0, 0\n  v_lshlrev_b32 v4, 4, v0\n  global_load_lds_dwordx4 v4, s[42:43]\n  s_waitcnt vmcnt(0)\n"
              "  ds_read_b128 v[8:11], v4\n  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v1, v8\n  v_mov_b32 v2, v11\n",
              [](uint32_t l) { return in(4 * l); }, [](uint32_t l) { return in(4 * l + 3); }, nullptr, {"gfx950"}, options);
}
TEST_CASE("buffer_load_dword into LDS (lds modifier) at M0", "[emu][instruction][lds]") {
  SnippetOptions options;
  options.lds_bytes = 1024;
  check_lanes("  s_mov_b32 s4, s42\n  s_and_b32 s5, s43, 0xffff\n  s_mov_b32 s6, -1\n  s_mov_b32 s7, 0x27000\n  s_movk_i32 m0, 0x40\n"
              "  buffer_load_dword v63, s[4:7], 0 offen lds\n  s_waitcnt vmcnt(0)\n  ds_read_b32 v1, v63 offset:64\n  s_waitcnt lgkmcnt(0)\n",
              [](uint32_t l) { return in(l); }, nullptr, nullptr, {"gfx942"}, options);
}
TEST_CASE("waves of a workgroup take turns, so a spin-wait on LDS completes", "[emu][instruction][barrier]") {
  // Wave 0 spins until wave 1 sets a flag in LDS (no barrier between them).
  SnippetOptions options;
  options.lds_bytes = 256;
  options.block = 128;
  const SnippetResult result = run_ok(R"(
  v_mov_b32 v4, 0
  v_mov_b32 v1, 0
  v_cmp_gt_u32 vcc, 64, v0
  s_cbranch_vccz writer
wait:
  ds_read_b32 v5, v4
  s_waitcnt lgkmcnt(0)
  v_readfirstlane_b32 s4, v5
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 wait
  v_mov_b32 v1, s4
  s_branch done
writer:
  v_mov_b32 v6, 77
  ds_write_b32 v4, v6
  v_mov_b32 v1, 1
done:
)", options);
  for (uint32_t t = 0; t < 128; ++t) CHECK(result.v[0][t] == (t < 64 ? 77u : 1u));
}
TEST_CASE("ds_read2_b64 whose destination overlaps its address register", "[emu][instruction][lds]") {
  // LLVM allocates ds_read2_b64 v[20:23], v20: both addresses come from v20 before either lands.
  SnippetOptions options;
  options.lds_bytes = 2048;
  check_lanes(std::string(kLoadInputs) + "  v_lshlrev_b32 v4, 3, v0\n  ds_write2_b32 v4, v10, v11 offset1:1\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v20, v4\n  ds_read2_b64 v[20:23], v20 offset1:1\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, v20\n  v_mov_b32 v2, v22\n  v_mov_b32 v3, v23\n",
              [](uint32_t l) { return in(l); }, [](uint32_t l) { return l < 63 ? in(l + 1) : 0u; },
              [](uint32_t l) { return l < 63 ? in(l + 65) : 0u; }, {"gfx942"}, options);
}
