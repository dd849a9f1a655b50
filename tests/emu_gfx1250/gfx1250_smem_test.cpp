// gfx1250 scalar memory: scale_offset (the SGPR offset counts elements of the load size, the
// immediate offset stays in bytes), the sub-dword loads (u8/i8/u16/i16, zero- or sign-extended),
// the cache modifiers (th:, scope:, nv: no effect on results), and s_buffer_load with
// gfx1250's buffer resource layout. Expected values come from the input words on the host.

#include <catch2/catch.hpp>

#include <cstring>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

uint8_t input_byte(uint32_t byte) { return uint8_t(input_word(byte / 4) >> (8 * (byte % 4))); }

// Every lane of v1..v8 must hold `expected[r - 1]` (scalar results moved to VGPRs).
void check_uniform(const SnippetResult& result, const std::vector<uint32_t>& expected) {
  for (size_t r = 0; r < expected.size(); ++r)
    for (int lane = 0; lane < 32; ++lane) {
      INFO("v" << r + 1 << " lane " << lane);
      CHECK(result.row(int(r + 1), lane) == expected[r]);
    }
}

}  // namespace

TEST_CASE("gfx1250 s_load with scale_offset scales the SGPR offset by the load size", "[emu][gfx1250][instruction][smem]") {
  const SnippetResult result = run_clean(R"(
  s_mov_b32 s2, 3
  s_load_b32 s4, s[42:43], s2 offset:0x0 scale_offset
  s_load_b64 s[6:7], s[42:43], s2 offset:0x8 scale_offset
  s_load_b128 s[8:11], s[42:43], s2 offset:0x0 scale_offset
  s_load_b32 s12, s[42:43], s2 offset:0x0
  s_wait_kmcnt 0
  v_mov_b32 v1, s4
  v_mov_b32 v2, s6
  v_mov_b32 v3, s7
  v_mov_b32 v4, s8
  v_mov_b32 v5, s11
  v_mov_b32 v6, s12
)");
  // b32: byte 4 * 3; b64: byte 8 * 3 + 8 (words 8, 9); b128: byte 16 * 3 (words 12..15);
  // without scale_offset the SGPR is a byte offset (3, read as the aligned dword 0).
  check_uniform(result, {input_word(3), input_word(8), input_word(9), input_word(12), input_word(15), input_word(0)});
}

TEST_CASE("gfx1250 s_load_u8/i8/u16/i16 extend one byte or half", "[emu][gfx1250][instruction][smem]") {
  // Input words whose bytes have the sign bit set where the test needs it.
  SnippetOptions options;
  options.input.assign(kInputWords, 0);
  options.input[0] = 0x8081f27fu;
  options.input[1] = 0x00ff9abcu;
  const SnippetResult result = run_clean(R"(
  s_mov_b32 s2, 1
  s_load_u8 s4, s[42:43], 0x1
  s_load_i8 s5, s[42:43], 0x1
  s_load_u16 s6, s[42:43], 0x2
  s_load_i16 s7, s[42:43], 0x2
  s_load_i8 s8, s[42:43], 0x0
  s_load_u16 s9, s[42:43], s2 offset:0x4 scale_offset
  s_load_i16 s10, s[42:43], 0x4
  s_wait_kmcnt 0
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7
  v_mov_b32 v5, s8
  v_mov_b32 v6, s9
  v_mov_b32 v7, s10
)", options);
  // s_load_u16 with scale_offset: byte 2 * 1 + 4 = 6 (unscaled it would be byte 5, 0xff9a).
  check_uniform(result, {0xf2u, 0xfffffff2u, 0x8081u, 0xffff8081u, 0x7fu, 0x00ffu, 0xffff9abcu});
}

TEST_CASE("gfx1250 SMEM cache modifiers do not change what is loaded", "[emu][gfx1250][instruction][smem]") {
  const SnippetResult result = run_clean(R"(
  s_load_b32 s4, s[42:43], 0x4 th:TH_LOAD_NT scope:SCOPE_SYS
  s_load_b64 s[6:7], s[42:43], 0x10 nv
  s_load_b32 s8, s[42:43], 0x20 scope:SCOPE_DEV
  s_wait_kmcnt 0
  v_mov_b32 v1, s4
  v_mov_b32 v2, s6
  v_mov_b32 v3, s7
  v_mov_b32 v4, s8
)");
  check_uniform(result, {input_word(1), input_word(4), input_word(5), input_word(8)});
}

TEST_CASE("gfx1250 s_buffer_load reads gfx1250's resource and drops reads past num_records", "[emu][gfx1250][instruction][smem]") {
  // Resource: base [56:0] = the input buffer, num_records = 64 bytes from bit 57
  // (dword 1 [31:25] holds records [6:0], dword 2 records [38:7]).
  const SnippetResult result = run_clean(R"(
  s_mov_b32 s4, s42
  s_and_b32 s5, s43, 0x1ffffff
  s_or_b32 s5, s5, 0x80000000
  s_mov_b32 s6, 0
  s_mov_b32 s7, 0
  s_mov_b32 s2, 60
  s_buffer_load_b32 s8, s[4:7], 0x8
  s_buffer_load_b64 s[10:11], s[4:7], s2 offset:0x0
  s_buffer_load_b32 s12, s[4:7], 0x40
  s_buffer_load_u8 s13, s[4:7], 0x5
  s_buffer_load_i16 s14, s[4:7], 0x40
  s_wait_kmcnt 0
  v_mov_b32 v1, s8
  v_mov_b32 v2, s10
  v_mov_b32 v3, s11
  v_mov_b32 v4, s12
  v_mov_b32 v5, s13
  v_mov_b32 v6, s14
)");
  // 0x80000000 in dword 1 sets bit 63 = records bit 6: num_records = 64. Word 15 is the last in
  // range; word 16 (byte 64) and the b64's second dword are past it and read 0.
  check_uniform(result, {input_word(2), input_word(15), 0u, 0u, uint32_t(input_byte(5)), 0u});
}
