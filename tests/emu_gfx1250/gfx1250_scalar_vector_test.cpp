// Per-instruction tests for gfx1250: scalar ALU under gfx12's names, wave32 EXEC and VCC,
// hardware registers and launch state, VALU operations new in gfx12/gfx1250 and VOPD dual
// issue. Expected values come from the ISA's definitions, computed on the host.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "emu/gfx12.h"
#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

// Runs a scalar snippet whose result ends up in s4 (and s5), copied to v1 (v2).
std::pair<uint32_t, uint32_t> scalar(const std::string& body) {
  const auto r = run_clean(body + "\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5");
  return {r.row(1, 0), r.row(2, 0)};
}
uint32_t scalar_scc(const std::string& body) {
  const auto r = run_clean(body + "\n  s_cselect_b32 s6, 1, 0\n  v_mov_b32 v1, s6");
  return r.row(1, 0);
}

}  // namespace

// ---- SALU with gfx12 names ----

TEST_CASE("gfx1250 s_add_co_i32 adds and sets SCC on signed overflow", "[emu][gfx1250][salu]") {
  CHECK(scalar("s_mov_b32 s2, 0x7fffffff\n  s_add_co_i32 s4, s2, 5").first == 0x80000004u);
  CHECK(scalar_scc("s_mov_b32 s2, 0x7fffffff\n  s_add_co_i32 s4, s2, 5") == 1);
  CHECK(scalar_scc("s_mov_b32 s2, 7\n  s_add_co_i32 s4, s2, -9") == 0);
}

TEST_CASE("gfx1250 s_add_co_u32 and s_add_co_ci_u32 chain a 64-bit add", "[emu][gfx1250][salu]") {
  const auto [low, high] = scalar(
      "s_mov_b32 s2, 0xfffffff0\n  s_mov_b32 s3, 7\n  s_add_co_u32 s4, s2, 0x20\n  s_add_co_ci_u32 s5, s3, 1");
  const uint64_t expected = 0x7fffffff0ull + 0x100000020ull;
  CHECK(low == uint32_t(expected));
  CHECK(high == uint32_t(expected >> 32));
}

TEST_CASE("gfx1250 s_sub_co_u32 and s_sub_co_ci_u32 chain a 64-bit subtract", "[emu][gfx1250][salu]") {
  const auto [low, high] = scalar("s_mov_b32 s2, 5\n  s_mov_b32 s3, 9\n  s_sub_co_u32 s4, s2, 6\n  s_sub_co_ci_u32 s5, s3, 2");
  const uint64_t expected = 0x900000005ull - 0x200000006ull;
  CHECK(low == uint32_t(expected));
  CHECK(high == uint32_t(expected >> 32));
}

TEST_CASE("gfx1250 s_sub_co_i32 subtracts", "[emu][gfx1250][salu]") {
  CHECK(scalar("s_mov_b32 s2, 10\n  s_sub_co_i32 s4, s2, 25").first == uint32_t(-15));
}

TEST_CASE("gfx1250 s_and_not1_b32 and s_or_not1_b32", "[emu][gfx1250][salu]") {
  CHECK(scalar("s_mov_b32 s2, 0xff00ff00\n  s_mov_b32 s3, 0x0ff00ff0\n  s_and_not1_b32 s4, s2, s3").first ==
        (0xff00ff00u & ~0x0ff00ff0u));
  CHECK(scalar("s_mov_b32 s2, 0xff00ff00\n  s_mov_b32 s3, 0x0ff00ff0\n  s_or_not1_b32 s4, s2, s3").first ==
        (0xff00ff00u | ~0x0ff00ff0u));
}

TEST_CASE("gfx1250 s_bfe_u32 extracts the cluster fields format", "[emu][gfx1250][salu]") {
  // 0x4000c: width 4 at offset 12.
  CHECK(scalar("s_mov_b32 s2, 0xabcd1234\n  s_bfe_u32 s4, s2, 0x4000c").first == 0x1);
  CHECK(scalar("s_mov_b32 s2, 0xabcd1234\n  s_bfe_u32 s4, s2, 0x80010").first == 0xcd);
}

TEST_CASE("gfx1250 s_mul_i32, s_max_i32 and s_cselect_b32", "[emu][gfx1250][salu]") {
  CHECK(scalar("s_mov_b32 s2, -7\n  s_mul_i32 s4, s2, 6").first == uint32_t(-42));
  CHECK(scalar("s_mov_b32 s2, -7\n  s_max_i32 s4, s2, 0").first == 0);
  CHECK(scalar("s_cmp_eq_u32 0, 0\n  s_cselect_b32 s4, 11, 22").first == 11);
  CHECK(scalar("s_cmp_eq_u32 0, 1\n  s_cselect_b32 s4, 11, 22").first == 22);
}

TEST_CASE("gfx1250 s_load_b32, s_load_b64 and s_load_b128 read the input", "[emu][gfx1250][smem]") {
  const auto r = run_clean(R"(
  s_load_b32 s4, s[42:43], 0x8
  s_load_b64 s[6:7], s[42:43], 0x10
  s_load_b128 s[8:11], s[42:43], 0x20
  s_wait_kmcnt 0
  v_mov_b32 v1, s4
  v_mov_b32 v2, s6
  v_mov_b32 v3, s7
  v_mov_b32 v4, s8
  v_mov_b32 v5, s11)");
  CHECK(r.row(1, 0) == input_word(2));
  CHECK(r.row(2, 0) == input_word(4));
  CHECK(r.row(3, 0) == input_word(5));
  CHECK(r.row(4, 0) == input_word(8));
  CHECK(r.row(5, 0) == input_word(11));
}

TEST_CASE("gfx1250 m0 is SGPR 125 and null reads zero", "[emu][gfx1250][salu]") {
  const auto r = run_clean("s_mov_b32 m0, 0x1234\n  s_mov_b32 s4, m0\n  s_mov_b32 s5, null\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5");
  CHECK(r.row(1, 0) == 0x1234);
  CHECK(r.row(2, 0) == 0);
}

// ---- wave32 EXEC ----

namespace {
// Lanes of a 32-bit mask built from v0 (lane id) < 12, through v_cmp into `reg`.
constexpr uint32_t kLow12 = (1u << 12) - 1;
}  // namespace

TEST_CASE("gfx1250 s_and_saveexec_b32 saves EXEC and masks lanes", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  v_mov_b32 v1, 0
  v_cmp_gt_u32_e32 vcc_lo, 12, v0
  s_and_saveexec_b32 s4, vcc_lo
  v_mov_b32 v1, 5
  s_mov_b32 exec_lo, s4
  v_mov_b32 v2, s4)");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (l < 12 ? 5u : 0u));
  CHECK(r.row(2, 0) == 0xffffffffu);
}

TEST_CASE("gfx1250 s_or_saveexec_b32 and s_xor_saveexec_b32", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 exec_lo, 0xff
  s_mov_b32 s2, 0xf00
  s_or_saveexec_b32 s4, s2
  s_mov_b32 s5, exec_lo
  s_mov_b32 s2, 0xff0
  s_xor_saveexec_b32 s6, s2
  s_mov_b32 s7, exec_lo
  s_mov_b32 exec_lo, -1
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(r.row(1, 0) == 0xff);
  CHECK(r.row(2, 0) == 0xfff);
  CHECK(r.row(3, 0) == 0xfff);
  CHECK(r.row(4, 0) == (0xff0u ^ 0xfffu));
}

TEST_CASE("gfx1250 s_and_not1_saveexec_b32 and s_and_not0_saveexec_b32", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 exec_lo, 0xf0f0
  s_mov_b32 s2, 0xffff
  s_and_not1_saveexec_b32 s4, s2
  s_mov_b32 s5, exec_lo
  s_mov_b32 exec_lo, 0xf0f0
  s_and_not0_saveexec_b32 s6, s2
  s_mov_b32 s7, exec_lo
  s_mov_b32 exec_lo, -1
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(r.row(1, 0) == 0xf0f0);
  CHECK(r.row(2, 0) == (0xffffu & ~0xf0f0u));  // S0 & ~EXEC
  CHECK(r.row(3, 0) == 0xf0f0);
  CHECK(r.row(4, 0) == (~0xffffu & 0xf0f0u));  // ~S0 & EXEC
}

TEST_CASE("gfx1250 s_or_not1_saveexec_b32", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 exec_lo, 0xfffffff0
  s_mov_b32 s2, 0x3
  s_or_not1_saveexec_b32 s4, s2
  s_mov_b32 s5, exec_lo
  s_mov_b32 exec_lo, -1
  v_mov_b32 v2, s5)");
  CHECK(r.row(2, 0) == (0x3u | ~0xfffffff0u));
}

TEST_CASE("gfx1250 s_and_not1_wrexec_b32 writes the new EXEC", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 exec_lo, 0xff
  s_mov_b32 s2, 0xfff
  s_and_not1_wrexec_b32 s4, s2
  s_mov_b32 s5, exec_lo
  s_mov_b32 exec_lo, -1
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5)");
  CHECK(r.row(1, 0) == 0xf00);
  CHECK(r.row(2, 0) == 0xf00);
}

TEST_CASE("gfx1250 v_cmp_e32 writes vcc_lo only and v_cndmask reads it", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 vcc_hi, 0x5a5a5a5a
  v_cmp_gt_u32_e32 vcc_lo, 12, v0
  v_cndmask_b32_e32 v1, 7, v0, vcc_lo
  v_mov_b32 v2, vcc_lo
  v_mov_b32 v3, vcc_hi)");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (l < 12 ? uint32_t(l) : 7u));
  CHECK(r.row(2, 0) == kLow12);
  CHECK(r.row(3, 0) == 0x5a5a5a5au);  // vcc_hi is an ordinary SGPR in wave32
}

TEST_CASE("gfx1250 v_cmp_e64 into one SGPR leaves the next one alone", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 s12, 0x12345678
  v_cmp_lt_u32_e64 s11, v0, 20
  v_mov_b32 v1, s11
  v_mov_b32 v2, s12)");
  CHECK(r.row(1, 0) == (1u << 20) - 1);
  CHECK(r.row(2, 0) == 0x12345678u);
}

TEST_CASE("gfx1250 v_xor3_b32 xors three sources", "[emu][gfx1250][valu]") {
  // LLVM emits it for swizzled LDS addresses (a ^ b ^ c): here lane ^ 0xf0 ^ 0x0f0f0000.
  const auto r = run_clean(R"(
  v_mov_b32 v2, 0xf0
  v_xor3_b32 v1, v0, v2, 0x0f0f0000)");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (uint32_t(l) ^ 0xf0u ^ 0x0f0f0000u));
}
TEST_CASE("gfx1250 v_cmpx writes EXEC", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  v_mov_b32 v1, 0
  v_cmpx_gt_u32_e32 5, v0
  v_mov_b32 v1, 9
  s_mov_b32 s4, exec_lo
  s_mov_b32 exec_lo, -1
  v_mov_b32 v2, s4)");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (l < 5 ? 9u : 0u));
  CHECK(r.row(2, 0) == 0x1f);
}

TEST_CASE("gfx1250 v_add_co_u32 carries through vcc_lo into v_add_co_ci_u32", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  v_mov_b32 v3, 0xfffffff0
  v_add_co_u32 v1, vcc_lo, v3, v0
  v_mov_b32 v4, 100
  v_add_co_ci_u32_e32 v2, vcc_lo, 0, v4, vcc_lo)");
  for (int l = 0; l < 32; ++l) {
    const uint64_t sum = 0xfffffff0ull + uint64_t(l);
    CHECK(r.row(1, l) == uint32_t(sum));
    CHECK(r.row(2, l) == 100u + uint32_t(sum >> 32));
  }
}

TEST_CASE("gfx1250 v_sub_co_ci_u32 borrows", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  v_sub_co_u32 v1, vcc_lo, v0, 3
  v_mov_b32 v4, 50
  v_mov_b32 v6, 0
  v_sub_co_ci_u32_e32 v2, vcc_lo, v4, v6, vcc_lo)");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == uint32_t(l - 3));
    CHECK(r.row(2, l) == (l < 3 ? 49u : 50u));
  }
}

TEST_CASE("gfx1250 s_cbranch_vccz looks at vcc_lo only", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 vcc_hi, 1
  s_mov_b32 vcc_lo, 0
  v_mov_b32 v1, 1
  s_cbranch_vccz .Lskip
  v_mov_b32 v1, 2
.Lskip:
  s_mov_b32 vcc_lo, 4
  v_mov_b32 v2, 1
  s_cbranch_vccnz .Lskip2
  v_mov_b32 v2, 2
.Lskip2:)");
  CHECK(r.row(1, 0) == 1);
  CHECK(r.row(2, 0) == 1);
}

TEST_CASE("gfx1250 s_cbranch_execz skips when no lane is active", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  v_mov_b32 v1, 1
  s_mov_b32 exec_lo, 0
  s_cbranch_execz .Lskip
  s_mov_b32 s4, 2
  s_branch .Ldone
.Lskip:
  s_mov_b32 s4, 3
.Ldone:
  s_mov_b32 exec_lo, -1
  v_mov_b32 v1, s4)");
  CHECK(r.row(1, 0) == 3);
}

TEST_CASE("gfx1250 v_readfirstlane_b32 reads the first active lane", "[emu][gfx1250][wave32]") {
  const auto r = run_clean(R"(
  s_mov_b32 exec_lo, 0xff00
  v_readfirstlane_b32 s4, v0
  s_mov_b32 exec_lo, -1
  v_mov_b32 v1, s4)");
  CHECK(r.row(1, 0) == 8);
}

TEST_CASE("gfx1250 a partial wave has only its lanes in EXEC", "[emu][gfx1250][wave32]") {
  SnippetOptions options;
  options.block = 40;  // wave 1 has 8 lanes
  const auto r = run_clean("s_mov_b32 s4, exec_lo\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, v0", options);
  CHECK(r.row(1, 0) == 0xffffffffu);
  CHECK(r.row(1, 35) == 0xffu);
  CHECK(r.row(2, 39) == 39u);
}

// ---- hardware registers and launch state ----

TEST_CASE("gfx1250 s_setreg_imm32_b32 WAVE_MODE and s_getreg_b32 read it back", "[emu][gfx1250][hwreg]") {
  const auto r = run_clean(R"(
  s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
  s_getreg_b32 s4, hwreg(HW_REG_WAVE_MODE, 25, 1)
  s_getreg_b32 s5, hwreg(HW_REG_WAVE_MODE, 4, 4)
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5)");
  CHECK(r.row(1, 0) == 1);
  CHECK(r.row(2, 0) == 0xf);  // denorm modes 3 and 3 from the kernel descriptor
}

TEST_CASE("gfx1250 IB_STS2 cluster field is 0 without clusters and set with them", "[emu][gfx1250][hwreg]") {
  const std::string body = "s_getreg_b32 s4, hwreg(HW_REG_IB_STS2, 6, 4)\n  v_mov_b32 v1, s4";
  CHECK(run_clean(body).row(1, 0) == 0);
  SnippetOptions options;
  options.cluster = {2, 1, 1};
  options.grid = {2, 1, 1};
  CHECK(run_clean(body, options).row(1, 0) != 0);
}

TEST_CASE("gfx1250 HW_ID1 holds the wave id", "[emu][gfx1250][hwreg]") {
  SnippetOptions options;
  options.block = 96;
  const auto r = run_clean("s_getreg_b32 s4, hwreg(HW_REG_WAVE_HW_ID1, 0, 5)\n  v_mov_b32 v1, s4", options);
  CHECK(r.row(1, 0) == 0);
  CHECK(r.row(1, 40) == 1);
  CHECK(r.row(1, 95) == 2);
}

namespace {
// Each workgroup writes its id (recovered with LLVM's formula) to extra output dword
// 256 + linear id; `options.grid` workgroups.
std::vector<uint32_t> workgroup_ids(const SnippetOptions& options, int dimension) {
  const std::string field = dimension == 0 ? "s_mov_b32 s5, ttmp9" : dimension == 1 ? "s_and_b32 s5, ttmp7, 0xffff" : "s_lshr_b32 s5, ttmp7, 16";
  const int shift = 4 * dimension;
  const std::string body = fmt::format(R"(
  {0}
  s_bfe_u32 s6, ttmp6, {1:#x}
  s_add_co_i32 s6, s6, 1
  s_mul_i32 s6, s5, s6
  s_bfe_u32 s7, ttmp6, {2:#x}
  s_add_co_i32 s6, s6, s7
  s_getreg_b32 s8, hwreg(HW_REG_IB_STS2, 6, 4)
  s_cmp_eq_u32 s8, 0
  s_cselect_b32 s4, s5, s6
  s_mov_b32 s9, ttmp9
  s_and_b32 s10, ttmp7, 0xffff
  s_bfe_u32 s11, ttmp6, 0x4000c
  s_add_co_i32 s11, s11, 1
  s_mul_i32 s9, s9, s11
  s_bfe_u32 s11, ttmp6, 0x40000
  s_add_co_i32 s9, s9, s11
  s_cselect_b32 s9, ttmp9, s9
  v_mov_b32 v5, s4
  v_mov_b32 v6, 0
  s_cmp_eq_u32 0, 0
  v_cmp_eq_u32_e32 vcc_lo, 0, v0
  s_and_saveexec_b32 s12, vcc_lo
  s_lshl_b32 s13, s9, 2
  v_mov_b32 v7, s13
  global_store_b32 v7, v5, s[40:41] offset:{3}
  s_mov_b32 exec_lo, s12)",
                                       field, (12 + shift) | 4 << 16, shift | 4 << 16, 8 * 32 * 4);
  SnippetOptions copy = options;
  copy.extra_output_dwords = 64;
  const auto r = run_clean(body, copy);
  return std::vector<uint32_t>(r.output.begin() + 8 * 32, r.output.end());
}
}  // namespace

TEST_CASE("gfx1250 workgroup id x comes from TTMP9 without clusters", "[emu][gfx1250][launch]") {
  SnippetOptions options;
  options.grid = {5, 1, 1};
  const auto ids = workgroup_ids(options, 0);
  for (uint32_t x = 0; x < 5; ++x) CHECK(ids[x] == x);
}

TEST_CASE("gfx1250 workgroup id x through the cluster formula", "[emu][gfx1250][launch]") {
  SnippetOptions options;
  options.grid = {8, 1, 1};
  options.cluster = {4, 1, 1};
  const auto ids = workgroup_ids(options, 0);
  for (uint32_t x = 0; x < 8; ++x) CHECK(ids[x] == x);
}

TEST_CASE("gfx1250 TTMP7 holds workgroup ids y and z", "[emu][gfx1250][launch]") {
  const std::string body = R"(
  s_and_b32 s4, ttmp7, 0xffff
  s_lshr_b32 s5, ttmp7, 16
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5)";
  SnippetOptions options;
  options.grid = {1, 3, 2};
  const auto r = run_clean(body, options);
  // The last workgroup to run writes last: (0, 2, 1).
  CHECK(r.row(1, 0) == 2);
  CHECK(r.row(2, 0) == 1);
}

// ---- VALU ----

namespace {
// v1 = op(v3, v4[, v5]) with v3 = input[lane], v4 = input[lane + 32], v5 = input[lane + 64].
SnippetResult valu(const std::string& instruction) {
  return run_clean(R"(
  global_load_b32 v3, v63, s[42:43]
  global_load_b32 v4, v63, s[42:43] offset:128
  global_load_b32 v5, v63, s[42:43] offset:256
  s_wait_loadcnt 0
  v_mov_b32 v10, v3
  v_mov_b32 v11, v4
  v_mov_b32 v12, v4
  v_mov_b32 v13, v5
  )" + instruction);
}
uint32_t in0(int l) { return input_word(uint32_t(l)); }
uint32_t in1(int l) { return input_word(uint32_t(l + 32)); }
uint32_t in2(int l) { return input_word(uint32_t(l + 64)); }
}  // namespace

TEST_CASE("gfx1250 v_add_nc_u32 wraps", "[emu][gfx1250][valu]") {
  const auto r = valu("v_add_nc_u32_e32 v1, v3, v4");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == in0(l) + in1(l));
}

TEST_CASE("gfx1250 v_sub_nc_u32 and v_subrev_nc_u32", "[emu][gfx1250][valu]") {
  const auto r = valu("v_sub_nc_u32_e32 v1, v3, v4\n  v_subrev_nc_u32_e32 v2, v3, v4");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == in0(l) - in1(l));
    CHECK(r.row(2, l) == in1(l) - in0(l));
  }
}

TEST_CASE("gfx1250 v_add_nc_u64 adds 64-bit pairs", "[emu][gfx1250][valu]") {
  const auto r = valu("v_add_nc_u64_e32 v[2:3], v[10:11], v[12:13]");
  for (int l = 0; l < 32; ++l) {
    const uint64_t a = uint64_t(in0(l)) | uint64_t(in1(l)) << 32, b = uint64_t(in1(l)) | uint64_t(in2(l)) << 32;
    CHECK(r.row(2, l) == uint32_t(a + b));
    CHECK(r.row(3, l) == uint32_t((a + b) >> 32));
  }
}

TEST_CASE("gfx1250 v_add_nc_u64 with an SGPR pair", "[emu][gfx1250][valu]") {
  const auto r = valu("s_mov_b32 s4, 0xffffffff\n  s_mov_b32 s5, 1\n  v_mov_b32 v14, v5\n  v_mov_b32 v15, 0\n  v_add_nc_u64_e32 v[2:3], s[4:5], v[14:15]");
  for (int l = 0; l < 32; ++l) {
    const uint64_t sum = 0x1ffffffffull + in2(l);
    CHECK(r.row(2, l) == uint32_t(sum));
    CHECK(r.row(3, l) == uint32_t(sum >> 32));
  }
}

TEST_CASE("gfx1250 v_sub_nc_u64", "[emu][gfx1250][valu]") {
  const auto r = valu("v_sub_nc_u64_e64 v[2:3], v[10:11], v[12:13]");
  for (int l = 0; l < 32; ++l) {
    const uint64_t a = uint64_t(in0(l)) | uint64_t(in1(l)) << 32, b = uint64_t(in1(l)) | uint64_t(in2(l)) << 32;
    CHECK(r.row(2, l) == uint32_t(a - b));
    CHECK(r.row(3, l) == uint32_t((a - b) >> 32));
  }
}

TEST_CASE("gfx1250 v_mad_u32 is a 32-bit multiply-add", "[emu][gfx1250][valu]") {
  const auto r = valu("v_mad_u32 v1, v3, v4, v5");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == in0(l) * in1(l) + in2(l));
}

TEST_CASE("gfx1250 v_add_max_i32 and v_add_min_i32", "[emu][gfx1250][valu]") {
  const auto r = valu("v_add_max_i32_e64 v1, v3, v4, v5\n  v_add_min_i32_e64 v2, v3, v4, v5");
  for (int l = 0; l < 32; ++l) {
    const int32_t s = int32_t(in0(l) + in1(l)), c = int32_t(in2(l));
    CHECK(r.row(1, l) == uint32_t(std::max(s, c)));
    CHECK(r.row(2, l) == uint32_t(std::min(s, c)));
  }
}

TEST_CASE("gfx1250 v_add_max_u32 and v_add_min_u32", "[emu][gfx1250][valu]") {
  const auto r = valu("v_add_max_u32_e64 v1, v3, v4, v5\n  v_add_min_u32_e64 v2, v3, v4, v5");
  for (int l = 0; l < 32; ++l) {
    const uint32_t s = in0(l) + in1(l), c = in2(l);
    CHECK(r.row(1, l) == std::max(s, c));
    CHECK(r.row(2, l) == std::min(s, c));
  }
}

TEST_CASE("gfx1250 v_bitop3_b32 evaluates its truth table", "[emu][gfx1250][valu]") {
  // 0x80: a & b & c; 0xfe: a | b | c; 0x96: a ^ b ^ c; 0xca: a ? b : c (bitwise select).
  const auto r = valu(
      "v_bitop3_b32 v1, v3, v4, v5 bitop3:0x80\n  v_bitop3_b32 v2, v3, v4, v5 bitop3:0xfe\n"
      "  v_bitop3_b32 v6, v3, v4, v5 bitop3:0x96\n  v_bitop3_b32 v7, v3, v4, v5 bitop3:0xca");
  for (int l = 0; l < 32; ++l) {
    const uint32_t a = in0(l), b = in1(l), c = in2(l);
    CHECK(r.row(1, l) == (a & b & c));
    CHECK(r.row(2, l) == (a | b | c));
    CHECK(r.row(6, l) == (a ^ b ^ c));
    CHECK(r.row(7, l) == ((a & b) | (~a & c)));
  }
}

TEST_CASE("gfx1250 v_bitop3_b16 evaluates its truth table on the low halves", "[emu][gfx1250][valu]") {
  // 0xec: b | (a & c), as LLVM merges bytes (v_bitop3_b16 v1, v3, v1, 0xff bitop3:0xec); 0x96: a ^ b ^ c.
  const auto r = valu("v_bitop3_b16 v1, v4, v5, v3 bitop3:0xec\n  v_bitop3_b16 v2, v3, v4, 0xff bitop3:0x96");
  for (int l = 0; l < 32; ++l) {
    const uint32_t a = in0(l), b = in1(l), c = in2(l);
    CHECK((r.row(1, l) & 0xffff) == ((c | (b & a)) & 0xffff));
    CHECK((r.row(2, l) & 0xffff) == ((a ^ b ^ 0xff) & 0xffff));
  }
}

TEST_CASE("gfx1250 v_lshl_add_u64", "[emu][gfx1250][valu]") {
  const auto r = valu("v_lshl_add_u64 v[2:3], v[10:11], 3, v[12:13]");
  for (int l = 0; l < 32; ++l) {
    const uint64_t a = uint64_t(in0(l)) | uint64_t(in1(l)) << 32, b = uint64_t(in1(l)) | uint64_t(in2(l)) << 32;
    const uint64_t expected = (a << 3) + b;
    CHECK(r.row(2, l) == uint32_t(expected));
    CHECK(r.row(3, l) == uint32_t(expected >> 32));
  }
}

TEST_CASE("gfx1250 v_xad_u32", "[emu][gfx1250][valu]") {
  const auto r = valu("v_xad_u32 v1, v3, v4, v5");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (in0(l) ^ in1(l)) + in2(l));
}

TEST_CASE("gfx1250 v_mad_co_u64_u32", "[emu][gfx1250][valu]") {
  const auto r = valu("v_mov_b32 v14, v5\n  v_mov_b32 v15, 0\n  v_mad_co_u64_u32 v[2:3], null, v3, v4, v[14:15]");
  for (int l = 0; l < 32; ++l) {
    const uint64_t expected = uint64_t(in0(l)) * in1(l) + in2(l);
    CHECK(r.row(2, l) == uint32_t(expected));
    CHECK(r.row(3, l) == uint32_t(expected >> 32));
  }
}

TEST_CASE("gfx1250 v_perm_b32 selects bytes", "[emu][gfx1250][valu]") {
  const auto r = valu("v_perm_b32 v1, v3, v4, 0x5040100\n  v_perm_b32 v2, v3, v4, 0x7060302");
  for (int l = 0; l < 32; ++l) {
    const uint64_t bytes = uint64_t(in1(l)) | uint64_t(in0(l)) << 32;  // selector 0..7: src1 then src0
    auto pick = [&](uint32_t selector) {
      uint32_t v = 0;
      for (int i = 0; i < 4; ++i) v |= uint32_t((bytes >> (8 * ((selector >> (8 * i)) & 0xff))) & 0xff) << (8 * i);
      return v;
    };
    CHECK(r.row(1, l) == pick(0x05040100));
    CHECK(r.row(2, l) == pick(0x07060302));
  }
}

TEST_CASE("gfx1250 v_fma_f32 with inline constants", "[emu][gfx1250][valu]") {
  const auto r = run_clean("v_cvt_f32_u32 v3, v0\n  v_fma_f32 v1, v3, 2.0, 1.0");
  for (int l = 0; l < 32; ++l) CHECK(bits_f32(r.row(1, l)) == 2.0f * float(l) + 1.0f);
}

TEST_CASE("gfx1250 v_max_num_f32 and v_min_num_f32", "[emu][gfx1250][valu]") {
  const auto r = run_clean("v_cvt_f32_u32 v3, v0\n  v_max_num_f32 v1, v3, 10.0\n  v_min_num_f32 v2, v3, 10.0");
  for (int l = 0; l < 32; ++l) {
    CHECK(bits_f32(r.row(1, l)) == std::max(float(l), 10.0f));
    CHECK(bits_f32(r.row(2, l)) == std::min(float(l), 10.0f));
  }
}

// ---- VOPD dual issue ----

TEST_CASE("gfx1250 VOPD v_dual_mov_b32 pairs", "[emu][gfx1250][vopd]") {
  const auto r = run_clean("v_dual_mov_b32 v1, 5 :: v_dual_mov_b32 v2, v0");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == 5);
    CHECK(r.row(2, l) == uint32_t(l));
  }
}

TEST_CASE("gfx1250 VOPD halves read their sources before either writes", "[emu][gfx1250][vopd]") {
  // Y reads v1, which X writes: Y must see the old v1.
  const auto r = run_clean("v_mov_b32 v1, 100\n  v_dual_lshlrev_b32 v1, 2, v0 :: v_dual_add_nc_u32 v2, v1, v0");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == uint32_t(l) << 2);
    CHECK(r.row(2, l) == 100u + uint32_t(l));
  }
}

TEST_CASE("gfx1250 VOPD v_dual_bitop2_b32 (and, or, xor)", "[emu][gfx1250][vopd]") {
  const auto r = run_clean(
      "v_dual_mov_b32 v3, v0 :: v_dual_bitop2_b32 v1, 6, v0 bitop3:0x40\n"
      "  v_dual_mov_b32 v4, 0 :: v_dual_bitop2_b32 v2, 6, v0 bitop3:0x54\n"
      "  v_dual_mov_b32 v5, 0 :: v_dual_bitop2_b32 v6, 6, v0 bitop3:0x14");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == (6u & uint32_t(l)));
    CHECK(r.row(2, l) == (6u | uint32_t(l)));
    CHECK(r.row(6, l) == (6u ^ uint32_t(l)));
  }
}

TEST_CASE("gfx1250 VOPD v_dual_mul_f32 and v_dual_add_f32", "[emu][gfx1250][vopd]") {
  const auto r = run_clean("v_cvt_f32_u32 v3, v0\n  v_dual_mul_f32 v1, 0x40400000, v3 :: v_dual_add_f32 v2, 0.5, v3");
  for (int l = 0; l < 32; ++l) {
    CHECK(bits_f32(r.row(1, l)) == 3.0f * float(l));
    CHECK(bits_f32(r.row(2, l)) == 0.5f + float(l));
  }
}

TEST_CASE("gfx1250 VOPD v_dual_cndmask_b32 reads vcc_lo", "[emu][gfx1250][vopd]") {
  const auto r = run_clean(
      "v_cmp_gt_u32_e32 vcc_lo, 12, v0\n  v_mov_b32 v3, 7\n  v_dual_cndmask_b32 v1, v3, v0 :: v_dual_mov_b32 v2, 1");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == (l < 12 ? uint32_t(l) : 7u));
    CHECK(r.row(2, l) == 1);
  }
}

TEST_CASE("gfx1250 VOPD v_dual_fmac_f32 accumulates", "[emu][gfx1250][vopd]") {
  const auto r = run_clean(
      "v_cvt_f32_u32 v3, v0\n  v_mov_b32 v1, 1.0\n  v_dual_fmac_f32 v1, v3, v3 :: v_dual_mov_b32 v2, v3");
  for (int l = 0; l < 32; ++l) CHECK(bits_f32(r.row(1, l)) == float(l) * float(l) + 1.0f);
}

TEST_CASE("gfx1250 VOPD v_dual_lshrrev_b32 and v_dual_sub_nc_u32", "[emu][gfx1250][vopd]") {
  const auto r = run_clean("v_mov_b32 v3, 1000\n  v_dual_lshrrev_b32 v1, 1, v0 :: v_dual_sub_nc_u32 v2, v3, v0");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == uint32_t(l) >> 1);
    CHECK(r.row(2, l) == 1000u - uint32_t(l));
  }
}

// ---- scheduling hints do not change results ----

TEST_CASE("gfx1250 s_delay_alu, s_clause, s_wait_alu and s_nop are no-ops", "[emu][gfx1250][hints]") {
  const auto r = run_clean(R"(
  v_mov_b32 v1, 3
  s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
  s_clause 0x1
  global_load_b32 v2, v63, s[42:43]
  global_load_b32 v3, v63, s[42:43] offset:128
  s_wait_alu 0xfffe
  s_nop 3
  s_wait_xcnt 0x0
  s_wait_loadcnt 0x0)");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == 3);
    CHECK(r.row(2, l) == in0(l));
    CHECK(r.row(3, l) == in1(l));
  }
}

// ---- gfx10+ DPP and cross-lane ----

TEST_CASE("gfx1250 DPP row_share reads one lane of each row", "[emu][gfx1250][dpp]") {
  const auto r = run_clean("v_add_nc_u32 v3, 100, v0\n  v_mov_b32 v1, 0\n  v_mov_b32_dpp v1, v3 row_share:5 row_mask:0xf bank_mask:0xf");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == 100u + uint32_t((l & ~15) + 5));
}

TEST_CASE("gfx1250 DPP row_xmask exchanges lanes within a row", "[emu][gfx1250][dpp]") {
  const auto r = run_clean("v_add_nc_u32 v3, 100, v0\n  v_add_nc_u32_dpp v1, v3, v0 row_xmask:3 row_mask:0xf bank_mask:0xf");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == 100u + uint32_t((l & ~15) + ((l & 15) ^ 3)) + uint32_t(l));
}

TEST_CASE("gfx1250 DPP8 selects within groups of eight", "[emu][gfx1250][dpp]") {
  const auto r = run_clean("v_add_nc_u32 v3, 100, v0\n  v_mov_b32_dpp v1, v3 dpp8:[7,6,5,4,3,2,1,0]");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == 100u + uint32_t((l & ~7) + (7 - (l & 7))));
}

TEST_CASE("gfx1250 DPP from an inactive lane: kept without bound_ctrl, 0 with it", "[emu][gfx1250][dpp]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v3, 100, v0
  v_mov_b32 v1, 7
  v_mov_b32 v2, 7
  s_mov_b32 exec_lo, 0xfffffffe
  v_mov_b32_dpp v1, v3 row_share:0 row_mask:0xf bank_mask:0xf
  v_mov_b32_dpp v2, v3 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
  s_mov_b32 exec_lo, -1)");
  // Lane 0 (the source of row 0) is inactive; row 1 reads lane 16.
  CHECK(r.row(1, 0) == 7);
  CHECK(r.row(1, 5) == 7);
  CHECK(r.row(2, 5) == 0);
  CHECK(r.row(1, 20) == 116);
}

TEST_CASE("gfx1250 DPP row_mask leaves disabled rows unwritten", "[emu][gfx1250][dpp]") {
  const auto r = run_clean("v_mov_b32 v1, 9\n  v_mov_b32_dpp v1, v0 row_share:1 row_mask:0x2 bank_mask:0xf");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == (l < 16 ? 9u : 17u));
}

TEST_CASE("gfx1250 v_permlane16_b32 permutes within rows of 16", "[emu][gfx1250][dpp]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v3, 100, v0
  s_mov_b32 s4, 0x01234567
  s_mov_b32 s5, 0x89abcdef
  v_permlane16_b32 v1, v3, s4, s5)");
  const uint64_t select = 0x89abcdef01234567ull;
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == 100u + uint32_t((l & 16) + int((select >> (4 * (l % 16))) & 15)));
}

TEST_CASE("gfx1250 v_permlanex16_b32 reads the other row", "[emu][gfx1250][dpp]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v3, 100, v0
  s_mov_b32 s4, 0x76543210
  s_mov_b32 s5, 0xfedcba98
  v_permlanex16_b32 v1, v3, s4, s5)");
  for (int l = 0; l < 32; ++l) CHECK(r.row(1, l) == 100u + uint32_t((l ^ 16)));
}

// ---- SALU float (gfx12) ----

TEST_CASE("gfx1250 s_add_f32, s_sub_f32, s_mul_f32 and s_fmac_f32", "[emu][gfx1250][salu]") {
  const auto r = run_clean(R"(
  s_mov_b32 s2, 1.5
  s_mov_b32 s3, -2.0
  s_add_f32 s4, s2, s3
  s_sub_f32 s5, s2, s3
  s_mul_f32 s6, s2, s3
  s_mov_b32 s7, 0.5
  s_fmac_f32 s7, s2, s3
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(bits_f32(r.row(1, 0)) == -0.5f);
  CHECK(bits_f32(r.row(2, 0)) == 3.5f);
  CHECK(bits_f32(r.row(3, 0)) == -3.0f);
  CHECK(bits_f32(r.row(4, 0)) == -2.5f);
}

TEST_CASE("gfx1250 s_cvt_f32_u32, s_cvt_f32_i32, s_cvt_u32_f32 and s_cvt_i32_f32", "[emu][gfx1250][salu]") {
  const auto r = run_clean(R"(
  s_mov_b32 s2, 3000000
  s_cvt_f32_u32 s4, s2
  s_mov_b32 s2, -17
  s_cvt_f32_i32 s5, s2
  s_mov_b32 s2, 0x40f00000
  s_cvt_u32_f32 s6, s2
  s_mov_b32 s2, 0xc0f00000
  s_cvt_i32_f32 s7, s2
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(bits_f32(r.row(1, 0)) == 3000000.0f);
  CHECK(bits_f32(r.row(2, 0)) == -17.0f);
  CHECK(r.row(3, 0) == 7);          // 7.5 truncated
  CHECK(r.row(4, 0) == uint32_t(-7));
}

TEST_CASE("gfx1250 s_cmp_lt_f32 and s_cmp_u_f32 set SCC", "[emu][gfx1250][salu]") {
  CHECK(scalar_scc("s_mov_b32 s2, 1.0\n  s_mov_b32 s3, 2.0\n  s_cmp_lt_f32 s2, s3") == 1);
  CHECK(scalar_scc("s_mov_b32 s2, 1.0\n  s_mov_b32 s3, 2.0\n  s_cmp_gt_f32 s2, s3") == 0);
  CHECK(scalar_scc("s_mov_b32 s2, 0x7fc00000\n  s_mov_b32 s3, 2.0\n  s_cmp_u_f32 s2, s3") == 1);
  CHECK(scalar_scc("s_mov_b32 s2, 0x7fc00000\n  s_mov_b32 s3, 2.0\n  s_cmp_neq_f32 s2, s3") == 1);
}

TEST_CASE("gfx1250 s_max_num_f32 and s_ctz_i32_b32", "[emu][gfx1250][salu]") {
  CHECK(bits_f32(scalar("s_mov_b32 s2, -4.0\n  s_max_num_f32 s4, s2, 0.5").first) == 0.5f);
  CHECK(scalar("s_mov_b32 s2, 0x50\n  s_ctz_i32_b32 s4, s2").first == 4);
  CHECK(scalar("s_mov_b32 s2, 0\n  s_ctz_i32_b32 s4, s2").first == 0xffffffffu);
}

TEST_CASE("gfx1250 v_maximum_f32 propagates NaN and orders signed zeros", "[emu][gfx1250][valu]") {
  const auto r = run_clean(R"(
  v_mov_b32 v3, 0x7fc00000
  v_maximum_f32 v1, v3, 1.0
  v_mov_b32 v4, 0x80000000
  v_maximum_f32 v2, v4, 0
  v_minimum_f32 v5, v4, 0
  v_cvt_f32_u32 v6, v0
  v_maximum_f32 v6, v6, 4.0)");
  CHECK(std::isnan(bits_f32(r.row(1, 0))));
  CHECK(r.row(2, 0) == 0u);           // max(-0, +0) = +0
  CHECK(r.row(5, 0) == 0x80000000u);  // min(-0, +0) = -0
  for (int l = 0; l < 32; ++l) CHECK(bits_f32(r.row(6, l)) == std::max(float(l), 4.0f));
}

TEST_CASE("gfx1250 VOPD v_dual_dot2acc_f32_f16 and v_dual_mul_dx9_zero_f32", "[emu][gfx1250][vopd]") {
  // dot2acc: d += a.lo * b.lo + a.hi * b.hi (halves 1.0 and 2.0; 3.0 and 0.5); dx9_zero: 0 * inf = 0.
  const auto r = run_clean(R"(
  v_mov_b32 v10, 0x40003c00
  v_mov_b32 v11, 0x38004200
  v_mov_b32 v1, 1.0
  v_mov_b32 v12, 0x7f800000
  v_mov_b32 v13, 0
  v_dual_dot2acc_f32_f16 v1, v10, v11 :: v_dual_mul_dx9_zero_f32 v2, v13, v12)");
  CHECK(bits_f32(r.row(1, 0)) == 1.0f + 1.0f * 3.0f + 2.0f * 0.5f);
  CHECK(bits_f32(r.row(2, 0)) == 0.0f);
}
