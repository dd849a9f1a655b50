// SALU, SOPK, SOPC, SMEM and branches: one test per instruction, expectations from the ISA's
// definitions. v1/v2 receive scalar results (and SCC through s_cselect).

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu::testing;

namespace {
// body computes s6 (result) and leaves SCC; both reach every lane.
std::string scalar(const std::string& body) {
  return body + "\n  s_cselect_b32 s7, 1, 0\n  v_mov_b32 v1, s6\n  v_mov_b32 v2, s7\n";
}
void check_scalar(const std::string& body, uint32_t result, uint32_t scc) {
  check_lanes(scalar(body), all(result), all(scc));
}
}  // namespace

TEST_CASE("s_add_u32 sets SCC on unsigned carry", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0xfffffff0\n  s_add_u32 s6, s4, 0x20", 0x10, 1);
}
TEST_CASE("s_sub_u32 sets SCC on borrow", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 5\n  s_sub_u32 s6, s4, 7", 0xfffffffe, 1);
}
TEST_CASE("s_addc_u32 adds the carry in", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, -1\n  s_add_u32 s5, s4, 1\n  s_addc_u32 s6, 10, 20", 31, 0);
}
TEST_CASE("s_subb_u32 subtracts the borrow in", "[emu][instruction][salu]") {
  check_scalar("  s_sub_u32 s5, 0, 1\n  s_subb_u32 s6, 10, 3", 6, 0);
}
TEST_CASE("s_add_i32 sets SCC on signed overflow", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x7fffffff\n  s_add_i32 s6, s4, 1", 0x80000000u, 1);
}
TEST_CASE("s_sub_i32 without overflow clears SCC", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, -5\n  s_sub_i32 s6, s4, 10", uint32_t(-15), 0);
}
TEST_CASE("s_mul_i32 keeps the low 32 bits", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x12345\n  s_mov_b32 s5, 0x6789\n  s_mul_i32 s6, s4, s5\n  s_cmp_eq_u32 0, 0", 0x12345u * 0x6789u, 1);
}
TEST_CASE("s_mulk_i32 wraps to the low 32 bits and sign-extends its constant", "[emu][instruction][salu]") {
  // 737280 * 3952 overflows int32 (the dispatch fuzzer's input); -3 is the constant 0xfffd.
  check_scalar("  s_mov_b32 s6, 737280\n  s_mulk_i32 s6, 3952\n  s_cmp_eq_u32 0, 0", uint32_t(uint64_t(737280) * 3952), 1);
  check_scalar("  s_mov_b32 s6, 0x40000001\n  s_mulk_i32 s6, -3\n  s_cmp_eq_u32 0, 0", uint32_t(uint64_t(0x40000001) * uint64_t(-3)), 1);
}
TEST_CASE("s_mul_hi_u32 gives the high half", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0xdeadbeef\n  s_mov_b32 s5, 0x12345678\n  s_mul_hi_u32 s6, s4, s5\n  s_cmp_eq_u32 0, 1",
               uint32_t((uint64_t(0xdeadbeef) * 0x12345678) >> 32), 0);
}
TEST_CASE("s_mul_hi_i32 gives the signed high half", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, -7\n  s_mov_b32 s5, 0x40000000\n  s_mul_hi_i32 s6, s4, s5\n  s_cmp_eq_u32 0, 1",
               uint32_t(uint64_t(int64_t(-7) * 0x40000000) >> 32), 0);
}
TEST_CASE("s_and_b32 and SCC", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0xf0f0\n  s_and_b32 s6, s4, 0x0ff0", 0x00f0, 1);
}
TEST_CASE("s_or_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0xf000\n  s_or_b32 s6, s4, 0x0f", 0xf00f, 1); }
TEST_CASE("s_xor_b32 giving zero clears SCC", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x1234\n  s_xor_b32 s6, s4, 0x1234", 0, 0);
}
TEST_CASE("s_andn2_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0xff\n  s_andn2_b32 s6, s4, 0x0f", 0xf0, 1); }
TEST_CASE("s_orn2_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0\n  s_orn2_b32 s6, s4, -2", 1, 1); }
TEST_CASE("s_nand_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, -1\n  s_nand_b32 s6, s4, -1", 0, 0); }
TEST_CASE("s_nor_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0xf0\n  s_nor_b32 s6, s4, 0x0f", 0xffffff00u, 1); }
TEST_CASE("s_xnor_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0xff\n  s_xnor_b32 s6, s4, 0x0f", ~0xf0u, 1); }
TEST_CASE("s_lshl_b32 masks the shift to 5 bits", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 3\n  s_lshl_b32 s6, s4, 33", 6, 1);
}
TEST_CASE("s_lshr_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0x80000000\n  s_lshr_b32 s6, s4, 31", 1, 1); }
TEST_CASE("s_ashr_i32 keeps the sign", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x80000000\n  s_ashr_i32 s6, s4, 4", 0xf8000000u, 1);
}
TEST_CASE("s_min_i32 and s_max_u32", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, -3\n  s_min_i32 s5, s4, 2\n  s_max_u32 s6, s5, 2", uint32_t(-3), 1);
}
TEST_CASE("s_min_u32 sets SCC when the first operand is smaller", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 7\n  s_min_u32 s6, s4, 9", 7, 1);
}
TEST_CASE("s_max_i32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, -7\n  s_max_i32 s6, s4, -9", uint32_t(-7), 1); }
TEST_CASE("s_cselect_b32 picks by SCC", "[emu][instruction][salu]") {
  check_scalar("  s_cmp_lt_u32 1, 2\n  s_cselect_b32 s6, 11, 22", 11, 1);
}
TEST_CASE("s_bfe_u32 extracts a field", "[emu][instruction][salu]") {
  // offset 4, width 8: field spec = offset | width << 16
  check_scalar("  s_mov_b32 s4, 0xabcd1234\n  s_bfe_u32 s6, s4, 0x80004", 0x23, 1);
}
TEST_CASE("s_bfe_i32 sign-extends the field", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x00000f80\n  s_bfe_i32 s6, s4, 0x80004", 0xfffffff8u, 1);
}
TEST_CASE("s_bfm_b32 builds a mask", "[emu][instruction][salu]") {
  check_scalar("  s_bfm_b32 s6, 5, 3\n  s_cmp_eq_u32 0, 0", 0x1f << 3, 1);
}
TEST_CASE("s_absdiff_i32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, -5\n  s_absdiff_i32 s6, s4, 10", 15, 1); }
TEST_CASE("s_lshl2_add_u32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 5\n  s_lshl2_add_u32 s6, s4, 3", 23, 0); }
TEST_CASE("s_pack_ll_b32_b16", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x1111aaaa\n  s_mov_b32 s5, 0x2222bbbb\n  s_pack_ll_b32_b16 s6, s4, s5\n  s_cmp_eq_u32 0, 1", 0xbbbbaaaa, 0);
}
TEST_CASE("s_pack_hh_b32_b16", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x1111aaaa\n  s_mov_b32 s5, 0x2222bbbb\n  s_pack_hh_b32_b16 s6, s4, s5\n  s_cmp_eq_u32 0, 1", 0x22221111, 0);
}
TEST_CASE("s_not_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0x0f0f0f0f\n  s_not_b32 s6, s4", 0xf0f0f0f0u, 1); }
TEST_CASE("s_brev_b32", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 1\n  s_brev_b32 s6, s4\n  s_cmp_eq_u32 0, 0", 0x80000000u, 1);
}
TEST_CASE("s_bcnt1_i32_b32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, 0xf00f0001\n  s_bcnt1_i32_b32 s6, s4", 9, 1); }
TEST_CASE("s_bcnt1_i32_b64 counts a 64-bit mask", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, -1\n  s_mov_b32 s5, 3\n  s_bcnt1_i32_b64 s6, s[4:5]", 34, 1);
}
TEST_CASE("s_ff1_i32_b32 finds the lowest set bit", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x50\n  s_ff1_i32_b32 s6, s4\n  s_cmp_eq_u32 0, 1", 4, 0);
}
TEST_CASE("s_ff1_i32_b64 of zero is -1", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b64 s[4:5], 0\n  s_ff1_i32_b64 s6, s[4:5]\n  s_cmp_eq_u32 0, 1", 0xffffffffu, 0);
}
TEST_CASE("s_flbit_i32_b32 counts leading zeros", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s4, 0x00010000\n  s_flbit_i32_b32 s6, s4\n  s_cmp_eq_u32 0, 1", 15, 0);
}
TEST_CASE("s_sext_i32_i8 and s_sext_i32_i16", "[emu][instruction][salu]") {
  check_lanes("  s_movk_i32 s4, 0x80\n  s_sext_i32_i8 s5, s4\n  s_movk_i32 s4, 0x7fff\n  s_sext_i32_i16 s6, s4\n  v_mov_b32 v1, s5\n  v_mov_b32 v2, s6\n",
              all(0xffffff80u), all(0x7fff));
}
TEST_CASE("s_abs_i32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s4, -42\n  s_abs_i32 s6, s4", 42, 1); }
TEST_CASE("s_bitset1_b32 and s_bitset0_b32", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s6, 0xff\n  s_bitset1_b32 s6, 12\n  s_bitset0_b32 s6, 0\n  s_cmp_eq_u32 0, 1", 0x10fe, 0);
}
TEST_CASE("s_cmov_b32 moves only when SCC is set", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s6, 1\n  s_cmp_eq_u32 0, 1\n  s_cmov_b32 s6, 2\n  s_cmp_eq_u32 0, 0\n  s_cmov_b32 s6, 3", 3, 1);
}
TEST_CASE("s_movk_i32 sign-extends", "[emu][instruction][salu]") {
  check_scalar("  s_movk_i32 s6, 0x8000\n  s_cmp_eq_u32 0, 0", 0xffff8000u, 1);
}
TEST_CASE("s_addk_i32", "[emu][instruction][salu]") { check_scalar("  s_mov_b32 s6, 100\n  s_addk_i32 s6, 0xfff6", 90, 0); }
TEST_CASE("s_mulk_i32", "[emu][instruction][salu]") {
  check_scalar("  s_mov_b32 s6, 7\n  s_mulk_i32 s6, 0xfffd\n  s_cmp_eq_u32 0, 1", uint32_t(-21), 0);
}
TEST_CASE("s_cmpk_lt_u32 and s_cmpk_gt_i32", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 5\n  s_cmpk_lt_u32 s4, 0x40\n  s_cselect_b32 s5, 1, 0\n  s_cmpk_gt_i32 s4, 0xffff\n  s_cselect_b32 s6, 1, 0\n"
              "  v_mov_b32 v1, s5\n  v_mov_b32 v2, s6\n",
              all(1), all(1));
}
TEST_CASE("s_cmp_* signed and unsigned", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, -1\n  s_cmp_lt_i32 s4, 0\n  s_cselect_b32 s5, 1, 0\n  s_cmp_lt_u32 s4, 0\n  s_cselect_b32 s6, 1, 0\n"
              "  s_cmp_ge_u32 s4, 7\n  s_cselect_b32 s7, 1, 0\n  v_mov_b32 v1, s5\n  v_mov_b32 v2, s6\n  v_mov_b32 v3, s7\n",
              all(1), all(0), all(1));
}
TEST_CASE("s_cmp_eq_u64 and s_cmp_lg_u64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b64 s[4:5], 1\n  s_mov_b32 s5, 1\n  s_mov_b64 s[8:9], 1\n  s_cmp_eq_u64 s[4:5], s[8:9]\n  s_cselect_b32 s6, 1, 0\n"
              "  s_cmp_lg_u64 s[4:5], s[8:9]\n  s_cselect_b32 s7, 1, 0\n  v_mov_b32 v1, s6\n  v_mov_b32 v2, s7\n",
              all(0), all(1));
}
TEST_CASE("s_bitcmp1_b32", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 0x100\n  s_bitcmp1_b32 s4, 8\n  s_cselect_b32 s5, 1, 0\n  s_bitcmp0_b32 s4, 8\n  s_cselect_b32 s6, 1, 0\n"
              "  v_mov_b32 v1, s5\n  v_mov_b32 v2, s6\n",
              all(1), all(0));
}
TEST_CASE("s_mov_b64 with a negative inline constant fills both halves", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b64 s[4:5], -2\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5\n", all(0xfffffffe), all(0xffffffff));
}
TEST_CASE("s_and_b64 / s_or_b64 / s_xor_b64 on masks", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 0xff00ff00\n  s_mov_b32 s5, 0x0f0f0f0f\n  s_mov_b32 s8, 0xf0f0f0f0\n  s_mov_b32 s9, 0xffff0000\n"
              "  s_and_b64 s[10:11], s[4:5], s[8:9]\n  s_or_b64 s[12:13], s[4:5], s[8:9]\n  s_xor_b64 s[14:15], s[4:5], s[8:9]\n"
              "  v_mov_b32 v1, s11\n  v_mov_b32 v2, s12\n  v_mov_b32 v3, s15\n",
              all(0x0f0f0000), all(0xfff0fff0), all(0xf0f00f0f));
}
TEST_CASE("s_andn2_b64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b64 s[4:5], -1\n  s_mov_b32 s8, 0xffff\n  s_mov_b32 s9, 1\n  s_andn2_b64 s[10:11], s[4:5], s[8:9]\n"
              "  v_mov_b32 v1, s10\n  v_mov_b32 v2, s11\n", all(0xffff0000), all(0xfffffffe));
}
TEST_CASE("s_lshl_b64 and s_lshr_b64 cross the halves", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 0x80000001\n  s_mov_b32 s5, 0\n  s_lshl_b64 s[8:9], s[4:5], 4\n  s_lshr_b64 s[10:11], s[8:9], 36\n"
              "  v_mov_b32 v1, s8\n  v_mov_b32 v2, s9\n  v_mov_b32 v3, s10\n", all(0x10), all(0x8), all(0));
}
TEST_CASE("s_ashr_i64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 0\n  s_mov_b32 s5, 0x80000000\n  s_ashr_i64 s[8:9], s[4:5], 40\n  v_mov_b32 v1, s8\n  v_mov_b32 v2, s9\n",
              all(0xff800000), all(0xffffffff));
}
TEST_CASE("s_bfe_u64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b32 s4, 0\n  s_mov_b32 s5, 0xabcd\n  s_bfe_u64 s[8:9], s[4:5], 0x100024\n  v_mov_b32 v1, s8\n  v_mov_b32 v2, s9\n",
              all(0xabc), all(0));
}
TEST_CASE("s_cselect_b64", "[emu][instruction][salu]") {
  check_lanes("  s_cmp_eq_u32 1, 2\n  s_cselect_b64 s[4:5], -1, 0\n  s_cmp_eq_u32 2, 2\n  s_cselect_b64 s[8:9], -1, 0\n"
              "  v_mov_b32 v1, s4\n  v_mov_b32 v2, s9\n", all(0), all(0xffffffff));
}
TEST_CASE("s_not_b64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b64 s[4:5], 0\n  s_not_b64 s[8:9], s[4:5]\n  v_mov_b32 v1, s8\n  v_mov_b32 v2, s9\n", all(~0u), all(~0u));
}
TEST_CASE("s_and_saveexec_b64 saves EXEC and masks it", "[emu][instruction][salu]") {
  // vcc = lanes below 10; inside, v1 = 7; s[4:5] keeps the old (full) mask.
  check_lanes("  v_mov_b32 v1, 0\n  v_cmp_gt_u32 vcc, 10, v0\n  s_and_saveexec_b64 s[4:5], vcc\n  v_mov_b32 v1, 7\n"
              "  s_mov_b64 exec, s[4:5]\n  v_mov_b32 v2, s4\n",
              [](uint32_t lane) { return lane < 10 ? 7u : 0u; }, all(0xffffffff));
}
TEST_CASE("s_or_saveexec_b64", "[emu][instruction][salu]") {
  check_lanes("  v_mov_b32 v1, 0\n  s_mov_b64 exec, 0xff\n  s_mov_b64 s[8:9], 0xff00\n  s_or_saveexec_b64 s[4:5], s[8:9]\n  v_mov_b32 v1, 1\n"
              "  s_mov_b64 exec, -1\n  v_mov_b32 v2, s4\n",
              [](uint32_t lane) { return lane < 16 ? 1u : 0u; }, all(0xff));
}
TEST_CASE("s_andn2_saveexec_b64 keeps the lanes not in EXEC", "[emu][instruction][salu]") {
  check_lanes("  v_mov_b32 v1, 0\n  s_mov_b64 exec, 0xf\n  s_mov_b64 s[8:9], 0xff\n  s_andn2_saveexec_b64 s[4:5], s[8:9]\n  v_mov_b32 v1, 1\n",
              [](uint32_t lane) { return lane >= 4 && lane < 8 ? 1u : 0u; });
}
TEST_CASE("s_xor_saveexec_b64 (else branch idiom)", "[emu][instruction][salu]") {
  check_lanes("  v_mov_b32 v1, 0\n  s_mov_b64 exec, 0xf0\n  s_mov_b64 s[8:9], 0xff\n  s_xor_saveexec_b64 s[4:5], s[8:9]\n  v_mov_b32 v1, 1\n",
              [](uint32_t lane) { return lane < 4 ? 1u : 0u; });
}
TEST_CASE("s_getpc_b64 and s_setpc_b64 jump", "[emu][instruction][branch]") {
  check_lanes("  v_mov_b32 v1, 1\n  s_getpc_b64 s[4:5]\n  s_add_u32 s4, s4, 16\n  s_addc_u32 s5, s5, 0\n  s_setpc_b64 s[4:5]\n"
              "  v_mov_b32 v1, 2\n  v_mov_b32 v2, 3\n",
              all(1), all(3));
}
TEST_CASE("s_branch skips code", "[emu][instruction][branch]") {
  check_lanes("  v_mov_b32 v1, 1\n  s_branch skip\n  v_mov_b32 v1, 2\nskip:\n  v_mov_b32 v2, 5\n", all(1), all(5));
}
TEST_CASE("s_cbranch_scc0 and s_cbranch_scc1", "[emu][instruction][branch]") {
  check_lanes("  v_mov_b32 v1, 0\n  s_cmp_eq_u32 1, 1\n  s_cbranch_scc0 a\n  v_mov_b32 v1, 1\na:\n  s_cmp_eq_u32 1, 2\n"
              "  s_cbranch_scc1 b\n  v_mov_b32 v2, 2\nb:\n",
              all(1), all(2));
}
TEST_CASE("s_cbranch_vccz and s_cbranch_vccnz", "[emu][instruction][branch]") {
  check_lanes("  v_mov_b32 v1, 0\n  v_mov_b32 v2, 0\n  s_mov_b64 vcc, 0\n  s_cbranch_vccz a\n  v_mov_b32 v1, 1\na:\n"
              "  s_mov_b64 vcc, 4\n  s_cbranch_vccnz b\n  v_mov_b32 v2, 2\nb:\n",
              all(0), all(0));
}
TEST_CASE("s_cbranch_execz skips when no lane is active", "[emu][instruction][branch]") {
  check_lanes("  v_mov_b32 v1, 5\n  s_mov_b64 exec, 0\n  s_cbranch_execz a\n  s_mov_b64 exec, -1\n  v_mov_b32 v1, 1\na:\n", all(5));
}
TEST_CASE("s_cbranch_execnz loops over a counter", "[emu][instruction][branch]") {
  // A loop of 5 iterations: v1 counts them.
  check_lanes("  v_mov_b32 v1, 0\n  s_mov_b32 s4, 5\nloop:\n  v_add_u32 v1, v1, 1\n  s_sub_u32 s4, s4, 1\n  s_cmp_lg_u32 s4, 0\n"
              "  s_cbranch_scc1 loop\n",
              all(5));
}
TEST_CASE("s_load_dword and s_load_dwordx4 from memory", "[emu][instruction][smem]") {
  check_lanes("  s_load_dwordx4 s[4:7], s[42:43], 0x10\n  s_load_dword s8, s[42:43], 0x0\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, s4\n  v_mov_b32 v2, s7\n  v_mov_b32 v3, s8\n",
              all(input_word(4)), all(input_word(7)), all(input_word(0)));
}
TEST_CASE("s_load_dwordx2 with an SGPR offset", "[emu][instruction][smem]") {
  check_lanes("  s_mov_b32 s9, 0x20\n  s_load_dwordx2 s[4:5], s[42:43], s9\n  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5\n",
              all(input_word(8)), all(input_word(9)));
}
TEST_CASE("s_buffer_load_dword honours num_records", "[emu][instruction][smem]") {
  // A buffer resource over `in` with 16 bytes: dword 3 is in range, dword 4 reads 0.
  check_lanes("  s_mov_b32 s4, s42\n  s_and_b32 s5, s43, 0xffff\n  s_mov_b32 s6, 16\n  s_mov_b32 s7, 0x27000\n"
              "  s_buffer_load_dword s8, s[4:7], 0xc\n  s_buffer_load_dword s9, s[4:7], 0x10\n  s_waitcnt lgkmcnt(0)\n"
              "  v_mov_b32 v1, s8\n  v_mov_b32 v2, s9\n",
              all(input_word(3)), all(0));
}
TEST_CASE("s_getreg_b32 reads the float mode and s_setreg_b32 writes it", "[emu][instruction][salu]") {
  // The snippet kernel sets FLOAT_DENORM_MODE_32 = 3 and _16_64 = 3 in rsrc1:
  // MODE[7:4] = 0xf. s_setreg then sets the round mode bits [3:0] to 2.
  check_lanes("  s_getreg_b32 s4, hwreg(HW_REG_MODE, 4, 4)\n  s_mov_b32 s5, 2\n  s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s5\n"
              "  s_getreg_b32 s6, hwreg(HW_REG_MODE, 0, 8)\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s6\n",
              all(0xf), all(0xf2));
}
TEST_CASE("workgroup id and kernarg pointer reach the documented SGPRs", "[emu][instruction][launch]") {
  // user SGPRs: s[0:1] kernarg pointer; then workgroup id x in s2. One workgroup: id 0.
  check_lanes("  s_load_dwordx2 s[4:5], s[0:1], 0x8\n  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s6, s4, s42\n  v_mov_b32 v1, s6\n  v_mov_b32 v2, s2\n",
              all(0), all(0));
}
TEST_CASE("s_bitset0_b64 and s_bitset1_b64", "[emu][instruction][salu]") {
  check_lanes("  s_mov_b64 s[4:5], -1\n  s_bitset0_b64 s[4:5], 40\n  s_bitset1_b64 s[6:7], 3\n  s_mov_b32 s6, 0\n  s_mov_b32 s7, 0\n"
              "  s_bitset1_b64 s[6:7], 35\n  v_mov_b32 v1, s5\n  v_mov_b32 v2, s7\n",
              all(~(1u << 8)), all(1u << 3));
}
